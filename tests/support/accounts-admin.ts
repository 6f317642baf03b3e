/**
 * The accounts service's own code in the test process, on the emulators: the Admin SDK (what the
 * service sees, past the rules) and, when a test needs other settings than the global setup's
 * service (a trusted proxy hop, to play many clients), an instance of the service of its own.
 */
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectAdmin, type Admin } from '../../apps/accounts/src/admin';
import { readConfig, type ServiceConfig } from '../../apps/accounts/src/config';
import { createService } from '../../apps/accounts/src/http';
import { emulatorsForTests, type FirebaseEmulators } from './services/emulators';

export interface AccountsAdmin {
  admin(): Admin;
  emulators(): FirebaseEmulators;
  /** The service's settings in these tests (links to the built site under vite preview). */
  config(overrides?: Partial<ServiceConfig>): ServiceConfig;
  /** Starts an instance of the service in this process; stopped after the file. Returns its URL. */
  serve(overrides?: Partial<ServiceConfig>): Promise<string>;
}

export function useAccountsAdmin(): AccountsAdmin {
  let admin: Admin | undefined;
  let emulators: FirebaseEmulators | undefined;
  const servers: { close(): void }[] = [];
  beforeAll(async () => {
    emulators = await emulatorsForTests(inject('firebase'));
    // The Admin SDK finds the emulators through these, as the service does.
    process.env.FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulators.authHost;
    admin = connectAdmin(emulators.projectId, `admin-${randomUUID()}`);
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await admin?.close();
    await emulators?.stop();
  });
  const config = (overrides: Partial<ServiceConfig> = {}): ServiceConfig => ({
    ...readConfig({ SITE_ORIGIN: inject('siteUrl') }),
    ...overrides,
  });
  return {
    admin: () => admin!,
    emulators: () => emulators!,
    config,
    serve: async (overrides = {}) => {
      const { db, auth } = admin!;
      const server = createService({ db, auth, config: config(overrides), log: () => {} });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
  };
}

/** POSTs JSON (or a raw body) to the service; returns the status, the parsed body and the headers. */
export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = { text };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Every document of a collection (past the rules), with its id. */
export async function docs(admin: Admin, collection: string): Promise<({ id: string } & Record<string, unknown>)[]> {
  return (await admin.db.collection(collection).get()).docs.map((d) => ({ id: d.id, ...d.data() }));
}
