import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../wait';
import type { RunningService } from './types';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The built site under `vite preview` on `port`, proxying /api/market and /api/portfolio-opt to `apiUrl`. */
export async function startSitePreview(apiUrl: string, port: number): Promise<RunningService> {
  const child = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: path.join(root, 'apps/site'),
    env: { ...process.env, PENZUGY_API_URL: apiUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, 60_000);
  return {
    url,
    stop: async () => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        /* already gone */
      }
    },
  };
}
