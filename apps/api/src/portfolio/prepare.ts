/**
 * From a validated request to finance-core's input: the effective period (period.ts) and the closes
 * of the stocks and the benchmark index aligned on their common trading days, in the currency of the
 * analysis (finance-core's `alignInCurrency`: common days of all series; a series in the other
 * currency converted with the last USD/HUF fixing on or before each day, at most FX_MAX_AGE_DAYS
 * old; days without one left out).
 *
 * Aligning goes through an `Aligner`, so the caller can cache aligned data by the range actually
 * aligned: every request that clips to the same data (say, any start date before the data begins)
 * then shares one entry instead of adding its own.
 */
import {
  FX_MAX_AGE_DAYS,
  PORTFOLIO_MIN_OBSERVATIONS,
  alignInCurrency,
  formatDate,
  type PortfolioCurrency,
} from '@penzugy/finance-core';
import { addDays, type FxSeries, type PriceSource } from '@penzugy/market-data';
import { commonCoverage, contains, overlap, shiftInto, type Period, type PeriodAdjustment } from './period';

/** The closes of some stocks and a benchmark on their common trading days within a range. */
export interface AlignedData {
  dates: string[];
  /** Closes by ticker, in request order. */
  prices: Record<string, number[]>;
  /** The benchmark index's closes on the same dates. */
  benchmark: number[];
  /** The currency of every column. */
  currency: PortfolioCurrency;
  /** Symbols whose closes were converted into `currency` (stocks, then the benchmark); empty when none. */
  converted: string[];
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
  field: 'portfolio' | 'fromDate' | 'benchmark' | 'currency';
  text: string;
}

/** Aligns the closes of `tickers` and `benchmarkSymbol` within `range` (inclusive), in `currency`. */
export type Aligner = (
  tickers: readonly string[],
  benchmarkSymbol: string,
  range: Period,
  currency: PortfolioCurrency,
) => AlignedData;

/**
 * The currency a symbol's closes are in, for conversion: forints for the Budapest shares and BUX,
 * dollars otherwise (every other stock and benchmark index the service offers is a US one).
 */
export function seriesCurrency(source: PriceSource, symbol: string): PortfolioCurrency {
  return source.info(symbol)?.currency === 'HUF' ? 'HUF' : 'USD';
}

/** The uncached aligner over a price source and the USD/HUF fixings (null: no conversion possible). */
export function sourceAligner(source: PriceSource, fx: FxSeries | null = null): Aligner {
  return (tickers, benchmarkSymbol, range, currency) => {
    const symbols = [...tickers, benchmarkSymbol];
    const series = symbols.map((s) => ({
      ...source.series(s, range.from, range.to)!,
      currency: seriesCurrency(source, s),
    }));
    const { dates, columns, converted } = alignInCurrency(series, currency, fx);
    const prices: Record<string, number[]> = {};
    tickers.forEach((t, i) => (prices[t] = columns[i] ?? []));
    return {
      dates,
      prices,
      benchmark: columns[tickers.length] ?? [],
      currency,
      converted: converted.map((i) => symbols[i] ?? ''),
    };
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
  currency: PortfolioCurrency = 'USD',
  fx: FxSeries | null = null,
): { ok: true; data: PreparedData } | { ok: false; failure: PrepareFailure } {
  const benchmarkCoverage = source.coverage(benchmarkSymbol);
  if (!benchmarkCoverage) {
    return {
      ok: false,
      failure: { field: 'benchmark', text: 'ehhez az indexhez nincs árfolyamadat az adatforrásban.' },
    };
  }
  const coverages = tickers.map((t) => source.coverage(t)!);
  // A conversion can only use days the exchange rates cover.
  const needsFx = [...tickers, benchmarkSymbol].some((s) => seriesCurrency(source, s) !== currency);
  const fxFirst = fx?.dates[0];
  const fxLast = fx?.dates[fx.dates.length - 1];
  if (needsFx && (fxFirst === undefined || fxLast === undefined)) {
    return {
      ok: false,
      failure: {
        field: 'currency',
        text: 'az átváltáshoz nincs árfolyamadat; válassza az árfolyamok saját pénznemét.',
      },
    };
  }
  const fxCoverage =
    needsFx && fxFirst !== undefined && fxLast !== undefined
      ? [{ from: fxFirst, to: addDays(fxLast, FX_MAX_AGE_DAYS) }]
      : [];
  const coverage = commonCoverage([...coverages, benchmarkCoverage, ...fxCoverage]);
  if (!coverage) {
    return {
      ok: false,
      failure: {
        field: 'portfolio',
        text: 'a kiválasztott részvényeknek és a referenciaindexnek nincs közös időszaka az adatokban.',
      },
    };
  }

  const finish = (aligned: AlignedData, adjustment: PeriodAdjustment): { ok: true; data: PreparedData } => ({
    ok: true,
    data: {
      aligned,
      requested,
      effective: { from: aligned.dates[0]!, to: aligned.dates[aligned.dates.length - 1]! },
      adjustment,
    },
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
    const aligned = align(tickers, benchmarkSymbol, clipped, currency);
    if (aligned.dates.length >= PORTFOLIO_MIN_OBSERVATIONS) return finish(aligned, inside ? 'none' : 'clipped');
    if (inside) return tooShort(aligned.dates.length, requested, false);
  }
  const shifted = shiftInto(requested, coverage);
  const aligned = align(tickers, benchmarkSymbol, shifted, currency);
  if (aligned.dates.length >= PORTFOLIO_MIN_OBSERVATIONS) return finish(aligned, 'shifted');
  return tooShort(aligned.dates.length, shifted, true);
}
