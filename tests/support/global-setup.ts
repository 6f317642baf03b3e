import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_PORT = 4173;

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${ms} ms: ${String(last)}`);
}

/** Serves the built site (turbo builds it before the tests) and tells the tests where it is. */
export default async function setup(project: TestProject) {
  const children: ChildProcess[] = [];
  const site = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(SITE_PORT), '--strictPort'], {
    cwd: path.join(root, 'apps/site'),
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  children.push(site);
  const baseUrl = `http://127.0.0.1:${SITE_PORT}`;
  await waitFor(baseUrl, 60_000);
  project.provide('siteUrl', baseUrl);

  return async () => {
    for (const c of children) {
      if (c.pid) {
        try {
          process.kill(-c.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}
