import { startEmulators } from '../../../scripts/emulators.mjs';
import type { RunningService } from './types';

/** Where the emulators answer: what the global setup provides as `inject('firebase')`. */
export interface EmulatorHosts {
  projectId: string;
  /** host:port of the Auth emulator. */
  authHost: string;
  /** host:port of the Firestore emulator. */
  firestoreHost: string;
}

export type FirebaseEmulators = RunningService & EmulatorHosts;

/**
 * The real Auth and Firestore emulators (scripts/emulators.mjs) on their default ports, which the
 * built site uses when it has no Firebase configuration. Emulators already running are reused.
 * Fails loudly when they cannot start (no Java, no jar): the account tests cannot run without them.
 * Set DEBUG_EMULATORS=1 to see their output.
 */
export async function startFirebaseEmulators(): Promise<FirebaseEmulators> {
  const log = process.env.DEBUG_EMULATORS ? (line: string) => console.log(`[emulators] ${line}`) : () => {};
  const result = await startEmulators({ log });
  if ('unavailable' in result) throw new Error(`The Firebase emulators could not start: ${result.unavailable}`);
  return { url: `http://${result.authHost}`, ...hostsOf(result), stop: result.stop };
}

function hostsOf({ projectId, authHost, firestoreHost }: EmulatorHosts): EmulatorHosts {
  return { projectId, authHost, firestoreHost };
}

/**
 * The emulators for one test file: those the global setup started (pass `inject('firebase')`), or,
 * when it did not, its own. Call `stop()` in afterAll; for provided emulators it does nothing.
 */
export async function emulatorsForTests(provided: EmulatorHosts | undefined): Promise<FirebaseEmulators> {
  if (provided) return { url: `http://${provided.authHost}`, ...hostsOf(provided), stop: async () => {} };
  return startFirebaseEmulators();
}

async function expectOk(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/**
 * DELETE with a few retries: the Firestore emulator's clear notifies every listen stream and fails
 * (HTTP 500, "Stream is already completed") when a client closed one a moment before, as the
 * previous test's visitors just did.
 */
async function deleteWithRetry(url: string, what: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, { method: 'DELETE' });
    if (res.ok || res.status < 500 || attempt === attempts) {
      await expectOk(res, what);
      return;
    }
    await new Promise((r) => setTimeout(r, 200 * attempt));
  }
}

/** Empties both emulators: every account and every document of the project. */
export async function clearFirebaseEmulators({ projectId, authHost, firestoreHost }: EmulatorHosts): Promise<void> {
  await Promise.all([
    deleteWithRetry(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, 'clearing the accounts'),
    deleteWithRetry(
      `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      'clearing the documents',
    ),
  ]);
}

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The e-mails the Auth emulator "sent" (password resets, verifications), oldest first. */
export async function oobCodes({ projectId, authHost }: EmulatorHosts): Promise<OobCode[]> {
  const res = await expectOk(
    await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`),
    'reading the oobCodes',
  );
  return ((await res.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** Sets a new password with a reset code, as the page behind the e-mailed link does. */
export async function confirmPasswordReset(
  { authHost }: EmulatorHosts,
  oobCode: string,
  newPassword: string,
): Promise<string> {
  const res = await expectOk(
    await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword }),
    }),
    'confirming the password reset',
  );
  return ((await res.json()) as { email: string }).email;
}

export interface EmulatorAccount {
  localId: string;
  email?: string;
  providerUserInfo?: { providerId: string; email?: string }[];
}

/** Every account of the project, read with the emulator's admin token. */
export async function accounts({ projectId, authHost }: EmulatorHosts): Promise<EmulatorAccount[]> {
  const res = await expectOk(
    await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: '{}',
    }),
    'listing the accounts',
  );
  return ((await res.json()) as { userInfo?: EmulatorAccount[] }).userInfo ?? [];
}

/** The watchlist documents of a user as stored, read past the security rules with the admin token. */
export async function storedWatchlist(
  { projectId, firestoreHost }: EmulatorHosts,
  uid: string,
): Promise<{ id: string; fields: Record<string, unknown> }[]> {
  const res = await expectOk(
    await fetch(
      `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/users/${uid}/watchlist`,
      {
        headers: { authorization: 'Bearer owner' },
      },
    ),
    'reading the watchlist',
  );
  const body = (await res.json()) as {
    documents?: { name: string; fields: Record<string, { stringValue?: string }> }[];
  };
  return (body.documents ?? []).map((d) => ({
    id: d.name.split('/').pop()!,
    fields: Object.fromEntries(Object.entries(d.fields).map(([k, v]) => [k, v.stringValue ?? v])),
  }));
}
