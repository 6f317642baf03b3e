/**
 * The service over a real socket, and src/server.ts as a process: configuration from the
 * environment, readiness, graceful shutdown on SIGTERM, Hungarian start-up errors.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { UPDATE_PORTFOLIO_PATH } from './app';
import { payload, testServer, withTestServer } from './test-support';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('listening on a socket', () => {
  it('answers HTTP clients with JSON and CORS headers', async () => {
    await withTestServer({ corsOrigins: '*' }, async (app) => {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}${UPDATE_PORTFOLIO_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://partner.hu' },
        body: JSON.stringify(payload(['AAPL', 'MSFT'])),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(Object.keys(((await res.json()) as { weights: object }).weights)).toEqual(['AAPL', 'MSFT']);
    });
  });
});

/** A raw connection: what it received and when it was closed (ms after opening). */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const opened = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk));
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.on('close', () => resolve({ afterMs: Date.now() - opened, received })),
  );
  return { socket, closed };
}

describe('slow and excess connections', () => {
  it('closes connections that trickle their body or headers, answering 408 in Hungarian', async () => {
    const app = await testServer({ limits: { requestTimeoutMs: 1500, headersTimeoutMs: 1000, rateLimitBudget: 0 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const timers: NodeJS.Timeout[] = [];
    try {
      const slowBodies = Array.from({ length: 40 }, () => {
        const c = rawConnection(port);
        c.socket.write(
          `POST ${UPDATE_PORTFOLIO_PATH} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{`,
        );
        timers.push(setInterval(() => c.socket.writable && c.socket.write(' '), 200));
        return c.closed;
      });
      const slowHeaders = Array.from({ length: 10 }, () => {
        const c = rawConnection(port);
        c.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n');
        timers.push(setInterval(() => c.socket.writable && c.socket.write('X-A: b\r\n'), 200));
        return c.closed;
      });
      const results = await Promise.all([...slowBodies, ...slowHeaders]);
      for (const r of results) {
        // Deadline plus the one-second check interval, with room for a busy machine.
        expect(r.afterMs).toBeLessThan(6000);
        expect(r.received).toMatch(/^HTTP\/1\.1 408 /);
        expect(r.received).toContain(
          '{"error":"Lejárt a kérés ideje","message":"A kérés nem érkezett meg időben; küldje el újra."}',
        );
      }
      // The service still answers.
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    } finally {
      timers.forEach(clearInterval);
      await app.close();
    }
  });

  it('closes connections beyond the cap at once', async () => {
    const app = await testServer({ limits: { maxConnections: 5, rateLimitBudget: 0 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const held = Array.from({ length: 5 }, () => rawConnection(port));
    try {
      await Promise.all(held.map((c) => new Promise((r) => c.socket.once('connect', r))));
      await new Promise((r) => setTimeout(r, 100)); // the server has accepted them
      const extra = rawConnection(port);
      const closed = await extra.closed;
      expect(closed.afterMs).toBeLessThan(1000);
      expect(closed.received).toBe('');
      expect(held.every((c) => !c.socket.destroyed)).toBe(true);
    } finally {
      held.forEach((c) => c.socket.destroy());
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
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out, err })),
  );
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
    expect(result.err).toContain(
      'A szolgáltatás nem indult el: PORT: 0 és 65535 közötti egész számot adjon meg (most: „nyolc”).',
    );
    const unknown = await runServer({ PRICE_SOURCE: 'yahoo' }, () => {});
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('PRICE_SOURCE: ismeretlen árfolyamforrás');
    expect(unknown.err).not.toMatch(/\n\s+at /); // no stack trace for our own errors
  });
});
