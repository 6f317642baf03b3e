/**
 * "Mai forint": a result in today's prices under ONE expected inflation rate, for the tools whose results
 * are nominal paths in years (Monte Carlo, rent or buy) and for the loan's "infláció + x %" alternative
 * return (docs/product.md#monte-carlo, #rent-or-buy, #home-loan).
 *
 * Conventions (π = inflation percent a year / 100, t = years from today, any real t ≥ 0):
 * - Price level P(t) = (1 + π)^t, compounded continuously in t at the equivalent rate, so P at a whole year
 *   is (1 + π)^n and at month k is (1 + π)^(k/12) — exactly the levels inflation.ts `priceLevels(π, start)`
 *   gives for a flat path k months after the start month.
 * - Value in today's forints: V_real(t) = V(t) / P(t) = V(t) · (1 + π)^(−t); the inverse multiplies back.
 *   One deflator for every series of a time, so a ratio or a crossover of two series (rent-or-buy's
 *   break-even) does not change: only the amounts do.
 * - The expected inflation defaults to the latest KSH annual average in force on the day
 *   (../rules/state-bonds.ts `CPI_ANNUAL_AVERAGE`), cited with its year and source.
 * - "Infláció + x %" as a nominal rate is Fisher's (1 + π)(1 + x) − 1, not π + x: it is the rate at which
 *   money grows x % a year in today's forints under {@link toTodaysForints}, so the two features agree
 *   (π + x overstates the real return by π·x, e.g. 0,18 percentage points at 4,4 % + 4 %).
 */
import { formatPercentPoints } from '../shared/format';
import { checkNumber } from '../shared/validate';
import { CPI_ANNUAL_AVERAGE, ruleOn, rulesDate, type RuleInForce } from '../rules';
import type { AnnualInflation } from '../rules/state-bonds';

/** Ranges of the inputs: Hungary's yearly CPI stayed within them since 1990 (35 % in 1991), with room for deflation. */
export const TODAYS_FORINTS_LIMITS = {
  minInflationPercent: -10,
  maxInflationPercent: 50,
  minRealReturnPercent: -20,
  maxRealReturnPercent: 30,
  /** The longest horizon of the tools (the loan's and rent-or-buy's 50 years, Monte Carlo's 30) with room. */
  maxYears: 100,
  /** Amounts beyond this are not money (and (1 + π)^t ≤ 1,5^100 ≈ 4·10^17 keeps every product finite). */
  maxValue: 1e30,
} as const;

/** The labels the messages start with (the widgets show the same words). */
export const TODAYS_FORINTS_LABELS = {
  inflation: 'Várható infláció',
  realReturn: 'Infláció feletti hozam',
  years: 'Időpont (év)',
  value: 'Összeg',
} as const;

const L = TODAYS_FORINTS_LIMITS;

const inflationPercent = (v: unknown) =>
  checkNumber(v, 'inflation', TODAYS_FORINTS_LABELS.inflation, {
    min: L.minInflationPercent,
    max: L.maxInflationPercent,
  });

/**
 * The factor that turns an amount t years from now into today's forints: (1 + π)^(−t).
 * @throws FinanceInputError naming `years` or `inflation` outside their ranges.
 */
export function todaysForintsFactor(years: number, inflation: number): number {
  const t = checkNumber(years, 'years', TODAYS_FORINTS_LABELS.years, { min: 0, max: L.maxYears });
  const pi = inflationPercent(inflation);
  return (1 + pi / 100) ** -t;
}

const amount = (v: unknown) =>
  checkNumber(v, 'value', TODAYS_FORINTS_LABELS.value, { min: -L.maxValue, max: L.maxValue });

/**
 * An amount `years` from now in today's forints at `inflation` percent a year: value · (1 + π)^(−t).
 * @throws FinanceInputError naming the field outside its range.
 */
export function toTodaysForints(value: number, years: number, inflation: number): number {
  return amount(value) * todaysForintsFactor(years, inflation);
}

/**
 * The inverse of {@link toTodaysForints}: the nominal amount `years` from now worth `value` today.
 * @throws FinanceInputError naming the field outside its range.
 */
export function fromTodaysForints(value: number, years: number, inflation: number): number {
  return amount(value) / todaysForintsFactor(years, inflation);
}

/**
 * The nominal yearly rate of "infláció + x %": (1 + π)(1 + x) − 1, percent (see the module header).
 * @throws FinanceInputError naming `inflation` or `realReturn` outside their ranges.
 */
export function nominalFromReal(inflation: number, realReturn: number): number {
  const pi = inflationPercent(inflation) / 100;
  const x =
    checkNumber(realReturn, 'realReturn', TODAYS_FORINTS_LABELS.realReturn, {
      min: L.minRealReturnPercent,
      max: L.maxRealReturnPercent,
    }) / 100;
  return ((1 + pi) * (1 + x) - 1) * 100;
}

/** The default expected inflation and where it comes from. */
export interface ExpectedInflationDefault {
  /** Percent a year. */
  percent: number;
  /** The calendar year whose KSH annual average it is. */
  year: number;
  /** The rule version it comes from (day in force, source). */
  rule: RuleInForce<AnnualInflation>;
  /** 'Alapérték: a KSH 2025. évi átlagos inflációja, 4,4 %' */
  text: string;
}

/**
 * The expected inflation by default on `date` (today in Hungary when absent): the latest KSH annual average
 * in force then. Null on a day before the first figure we know.
 * @throws FinanceInputError naming `date` when it is not a `yyyy-mm-dd` day.
 */
export function defaultExpectedInflation(date?: string): ExpectedInflationDefault | null {
  const day = rulesDate(date);
  const rule = ruleOn(CPI_ANNUAL_AVERAGE, day);
  if (!rule) return null;
  const { year, percent } = rule.value;
  return {
    percent,
    year,
    rule,
    text: `Alapérték: a KSH ${year}. évi átlagos inflációja, ${formatPercentPoints(percent, 1)}`,
  };
}
