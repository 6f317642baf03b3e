/**
 * Whom the service believes about the client's address (front-end.ts), for each way a request
 * can arrive: through the load balancer of deploy/ (the secret and X-Client-IP), straight to the
 * service's own URL, and through Firebase Hosting, which can add neither header.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { UPDATE_PORTFOLIO_PATH } from './app';
import { CLIENT_IP_HEADER, FRONT_END_SECRET_HEADER } from './front-end';
import { payload, withTestServer } from './test-support';

const SECRET = 'k9Q2vT7xL4mN8pR1sW6yZ3bC5dF0gH2j';
const DAY_MS = 86_400_000;

/** Two requests' worth of the market routes per client: the third is refused. */
const TWO_REQUESTS = { requestLimit: 2, rateLimitWindowMs: DAY_MS };

const market = (app: FastifyInstance, headers: Record<string, string>, remoteAddress = '35.191.0.1') =>
  app.inject({ method: 'GET', url: '/api/market/tables', headers, remoteAddress });

describe('the socket model (default)', () => {
  it('keys on the TCP peer and ignores X-Forwarded-For, which anyone can send', async () => {
    await withTestServer({ limits: TWO_REQUESTS }, async (app) => {
      for (let i = 0; i < 2; i++)
        expect((await market(app, { 'x-forwarded-for': `198.51.100.${i}` }, '203.0.113.9')).statusCode).toBe(200);
      expect((await market(app, { 'x-forwarded-for': '198.51.100.77' }, '203.0.113.9')).statusCode).toBe(429);
    });
  });
});

describe('the hops model (TRUST_PROXY_HOPS)', () => {
  it('takes the address that many entries from the right', async () => {
    await withTestServer({ limits: { ...TWO_REQUESTS, trustProxyHops: 1 } }, async (app) => {
      // The proxy (the socket) appended the client; whatever the client wrote before is ignored.
      for (const forged of ['1.1.1.1', '2.2.2.2'])
        expect((await market(app, { 'x-forwarded-for': `${forged}, 198.51.100.7` }, '10.0.0.2')).statusCode).toBe(200);
      expect((await market(app, { 'x-forwarded-for': '3.3.3.3, 198.51.100.7' }, '10.0.0.2')).statusCode).toBe(429);
      expect((await market(app, { 'x-forwarded-for': '198.51.100.8' }, '10.0.0.2')).statusCode).toBe(200);
    });
  });
});

describe('the front-end model (FRONT_END_SECRET)', () => {
  const through = (client: string) => ({ [FRONT_END_SECRET_HEADER]: SECRET, [CLIENT_IP_HEADER]: client });

  it('serves what comes through the front end, keyed on the client it names (IPv6 by /64)', async () => {
    await withTestServer({ frontEndSecret: SECRET, limits: TWO_REQUESTS }, async (app) => {
      expect((await market(app, through('2001:db8:1:2::1'))).statusCode).toBe(200);
      expect((await market(app, through('2001:db8:1:2::2'))).statusCode).toBe(200);
      expect((await market(app, through('2001:db8:1:2::3'))).statusCode).toBe(429);
      // Another visitor behind the same front end (same socket address) has a budget of its own.
      expect((await market(app, through('203.0.113.9'))).statusCode).toBe(200);
      // X-Forwarded-For plays no part.
      expect((await market(app, { ...through('2001:db8:1:2::4'), 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(
        429,
      );
      const res = await app.inject({
        method: 'POST',
        url: `/api${UPDATE_PORTFOLIO_PATH}`,
        headers: through('198.51.100.20'),
        payload: payload(['AAPL', 'MSFT']),
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('refuses a request straight to the service, or through Firebase Hosting (no secret): it cannot choose its key', async () => {
    await withTestServer({ frontEndSecret: SECRET }, async (app) => {
      for (const headers of [
        {},
        { [CLIENT_IP_HEADER]: '198.51.100.7' },
        { 'x-forwarded-for': '198.51.100.7, 35.191.0.1' },
        { [FRONT_END_SECRET_HEADER]: `${SECRET}x`, [CLIENT_IP_HEADER]: '198.51.100.7' },
        { [FRONT_END_SECRET_HEADER]: SECRET.slice(0, -1), [CLIENT_IP_HEADER]: '198.51.100.7' },
      ]) {
        for (const [method, url] of [
          ['GET', '/market/tables'],
          ['GET', '/api/market/heatmap'],
          ['POST', UPDATE_PORTFOLIO_PATH],
          ['GET', '/nincs-ilyen'],
        ] as const) {
          const res = await app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
          expect(res.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
          expect(res.json()).toEqual({
            error: 'Hozzáférés megtagadva',
            message: 'Ez a szolgáltatás csak a webhelyen keresztül érhető el.',
          });
        }
      }
    });
  });

  it('refuses a client address the front end did not set alone (two values, or none)', async () => {
    await withTestServer({ frontEndSecret: SECRET }, async (app) => {
      for (const client of ['198.51.100.7, 203.0.113.9', 'unknown', ''])
        expect((await market(app, through(client))).statusCode, client).toBe(403);
    });
  });

  it('answers /health without the secret: the platform probes the container directly', async () => {
    await withTestServer({ frontEndSecret: SECRET }, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('ok');
    });
  });

  it('never lets the secret reach a log line or a handler', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log += chunk.toString();
        done();
      },
    });
    await withTestServer({ frontEndSecret: SECRET, logger: { level: 'trace', stream } }, async (app) => {
      app.get('/echo-headers', async (request) => request.headers);
      const echoed = await app.inject({ method: 'GET', url: '/echo-headers', headers: through('198.51.100.7') });
      expect(echoed.statusCode).toBe(200);
      expect(echoed.body).not.toContain(SECRET);
      await market(app, { [FRONT_END_SECRET_HEADER]: `${SECRET}x` });
    });
    expect(log).toContain('incoming request');
    expect(log).not.toContain(SECRET);
  });
});

describe('paths under /api', () => {
  it('answer as without it, so a front end may forward the site’s paths unchanged; other /api paths are unknown', async () => {
    await withTestServer(async (app) => {
      for (const url of ['/market/tables', '/api/market/tables'])
        expect((await app.inject({ method: 'GET', url })).json()).toHaveProperty('us');
      const res = await app.inject({
        method: 'POST',
        url: `/api${UPDATE_PORTFOLIO_PATH}`,
        payload: payload(['AAPL', 'MSFT']),
      });
      expect(res.statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/mpt-all-sources/x.json' })).statusCode).toBe(404);
    });
  });
});
