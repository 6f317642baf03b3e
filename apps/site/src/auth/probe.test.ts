import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersHttp, emulatorsAnswer } from './probe';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

/** A port that was just free: nothing listens there. */
async function closedHost(): Promise<string> {
  const server = createServer();
  const host = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return host;
}

describe('emulator probe', () => {
  const answering = createServer((_req, res) => res.end('Ok'));
  // Accepts the connection and never answers: the case a timeout exists for.
  const silent = createServer(() => {});
  let up: string;
  let hanging: string;

  beforeAll(async () => {
    up = await listen(answering);
    hanging = await listen(silent);
  });
  afterAll(() => {
    answering.close();
    silent.closeAllConnections();
    silent.close();
  });

  it('is true for a host that answers HTTP', async () => {
    expect(await answersHttp(up)).toBe(true);
  });

  it('is false, quickly, for a closed port', async () => {
    const started = Date.now();
    expect(await answersHttp(await closedHost(), { timeoutMs: 5_000 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a host that never answers after the timeout, without rejecting', async () => {
    const started = Date.now();
    expect(await answersHttp(hanging, { timeoutMs: 300 })).toBe(false);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(3_000);
  });

  it('needs every host', async () => {
    expect(await emulatorsAnswer([up, up])).toBe(true);
    expect(await emulatorsAnswer([up, await closedHost()])).toBe(false);
  });
});
