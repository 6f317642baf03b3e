/**
 * Which Firebase the site talks to. With the four VITE_FIREBASE_* variables set at build time it is
 * the production project; with none of them, the local emulators of the demo project (the default of
 * `npm start`). Half a configuration is an error, not a silent fallback to the emulators: without
 * an explicit choice the SDK would fail with auth/invalid-api-key (seen with the SDK when only some variables were set).
 */

/** The emulators' project. A 'demo-' id makes the SDKs refuse to reach any real Google service. */
export const EMULATOR_PROJECT_ID = 'demo-penzugy';
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export const DEFAULT_FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';

/** The build-time variables of a production project; all four are required. */
export const PRODUCTION_ENV_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;

/** The options `initializeApp` takes, as far as this site needs them. */
export interface FirebaseAppOptions {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

export type FirebaseTarget =
  | { mode: 'production'; options: FirebaseAppOptions }
  | {
      mode: 'emulator';
      options: FirebaseAppOptions;
      /** host:port of the Auth emulator. */
      authHost: string;
      /** host:port of the Firestore emulator. */
      firestoreHost: string;
    }
  | { mode: 'invalid'; missing: string[] };

type Env = Readonly<Record<string, string | boolean | undefined>>;

function read(env: Env, key: string): string | undefined {
  const value = env[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** host:port, with the scheme some people paste ('http://127.0.0.1:9099/') taken off. */
function hostOf(value: string): string {
  return value.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}

/** Decides the target from build-time variables (`import.meta.env` in the site). */
export function resolveFirebaseTarget(env: Env): FirebaseTarget {
  const present = PRODUCTION_ENV_KEYS.filter((key) => read(env, key) !== undefined);
  if (present.length === PRODUCTION_ENV_KEYS.length) {
    return {
      mode: 'production',
      options: {
        apiKey: read(env, 'VITE_FIREBASE_API_KEY')!,
        authDomain: read(env, 'VITE_FIREBASE_AUTH_DOMAIN')!,
        projectId: read(env, 'VITE_FIREBASE_PROJECT_ID')!,
        appId: read(env, 'VITE_FIREBASE_APP_ID')!,
      },
    };
  }
  if (present.length > 0) {
    return { mode: 'invalid', missing: PRODUCTION_ENV_KEYS.filter((key) => !present.includes(key)) };
  }
  return {
    mode: 'emulator',
    // The emulators accept any API key; it only has to be non-empty for the SDK.
    options: {
      apiKey: 'demo-api-key',
      authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
      projectId: EMULATOR_PROJECT_ID,
      appId: `1:0:web:${EMULATOR_PROJECT_ID}`,
    },
    authHost: hostOf(read(env, 'VITE_AUTH_EMULATOR_HOST') ?? DEFAULT_AUTH_EMULATOR_HOST),
    firestoreHost: hostOf(read(env, 'VITE_FIRESTORE_EMULATOR_HOST') ?? DEFAULT_FIRESTORE_EMULATOR_HOST),
  };
}
