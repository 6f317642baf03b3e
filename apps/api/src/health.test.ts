/**
 * The health thread (health.ts): `/health` answered on an event loop that no request load reaches,
 * and still honest — 503 when the main thread stops turning or the service shuts down.
 *
 * "No load reaches it" is shown at the limit: the main thread is blocked outright (Atomics.wait)
 * until a probe in another thread has its answer. Were the answer produced on the main thread,
 * the probe could never get it and the wait would end only at its timeout, failing the test.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { healthFacts, startHealthThread, type HealthThread } from './health';
import { sampleSource } from './test-support';

/** A thread that GETs `url` until the status is `until`, then records it and wakes the main thread. */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const flag = new Int32Array(workerData.flag);
(async () => {
  for (;;) {
    try {
      const res = await fetch(workerData.url);
      const body = await res.text();
      if (res.status === workerData.until) {
        Atomics.store(flag, 1, res.status);
        parentPort.postMessage(body);
        Atomics.store(flag, 0, 1);
        Atomics.notify(flag, 0);
        return;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
})();
`;

/**
 * Blocks this (the main) thread until a probe thread has got `until` from `url`; returns the
 * status seen, or 0 when the wait timed out (the answer never came while the main thread slept).
 */
function blockUntilProbed(url: string, until: number, timeoutMs = 60_000): { status: number; probe: Worker } {
  const flag = new SharedArrayBuffer(8);
  const view = new Int32Array(flag);
  const probe = new Worker(PROBE, { eval: true, workerData: { url, until, flag } });
  // The main event loop does not turn at all while this waits.
  Atomics.wait(view, 0, 0, timeoutMs);
  return { status: Atomics.load(view, 1), probe };
}

let thread: HealthThread | undefined;
afterEach(async () => {
  await thread?.close();
  thread = undefined;
});

const start = (stallMs?: number) =>
  startHealthThread({
    port: 0,
    host: '127.0.0.1',
    facts: () => healthFacts(sampleSource()),
    ...(stallMs === undefined ? {} : { stallMs }),
  });

describe('the health thread', () => {
  it('(the method) a server on the main thread cannot answer while the main thread is blocked', async () => {
    const server = createServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // However long the wait, the answer cannot come: the main thread is the one waiting.
    const { status, probe } = blockUntilProbed(`http://127.0.0.1:${port}/health`, 200, 1000);
    expect(status).toBe(0);
    await probe.terminate();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers /health with the service’s facts while the main thread cannot answer anything', async () => {
    // A stall limit no slow machine reaches: here the main thread is blocked on purpose.
    thread = await start(3_600_000);
    const { status, probe } = blockUntilProbed(`http://127.0.0.1:${thread.port}/health`, 200);
    expect(status).toBe(200);
    const body = await new Promise<string>((resolve) => probe.once('message', resolve));
    await probe.terminate();
    expect(JSON.parse(body)).toEqual(healthFacts(sampleSource()));
  });

  it('answers 503 once the main thread has not turned for longer than the stall limit', async () => {
    thread = await start(200);
    const url = `http://127.0.0.1:${thread.port}/health`;
    // Healthy first — polled: on a loaded machine this thread itself can miss a 200 ms beat (a CI run
    // read 503 here).
    await expect.poll(async () => (await fetch(url)).status, { timeout: 30_000 }).toBe(200);
    const { status, probe } = blockUntilProbed(url, 503);
    expect(status).toBe(503);
    const body = JSON.parse(await new Promise<string>((resolve) => probe.once('message', resolve)));
    await probe.terminate();
    expect(body).toEqual({
      error: 'A szolgáltatás nem érhető el',
      message: expect.stringMatching(/^A szolgáltatás fő szála \d+ másodperce nem válaszol\.$/),
    });
    // Once the main thread turns again, so does the answer.
    for (;;) {
      if ((await fetch(url)).status === 200) break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('answers 503 while draining, and nothing but /health', async () => {
    thread = await start();
    const base = `http://127.0.0.1:${thread.port}`;
    const other = await fetch(`${base}/market/tables`);
    expect(other.status).toBe(404);
    expect(((await other.json()) as { message: string }).message).toBe('Ezen a porton csak a /health érhető el.');
    expect((await fetch(`${base}/health`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/health`, { method: 'HEAD' })).status).toBe(200);
    thread.drain();
    const draining = await fetch(`${base}/health`);
    expect(draining.status).toBe(503);
    expect(((await draining.json()) as { message: string }).message).toBe('A szolgáltatás leáll.');
  });

  it('fails to start, with the reason, when the port is taken', async () => {
    thread = await start();
    await expect(
      startHealthThread({ port: thread.port, host: '127.0.0.1', facts: () => healthFacts(sampleSource()) }),
    ).rejects.toThrow(/EADDRINUSE/);
  });
});
