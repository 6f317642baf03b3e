/**
 * The inflation path as month-by-month price levels, and yearly paths of a rate (the DKJ yield).
 *
 * Conventions:
 * - Price levels have a MONTHLY grain: every day of a month has its month's level, as the KSH's monthly
 *   consumer price index does. Levels are normalised so that the start day's month is 1; a value V on
 *   day d is worth V / L(d) "mai forint" (forints of the start month's prices).
 * - A yearly path π₁, π₂, … (percent, year k runs from the (k−1)-th to the k-th anniversary of the start
 *   day; the last value repeats) compounds monthly at the equivalent rate: the k-th month after the start
 *   month has L = Π_{i<y} (1 + πᵢ₊₁) · (1 + π_{y+1})^{r/12}, y = ⌊k/12⌋, r = k mod 12, so L at the n-th
 *   anniversary is exactly Π_{i≤n} (1 + πᵢ). Months before the start month use π₁: L = (1 + π₁)^{k/12}.
 *   A single number is a flat path.
 * - A monthly series [{ month: 'yyyy-mm', index }] gives price LEVELS (any base, e.g. 2015 = 100; not
 *   year-on-year rates), ascending; a missing month between two given ones is interpolated geometrically.
 *   Beyond the series the level grows at the rate of its last (before it: first) 12 months, or at its
 *   average rate when it spans less than a year; the result says so (`extended`). The start day may not be
 *   before the series' first month.
 * - Annual average inflation of calendar year Y, the KSH's definition the PMÁP coupon follows:
 *   Σ_{m ∈ Y} L(m) / Σ_{m ∈ Y−1} L(m) − 1.
 * - With no input, the path is flat at the latest KSH annual average in force on the start day
 *   (../rules/state-bonds.ts `CPI_ANNUAL_AVERAGE`), which the result cites.
 */
import { type FinanceInputError } from '../shared/errors';
import { checkNumber } from '../shared/validate';
import { CPI_ANNUAL_AVERAGE, DKJ_REFERENCE_YIELD, ruleOn, type IsoDate, type RuleInForce } from '../rules';
import { SAVINGS_LIMITS } from './constants';
import { addYears, monthIndexOf, wholeYearsBetween } from './days';
import { SAVINGS_LABELS, SAVINGS_MESSAGES, SAVINGS_NOTES } from './strings';
import { savingsError } from './validate';

/** One month of a price-index series: `month` is `yyyy-mm`, `index` the price level (any base). */
export interface MonthlyPriceIndex {
  month: string;
  index: number;
}

/** An inflation path: a flat yearly percent, yearly percents, or a monthly price-index series. */
export type InflationInput = number | readonly number[] | readonly MonthlyPriceIndex[];

/** Price levels month by month, the start month = 1. */
export interface PriceLevels {
  /** The price level of the month `day` is in. */
  at(day: IsoDate): number;
  /** Annual average inflation of a calendar year, percent. */
  annualAverage(year: number): number;
  /** True once a level beyond a monthly series was asked for. */
  readonly extended: boolean;
  /** The rule the default path came from (absent when the path was given). */
  readonly rule?: RuleInForce<unknown>;
  /** Hungarian notes on how the path was made (the default, the extension). */
  notes(): string[];
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The bounds of a monthly index value: any base a statistics office uses fits, and no ratio of two overflows. */
const MIN_INDEX = 1e-6;
const MAX_INDEX = 1e9;

function inflationError(message: string): FinanceInputError {
  return savingsError('inflation', message);
}

/**
 * A yearly path of percents: one number, or a list of 1 … 100 numbers, each within [min, max].
 * @throws FinanceInputError naming `field` otherwise.
 */
export function yearlyPercentPath(
  value: unknown,
  field: 'inflation' | 'dkjPath',
  min: number = SAVINGS_LIMITS.minRatePercent,
  max: number = SAVINGS_LIMITS.maxRatePercent,
): number[] {
  const list = typeof value === 'number' ? [value] : value;
  if (!Array.isArray(list)) throw savingsError(field, SAVINGS_MESSAGES.pathShape);
  if (list.length === 0) throw savingsError(field, SAVINGS_MESSAGES.pathEmpty);
  if (list.length > SAVINGS_LIMITS.maxPathYears)
    throw savingsError(field, SAVINGS_MESSAGES.pathTooLong(SAVINGS_LIMITS.maxPathYears));
  return list.map((v: unknown) => checkNumber(v, field, SAVINGS_LABELS[field], { min, max }));
}

/** The value of a yearly path in the year of `day` counted from `start` (the last value repeats; the first before `start`). */
export function pathValueOn(path: readonly number[], start: IsoDate, day: IsoDate): number {
  const k = wholeYearsBetween(start, day);
  return path[Math.min(Math.max(k, 0), path.length - 1)]!;
}

/** Levels of a yearly path of percents, by month index relative to the start month. */
function yearlyLevels(percents: readonly number[]): (k: number) => number {
  const growth = percents.map((p) => 1 + p / 100);
  const cumulative = [1];
  for (const g of growth) cumulative.push(cumulative.at(-1)! * g);
  const last = growth.at(-1)!;
  return (k) => {
    if (k < 0) return growth[0]! ** (k / 12);
    const years = Math.floor(k / 12);
    const rest = k - 12 * years;
    const full =
      years < growth.length ? cumulative[years]! : cumulative[growth.length]! * last ** (years - growth.length);
    return full * (years < growth.length ? growth[years]! : last) ** (rest / 12);
  };
}

/** Parses a monthly series into dense levels from its first to its last month. */
function monthlySeries(list: readonly unknown[]): { first: number; levels: Float64Array } {
  if (list.length < 2) throw inflationError(SAVINGS_MESSAGES.inflationTooShort);
  const months: number[] = [];
  const values: number[] = [];
  for (const item of list) {
    const { month, index } = item as { month?: unknown; index?: unknown };
    const m = typeof month === 'string' ? MONTH.exec(month) : null;
    if (!m) throw inflationError(SAVINGS_MESSAGES.inflationMonths);
    const mi = Number(m[1]) * 12 + Number(m[2]) - 1;
    if (months.length > 0 && mi <= months.at(-1)!) throw inflationError(SAVINGS_MESSAGES.inflationMonths);
    if (typeof index !== 'number' || !(index >= MIN_INDEX && index <= MAX_INDEX))
      throw inflationError(SAVINGS_MESSAGES.inflationIndex);
    months.push(mi);
    values.push(index);
  }
  const first = months[0]!;
  const span = months.at(-1)! - first + 1;
  if (span > SAVINGS_LIMITS.maxIndexMonths) throw inflationError(SAVINGS_MESSAGES.inflationMonths);
  const levels = new Float64Array(span);
  for (let i = 0; i < months.length; i++) {
    levels[months[i]! - first] = values[i]!;
    if (i > 0) {
      // Geometric interpolation across a gap.
      const a = months[i - 1]! - first;
      const b = months[i]! - first;
      for (let j = a + 1; j < b; j++) levels[j] = levels[a]! * (levels[b]! / levels[a]!) ** ((j - a) / (b - a));
    }
  }
  return { first, levels };
}

/** Monthly growth factor over the 12 months at one end of a series (or its average where it is shorter). */
function endGrowth(levels: Float64Array, atEnd: boolean): number {
  const n = levels.length;
  const span = Math.min(12, n - 1);
  const ratio = atEnd ? levels[n - 1]! / levels[n - 1 - span]! : levels[span]! / levels[0]!;
  return ratio ** (1 / span);
}

/**
 * The price levels of an inflation input from `start` (see the module header).
 * @throws FinanceInputError naming `inflation` on a malformed path, a series that starts after `start`,
 *   or no input on a day before the first KSH figure we know.
 */
export function priceLevels(input: unknown, start: IsoDate): PriceLevels {
  const startMonth = monthIndexOf(start);
  let rule: RuleInForce<unknown> | undefined;
  let relative: (k: number) => number;
  let extended = false;
  let monthly = false;

  if (input === undefined || input === null) {
    const cpi = ruleOn(CPI_ANNUAL_AVERAGE, start);
    if (!cpi) throw inflationError(SAVINGS_MESSAGES.inflationUnknown(start));
    rule = cpi;
    relative = yearlyLevels([cpi.value.percent]);
  } else if (typeof input === 'number' || (Array.isArray(input) && input.every((v) => typeof v === 'number'))) {
    if (Array.isArray(input) && input.length === 0) throw inflationError(SAVINGS_MESSAGES.inflationShape);
    relative = yearlyLevels(yearlyPercentPath(input, 'inflation'));
  } else if (Array.isArray(input) && input.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v))) {
    monthly = true;
    const { first, levels } = monthlySeries(input);
    if (startMonth < first) {
      const y = Math.floor(first / 12);
      const m = String((first % 12) + 1).padStart(2, '0');
      throw inflationError(SAVINGS_MESSAGES.inflationStartsLater(`${y}-${m}`, start));
    }
    const last = first + levels.length - 1;
    const growthAfter = endGrowth(levels, true);
    const growthBefore = endGrowth(levels, false);
    // The same yearly range as a path of rates, so that extending the series cannot overflow.
    const yearly = (g: number) => (g ** 12 - 1) * 100;
    for (const g of [growthAfter, growthBefore])
      if (!(yearly(g) >= SAVINGS_LIMITS.minRatePercent && yearly(g) <= SAVINGS_LIMITS.maxRatePercent))
        throw inflationError(SAVINGS_MESSAGES.inflationEndRate);
    const absolute = (j: number): number => {
      if (j < first) {
        extended = true;
        return levels[0]! * growthBefore ** (j - first);
      }
      if (j > last) {
        extended = true;
        return levels[levels.length - 1]! * growthAfter ** (j - last);
      }
      return levels[j - first]!;
    };
    const base = absolute(startMonth);
    relative = (k) => absolute(startMonth + k) / base;
  } else {
    throw inflationError(SAVINGS_MESSAGES.inflationShape);
  }

  const levelOfMonth = (j: number) => relative(j - startMonth);
  return {
    at: (day) => levelOfMonth(monthIndexOf(day)),
    annualAverage(year) {
      let current = 0;
      let previous = 0;
      for (let m = 0; m < 12; m++) {
        current += levelOfMonth(year * 12 + m);
        previous += levelOfMonth((year - 1) * 12 + m);
      }
      return (current / previous - 1) * 100;
    },
    get extended() {
      return monthly && extended;
    },
    ...(rule ? { rule } : {}),
    notes() {
      const out: string[] = [];
      if (rule) {
        const v = (rule as RuleInForce<{ year: number; percent: number }>).value;
        out.push(SAVINGS_NOTES.inflationDefault(v.year, v.percent));
      }
      if (monthly && extended) out.push(SAVINGS_NOTES.inflationExtended);
      return out;
    },
  };
}

/**
 * A yearly DKJ-yield path (percent), and the rule it came from when it was not given. `percents` is null
 * when no path was given and no reference is known on the start day: only an option that buys DKJ or
 * follows it needs one ({@link dkjPercents} then names the field).
 */
export interface DkjPath {
  percents: number[] | null;
  rule?: RuleInForce<number>;
  start: IsoDate;
}

/**
 * The 3-month DKJ yield path: the input, or flat at the latest reference in force on `start`
 * (../rules/state-bonds.ts `DKJ_REFERENCE_YIELD`).
 * @throws FinanceInputError naming `dkjPath` on a malformed path.
 */
export function dkjPath(input: unknown, start: IsoDate): DkjPath {
  if (input === undefined || input === null) {
    const reference = ruleOn(DKJ_REFERENCE_YIELD, start);
    return reference ? { percents: [reference.value], rule: reference, start } : { percents: null, start };
  }
  // A DKJ yield below zero is not a retail product; the range keeps 1 + y · days / 365 well above 0.
  return {
    percents: yearlyPercentPath(input, 'dkjPath', 0, SAVINGS_LIMITS.maxRatePercent),
    start,
  };
}

/**
 * The path's percents for an option that needs them.
 * @throws FinanceInputError naming `dkjPath` when none was given and no reference is known on the start day.
 */
export function dkjPercents(path: DkjPath): number[] {
  if (path.percents === null) throw savingsError('dkjPath', SAVINGS_MESSAGES.dkjUnknown(path.start));
  return path.percents;
}

/** The anniversaries of `start`: day 0 … `years`. */
export function anniversaries(start: IsoDate, years: number): IsoDate[] {
  return Array.from({ length: years + 1 }, (_, k) => addYears(start, k));
}
