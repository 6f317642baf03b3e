import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNodeService } from './node-service';
import type { RunningService } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverFile = path.join(root, 'apps/api/dist/server.js');

/** Where the site's dev and preview servers expect the service (apps/site/vite.config.ts). */
export const API_PORT = 8787;
const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;

/**
 * The built portfolio/market service (apps/api/dist/server.js) on 127.0.0.1:8787 with the embedded
 * sample data, ready when GET /health answers. A service already answering there is reused (and
 * left running by `stop()`). Set DEBUG_API=1 to see its log. Its snapshot store is an empty folder
 * (so the sample is served whatever `npm run refresh` left in .data/snapshots) unless `env` names one.
 */
export async function startApi(port: number = API_PORT, env: Record<string, string> = {}): Promise<RunningService> {
  const url = `http://${HOST}:${port}`;
  if (await answers(`${url}/health`)) return { url, stop: async () => {} };
  const emptyStore = mkdtempSync(path.join(os.tmpdir(), 'penzugy-e2e-snapshots-'));
  const removeStore = () => rmSync(emptyStore, { recursive: true, force: true });
  const service = await startNodeService({
    name: 'the API',
    file: serverFile,
    buildHint: 'npx turbo run build --filter=@penzugy/api',
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
    url,
    startTimeoutMs: START_TIMEOUT_MS,
    verbose: Boolean(process.env.DEBUG_API),
  }).catch((e: unknown) => {
    removeStore();
    throw e;
  });
  return {
    url,
    stop: async () => {
      await service.stop();
      removeStore();
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}
