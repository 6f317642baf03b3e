/**
 * After tax and in real terms, for the tools that produce a gross value path: the Monte Carlo's percentile
 * paths, a portfolio's growth. Both functions take the path as values at times in years from a start day.
 *
 * afterTax(values, { wrapper, … }): what a sale at each point would leave, for money invested on the start
 * day (cost basis `invested`, the path's first value by default):
 * - `none`: value − tax(value − invested) with the schedule of `taxClass` (tax.ts);
 * - `tbsz`: the TBSZ schedule of the opening day by the lock-up years completed on the point's day;
 * - `nyesz`: no tax (paid out as a pension); the credit (tax.ts) arrives on 30 June of the next year and
 *   buys the same investment: from then on it is worth credit · value / value(arrival), the path's value at
 *   the arrival interpolated geometrically between its points (linearly where a value is not positive;
 *   at face where the ratio is undefined); before it the credit counts at face.
 * A point's day is start + round(t · 365,25) days. Percentile paths stay percentile paths after tax for
 * `none` and `tbsz` (the value after tax rises with the value); with NYESZ they are an approximation.
 *
 * toRealTerms(values, { inflation }): value / price level of the point's month (inflation.ts).
 */
import { withDefaults } from '../shared/validate';
import type { IsoDate, RuleCitation } from '../rules';
import { uniqueCitations } from './common';
import {
  DAYS_PER_YEAR,
  SAVINGS_DEFAULTS,
  SAVINGS_LIMITS,
  TAX_CLASSES,
  WRAPPERS,
  type TaxClass,
  type Wrapper,
} from './constants';
import { addDays, daysBetween, yearOf } from './days';
import { priceLevels, type InflationInput } from './inflation';
import { SAVINGS_LABELS, SAVINGS_MESSAGES, SAVINGS_NOTES } from './strings';
import { taxOf, wrapperTaxes, type TaxSchedule } from './tax';
import { savingsChoice, savingsDate, savingsError, savingsNumber } from './validate';

/** The values of a path, checked: 1 … 100 000 numbers of at most 10^30 in size (so no deflator can overflow them). */
function checkValues(values: unknown): number[] {
  if (!Array.isArray(values) || values.length === 0 || values.length > SAVINGS_LIMITS.maxPathPoints)
    throw savingsError('values', SAVINGS_MESSAGES.valuesShape);
  return values.map((v: unknown) => {
    if (typeof v !== 'number' || !(Math.abs(v) <= SAVINGS_LIMITS.maxPathValue))
      throw savingsError('values', SAVINGS_MESSAGES.valuesNumbers);
    return v;
  });
}

/** The times of a path, years from the start day: one per value, 0 … 100, never decreasing; 0, 1, 2, … by default. */
function checkTimes(times: unknown, count: number): number[] {
  if (times === undefined || times === null) return Array.from({ length: count }, (_, i) => i);
  if (!Array.isArray(times) || times.length !== count) throw savingsError('times', SAVINGS_MESSAGES.timesLength);
  const max = SAVINGS_LIMITS.maxPathTimeYears;
  const out: number[] = [];
  for (const t of times) {
    if (typeof t !== 'number' || !(t >= 0 && t <= max))
      throw savingsError('times', SAVINGS_MESSAGES.timesRange(0, max));
    if (out.length > 0 && t < out.at(-1)!) throw savingsError('times', SAVINGS_MESSAGES.timesOrder);
    out.push(t);
  }
  return out;
}

/** The day of each point. */
const pointDays = (date: IsoDate, times: readonly number[]) =>
  times.map((t) => addDays(date, Math.round(t * DAYS_PER_YEAR)));

/** The path's value at time t: geometric interpolation between its points (linear where a value is not positive). */
function valueAt(values: readonly number[], times: readonly number[], t: number): number {
  if (t <= times[0]!) return values[0]!;
  for (let i = 1; i < times.length; i++) {
    if (t <= times[i]!) {
      const [a, b] = [values[i - 1]!, values[i]!];
      const span = times[i]! - times[i - 1]!;
      const w = span > 0 ? (t - times[i - 1]!) / span : 1;
      return a > 0 && b > 0 ? a * (b / a) ** w : a + (b - a) * w;
    }
  }
  return values.at(-1)!;
}

/** Options of {@link afterTax}. */
export interface AfterTaxOptions {
  /** The account ('Számla'). @default 'none' */
  wrapper?: Wrapper;
  /** Time of each value in years from `date` ('Időpontok'). @default 0, 1, 2, … */
  times?: readonly number[];
  /** The path's first day, whose rules apply ('Kezdőnap'). @default today in Hungary */
  date?: IsoDate;
  /** The cost basis, Ft ('Befektetett összeg'). @default the first value */
  invested?: number;
  /** The TBSZ's opening day, in the start day's year and not after it ('TBSZ nyitásának napja'). @default `date` */
  openedOn?: IsoDate;
  /** How a gain outside any wrapper is taxed ('Adózás számlán kívül'). @default 'controlledMarket' */
  taxClass?: TaxClass;
  /** Other income of the year counted towards the szocho cap, Ft. @default 0 */
  otherIncome?: number;
  /** Other pension credits of the year, Ft. @default 0 */
  otherPensionCredits?: number;
}

/** Result of {@link afterTax}. */
export interface AfterTaxResult {
  /** What a sale at each point leaves, Ft. */
  values: number[];
  /** The tax of a sale at each point, Ft. */
  taxes: number[];
  /** Each point's day. */
  dates: IsoDate[];
  /** The NYESZ credit and its arrival day. */
  nyeszCredit?: { credit: number; arrival: IsoDate };
  rules: RuleCitation[];
  notes: string[];
}

/**
 * A gross value path after tax in a wrapper (module header).
 * @throws FinanceInputError naming the option or `values` of a bad input, or the start day when a rule is
 *   not known on it.
 */
export function afterTax(values: readonly number[], options: AfterTaxOptions = {}): AfterTaxResult {
  const path = checkValues(values);
  const o = withDefaults(
    {
      wrapper: 'none' as Wrapper,
      times: undefined as readonly number[] | undefined,
      date: undefined as IsoDate | undefined,
      invested: undefined as number | undefined,
      openedOn: undefined as IsoDate | undefined,
      taxClass: SAVINGS_DEFAULTS.etfTaxClass,
      otherIncome: SAVINGS_DEFAULTS.otherIncome,
      otherPensionCredits: SAVINGS_DEFAULTS.otherPensionCredits,
    },
    options,
    SAVINGS_LABELS,
  );
  const wrapper = savingsChoice(o.wrapper, 'wrapper', WRAPPERS);
  const times = checkTimes(o.times, path.length);
  const date = savingsDate(o.date);
  const invested = savingsNumber(o.invested ?? path[0], 'invested');
  const taxClass = savingsChoice(o.taxClass, 'taxClass', TAX_CLASSES);
  const otherIncome = savingsNumber(o.otherIncome, 'otherIncome');
  const otherPensionCredits = savingsNumber(o.otherPensionCredits, 'otherPensionCredits');
  const days = pointDays(date, times);

  let openedOn = date;
  if (wrapper === 'tbsz' && o.openedOn !== undefined && o.openedOn !== null) {
    openedOn = savingsDate(o.openedOn, 'openedOn');
    if (openedOn > date) throw savingsError('openedOn', SAVINGS_MESSAGES.openedAfterStart);
    if (yearOf(openedOn) !== yearOf(date)) throw savingsError('openedOn', SAVINGS_MESSAGES.openedOtherYear);
  }
  const {
    scheduleOn,
    credit,
    notes,
    rules: extraRules,
  } = wrapperTaxes(wrapper, {
    date,
    openedOn,
    openedField: 'openedOn',
    taxClass,
    otherIncome,
    otherPensionCredits,
    invested,
  });

  const rules = new Map<string, TaxSchedule['rules'][number]>();
  for (const r of extraRules) rules.set(`${r.id}@${r.from}`, r);
  const taxes: number[] = [];
  const out: number[] = [];
  const tc = credit ? daysBetween(date, credit.arrival) / DAYS_PER_YEAR : 0;
  const atArrival = credit ? valueAt(path, times, tc) : 0;
  for (let i = 0; i < path.length; i++) {
    const v = path[i]!;
    const schedule = scheduleOn(days[i]!);
    for (const r of schedule.rules) rules.set(`${r.id}@${r.from}`, r);
    const tax = taxOf(schedule, v - invested);
    let extra = 0;
    if (credit && times[i]! > 0) {
      const grown = credit.credit * (v / atArrival);
      extra = times[i]! >= tc && atArrival > 0 && v > 0 && Number.isFinite(grown) ? grown : credit.credit;
    }
    taxes.push(tax);
    out.push(v - tax + extra);
  }
  return {
    values: out,
    taxes,
    dates: days,
    ...(credit ? { nyeszCredit: { credit: credit.credit, arrival: credit.arrival } } : {}),
    rules: uniqueCitations([...rules.values()]),
    notes: [...notes, SAVINGS_NOTES.rulesOfTheDay],
  };
}

/** Options of {@link toRealTerms}. */
export interface RealTermsOptions {
  /** Time of each value in years from `date` ('Időpontok'). @default 0, 1, 2, … */
  times?: readonly number[];
  /** The day whose prices the result is in ('Kezdőnap'). @default today in Hungary */
  date?: IsoDate;
  /** The inflation path (inflation.ts); the latest KSH annual average by default. */
  inflation?: InflationInput;
}

/** Result of {@link toRealTerms}. */
export interface RealTermsResult {
  /** Each value in forints of the start month's prices. */
  values: number[];
  /** The price level of each point's month, the start month = 1. */
  priceIndex: number[];
  dates: IsoDate[];
  rules: RuleCitation[];
  notes: string[];
}

/**
 * A value path in real terms: each value divided by the price level of its month (module header).
 * @throws FinanceInputError naming `values`, `times`, `date` or `inflation`.
 */
export function toRealTerms(values: readonly number[], options: RealTermsOptions = {}): RealTermsResult {
  const path = checkValues(values);
  const o = withDefaults(
    {
      times: undefined as readonly number[] | undefined,
      date: undefined as IsoDate | undefined,
      inflation: undefined as InflationInput | undefined,
    },
    options,
    SAVINGS_LABELS,
  );
  const times = checkTimes(o.times, path.length);
  const date = savingsDate(o.date);
  const levels = priceLevels(o.inflation, date);
  const dates = pointDays(date, times);
  const priceIndex = dates.map((d) => levels.at(d));
  return {
    values: path.map((v, i) => v / priceIndex[i]!),
    priceIndex,
    dates,
    rules: uniqueCitations(levels.rule ? [levels.rule] : []),
    notes: [SAVINGS_NOTES.realTerms, ...levels.notes()],
  };
}
