/**
 * The live adapter against a local HTTP server that answers as Alpha Vantage does (CSV newest first;
 * JSON bodies with "Error Message" / "Note" on failure), since the real service is not reachable here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMarketTables } from '../tables/build-market-tables';
import { createPriceSource } from './index';
import { createLivePriceSource, LivePriceSourceError, parseAlphaVantageDaily } from './alpha-vantage';

const CSV: Record<string, string> = {
  AAPL: 'timestamp,open,high,low,close,volume\r\n2025-12-30,272.8,274.1,272.0,273.08,1000\r\n2025-12-29,272.0,274.0,271.5,273.76,900\r\n2025-12-26,273.0,274.0,272.0,273.40,800\r\n',
  MSFT: 'timestamp,open,high,low,close,volume\n2025-12-30,1,1,1,487.48,1\n2025-12-29,1,1,1,487.10,1\n',
  SPY: 'timestamp,open,high,low,close,volume\n2025-12-30,1,1,1,687.01,1\n2025-12-29,1,1,1,687.85,1\n',
};

let server: Server;
let base: string;
const requests: URL[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const symbol = url.searchParams.get('symbol') ?? '';
    if (url.pathname !== '/query' || url.searchParams.get('apikey') !== 'KULCS') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ 'Error Message': 'the parameter apikey is invalid or missing.' }));
    } else if (symbol === 'LIMIT') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          Note: 'Thank you for using Alpha Vantage! Our standard API rate limit is 25 requests per day.',
        }),
      );
    } else if (symbol === 'DOWN') {
      res.writeHead(503).end('unavailable');
    } else if (CSV[symbol]) {
      res.writeHead(200, { 'content-type': 'application/x-download' }).end(CSV[symbol]);
    } else {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ 'Error Message': 'Invalid API call.' }));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

const env = (extra: Record<string, string> = {}) => ({
  ALPHAVANTAGE_API_KEY: 'KULCS',
  ALPHAVANTAGE_BASE_URL: base,
  ALPHAVANTAGE_MIN_INTERVAL_MS: '0',
  ...extra,
});

describe('createLivePriceSource (Alpha Vantage format)', () => {
  it('loads the configured symbols as ascending closes, through proxies for indices', async () => {
    const warnings: string[] = [];
    const source = await createLivePriceSource(env({ PRICE_SYMBOLS: 'AAPL, MSFT,GSPC,NOPE' }), {
      warn: (m) => warnings.push(m),
    });
    expect(source.name).toBe('Alpha Vantage (napi záróárak)');
    expect(source.symbols()).toEqual(['AAPL', 'GSPC', 'MSFT']);
    expect(source.series('AAPL')).toEqual({
      symbol: 'AAPL',
      dates: ['2025-12-26', '2025-12-29', '2025-12-30'],
      closes: [273.4, 273.76, 273.08],
    });
    expect(source.info('AAPL')).toMatchObject({ name: 'Apple Inc.', exchange: 'Nasdaq' }); // facts from the embedded lists
    expect(source.info('GSPC')!.name).toBe('S&P 500 (SPY alapján)');
    expect(buildMarketTables(source).us.map((r) => [r.symbol, r.value])).toEqual([['GSPC', 687.01]]);
    expect(warnings).toEqual([
      'Élő árfolyamforrás: NOPE kimarad: NOPE: az Alpha Vantage hibát jelzett: Invalid API call.',
    ]);

    const aapl = requests.find((u) => u.searchParams.get('symbol') === 'AAPL')!;
    expect(Object.fromEntries(aapl.searchParams)).toEqual({
      function: 'TIME_SERIES_DAILY',
      symbol: 'AAPL',
      outputsize: 'compact',
      datatype: 'csv',
      apikey: 'KULCS',
    });
    expect(requests.some((u) => u.searchParams.get('symbol') === 'SPY')).toBe(true);
  });

  it('skips rate-limited and failing symbols, and rejects when nothing loads', async () => {
    const warnings: string[] = [];
    const source = await createLivePriceSource(env({ PRICE_SYMBOLS: 'LIMIT,DOWN,MSFT' }), {
      warn: (m) => warnings.push(m),
    });
    expect(source.symbols()).toEqual(['MSFT']);
    expect(warnings[0]).toContain('25 requests per day');
    expect(warnings[1]).toContain('HTTP 503');
    await expect(createLivePriceSource(env({ PRICE_SYMBOLS: 'LIMIT' }), { warn: () => {} })).rejects.toThrow(
      'egyetlen árfolyamsor sem töltődött be',
    );
    await expect(
      createLivePriceSource(env({ ALPHAVANTAGE_API_KEY: 'ROSSZ', PRICE_SYMBOLS: 'AAPL' }), { warn: () => {} }),
    ).rejects.toThrow('apikey is invalid');
  });

  it('reports an unreachable provider per symbol', async () => {
    const warnings: string[] = [];
    await expect(
      createLivePriceSource(
        env({ ALPHAVANTAGE_BASE_URL: 'http://127.0.0.1:9', PRICE_SYMBOLS: 'AAPL', ALPHAVANTAGE_TIMEOUT_MS: '2000' }),
        { warn: (m) => warnings.push(m) },
      ),
    ).rejects.toThrow(LivePriceSourceError);
    expect(warnings.length).toBe(1);
  });

  it('spaces requests by ALPHAVANTAGE_MIN_INTERVAL_MS', async () => {
    const t0 = Date.now();
    await createLivePriceSource(env({ PRICE_SYMBOLS: 'AAPL,MSFT,AAPL', ALPHAVANTAGE_MIN_INTERVAL_MS: '150' }));
    expect(Date.now() - t0).toBeGreaterThanOrEqual(300);
  });

  it('names wrong configuration in Hungarian', async () => {
    await expect(createLivePriceSource({})).rejects.toThrow(
      'ALPHAVANTAGE_API_KEY: az élő árfolyamforráshoz Alpha Vantage API-kulcs szükséges.',
    );
    await expect(createLivePriceSource(env({ ALPHAVANTAGE_OUTPUTSIZE: 'huge' }))).rejects.toThrow(
      'ALPHAVANTAGE_OUTPUTSIZE',
    );
    await expect(createLivePriceSource(env({ ALPHAVANTAGE_MIN_INTERVAL_MS: '-1' }))).rejects.toThrow(
      'nemnegatív egész',
    );
    await expect(createLivePriceSource(env({ ALPHAVANTAGE_PROXIES: 'GSPC' }))).rejects.toThrow('ALPHAVANTAGE_PROXIES');
  });
});

describe('createPriceSource (PRICE_SOURCE)', () => {
  it('chooses the sample by default and the live provider on request', async () => {
    expect((await createPriceSource({})).symbols().length).toBeGreaterThan(500);
    expect((await createPriceSource({ PRICE_SOURCE: 'sample' })).name).toContain('Mintaadatok');
    expect(
      (await createPriceSource({ PRICE_SOURCE: 'alphavantage', ...env({ PRICE_SYMBOLS: 'MSFT' }) })).symbols(),
    ).toEqual(['MSFT']);
    await expect(createPriceSource({ PRICE_SOURCE: 'yahoo' })).rejects.toThrow(
      'PRICE_SOURCE: ismeretlen árfolyamforrás („yahoo”). Választható: sample, alphavantage.',
    );
  });
});

describe('parseAlphaVantageDaily', () => {
  it('drops unusable rows and duplicate dates, keeping the last written', () => {
    const s = parseAlphaVantageDaily(
      'X',
      'timestamp,close\n2025-01-03,2\n2025-01-02,\nnot-a-date,5\n2025-01-01,-1\n2025-01-03,3\n',
    );
    expect(s.dates).toEqual(['2025-01-03']);
    expect(Array.from(s.closes)).toEqual([3]);
    expect(() => parseAlphaVantageDaily('X', '{"Information": "premium endpoint"}')).toThrow(
      'X: az Alpha Vantage hibát jelzett: premium endpoint',
    );
    expect(() => parseAlphaVantageDaily('X', 'timestamp,close\n')).toThrow('nincs záróár');
  });
});
