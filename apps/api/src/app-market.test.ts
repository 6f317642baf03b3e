/**
 * Contract tests of the market, health and CORS endpoints and of another price source through
 * Fastify's inject (no socket), on the embedded sample.
 */
import { buildHeatmap, buildMarketTables, createMemoryPriceSource } from '@penzugy/market-data';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_PORTFOLIO_PATH, buildServer } from './app';
import { MARKET_CACHE_CONTROL } from './market/routes';
import { expectBadRequest, payload, sampleSource, testServer } from './test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

/** The prices' tag on the market answers: the sample, stale on the test's "today". */
const PRICES_TAG = { id: 'prices', asOf: '2025-12-31', source: sampleSource().name, fetchedAt: null, stale: true };

describe('GET /market/*', () => {
  it('heatmap: sp500 by default, each market on request, 400 for an unknown one', async () => {
    const res = await app.inject({ method: 'GET', url: '/market/heatmap' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.json()).toEqual({
      ...JSON.parse(JSON.stringify(buildHeatmap(sampleSource(), 'sp500'))),
      dataset: PRICES_TAG,
    });
    const dow = (await app.inject({ method: 'GET', url: '/market/heatmap?market=dowjones' })).json();
    expect(dow.market).toBe('dowjones');
    expect(dow.entries.length).toBe(28);
    const nasdaq = (await app.inject({ method: 'GET', url: '/market/heatmap?market=nasdaq' })).json();
    expect(nasdaq.entries.find((e: { name: string }) => e.name === 'AAPL').value[1]).toBeCloseTo(
      ((273.08 - 273.76) / 273.76) * 100,
      10,
    );
    const bad = await app.inject({ method: 'GET', url: '/market/heatmap?market=ftse' });
    expect(bad.statusCode).toBe(400);
    expectBadRequest(bad.json(), 'market', 'Piac: ismeretlen piac („ftse”)');
  });

  it('refuses a query parameter the route does not read (a cache-buster would bypass the CDN), naming it', async () => {
    for (const [url, name, allowed] of [
      ['/market/tables?nocache=123', 'nocache', 'ez a cím nem fogad paramétert'],
      ['/market/stocks/AAPL?_=1', '_', 'ez a cím nem fogad paramétert'],
      ['/market/heatmap?market=sp500&v=2', 'v', 'ez a cím csak ezt fogadja: market'],
      ['/api/market/symbols?t', 't', 'ez a cím nem fogad paramétert'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expectBadRequest(res.json(), 'query', `Lekérdezés: ismeretlen paraméter („${name}”); ${allowed}.`);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
    // A bare `?` adds no parameter.
    expect((await app.inject({ method: 'GET', url: '/market/tables?' })).statusCode).toBe(200);
  });

  it('tables: the three regions with their own dates', async () => {
    const res = await app.inject({ method: 'GET', url: '/market/tables' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...JSON.parse(JSON.stringify(buildMarketTables(sampleSource()))),
      dataset: PRICES_TAG,
    });
    expect(res.json().hungary.map((r: { symbol: string }) => r.symbol)).toEqual(['BUX', 'OTP', 'MOL']);
  });

  it('stocks/:symbol: the detail, case-insensitive; 404 in Hungarian for an unknown symbol', async () => {
    const res = await app.inject({ method: 'GET', url: '/market/stocks/aapl' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.info).toMatchObject({ symbol: 'AAPL', name: 'Apple Inc.', exchange: 'Nasdaq' });
    expect(body.series.dates.length).toBe(2765);
    expect(body.quote).toMatchObject({ value: 273.08, asOf: '2025-12-30' });
    expect(body.dataset).toEqual(PRICES_TAG);
    expect((await app.inject({ method: 'GET', url: '/market/stocks/BRK.B' })).json().info.symbol).toBe('BRK.B');
    const missing = await app.inject({ method: 'GET', url: '/market/stocks/NINCS' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Nem található', message: 'Ehhez a részvényhez nincs adat: „NINCS”.' });
  });

  it('symbols: every instrument with its name and kind', async () => {
    const list = (await app.inject({ method: 'GET', url: '/market/symbols' })).json();
    expect(list.length).toBe(512); // 501 S&P 500 columns (BK served as BNY), 8 indices, OTP, MOL, RICHTER
    expect(list).toContainEqual({ symbol: 'AAPL', name: 'Apple Inc.', kind: 'stock' });
    expect(list).toContainEqual({ symbol: 'BUX', name: 'BUX', kind: 'index' });
  });

  it('GET /market/coverage gives the source and the first and last dates of its stocks', async () => {
    const res = await app.inject({ method: 'GET', url: '/market/coverage' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(MARKET_CACHE_CONTROL);
    const body = res.json();
    expect(body).toEqual({
      source: sampleSource().name,
      from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      to: '2025-12-30',
      dataset: PRICES_TAG,
    });
    // The last date is one the stocks really have: a portfolio of them over the year before it has data.
    const source = sampleSource();
    expect(source.coverage('AAPL')?.to).toBe(body.to);
    const stockEnds = source
      .symbols()
      .filter((s) => source.info(s)?.kind !== 'index')
      .map((s) => source.coverage(s)?.to ?? '');
    expect(stockEnds.every((d) => d <= body.to)).toBe(true);
  });
});

describe('GET /health', () => {
  it('reports the source and the latest date', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ status: 'ok', source: sampleSource().name, symbols: 512, asOf: '2025-12-31' });
  });
});

describe('CORS', () => {
  it('sends no CORS headers unless configured', async () => {
    const res = await app.inject({ method: 'GET', url: '/market/tables', headers: { origin: 'https://partner.hu' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('with "*", any partner page may call, including the preflight of the JSON POST', async () => {
    const open = await testServer({ corsOrigins: '*' });
    const pre = await open.inject({
      method: 'OPTIONS',
      url: UPDATE_PORTFOLIO_PATH,
      headers: {
        origin: 'https://partner.hu',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(String(pre.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    const res = await open.inject({
      method: 'POST',
      url: UPDATE_PORTFOLIO_PATH,
      headers: { origin: 'https://partner.hu' },
      payload: payload(['AAPL', 'MSFT']),
    });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    await open.close();
  });

  it('with a list, only listed origins get the header', async () => {
    const listed = await testServer({ corsOrigins: ['https://partner.hu'] });
    const ok = await listed.inject({ method: 'GET', url: '/health', headers: { origin: 'https://partner.hu' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://partner.hu');
    const other = await listed.inject({ method: 'GET', url: '/health', headers: { origin: 'https://masik.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    await listed.close();
  });
});

describe('another price source', () => {
  it('serves whatever PriceSource it is given (a live provider implements the same interface)', async () => {
    const dates = Array.from({ length: 40 }, (_, i) => `2025-02-${String(i + 1).padStart(2, '0')}`).filter(
      (d) => d <= '2025-02-28',
    );
    const days = [...dates, ...Array.from({ length: 12 }, (_, i) => `2025-03-${String(i + 1).padStart(2, '0')}`)];
    const walk = (seed: number) => days.map((_, i) => 100 + 10 * Math.sin(seed * (i + 1)) + i * seed * 0.1);
    const source = createMemoryPriceSource({
      name: 'teszt',
      instruments: [
        { symbol: 'AAA', name: 'A', exchange: '', currency: 'USD', kind: 'stock' },
        { symbol: 'BBB', name: 'B', exchange: '', currency: 'USD', kind: 'stock' },
        { symbol: 'GSPC', name: 'S&P 500', exchange: '', currency: 'USD', kind: 'index' },
      ],
      series: {
        AAA: { dates: days, closes: walk(1) },
        BBB: { dates: days, closes: walk(2) },
        GSPC: { dates: days, closes: walk(3) },
      },
    });
    const custom = await buildServer({ source, today: () => '2025-03-12' });
    const res = await custom.inject({
      method: 'POST',
      url: UPDATE_PORTFOLIO_PATH,
      payload: payload(['AAA', 'BBB'], { objective: 'minVariance', fromDate: '2025-02-01' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'teszt', effectiveFrom: '2025-02-01', effectiveTo: '2025-03-12' });
    const noBench = await custom.inject({
      method: 'POST',
      url: UPDATE_PORTFOLIO_PATH,
      payload: payload(['AAA', 'BBB'], { benchmark: 'DOW' }),
    });
    expect(noBench.statusCode).toBe(400);
    expectBadRequest(noBench.json(), 'benchmark', 'Referenciaindex: ehhez az indexhez nincs árfolyamadat');
    await custom.close();
  });
});
