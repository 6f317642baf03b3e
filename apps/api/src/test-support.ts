/** Shared by the service's tests (not part of the build): the sample source, loaded once per file. */
import type { FxSeries, PriceSource } from '@penzugy/market-data';
import { createSamplePriceSource, readSampleUsdHuf } from '@penzugy/market-data/node';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { UPDATE_PORTFOLIO_PATH, buildServer, type BuildServerOptions } from './app';

let cached: PriceSource | undefined;

export function sampleSource(): PriceSource {
  cached ??= createSamplePriceSource();
  return cached;
}

let cachedFx: FxSeries | undefined;

/** The embedded USD/HUF fixings, read once per file. */
export function sampleFx(): FxSeries {
  cachedFx ??= readSampleUsdHuf();
  return cachedFx;
}

/** A fixed "today" after the sample's end, as in production now. */
export const TEST_TODAY = '2026-11-22';

/** The app on the sample data with a fixed today. */
export function testServer(options: Partial<BuildServerOptions> = {}) {
  return buildServer({ source: sampleSource(), fx: sampleFx(), today: () => TEST_TODAY, ...options });
}

type ServerWork<T> = (app: FastifyInstance) => Promise<T>;

/** Runs `work` on a server of its own (`testServer(options)`), closed afterwards whatever happens. */
export async function withTestServer<T>(
  ...args: [work: ServerWork<T>] | [options: Partial<BuildServerOptions>, work: ServerWork<T>]
): Promise<T> {
  const [options, work] = args.length === 1 ? [{}, args[0]] : args;
  const app = await testServer(options);
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/** The widget's payload (docs/product.md#portfolio-optimiser): names empty, shares 0. */
export function payload(tickers: string[], extra: Record<string, unknown> = {}) {
  return {
    portfolio: tickers.map((ticker) => ({ ticker, name: '', shares: 0 })),
    riskFreeRate: 0.055,
    fromDate: null,
    toDate: null,
    objective: 'maxSharpe',
    shorting: false,
    benchmark: '^GSPC',
    ...extra,
  };
}

/** A body exactly as written (not serialised by inject) to the portfolio endpoint. */
export function postRaw(app: FastifyInstance, body: string, contentType = 'application/json') {
  return app.inject({
    method: 'POST',
    url: UPDATE_PORTFOLIO_PATH,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

/** Ten catalogue stocks, as in the benchmark. */
export const TEN = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'JPM', 'JNJ', 'CAT', 'PFE'];

/** A 400 body: the common shape, each field message starting with a label. */
export function expectBadRequest(body: Record<string, unknown>, field: string, ...fragments: string[]) {
  expect(body.error).toBe('Hibás kérés');
  expect(typeof body.message).toBe('string');
  const fields = body.fields as Record<string, string>;
  expect(Object.keys(fields)).toContain(field);
  for (const f of fragments) expect(fields[field]).toContain(f);
  expect(JSON.stringify(body)).not.toMatch(/stack|at \w+ \(|FST_|Error:/);
}
