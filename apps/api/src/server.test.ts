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
function rawConnection(port: number, localAddress?: string) {
  const socket = net.connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) });
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
    // One client with 50 slow connections: the in-flight cap would refuse all but 8 at once (429);
    // off here, so that each reaches the timeout this test is about.
    const app = await testServer({
      limits: { requestTimeoutMs: 1500, headersTimeoutMs: 1000, rateLimitBudget: 0, clientConcurrency: 0 },
    });
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

describe('connections of one client', () => {
  it('are capped, so one client cannot hold the server’s connections: others (and health checks) still get in', async () => {
    const app = await testServer({
      limits: { maxConnections: 20, maxConnectionsPerClient: 5, rateLimitBudget: 0, keepAliveTimeoutMs: 600_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    // 127.0.0.2 is another client on the loopback network.
    const held = Array.from({ length: 12 }, () => rawConnection(port, '127.0.0.2'));
    try {
      const ends = held.map((c) =>
        Promise.race([
          c.closed.then(() => 'closed' as const),
          new Promise<'open'>((resolve) =>
            c.socket
              .once('connect', () => c.socket.write('GET /health HTTP/1.1\r\nHost: x\r\n\r\n'))
              .once('data', () => resolve('open')),
          ),
        ]),
      );
      const outcome = await Promise.all(ends);
      expect(outcome.filter((o) => o === 'open')).toHaveLength(5);
      expect(outcome.filter((o) => o === 'closed')).toHaveLength(7);
      // Another client gets in while the five stay open.
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      expect(res.status).toBe(200);
      expect(held.filter((c) => !c.socket.destroyed)).toHaveLength(5);
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

  it('answers /health on HEALTH_PORT from its own thread, and still exits 0 on SIGTERM', async () => {
    let healthPort = 0;
    const seen: number[] = [];
    const result = await runServer({ PORT: '0', HOST: '127.0.0.1', HEALTH_PORT: '0' }, (line, stop) => {
      const msg = JSON.parse(line) as { msg?: string; port?: number };
      if (msg.msg === 'health thread listening') healthPort = msg.port ?? 0;
      if (msg.msg === 'ready') {
        fetch(`http://127.0.0.1:${healthPort}/health`)
          .then((r) => seen.push(r.status))
          .then(stop, stop);
      }
    });
    expect(healthPort).toBeGreaterThan(0);
    expect(seen).toEqual([200]);
    expect(result.code).toBe(0);
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
