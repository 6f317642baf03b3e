/** Shared by the service's tests (not part of the build): the sample source, loaded once per file. */
import type { PriceSource } from '@penzugy/market-data';
import { createSamplePriceSource } from '@penzugy/market-data/node';
import { buildServer, type BuildServerOptions } from './app';

let cached: PriceSource | undefined;

export function sampleSource(): PriceSource {
  cached ??= createSamplePriceSource();
  return cached;
}

/** A fixed "today" after the sample's end, as in production now. */
export const TEST_TODAY = '2026-11-22';

/** The app on the sample data with a fixed today. */
export function testServer(options: Partial<BuildServerOptions> = {}) {
  return buildServer({ source: sampleSource(), today: () => TEST_TODAY, ...options });
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

/** Ten catalogue stocks, as in the benchmark. */
export const TEN = ['AAPL', 'MSFT', 'NVDA', 'AMZN', 'GOOGL', 'META', 'JPM', 'JNJ', 'CAT', 'PFE'];
