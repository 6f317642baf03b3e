/**
 * Which index series stands for each benchmark option of docs/product.md#portfolio-optimiser.
 *
 * - `^GSPC` (S&P 500) → the S&P 500 index (GSPC).
 * - `NQ=F` is Yahoo's symbol of the Nasdaq-100 E-mini futures. The futures are not in the data, so
 *   the Nasdaq Composite index (NASDAQCOM) is used and the response says so in `benchmark.note`.
 * - `DOW` → the Dow Jones Industrial Average (DJIA).
 */
import { BENCHMARK_OPTIONS, type BenchmarkSymbol } from '@penzugy/finance-core';

export interface BenchmarkSeries {
  /** The index's symbol in the price source. */
  symbol: string;
  /** Why another series stands in, when it does (Hungarian). */
  note?: string;
}

export const BENCHMARK_SERIES: Readonly<Record<BenchmarkSymbol, BenchmarkSeries>> = {
  '^GSPC': { symbol: 'GSPC' },
  'NQ=F': {
    symbol: 'NASDAQCOM',
    note: 'A Nasdaq határidős árfolyamai (NQ=F) nincsenek az adatok között, ezért a Nasdaq Composite indexszel hasonlítunk.',
  },
  DOW: { symbol: 'DJIA' },
};

/** The benchmark's label on the screen (`S&P 500`, `NASDAQ`, `Dow Jones`). */
export function benchmarkLabel(benchmark: BenchmarkSymbol): string {
  return BENCHMARK_OPTIONS.find((b) => b.value === benchmark)?.label ?? benchmark;
}
