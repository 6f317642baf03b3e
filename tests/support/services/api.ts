import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../wait';
import type { RunningService } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverFile = path.join(root, 'apps/api/dist/server.js');

/** Where the site's dev and preview servers expect the service (apps/site/vite.config.ts). */
export const API_PORT = 8787;
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * The built portfolio/market service (apps/api/dist/server.js) on 127.0.0.1:8787 with the embedded
 * sample data, ready when GET /health answers. A service already answering there is reused (and
 * left running by `stop()`). Set DEBUG_API=1 to see its log. Its snapshot store is an empty folder
 * (so the sample is served whatever `npm run refresh` left in .data/snapshots) unless `env` names one.
 */
export async function startApi(port: number = API_PORT, env: Record<string, string> = {}): Promise<RunningService> {
  const url = `http://${HOST}:${port}`;
  if (await answers(`${url}/health`)) return { url, stop: async () => {} };
  if (!existsSync(serverFile)) {
    throw new Error(`${serverFile} is missing: build the service first (npx turbo run build --filter=@penzugy/api).`);
  }

  const emptyStore = mkdtempSync(path.join(os.tmpdir(), 'penzugy-e2e-snapshots-'));
  const child = spawn(process.execPath, [serverFile], {
    cwd: path.dirname(path.dirname(serverFile)),
    env: {
      ...process.env,
      PORT: String(port),
      HOST,
      PRICE_SOURCE: 'sample',
      LOG_LEVEL: process.env.DEBUG_API ? 'info' : 'warn',
      SNAPSHOT_STORE: emptyStore,
      ...env,
    },
    stdio: ['ignore', process.env.DEBUG_API ? 'inherit' : 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code))).finally(() =>
    rmSync(emptyStore, { recursive: true, force: true }),
  );
  try {
    await Promise.race([
      waitFor(`${url}/health`, START_TIMEOUT_MS),
      exited.then((code) => {
        throw new Error(`The API exited with code ${code} before answering on ${url}`);
      }),
    ]);
  } catch (e) {
    await stopChild(child, exited);
    throw e;
  }
  return { url, stop: () => stopChild(child, exited) };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

/** SIGTERM to the process group (the service shuts down gracefully), SIGKILL if it hangs. */
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
