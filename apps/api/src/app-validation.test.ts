/**
 * Contract tests of the portfolio endpoint through Fastify's inject: how it refuses bad requests (per
 * field, in Hungarian) and transport errors. The answers to valid requests are in `app.test.ts`.
 */
import { Writable } from 'node:stream';
import type { PriceSource } from '@penzugy/market-data';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPDATE_PORTFOLIO_PATH, buildServer } from './app';
import { expectBadRequest, payload, postRaw, sampleSource, testServer } from './test-support';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
});
afterAll(() => app.close());

/** Two stocks with `extra` fields: each case breaks one field. */
const two = (extra: Record<string, unknown>) => payload(['AAPL', 'MSFT'], extra);
const post = (body: unknown) => app.inject({ method: 'POST', url: UPDATE_PORTFOLIO_PATH, payload: body as object });

describe('POST /portfolio-opt/update-portfolio', () => {
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
      ['impossible date', two({ fromDate: '2025-02-30' }), 'fromDate', ['Elemzés kezdete: érvényes dátumot']],
      ['badly written date', two({ toDate: '2025/12/30' }), 'toDate', ['Elemzés vége: érvényes dátumot']],
      ['far year', two({ fromDate: '1800-01-01' }), 'fromDate', ['1900 és 2100 között']],
      [
        'from after to',
        two({ fromDate: '2025-06-01', toDate: '2025-01-01' }),
        'fromDate',
        ['nem lehet későbbi, mint az elemzés vége'],
      ],
      [
        'from in the future without to',
        two({ fromDate: '2099-01-01' }),
        'fromDate',
        ['nem lehet későbbi a mai napnál'],
      ],
      [
        'percent sent as fraction',
        two({ riskFreeRate: 5.5 }),
        'riskFreeRate',
        ['Kockázatmentes hozam: -5% és 50% közötti'],
      ],
      ['rate below −5 %', two({ riskFreeRate: -0.06 }), 'riskFreeRate', ['közötti értéket']],
      ['rate as text', two({ riskFreeRate: '0.05' }), 'riskFreeRate', ['számot adjon meg']],
      [
        'unknown objective',
        two({ objective: 'maxFun' }),
        'objective',
        ['Optimalizálási cél: választható: maxSharpe, minVariance, maxReturn.'],
      ],
      [
        'unknown benchmark',
        two({ benchmark: 'SPX' }),
        'benchmark',
        ['Referenciaindex: választható: ^GSPC (S&P 500), NQ=F (NASDAQ), DOW (Dow Jones).'],
      ],
      ['shorting as text', two({ shorting: 'igen' }), 'shorting', ['true vagy false']],
      ['array body', [], 'body', ['Kérés: a kérés törzsének JSON-objektumnak kell lennie.']],
    ];
    it.each(cases)('%s', async (_name, body, field, fragments) => {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expectBadRequest(res.json(), field, ...fragments);
    });

    it('rejects Infinity sent as 1e999 and caps the number of field messages', async () => {
      const res = await postRaw(
        app,
        '{"portfolio":[{"ticker":"AAPL","shares":1e999},{"ticker":"MSFT"}],"riskFreeRate":1e999}',
      );
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
      const bad = await postRaw(app, '{"portfolio": [');
      expect(bad.statusCode).toBe(400);
      expectBadRequest(bad.json(), 'body', 'nem érvényes JSON');
      const text = await postRaw(app, 'AAPL,MSFT', 'text/plain');
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({
        error: 'Nem támogatott tartalomtípus',
        message: 'A kérés törzsét JSON-ként küldje (Content-Type: application/json).',
      });
      const empty = await postRaw(app, '');
      expect(empty.statusCode).toBe(400);
      expectBadRequest(empty.json(), 'body', 'üres');
    });

    it('refuses a prototype-poisoning body', async () => {
      const res = await postRaw(app, '{"__proto__":{"polluted":true},"portfolio":[]}');
      expect(res.statusCode).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('bodies over the limit → 413 in Hungarian', async () => {
      const big = JSON.stringify({ ...payload(['AAPL', 'MSFT']), padding: 'x'.repeat(70 * 1024) });
      const res = await postRaw(app, big);
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
