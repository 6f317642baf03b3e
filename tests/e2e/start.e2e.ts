/**
 * `npm start` serves the product as it ships (issue 27): the prerendered production build, not the
 * development server (which made 951 requests for /kalkulatorok and sent each page view twice). The
 * script runs here on ports of its own beside the test services; it reuses the emulators the global
 * setup started (they are on the same default ports).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../support/wait';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORTS = { SITE_PORT: '5183', API_PORT: '8797', ACCOUNTS_PORT: '8798' };
const site = `http://127.0.0.1:${PORTS.SITE_PORT}`;
let child: ChildProcess;
let output = '';

beforeAll(async () => {
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...PORTS },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  try {
    await waitFor(site + '/', 120_000);
  } catch (e) {
    throw new Error(`${String(e)}\n${output}`);
  }
});

afterAll(async () => {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
});

describe('npm start', () => {
  it('serves the prerendered production build, not the development server', async () => {
    const html = await (await fetch(site + '/kalkulatorok')).text();
    // The page's content is in the HTML as sent (prerendered), and no development client is loaded.
    expect(html).toMatch(/<h1[^>]*>[^<]*Kalkulátorok/);
    expect(html).not.toContain('/@vite/client');
    expect(html).not.toContain('/@react-refresh');
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\/[^"]+\.js"/);
    expect(output).toContain(`Site: ${site}`);
  });

  it('proxies the API it started', async () => {
    const r = await fetch(site + '/api/market/status');
    expect(r.status).toBe(200);
    expect(await r.json()).toHaveProperty('datasets');
  });

  it('stops everything it started on Ctrl+C', async () => {
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    // The children get SIGTERM as the script exits: wait until their ports close.
    const down = (url: string) =>
      fetch(url).then(
        () => 'up',
        () => 'down',
      );
    await expect.poll(() => down(site + '/')).toBe('down');
    await expect.poll(() => down(`http://127.0.0.1:${PORTS.API_PORT}/health`)).toBe('down');
  });
});
