/**
 * From a validated request to finance-core's input: the effective period (period.ts) and the closes
 * of the stocks and the benchmark index aligned on their common trading days (align.ts).
 *
 * Aligning goes through an `Aligner`, so the caller can cache aligned data by the range actually
 * aligned: every request that clips to the same data (say, any start date before the data begins)
 * then shares one entry instead of adding its own.
 */
import { PORTFOLIO_MIN_OBSERVATIONS, formatDate } from '@penzugy/finance-core';
import type { PriceSource } from '@penzugy/market-data';
import { alignCloses } from './align';
import { commonCoverage, contains, overlap, shiftInto, type Period, type PeriodAdjustment } from './period';

/** The closes of some stocks and a benchmark on their common trading days within a range. */
export interface AlignedData {
  dates: string[];
  /** Closes by ticker, in request order. */
  prices: Record<string, number[]>;
  /** The benchmark index's closes on the same dates. */
  benchmark: number[];
}

/** Aligned data for one (stocks, benchmark, requested period). */
export interface PreparedData {
  aligned: AlignedData;
  requested: Period;
  /** First and last common trading day actually used. */
  effective: Period;
  adjustment: PeriodAdjustment;
}

/** A request the data cannot serve: the field to blame and the Hungarian text (without the label). */
export interface PrepareFailure {
  field: 'portfolio' | 'fromDate' | 'benchmark';
  text: string;
}

/** Aligns the closes of `tickers` and `benchmarkSymbol` within `range` (inclusive). */
export type Aligner = (tickers: readonly string[], benchmarkSymbol: string, range: Period) => AlignedData;

/** The uncached aligner over a price source. */
export function sourceAligner(source: PriceSource): Aligner {
  return (tickers, benchmarkSymbol, range) => {
    const symbols = [...tickers, benchmarkSymbol];
    const { dates, columns } = alignCloses(symbols.map((s) => source.series(s, range.from, range.to)!));
    const prices: Record<string, number[]> = {};
    // alignCloses gives one column per series asked for: the tickers, then the benchmark.
    tickers.forEach((t, i) => (prices[t] = columns[i]!));
    return { dates, prices, benchmark: columns[tickers.length]! };
  };
}

/**
 * The aligned data for the request (see period.ts for how the period is chosen).
 * @param tickers known stocks of `source` (validated by the request schema)
 * @param benchmarkSymbol the index symbol in `source`
 * @param align how to align (a cache in front of `sourceAligner(source)`)
 */
export function preparePortfolioData(
  source: PriceSource,
  tickers: readonly string[],
  benchmarkSymbol: string,
  requested: Period,
  align: Aligner = sourceAligner(source),
): { ok: true; data: PreparedData } | { ok: false; failure: PrepareFailure } {
  const benchmarkCoverage = source.coverage(benchmarkSymbol);
  if (!benchmarkCoverage) {
    return { ok: false, failure: { field: 'benchmark', text: 'ehhez az indexhez nincs árfolyamadat az adatforrásban.' } };
  }
  const coverages = tickers.map((t) => source.coverage(t)!);
  const coverage = commonCoverage([...coverages, benchmarkCoverage]);
  if (!coverage) {
    return { ok: false, failure: { field: 'portfolio', text: 'a kiválasztott részvényeknek és a referenciaindexnek nincs közös időszaka az adatokban.' } };
  }

  const finish = (aligned: AlignedData, adjustment: PeriodAdjustment): { ok: true; data: PreparedData } => ({
    ok: true,
    data: { aligned, requested, effective: { from: aligned.dates[0]!, to: aligned.dates[aligned.dates.length - 1]! }, adjustment },
  });
  const tooShort = (count: number, p: Period, nearest: boolean): { ok: false; failure: PrepareFailure } => ({
    ok: false,
    failure: {
      field: 'fromDate',
      text:
        `${nearest ? 'a kért időszakhoz legközelebbi, ugyanilyen hosszú' : 'a(z)'} ${formatDate(p.from)} – ${formatDate(p.to)} ` +
        `időszakban ${count} közös kereskedési nap van, de legalább ${PORTFOLIO_MIN_OBSERVATIONS} szükséges; válasszon hosszabb időszakot.`,
    },
  });

  const clipped = overlap(requested, coverage);
  const inside = contains(coverage, requested);
  if (clipped) {
    const aligned = align(tickers, benchmarkSymbol, clipped);
    if (aligned.dates.length >= PORTFOLIO_MIN_OBSERVATIONS) return finish(aligned, inside ? 'none' : 'clipped');
    if (inside) return tooShort(aligned.dates.length, requested, false);
  }
  const shifted = shiftInto(requested, coverage);
  const aligned = align(tickers, benchmarkSymbol, shifted);
  if (aligned.dates.length >= PORTFOLIO_MIN_OBSERVATIONS) return finish(aligned, 'shifted');
  return tooShort(aligned.dates.length, shifted, true);
}
