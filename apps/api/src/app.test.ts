/**
 * Contract tests of the portfolio endpoint through Fastify's inject (no socket), on the embedded sample: its
 * answers to valid requests. Refused requests and transport errors are in `app-validation.test.ts`; the
 * market, health and CORS contracts are in `app-market.test.ts`.
 */
import { PORTFOLIO_OBJECTIVES, efficientFrontier, optimizePortfolio } from '@penzugy/finance-core';
import type { PriceSource } from '@penzugy/market-data';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_PORTFOLIO_PATH } from './app';
import { FRONTIER_ANSWER_POINTS, roundForChart } from './portfolio/solve';
import { TEN, expectBadRequest, payload, sampleSource, testServer } from './test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

const post = (body: unknown) => app.inject({ method: 'POST', url: UPDATE_PORTFOLIO_PATH, payload: body as object });

function joinIndependently(source: PriceSource, symbols: string[], from: string, to: string) {
  const maps = symbols.map((s) => {
    const series = source.series(s, from, to)!;
    return new Map(series.dates.map((d, i) => [d, series.closes[i]]));
  });
  const dates = [...maps[0]!.keys()].filter((d) => maps.every((m) => m.has(d)));
  return { dates, columns: maps.map((m) => dates.map((d) => m.get(d)!)) };
}

describe('POST /portfolio-opt/update-portfolio', () => {
  it('answers the widget’s payload with metrics, weights, series, period and source', async () => {
    const res = await post(payload(['AAPL', 'MSFT', 'NVDA'], { fromDate: '2025-01-01', toDate: '2025-12-30' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.metrics).sort()).toEqual([
      'alpha',
      'annual_return',
      'annual_volatility',
      'beta',
      'cumulative_return',
      'information_ratio',
      'max_drawdown',
      'sharpe_ratio',
      'sortino_ratio',
      'treynor_ratio',
    ]);
    expect(Object.keys(body.weights)).toEqual(['AAPL', 'MSFT', 'NVDA']);
    expect(Object.values<number>(body.weights).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(Object.keys(body.timeSeries)).toEqual(['Portfolio', 'AAPL', 'MSFT', 'NVDA', 'S&P 500']);
    for (const s of Object.values<number[]>(body.timeSeries)) {
      expect(s.length).toBe(body.dates.length);
      expect(s[0]).toBe(100); // one normalised scale: growth of 100
    }
    expect(body.dates[0]).toBe('2025-01-02');
    expect(body).toMatchObject({
      benchmark: { requested: '^GSPC', symbol: 'GSPC', name: 'S&P 500', key: 'S&P 500' },
      requestedFrom: '2025-01-01',
      requestedTo: '2025-12-30',
      effectiveFrom: '2025-01-02',
      effectiveTo: '2025-12-30',
      source: sampleSource().name,
    });
    expect(body.notice).toBeUndefined();
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('gives exactly what finance-core gives for the same aligned data (every objective, with and without shorting)', async () => {
    const source = sampleSource();
    const [from, to] = ['2024-06-01', '2025-12-30'];
    const joined = joinIndependently(source, [...TEN, 'NASDAQCOM'], from, to);
    const prices = Object.fromEntries(TEN.map((t, i) => [t, joined.columns[i]!]));
    for (const objective of PORTFOLIO_OBJECTIVES) {
      for (const shorting of [false, true]) {
        const res = await post(
          payload(TEN, { fromDate: from, toDate: to, objective, shorting, riskFreeRate: 0.03, benchmark: 'NQ=F' }),
        );
        expect(res.statusCode, `${objective} ${shorting}`).toBe(200);
        const body = res.json();
        const direct = optimizePortfolio({
          dates: joined.dates,
          prices,
          benchmark: joined.columns[TEN.length],
          benchmarkKey: 'Nasdaq Composite',
          objective,
          shorting,
          riskFreeRate: 0.03,
        });
        // The chart series are sent rounded to what the chart shows; everything else exactly.
        const rounded = {
          ...direct,
          timeSeries: Object.fromEntries(Object.entries(direct.timeSeries).map(([k, v]) => [k, v.map(roundForChart)])),
        };
        const expected = JSON.parse(JSON.stringify(rounded)) as Record<string, unknown>;
        const actual = Object.fromEntries(Object.keys(expected).map((k) => [k, body[k]]));
        expect(actual).toEqual(expected);
      }
    }
  });

  it('returns the efficient frontier of the same data, bounds and risk-free rate (the chart beside the optimiser)', async () => {
    const source = sampleSource();
    const [from, to] = ['2024-06-01', '2025-12-30'];
    const joined = joinIndependently(source, [...TEN, 'NASDAQCOM'], from, to);
    const prices = Object.fromEntries(TEN.map((t, i) => [t, joined.columns[i]!]));
    for (const shorting of [false, true]) {
      const body = (
        await post(payload(TEN, { fromDate: from, toDate: to, shorting, riskFreeRate: 0.03, benchmark: 'NQ=F' }))
      ).json();
      const direct = efficientFrontier({
        dates: joined.dates,
        prices,
        shorting,
        riskFreeRate: 0.03,
        points: FRONTIER_ANSWER_POINTS,
      });
      const f = body.frontier;
      // The contract: 30 points by increasing return from the minimum-variance portfolio, each stock, the two marked portfolios, the line.
      expect(Object.keys(f).sort()).toEqual(['assets', 'capitalMarketLine', 'maxSharpe', 'minVariance', 'points']);
      expect(f.points).toHaveLength(FRONTIER_ANSWER_POINTS);
      expect(f.points).toEqual(direct.points.map(({ expectedReturn, volatility }) => ({ expectedReturn, volatility })));
      for (let k = 1; k < f.points.length; k++)
        expect(f.points[k].expectedReturn).toBeGreaterThan(f.points[k - 1].expectedReturn);
      expect(f.assets.map((a: { ticker: string }) => a.ticker)).toEqual(TEN);
      expect(f.minVariance).toEqual({
        expectedReturn: direct.minVariance.expectedReturn,
        volatility: direct.minVariance.volatility,
        sharpe: direct.minVariance.sharpe,
      });
      expect(f.maxSharpe.sharpe).toBe(direct.maxSharpe!.sharpe);
      expect(f.capitalMarketLine).toEqual(JSON.parse(JSON.stringify(direct.capitalMarketLine)));
      expect(f.capitalMarketLine.riskFreeRate).toBe(0.03);
      // The chosen (maximum-Sharpe) portfolio lies on the curve's tangent: its Sharpe ratio is the line's slope.
      expect((body.expectedReturn - 0.03) / body.volatility).toBeCloseTo(f.capitalMarketLine.slope, 9);
      // No point of the curve is left of the minimum-variance portfolio, none above the line.
      for (const p of f.points) {
        expect(p.volatility).toBeGreaterThanOrEqual(f.minVariance.volatility - 1e-12);
        expect(p.expectedReturn).toBeLessThanOrEqual(0.03 + f.capitalMarketLine.slope * p.volatility + 1e-12);
      }
    }
  });

  it('caps the gross exposure with shorting when asked (maxGrossExposure), and answers as before without it', async () => {
    const base = { fromDate: '2024-06-01', toDate: '2025-12-30', shorting: true, riskFreeRate: 0.03 };
    const free = (await post(payload(TEN, base))).json();
    expect(free.grossExposure).toBeGreaterThan(1.5);
    expect(free).not.toHaveProperty('maxGrossExposure');
    const capped = (await post(payload(TEN, { ...base, maxGrossExposure: 1.5 }))).json();
    expect(capped.grossExposure).toBeLessThanOrEqual(1.5 + 1e-9);
    expect(capped.maxGrossExposure).toBe(1.5);
    for (const p of capped.frontier.points) expect(p.volatility).toBeGreaterThan(0);
    // The same request without the cap again: the first answer, from the cache.
    expect((await post(payload(TEN, base))).json()).toEqual(free);
    expect((await post(payload(TEN, { ...base, maxGrossExposure: null }))).json()).toEqual(free);
    expectBadRequest(
      (await post(payload(TEN, { ...base, maxGrossExposure: 0.5 }))).json(),
      'maxGrossExposure',
      'nem lehet kisebb, mint 1',
    );
    expectBadRequest(
      (await post(payload(TEN, { ...base, maxGrossExposure: '2' }))).json(),
      'maxGrossExposure',
      'számot adjon meg',
    );
  });

  it('says that the Nasdaq futures are replaced by the Composite index', async () => {
    const body = (await post(payload(['AAPL', 'MSFT'], { benchmark: 'NQ=F' }))).json();
    expect(body.benchmark).toEqual({
      requested: 'NQ=F',
      symbol: 'NASDAQCOM',
      name: 'Nasdaq Composite',
      key: 'Nasdaq Composite',
      note: 'A Nasdaq határidős árfolyamai (NQ=F) nincsenek az adatok között, ezért a Nasdaq Composite indexszel hasonlítunk.',
    });
    expect((await post(payload(['AAPL', 'MSFT'], { benchmark: 'DOW' }))).json().benchmark.symbol).toBe('DJIA');
  });

  describe('period', () => {
    it('default: the year up to the last data date (today is after the data end), with no notice', async () => {
      const body = (await post(payload(['AAPL', 'MSFT']))).json();
      expect(body).toMatchObject({
        requestedFrom: '2024-12-30',
        requestedTo: '2025-12-30',
        effectiveFrom: '2024-12-30',
        effectiveTo: '2025-12-30',
      });
      expect(body.notice).toBeUndefined();
    });

    it('a year up to a date after the data end: the data’s last year, with a notice', async () => {
      const body = (await post(payload(['AAPL', 'MSFT'], { toDate: '2026-11-22' }))).json();
      expect(body).toMatchObject({
        requestedFrom: '2025-11-22',
        effectiveFrom: '2024-12-30',
        effectiveTo: '2025-12-30',
      });
      expect(body.notice).toBe(
        'A kért időszakra (2025. november 22. – 2026. november 22.) nincs elég adat, ezért a legközelebbi elérhető, ugyanilyen hosszú időszakkal (2024. december 30. – 2025. december 30.) számoltunk.',
      );
    });

    it('partly outside the data: the overlap, with a notice', async () => {
      const body = (await post(payload(['AAPL', 'MSFT'], { fromDate: '2025-06-01', toDate: '2026-06-01' }))).json();
      expect(body).toMatchObject({ effectiveFrom: '2025-06-02', effectiveTo: '2025-12-30' });
      expect(body.notice).toContain('csak egy részére van adat');
    });

    it('before the data of a stock: the same length from its first day', async () => {
      // KO and PEP have prices from 2024-01-02 only (the wide closes file).
      const body = (
        await post(payload(['KO', 'PEP'], { fromDate: '2020-01-01', toDate: '2020-12-31', benchmark: '^GSPC' }))
      ).json();
      expect(body.effectiveFrom).toBe('2024-01-02');
      expect(body.effectiveTo <= '2024-12-31').toBe(true);
      expect(body.notice).toContain('nincs elég adat');
    });

    it('a weekend start is not an adjustment', async () => {
      const body = (await post(payload(['AAPL', 'MSFT'], { fromDate: '2025-01-04', toDate: '2025-12-30' }))).json();
      expect(body.effectiveFrom).toBe('2025-01-06');
      expect(body.notice).toBeUndefined();
    });

    it('too few trading days inside the data is refused by name', async () => {
      const res = await post(payload(['AAPL', 'MSFT'], { fromDate: '2025-12-01', toDate: '2025-12-15' }));
      expect(res.statusCode).toBe(400);
      expectBadRequest(res.json(), 'fromDate', 'Elemzés kezdete:', '11 közös kereskedési nap', 'legalább 30');
    });
  });
});
