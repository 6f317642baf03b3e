/**
 * From a validated request to finance-core's input: the effective period (period.ts) and the closes
 * of the stocks and the benchmark index aligned on their common trading days (align.ts).
 */
import { PORTFOLIO_MIN_OBSERVATIONS, formatDate } from '@penzugy/finance-core';
import type { PriceSource } from '@penzugy/market-data';
import { alignCloses } from './align';
import { commonCoverage, contains, overlap, shiftInto, type Period, type PeriodAdjustment } from './period';

/** Aligned data for one (stocks, benchmark, requested period). */
export interface PreparedData {
  dates: string[];
  /** Closes by ticker, in request order. */
  prices: Record<string, number[]>;
  /** The benchmark index's closes on the same dates. */
  benchmark: number[];
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

/**
 * The aligned data for the request (see period.ts for how the period is chosen).
 * @param tickers known stocks of `source` (validated by the request schema)
 * @param benchmarkSymbol the index symbol in `source`
 */
export function preparePortfolioData(source: PriceSource, tickers: readonly string[], benchmarkSymbol: string, requested: Period): { ok: true; data: PreparedData } | { ok: false; failure: PrepareFailure } {
  const benchmarkCoverage = source.coverage(benchmarkSymbol);
  if (!benchmarkCoverage) {
    return { ok: false, failure: { field: 'benchmark', text: 'ehhez az indexhez nincs árfolyamadat az adatforrásban.' } };
  }
  const coverages = tickers.map((t) => source.coverage(t)!);
  const coverage = commonCoverage([...coverages, benchmarkCoverage]);
  if (!coverage) {
    return { ok: false, failure: { field: 'portfolio', text: 'a kiválasztott részvényeknek és a referenciaindexnek nincs közös időszaka az adatokban.' } };
  }

  const align = (p: Period) => {
    const symbols = [...tickers, benchmarkSymbol];
    const { dates, columns } = alignCloses(symbols.map((s) => source.series(s, p.from, p.to)!));
    return { dates, columns };
  };
  const finish = (aligned: ReturnType<typeof align>, adjustment: PeriodAdjustment): { ok: true; data: PreparedData } => {
    const prices: Record<string, number[]> = {};
    tickers.forEach((t, i) => (prices[t] = aligned.columns[i]));
    return {
      ok: true,
      data: {
        dates: aligned.dates,
        prices,
        benchmark: aligned.columns[tickers.length],
        requested,
        effective: { from: aligned.dates[0], to: aligned.dates[aligned.dates.length - 1] },
        adjustment,
      },
    };
  };
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
    const aligned = align(clipped);
    if (aligned.dates.length >= PORTFOLIO_MIN_OBSERVATIONS) return finish(aligned, inside ? 'none' : 'clipped');
    if (inside) return tooShort(aligned.dates.length, requested, false);
  }
  const shifted = shiftInto(requested, coverage);
  const aligned = align(shifted);
  if (aligned.dates.length >= PORTFOLIO_MIN_OBSERVATIONS) return finish(aligned, 'shifted');
  return tooShort(aligned.dates.length, shifted, true);
}
