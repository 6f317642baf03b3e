/**
 * The Admin SDK for one project. With FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set
 * (as `npm start` and the tests do) it talks to the local emulators and needs no credentials; in
 * production it uses the runtime's service account.
 */
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

export interface Admin {
  app: App;
  db: Firestore;
  auth: Auth;
  close(): Promise<void>;
}

export function connectAdmin(projectId: string | undefined, appName?: string): Admin {
  // On the emulators there is no Google metadata server to ask for credentials; without this the
  // SDK probes for one and warns when the network answers instead.
  if (process.env.FIRESTORE_EMULATOR_HOST) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp(projectId ? { projectId } : {}, appName);
  const db = getFirestore(app);
  return { app, db, auth: getAuth(app), close: () => deleteApp(app) };
}
