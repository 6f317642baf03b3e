/**
 * The service over a real socket, and src/server.ts as a process: configuration from the
 * environment, readiness, graceful shutdown on SIGTERM, Hungarian start-up errors.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UPDATE_PORTFOLIO_PATH } from './app';
import { payload, testServer } from './test-support';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('listening on a socket', () => {
  it('answers HTTP clients with JSON and CORS headers', async () => {
    const app = await testServer({ corsOrigins: '*' });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`${address}${UPDATE_PORTFOLIO_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://partner.hu' },
        body: JSON.stringify(payload(['AAPL', 'MSFT'])),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(Object.keys(((await res.json()) as { weights: object }).weights)).toEqual(['AAPL', 'MSFT']);
    } finally {
      await app.close();
    }
  });
});

/** Runs src/server.ts with tsx; resolves with its exit code and output. */
function runServer(env: Record<string, string>, onLine: (line: string, stop: () => void) => void) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk;
    for (const line of String(chunk).split('\n')) if (line.trim()) onLine(line, () => child.kill('SIGTERM'));
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
}

describe('src/server.ts', () => {
  it('reads PORT and HOST, serves, and exits 0 on SIGTERM after closing', async () => {
    let served = false;
    const result = await runServer({ PORT: '0', HOST: '127.0.0.1' }, (line, stop) => {
      const msg = JSON.parse(line) as { msg?: string };
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(msg.msg ?? '');
      if (match) {
        fetch(`${match[1]}/health`)
          .then((r) => r.json() as Promise<{ status: string }>)
          .then((h) => {
            served = h.status === 'ok';
            stop();
          }, stop);
      }
    });
    expect(served).toBe(true);
    expect(result.code).toBe(0);
    expect(result.out).toContain('shutting down');
  });

  it('refuses to start with a wrong variable, saying which in Hungarian', async () => {
    const result = await runServer({ PORT: 'nyolc' }, () => {});
    expect(result.code).toBe(1);
    expect(result.err).toContain('A szolgáltatás nem indult el: PORT: 0 és 65535 közötti egész számot adjon meg (most: „nyolc”).');
    const unknown = await runServer({ PRICE_SOURCE: 'yahoo' }, () => {});
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('PRICE_SOURCE: ismeretlen árfolyamforrás');
    expect(unknown.err).not.toMatch(/\n\s+at /); // no stack trace for our own errors
  });
});
