import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EmulatorHosts } from './emulators';
import { startNodeService } from './node-service';
import type { RunningService } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverFile = path.join(root, 'apps/accounts/dist/server.js');

/** Where the site's dev and preview servers expect the accounts service (apps/site/vite.config.ts). */
export const ACCOUNTS_PORT = 8790;
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 60_000;

export interface AccountsServiceOptions {
  port?: number;
  /** The site's origin, for the links in the mails. */
  siteOrigin?: string;
  /** Extra environment (FRONT_END_SECRET, TRUSTED_PROXY_HOPS, BACKGROUND_INTERVAL_MS…). */
  env?: Record<string, string>;
}

/**
 * The built accounts service (apps/accounts/dist/server.js) on the emulators, ready when GET
 * /health answers. Its background timer is off (BACKGROUND_INTERVAL_MS=0: it resumes deletions and
 * sends digests only at start), so nothing runs behind a test's back; tests that need that work
 * call it, or start another instance. Set DEBUG_ACCOUNTS=1 to see its log.
 */
export async function startAccountsService(
  firebase: EmulatorHosts,
  { port = ACCOUNTS_PORT, siteOrigin = 'http://127.0.0.1:4173', env = {} }: AccountsServiceOptions = {},
): Promise<RunningService> {
  const url = `http://${HOST}:${port}`;
  return startNodeService({
    name: 'the accounts service',
    file: serverFile,
    buildHint: 'npx turbo run build --filter=@penzugy/accounts',
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      GCLOUD_PROJECT: firebase.projectId,
      FIRESTORE_EMULATOR_HOST: firebase.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: firebase.authHost,
      SITE_ORIGIN: siteOrigin,
      BACKGROUND_INTERVAL_MS: '0',
      ...env,
    },
    url,
    startTimeoutMs: START_TIMEOUT_MS,
    verbose: Boolean(process.env.DEBUG_ACCOUNTS),
  });
}
