/**
 * The service without Firebase, for tests of what it does before it touches Firestore or Auth (the
 * proxy model, /health): any use of `db` or `auth` throws, so a test that reaches Firebase fails.
 * Everything else is tested against the real emulators in tests/e2e/accounts-*.e2e.ts.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServiceConfig } from './config';
import { createService, type ServiceDeps } from './http';

const untouchable = new Proxy(
  {},
  {
    get: () => {
      throw new Error('Firebase used');
    },
  },
);

/** Starts the service on a free loopback port; `origin` is where it listens. */
export async function firebaseFreeService(
  config: ServiceConfig,
  log: (line: string) => void = () => {},
): Promise<{ server: Server; origin: string; close: () => Promise<void> }> {
  const server = createService({ db: untouchable, auth: untouchable, config, log } as unknown as ServiceDeps);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
