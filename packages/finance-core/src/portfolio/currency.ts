/**
 * Putting price series of different currencies on one calendar and in one currency, before the
 * optimiser sees them. Pure: the caller brings the closes and the exchange rates.
 *
 * Calendar rule:
 * 1. Common dates: a day is kept only if every chosen series (every stock and the benchmark) has a
 *    close on it. A US share and a Budapest share thus lose each other's holidays, and returns run
 *    between consecutive common days.
 * 2. Exchange rate of a kept day d, needed only when some series is not in the target currency: the
 *    last fixing on or before d, X(d) = rate on the latest fixing date f ≤ d, provided d − f ≤
 *    FX_MAX_AGE_DAYS calendar days. A day without such a fixing is left out of the analysis for all
 *    series (as a holiday would be), never converted at a stale rate. The ECB fixes around 14:15 CET,
 *    before both the Budapest (17:00) and the New York close, so d's own fixing is known at d's close.
 *
 * Conversion, with X(d) = forints per dollar (USD/HUF = EUR/HUF ÷ EUR/USD from the ECB):
 *   to forints:  P_HUF(d) = P_USD(d) · X(d)        to dollars:  P_USD(d) = P_HUF(d) / X(d)
 * so a converted daily simple return is
 *   r_HUF(d) = P_USD(d) X(d) / (P_USD(d⁻) X(d⁻)) − 1 = (1 + r_USD(d)) (1 + r_FX(d)) − 1,
 * where d⁻ is the previous kept day and r_FX(d) = X(d) / X(d⁻) − 1 (and the mirror formula with
 * 1 / X for dollars). A series already in the target currency is passed through untouched. Nothing
 * else changes: the risk-free rate is whatever the caller gives (in a forint analysis, a forint rate).
 */
import { FinanceInputError } from '../shared/errors';
import { FX_MAX_AGE_DAYS, PORTFOLIO_FIELD_LABELS, isPortfolioCurrency, type PortfolioCurrency } from './constants';

/**
 * Accepted closes and rates. Prices and forint-per-dollar rates far outside these are data errors,
 * and the bounds keep every converted close finite (1e15 · 1e6 and 1e-9 / 1e6 are both far from the
 * ends of double precision).
 */
export const CURRENCY_INPUT_LIMITS = {
  close: { min: 1e-9, max: 1e15 },
  rate: { min: 1e-6, max: 1e6 },
  maxAgeDays: 366,
} as const;

const SERIES_LABEL = 'Árfolyamsorok';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function refuse(field: string, label: string, text: string): never {
  throw new FinanceInputError(field, label, `${label}: ${text}`);
}

/** Dates are ISO strings, strictly ascending; values finite and within [min, max]; one value a date. */
function checkDated(
  dates: unknown,
  values: unknown,
  valueWord: string,
  field: string,
  label: string,
  min: number,
  max: number,
): void {
  if (!Array.isArray(dates)) refuse(field, label, 'a dátumok listáját adja meg.');
  const list = values as ArrayLike<unknown> | null | undefined;
  if (list === null || typeof list !== 'object' || typeof list.length !== 'number' || list.length !== dates.length) {
    refuse(field, label, `minden dátumhoz egy ${valueWord} tartozzon.`);
  }
  for (let i = 0; i < dates.length; i++) {
    const d: unknown = dates[i];
    if (typeof d !== 'string' || !ISO_DATE.test(d)) refuse(field, label, 'a dátumok ÉÉÉÉ-HH-NN formájúak legyenek.');
    if (i > 0 && !(d > (dates[i - 1] as string)))
      refuse(field, label, 'a dátumok szigorúan növekvő sorrendben legyenek.');
    const v = list[i];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min || v > max) {
      refuse(field, label, `minden ${valueWord} ${min} és ${max} közötti véges szám legyen.`);
    }
  }
}

function checkSeries(series: unknown, withCurrency: boolean): asserts series is readonly CurrencySeries[] {
  if (!Array.isArray(series)) refuse('series', SERIES_LABEL, 'az árfolyamsorok listáját adja meg.');
  for (const s of series as unknown[]) {
    if (s === null || typeof s !== 'object') refuse('series', SERIES_LABEL, 'minden elem egy árfolyamsor legyen.');
    const { dates, closes, currency } = s as Partial<CurrencySeries>;
    const { min, max } = CURRENCY_INPUT_LIMITS.close;
    checkDated(dates, closes, 'záróár', 'series', SERIES_LABEL, min, max);
    if (withCurrency && !isPortfolioCurrency(currency))
      refuse('series', SERIES_LABEL, 'minden sor pénzneme USD vagy HUF legyen.');
  }
}

/** Daily closes of one instrument, oldest first, in its own currency. */
export interface CurrencySeries {
  dates: readonly string[];
  closes: ArrayLike<number>;
  currency: PortfolioCurrency;
}

/** USD/HUF fixings (forints per dollar), oldest first; only fixing days have a row. */
export interface UsdHufRates {
  dates: readonly string[];
  rates: ArrayLike<number>;
}

/** Closes on common dates: one column per input series, in input order. */
export interface AlignedColumns {
  dates: string[];
  columns: number[][];
}

/** The result of {@link alignInCurrency}. */
export interface CurrencyAligned extends AlignedColumns {
  currency: PortfolioCurrency;
  /** Indexes of the input series that were converted (empty: no rate was needed). */
  converted: number[];
  /** The USD/HUF rate used on each kept day; present only when something was converted. */
  rates?: number[];
  /** Common days left out because no fixing was fresh enough. */
  droppedDays: number;
}

/** The inner join of ascending series on their dates (step 1 of the rule). Linear in the points. */
export function alignOnCommonDates(
  series: readonly { dates: readonly string[]; closes: ArrayLike<number> }[],
): AlignedColumns {
  checkSeries(series, false);
  const first = series[0];
  if (!first) return { dates: [], columns: [] };
  // Intersect the date lists with one pointer per list, starting from the shortest.
  const byLength = [...series].sort((a, b) => a.dates.length - b.dates.length);
  let common: readonly string[] = byLength[0]?.dates ?? first.dates;
  for (let k = 1; k < byLength.length; k++) {
    const other = byLength[k]?.dates ?? [];
    const kept: string[] = [];
    let j = 0;
    for (const d of common) {
      while (j < other.length && (other[j] ?? '') < d) j++;
      if (j < other.length && other[j] === d) kept.push(d);
    }
    common = kept;
  }
  const columns = series.map((s) => {
    const out = new Array<number>(common.length);
    let j = 0;
    for (let t = 0; t < common.length; t++) {
      const d = common[t] ?? '';
      while ((s.dates[j] ?? '') < d) j++;
      out[t] = s.closes[j] ?? Number.NaN;
    }
    return out;
  });
  return { dates: [...common], columns };
}

/** Days since 1970-01-01 of an ISO date (UTC, so no time zone can shift it). */
function dayNumber(iso: string): number {
  return Math.round(
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000,
  );
}

/**
 * The rate of each date (ascending): the last fixing on or before it, or NaN when that fixing is
 * more than `maxAgeDays` calendar days old or there is none (step 2 of the rule).
 */
export function ratesOnDates(
  fx: UsdHufRates,
  dates: readonly string[],
  maxAgeDays: number = FX_MAX_AGE_DAYS,
): Float64Array {
  const out = new Float64Array(dates.length).fill(Number.NaN);
  let j = -1;
  for (let t = 0; t < dates.length; t++) {
    const d = dates[t] ?? '';
    while (j + 1 < fx.dates.length && (fx.dates[j + 1] ?? '') <= d) j++;
    const fixed = fx.dates[j];
    if (fixed === undefined) continue;
    if (dayNumber(d) - dayNumber(fixed) <= maxAgeDays) out[t] = fx.rates[j] ?? Number.NaN;
  }
  return out;
}

/** A close converted with the day's USD/HUF rate (see the module header's formulas). */
export function convertClose(close: number, from: PortfolioCurrency, to: PortfolioCurrency, usdHuf: number): number {
  if (from === to) return close;
  return from === 'USD' ? close * usdHuf : close / usdHuf;
}

/**
 * The whole rule: common dates of every series, then, if any series is in the other currency, the
 * days with a fresh fixing only, every such series converted and the rest untouched.
 * @throws FinanceInputError (field `currency`) when a conversion is needed but `fx` is null.
 */
export function alignInCurrency(
  series: readonly CurrencySeries[],
  target: PortfolioCurrency,
  fx: UsdHufRates | null,
  maxAgeDays: number = FX_MAX_AGE_DAYS,
): CurrencyAligned {
  const currencyLabel = PORTFOLIO_FIELD_LABELS.currency;
  if (!isPortfolioCurrency(target))
    refuse('currency', currencyLabel, 'csak USD (amerikai dollár) vagy HUF (forint) lehet.');
  checkSeries(series, true);
  if (fx !== null) {
    if (typeof fx !== 'object') refuse('fx', 'Árfolyamok', 'a USD/HUF árfolyamsort adja meg, vagy null-t.');
    const { min, max } = CURRENCY_INPUT_LIMITS.rate;
    checkDated(fx.dates, fx.rates, 'árfolyam', 'fx', 'Árfolyamok', min, max);
  }
  if (!Number.isInteger(maxAgeDays) || maxAgeDays < 0 || maxAgeDays > CURRENCY_INPUT_LIMITS.maxAgeDays) {
    refuse(
      'maxAgeDays',
      'Árfolyam legnagyobb kora',
      `0 és ${CURRENCY_INPUT_LIMITS.maxAgeDays} közötti egész napszám legyen.`,
    );
  }
  const aligned = alignOnCommonDates(series);
  const converted = series.flatMap((s, i) => (s.currency === target ? [] : [i]));
  if (converted.length === 0) return { ...aligned, currency: target, converted, droppedDays: 0 };
  if (!fx) refuse('currency', currencyLabel, 'az átváltáshoz nincs árfolyamadat.');
  const all = ratesOnDates(fx, aligned.dates, maxAgeDays);
  const keep: number[] = [];
  for (let t = 0; t < all.length; t++) if (!Number.isNaN(all[t])) keep.push(t);
  const rates = keep.map((t) => all[t] ?? Number.NaN);
  const columns = aligned.columns.map((column, i) => {
    const from = series[i]?.currency ?? target;
    return keep.map((t, k) => convertClose(column[t] ?? Number.NaN, from, target, rates[k] ?? Number.NaN));
  });
  return {
    dates: keep.map((t) => aligned.dates[t] ?? ''),
    columns,
    currency: target,
    converted,
    rates,
    droppedDays: aligned.dates.length - keep.length,
  };
}
