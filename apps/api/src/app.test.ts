/**
 * Contract tests of the portfolio endpoint through Fastify's inject (no socket), on the embedded sample; the
 * market, health and CORS contracts are in `app-market.test.ts`.
 */
import { Writable } from 'node:stream';
import { PORTFOLIO_OBJECTIVES, efficientFrontier, optimizePortfolio } from '@penzugy/finance-core';
import type { PriceSource } from '@penzugy/market-data';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_PORTFOLIO_PATH, buildServer } from './app';
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
    it('default (the year up to today, after the data ends): the data’s last year, with a notice', async () => {
      const body = (await post(payload(['AAPL', 'MSFT']))).json();
      expect(body).toMatchObject({
        requestedFrom: '2025-11-22',
        requestedTo: '2026-11-22',
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

  describe('validation (400, Hungarian, per field)', () => {
    const stocks = sampleSource()
      .symbols()
      .filter((s) => sampleSource().info(s)?.kind === 'stock');
    const cases: [string, unknown, string, string[]][] = [
      ['one stock', payload(['AAPL']), 'portfolio', ['Részvények: legalább 2 részvényt']],
      ['51 stocks', payload(stocks.slice(0, 51)), 'portfolio', ['legfeljebb 50']],
      ['no portfolio', { riskFreeRate: 0.05 }, 'portfolio', ['Részvények:']],
      [
        'unknown ticker',
        payload(['AAPL', 'XYZQ']),
        'portfolio.1.ticker',
        ['Részvényjel (2. tétel): ismeretlen részvényjel: „XYZQ”'],
      ],
      ['an index as a stock', payload(['AAPL', 'GSPC']), 'portfolio.1.ticker', ['ismeretlen részvényjel']],
      ['duplicate ticker', payload(['AAPL', 'aapl ']), 'portfolio.1.ticker', ['„AAPL” többször szerepel']],
      [
        'negative shares',
        { ...payload(['AAPL', 'MSFT']), portfolio: [{ ticker: 'AAPL', shares: -1 }, { ticker: 'MSFT' }] },
        'portfolio.0.shares',
        ['Darabszám (1. tétel): nem lehet negatív.'],
      ],
      [
        'text shares',
        { ...payload(['AAPL', 'MSFT']), portfolio: [{ ticker: 'AAPL', shares: '10' }, { ticker: 'MSFT' }] },
        'portfolio.0.shares',
        ['véges számot'],
      ],
      [
        'item not an object',
        { ...payload(['AAPL', 'MSFT']), portfolio: ['AAPL', 'MSFT'] },
        'portfolio.0',
        ['Részvények (1. tétel):'],
      ],
      [
        'ticker not text',
        { ...payload(['AAPL', 'MSFT']), portfolio: [{ ticker: 5 }, { ticker: 'MSFT' }] },
        'portfolio.0.ticker',
        ['szöveges részvényjelet'],
      ],
      [
        'impossible date',
        payload(['AAPL', 'MSFT'], { fromDate: '2025-02-30' }),
        'fromDate',
        ['Elemzés kezdete: érvényes dátumot'],
      ],
      [
        'badly written date',
        payload(['AAPL', 'MSFT'], { toDate: '2025/12/30' }),
        'toDate',
        ['Elemzés vége: érvényes dátumot'],
      ],
      ['far year', payload(['AAPL', 'MSFT'], { fromDate: '1800-01-01' }), 'fromDate', ['1900 és 2100 között']],
      [
        'from after to',
        payload(['AAPL', 'MSFT'], { fromDate: '2025-06-01', toDate: '2025-01-01' }),
        'fromDate',
        ['nem lehet későbbi, mint az elemzés vége'],
      ],
      [
        'from in the future without to',
        payload(['AAPL', 'MSFT'], { fromDate: '2099-01-01' }),
        'fromDate',
        ['nem lehet későbbi a mai napnál'],
      ],
      [
        'percent sent as fraction',
        payload(['AAPL', 'MSFT'], { riskFreeRate: 5.5 }),
        'riskFreeRate',
        ['Kockázatmentes hozam: -5% és 50% közötti'],
      ],
      ['rate below −5 %', payload(['AAPL', 'MSFT'], { riskFreeRate: -0.06 }), 'riskFreeRate', ['közötti értéket']],
      ['rate as text', payload(['AAPL', 'MSFT'], { riskFreeRate: '0.05' }), 'riskFreeRate', ['számot adjon meg']],
      [
        'unknown objective',
        payload(['AAPL', 'MSFT'], { objective: 'maxFun' }),
        'objective',
        ['Optimalizálási cél: választható: maxSharpe, minVariance, maxReturn.'],
      ],
      [
        'unknown benchmark',
        payload(['AAPL', 'MSFT'], { benchmark: 'SPX' }),
        'benchmark',
        ['Referenciaindex: választható: ^GSPC (S&P 500), NQ=F (NASDAQ), DOW (Dow Jones).'],
      ],
      ['shorting as text', payload(['AAPL', 'MSFT'], { shorting: 'igen' }), 'shorting', ['true vagy false']],
      ['array body', [], 'body', ['Kérés: a kérés törzsének JSON-objektumnak kell lennie.']],
    ];
    for (const [name, body, field, fragments] of cases) {
      it(name, async () => {
        const res = await post(body);
        expect(res.statusCode).toBe(400);
        expectBadRequest(res.json(), field, ...fragments);
      });
    }

    it('rejects Infinity sent as 1e999 and caps the number of field messages', async () => {
      const res = await app.inject({
        method: 'POST',
        url: UPDATE_PORTFOLIO_PATH,
        headers: { 'content-type': 'application/json' },
        payload: '{"portfolio":[{"ticker":"AAPL","shares":1e999},{"ticker":"MSFT"}],"riskFreeRate":1e999}',
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields).sort()).toEqual(['portfolio.0.shares', 'riskFreeRate']);
      const many = await post({ portfolio: Array.from({ length: 30 }, (_, i) => ({ ticker: i })) });
      expect(Object.keys(many.json().fields).length).toBe(20);
    });

    it('accepts what the screen sends: empty names, zero shares, lower-case tickers, missing optional fields', async () => {
      const res = await post({ portfolio: [{ ticker: 'aapl', name: '', shares: 0 }, { ticker: ' msft' }] });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().weights)).toEqual(['AAPL', 'MSFT']);
      expect(res.json()).toMatchObject({
        objective: 'maxSharpe',
        shorting: false,
        riskFreeRate: 0.055,
        benchmark: { requested: '^GSPC' },
      });
    });

    it('passes finance-core’s own refusals on, naming the request field', async () => {
      // No portfolio of these two beats a 50 % risk-free rate: maxSharpe is undefined.
      const res = await post(
        payload(['PFE', 'INTC'], { riskFreeRate: 0.5, fromDate: '2024-01-01', toDate: '2024-12-31' }),
      );
      expect(res.statusCode).toBe(400);
      expectBadRequest(
        res.json(),
        'riskFreeRate',
        'Kockázatmentes hozam: a választott részvényekkel elérhető legmagasabb várható hozam',
      );
      expect(res.json().fields.riskFreeRate).not.toMatch(/Kockázatmentes hozam: Kockázatmentes hozam/);
    });
  });

  describe('transport errors', () => {
    it('invalid JSON → 400, other content types → 415, empty body → 400', async () => {
      const bad = await app.inject({
        method: 'POST',
        url: UPDATE_PORTFOLIO_PATH,
        headers: { 'content-type': 'application/json' },
        payload: '{"portfolio": [',
      });
      expect(bad.statusCode).toBe(400);
      expectBadRequest(bad.json(), 'body', 'nem érvényes JSON');
      const text = await app.inject({
        method: 'POST',
        url: UPDATE_PORTFOLIO_PATH,
        headers: { 'content-type': 'text/plain' },
        payload: 'AAPL,MSFT',
      });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({
        error: 'Nem támogatott tartalomtípus',
        message: 'A kérés törzsét JSON-ként küldje (Content-Type: application/json).',
      });
      const empty = await app.inject({
        method: 'POST',
        url: UPDATE_PORTFOLIO_PATH,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(400);
      expectBadRequest(empty.json(), 'body', 'üres');
    });

    it('refuses a prototype-poisoning body', async () => {
      const res = await app.inject({
        method: 'POST',
        url: UPDATE_PORTFOLIO_PATH,
        headers: { 'content-type': 'application/json' },
        payload: '{"__proto__":{"polluted":true},"portfolio":[]}',
      });
      expect(res.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('bodies over the limit → 413 in Hungarian', async () => {
      const big = JSON.stringify({ ...payload(['AAPL', 'MSFT']), padding: 'x'.repeat(70 * 1024) });
      const res = await app.inject({
        method: 'POST',
        url: UPDATE_PORTFOLIO_PATH,
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'Túl nagy kérés', message: 'A kérés törzse legfeljebb 64 KB lehet.' });
      const small = await testServer({ bodyLimit: 1024 });
      const r2 = await small.inject({
        method: 'POST',
        url: UPDATE_PORTFOLIO_PATH,
        payload: { ...payload(['AAPL', 'MSFT']), padding: 'x'.repeat(2000) },
      });
      expect(r2.json().message).toBe('A kérés törzse legfeljebb 1 KB lehet.');
      await small.close();
    });

    it('unknown paths → 404, other methods → 405, in the same shape', async () => {
      const nf = await app.inject({ method: 'GET', url: '/nincs-ilyen?x=1' });
      expect(nf.statusCode).toBe(404);
      expect(nf.json()).toEqual({ error: 'Nem található', message: 'Ismeretlen útvonal: GET /nincs-ilyen' });
      const put = await app.inject({ method: 'PUT', url: UPDATE_PORTFOLIO_PATH, payload: {} });
      expect(put.statusCode).toBe(405);
      expect(put.headers.allow).toBe('POST');
      expect(put.json().error).toBe('Nem támogatott metódus');
    });

    it('an unexpected failure → 500 with a generic Hungarian message; the details only in the log', async () => {
      const real = sampleSource();
      const broken: PriceSource = {
        ...real,
        name: real.name,
        symbols: () => real.symbols(),
        info: (s) => real.info(s),
        coverage: (s) => real.coverage(s),
        series: () => {
          throw new Error('titkos belső részlet');
        },
      };
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk, _enc, cb) {
          lines.push(String(chunk));
          cb();
        },
      });
      const failing = await buildServer({ source: broken, logger: { level: 'error', stream } });
      const res = await failing.inject({
        method: 'POST',
        url: UPDATE_PORTFOLIO_PATH,
        payload: payload(['AAPL', 'MSFT']),
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Szerverhiba', message: 'Váratlan hiba történt. Próbálja újra később.' });
      expect(res.body).not.toContain('titkos');
      expect(lines.join('')).toContain('titkos belső részlet');
      await failing.close();
    });
  });
});
