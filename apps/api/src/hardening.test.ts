/**
 * What protects one instance: the byte-bounded caches keyed on the effective period, the cell cap,
 * the cost-weighted rate limit, compression, security headers, Fastify's framework errors, and the
 * worker pool giving the same answers as the main thread.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { UPDATE_PORTFOLIO_PATH, acceptsGzip } from './app';
import { solve, type SolveInput } from './portfolio/solve';
import { createUpdatePortfolio } from './portfolio/update-portfolio';
import { createSolverPool } from './solver-pool';
import { TEST_TODAY, payload, sampleSource, withTestServer } from './test-support';

/** The sample's 24 stocks with data from 2015 (the largest request it can serve). */
const LONG = 'AAPL AMD AMZN BA BAC BMY C CAT F GM GOOGL GS HON INTC JNJ JPM LLY META MSFT NFLX NVDA PFE TSLA WFC'.split(
  ' ',
);
const HEAVY = (fromDate = '2010-01-01', extra: Record<string, unknown> = {}) =>
  payload(LONG, { fromDate, toDate: '2025-12-30', ...extra });

/** A start date `i` days after 2000-01-01: all of them before the data begins. */
const startBeforeData = (i: number) => new Date(Date.UTC(2000, 0, 1 + i)).toISOString().slice(0, 10);

describe('portfolio caches', () => {
  it('key on the effective period: start dates that clip to the same data add no memory', async () => {
    const portfolio = createUpdatePortfolio({ source: sampleSource(), today: () => TEST_TODAY });
    const first = await portfolio.update(HEAVY(startBeforeData(0)));
    expect(first.ok).toBe(true);
    const bytes = portfolio.cacheBytes();
    for (let i = 1; i <= 60; i++) {
      const outcome = await portfolio.update(HEAVY(startBeforeData(i)));
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.fields));
      expect(outcome.response.requestedFrom).toBe(startBeforeData(i));
      expect(outcome.response.effectiveFrom).toBe('2015-01-02');
    }
    // Only the small range → data map grows (a few dozen bytes a period).
    expect(portfolio.cacheBytes() - bytes).toBeLessThan(60 * 200);
  });

  it('stay within their byte bound whatever is asked', async () => {
    const bound = 2 * 1024 * 1024;
    const portfolio = createUpdatePortfolio({ source: sampleSource(), today: () => TEST_TODAY, cacheBytes: bound });
    for (let i = 0; i < 12; i++) {
      const tickers = LONG.slice(i, i + 12);
      const outcome = await portfolio.update(
        payload(tickers, { fromDate: `${2015 + (i % 5)}-03-01`, toDate: '2025-12-30', riskFreeRate: 0.01 + i / 1000 }),
      );
      expect(outcome.ok).toBe(true);
      expect(portfolio.cacheBytes()).toBeLessThanOrEqual(bound);
    }
  });

  it('cap stocks × trading days with a Hungarian message naming the period', async () => {
    const portfolio = createUpdatePortfolio({ source: sampleSource(), today: () => TEST_TODAY, maxCells: 10_000 });
    const outcome = await portfolio.update(HEAVY());
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.fields.fromDate).toMatch(
      /^Elemzés kezdete: 24 részvény × 2\u00a0?\d{3} kereskedési nap = \d{2}\u00a0\d{3} adat, de egy kérésben legfeljebb 10\u00a0000 számolható/,
    );
  });
});

describe('the answer', () => {
  it('rounds the chart series to two decimals and is less than half the former size', async () => {
    await withTestServer(async (app) => {
      const res = await app.inject({ method: 'POST', url: UPDATE_PORTFOLIO_PATH, payload: HEAVY() });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      for (const values of Object.values<number[]>(body.timeSeries)) {
        expect(values.every((v) => Math.round(v * 100) / 100 === v)).toBe(true);
      }
      // Unrounded it was 1 382 038 bytes.
      expect(res.body.length).toBeLessThan(700_000);
    });
  });

  it('is compressed with brotli or gzip when the client accepts it', async () => {
    await withTestServer(async (app) => {
      const plain = await app.inject({ method: 'POST', url: UPDATE_PORTFOLIO_PATH, payload: HEAVY() });
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: UPDATE_PORTFOLIO_PATH,
          payload: HEAVY(),
          headers: { 'accept-encoding': encoding },
        });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
        expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
      }
    });
  });
});

describe('the portfolio answer in gzip with its tail compressed once', () => {
  it('is gzip whenever the client takes gzip (also beside br), and decodes to the plain answer for every request', async () => {
    await withTestServer(async (app) => {
      // Start dates before the data: one effective period, so one shared tail for all three.
      for (const from of ['2001-01-01', '2002-03-04', '2003-05-06']) {
        const plain = await app.inject({ method: 'POST', url: UPDATE_PORTFOLIO_PATH, payload: HEAVY(from) });
        const res = await app.inject({
          method: 'POST',
          url: UPDATE_PORTFOLIO_PATH,
          payload: HEAVY(from),
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        });
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
        const decoded = gunzipSync(res.rawPayload).toString('utf8');
        expect(decoded).toBe(plain.body);
        expect(JSON.parse(decoded).requestedFrom).toBe(from);
      }
    });
  });

  it('reads Accept-Encoding as RFC 9110 does', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('GZIP')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip(['br', 'gzip'])).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip; q=0.0, br')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('rate limit (weighted by stocks × trading days)', () => {
  it('lets many small requests through where a few large ones exhaust the budget; 429 in Hungarian with Retry-After', async () => {
    await withTestServer({ limits: { rateLimitBudget: 150_000, rateLimitWindowMs: 60_000 } }, async (app) => {
      const post = (body: object, remoteAddress = '203.0.113.9') =>
        app.inject({ method: 'POST', url: UPDATE_PORTFOLIO_PATH, payload: body, remoteAddress });
      // 24 stocks × ~2 770 days ≈ 66 000 each: two fit, the third does not.
      expect((await post(HEAVY())).statusCode).toBe(200);
      expect((await post(HEAVY('2009-01-01'))).statusCode).toBe(200);
      const refused = await post(HEAVY('2008-01-01'));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'Túl sok kérés',
        message: expect.stringMatching(
          /^Rövid idő alatt túl sok számítást kért .*Próbálja újra \d+ másodperc múlva\.$/,
        ),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another client has its own budget; 40 two-stock one-year requests (~500 each) fit in it.
      for (let i = 0; i < 40; i++)
        expect(
          (await post(payload(['AAPL', 'MSFT'], { riskFreeRate: 0.01 + i / 1000 }), '198.51.100.7')).statusCode,
        ).toBe(200);
      // /health is never limited.
      expect((await app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    });
  });

  it('is off with a budget of 0', async () => {
    await withTestServer({ limits: { rateLimitBudget: 0 } }, async (app) => {
      // With a budget of 150 000 the third of these would be refused (above); with none all pass.
      for (let i = 0; i < 5; i++)
        expect(
          (await app.inject({ method: 'POST', url: UPDATE_PORTFOLIO_PATH, payload: HEAVY(startBeforeData(i)) }))
            .statusCode,
        ).toBe(200);
    });
  });
});

describe('headers and framework errors', () => {
  it('sends nosniff, a CSP that allows nothing and no framing', async () => {
    await withTestServer(async (app) => {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    });
  });

  it('answers a too long or undecodable URL in the Hungarian shape without echoing it', async () => {
    await withTestServer(async (app) => {
      const marker = 'XSSMARKER<script>';
      const long = await app.inject({
        method: 'GET',
        url: `/market/stocks/${encodeURIComponent(marker)}${'A'.repeat(300)}`,
      });
      expect(long.statusCode).toBe(414);
      expect(long.json()).toEqual({ error: 'Túl hosszú cím', message: 'A kért cím túl hosszú.' });
      const bad = await app.inject({ method: 'GET', url: `/market/stocks/${encodeURIComponent(marker)}%E0%A4%A` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'Hibás kérés', message: 'A kért cím nem érvényes.' });
      for (const res of [long, bad]) {
        expect(res.body).not.toContain('XSSMARKER');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });
  });
});

describe('worker pool', () => {
  it('gives exactly what the main thread gives', async () => {
    const portfolio = createUpdatePortfolio({ source: sampleSource(), today: () => TEST_TODAY, cacheBytes: 0 });
    let offloaded = 0;
    const pool = createSolverPool(1);
    try {
      const viaPool = createUpdatePortfolio({
        source: sampleSource(),
        today: () => TEST_TODAY,
        cacheBytes: 0,
        offload: { minCells: 0, solve: (input: SolveInput) => (offloaded++, pool.solve(input)) },
      });
      for (const body of [
        HEAVY(),
        payload(['AAPL', 'MSFT'], { objective: 'minVariance', shorting: true }),
        payload(['AAPL', 'MSFT'], { riskFreeRate: 0.5 }),
      ]) {
        const [a, b] = await Promise.all([portfolio.update(body), viaPool.update(body)]);
        expect(b).toEqual(a.ok ? expect.objectContaining({ ok: true }) : a);
        if (a.ok && b.ok) expect(b.json()).toBe(a.json());
      }
      expect(offloaded).toBe(3);
      // And a solve's output crosses the thread boundary unchanged.
      const input: SolveInput = {
        dates: ['2025-01-02', '2025-01-03', '2025-01-06'].concat(
          Array.from({ length: 40 }, (_, i) => `2025-02-${String(i + 1).padStart(2, '0')}`),
        ),
        prices: {
          A: Array.from({ length: 43 }, (_, i) => 100 + i + (i % 3)),
          B: Array.from({ length: 43 }, (_, i) => 50 + (i % 5)),
        },
        benchmark: Array.from({ length: 43 }, (_, i) => 1000 + 2 * i),
        benchmarkKey: 'X',
        objective: 'minVariance',
        shorting: false,
        riskFreeRate: 0.01,
        withOtherSeries: true,
      };
      expect(await pool.solve(input)).toEqual(solve(input));
    } finally {
      await pool.close();
    }
  });
});
