import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../wait';
import type { EmulatorHosts } from './emulators';
import type { RunningService } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverFile = path.join(root, 'apps/accounts/dist/server.js');

/** Where the site's dev and preview servers expect the accounts service (apps/site/vite.config.ts). */
export const ACCOUNTS_PORT = 8790;
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface AccountsServiceOptions {
  port?: number;
  /** The site's origin, for the links in the mails. */
  siteOrigin?: string;
  /** Extra environment (TRUSTED_PROXY_HOPS, BACKGROUND_INTERVAL_MS…). */
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
  if (!existsSync(serverFile)) {
    throw new Error(
      `${serverFile} is missing: build the service first (npx turbo run build --filter=@penzugy/accounts).`,
    );
  }
  const child = spawn(process.execPath, [serverFile], {
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
    stdio: ['ignore', process.env.DEBUG_ACCOUNTS ? 'inherit' : 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await Promise.race([
      waitFor(`${url}/health`, START_TIMEOUT_MS),
      exited.then((code) => {
        throw new Error(`The accounts service exited with code ${code} before answering on ${url}`);
      }),
    ]);
  } catch (e) {
    await stopChild(child, exited);
    throw e;
  }
  return { url, stop: () => stopChild(child, exited) };
}

/** SIGTERM to the process group, SIGKILL if it hangs. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, s);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
