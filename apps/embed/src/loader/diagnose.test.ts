// @vitest-environment node
/**
 * The error card's diagnosis against a real server (Node's fetch, which has no CORS: the `cors`
 * verdict needs a browser and is covered by tests/e2e/embed-column.e2e.ts, as are the cards).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnose } from './diagnose';
import { failureText } from './strings';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(req.url === '/missing.js' ? 404 : 200, { 'Content-Type': 'text/javascript' });
    res.end('export {};');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const online = (onLine = true) => ({ navigator: { onLine }, fetch }) as unknown as Window & typeof globalThis;

describe('diagnose', () => {
  it('tells a file that arrived but failed its check from one whose code stopped after the check', async () => {
    expect(await diagnose(`${base}/w.js`, online())).toEqual({ kind: 'integrity' });
    expect(await diagnose(`${base}/w.js`, online(), true)).toEqual({ kind: 'script' });
  });

  it('keeps the status of an error answer', async () => {
    const why = await diagnose(`${base}/missing.js`, online());
    expect(why).toEqual({ kind: 'http', status: 404 });
    expect(failureText(why)).toBe('A kiszolgáló hibát jelzett (HTTP 404). Próbálja újra később.');
  });

  it('says blocked when nothing answers, and offline before asking when the browser knows', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await diagnose(`http://127.0.0.1:${port}/w.js`, online())).toEqual({ kind: 'blocked' });
    expect(await diagnose(`${base}/w.js`, online(false))).toEqual({ kind: 'offline' });
  });

  it('has a Hungarian text for every verdict', () => {
    for (const kind of ['offline', 'blocked', 'cors', 'integrity', 'script'] as const)
      expect(failureText({ kind })).toMatch(/^[A-ZÁÉ].+\.$/);
  });
});
