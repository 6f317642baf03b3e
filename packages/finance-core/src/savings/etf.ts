/**
 * An ETF portfolio held for years, before and after tax, in a wrapper: its expected path and the lognormal
 * 5 / 50 / 95 % band, in closed form.
 *
 * Model (geometric Brownian motion, the Monte Carlo's GBM): the amount B invested on the start day grows to
 * V_t = B · exp((μ − σ²/2) t + σ W_t), μ = ln(1 + m), where m is the expected yearly return (E[V₁] = B(1 + m))
 * and σ the volatility of the log returns, both per year; t in years (row k is the k-th anniversary, t = k).
 * An accumulating fund is assumed: dividends stay inside, so tax falls only on the sale.
 * - Mean: E[V_t] = F_t = B(1 + m)^t. Quantile q: Q_q = B · exp((μ − σ²/2) t + z_q σ √t), z₀.₀₅ = −1.6449.
 * - Tax on a sale: a schedule of kinks (tax.ts), tax = Σ rᵢ (V − B − tᵢ)⁺. Its expectation is a sum of
 *   Black–Scholes forward call values: E[(V − K)⁺] = F Φ(d₁) − K Φ(d₂), d₁ = (ln(F/K) + s²/2)/s, d₂ = d₁ − s,
 *   s = σ√t (max(F − K, 0) when s = 0; F − K when K ≤ 0). So E[after tax] = F − Σ rᵢ E[(V − B − tᵢ)⁺].
 *   After-tax quantiles are the after-tax values of the quantiles (the value after tax rises with V).
 * - NYESZ: the tax credit c (tax.ts) arrives on day t_c and buys the same fund: W_t = V_t + c · V_t / V_{t_c}
 *   (before t_c the credit counts at face). E[W_t] = F_t + c (1 + m)^{t − t_c}; the band adds the two parts'
 *   quantiles as if they moved together (exact for the mean, an approximation for the band: the notes say
 *   so). Paid out as a pension: no tax.
 * - Real terms divide by the price level of the row's month (inflation.ts).
 * Estimating m and σ from prices P₀ … P_n sampled N times a year: log returns ℓᵢ = ln(Pᵢ / Pᵢ₋₁),
 * σ = sd(ℓ) √N (sample sd, n − 1), μ_log = mean(ℓ) · N, m = exp(μ_log + σ²/2) − 1.
 */
import { withDefaults } from '../shared/validate';
import type { IsoDate, RuleCitation, RuleInForce } from '../rules';
import { annualised, uniqueCitations } from './common';
import {
  SAVINGS_DEFAULTS,
  SAVINGS_LIMITS,
  TAX_CLASSES,
  WRAPPERS,
  Z_05,
  type TaxClass,
  type Wrapper,
} from './constants';
import { addYears, daysBetween } from './days';
import { priceLevels, type InflationInput, type PriceLevels } from './inflation';
import { normalCdf } from './normal';
import { SAVINGS_LABELS, SAVINGS_MESSAGES, SAVINGS_NOTES } from './strings';
import { taxOf, wrapperTaxes, type NyeszCredit, type TaxSchedule } from './tax';
import type { BandRow, SavingsRow } from './types';
import { savingsChoice, savingsDate, savingsError, savingsNumber } from './validate';

/** Days of a year in the model's continuous time (the credit's arrival day as a time in years). */
const MODEL_DAYS_PER_YEAR = 365.25;

/** An ETF's yearly expected return and volatility, percent. */
export interface EtfParameters {
  expectedReturn: number;
  volatility: number;
}

/** Input of {@link estimateEtfParameters}. */
export interface EtfEstimateInput {
  /** Prices, oldest first (at least 3, all positive). */
  prices?: readonly number[];
  /** How many prices make a year ('Árfolyamok száma évente'): 252 for trading days, 12 for months. @default 252 */
  pricesPerYear?: number;
}

/** Result of {@link estimateEtfParameters}. */
export interface EtfEstimate extends EtfParameters {
  /** The number of returns the estimate rests on. */
  observations: number;
}

/**
 * The yearly expected return and volatility of a price series (module header).
 * @throws FinanceInputError naming `prices` (fewer than 3, not positive, or an estimate outside −50 … 50 %
 *   return or 0 … 100 % volatility) or `pricesPerYear`.
 */
export function estimateEtfParameters(input: EtfEstimateInput = {}): EtfEstimate {
  const filled = withDefaults<EtfEstimateInput>(
    { prices: undefined, pricesPerYear: SAVINGS_DEFAULTS.etfPricesPerYear },
    input,
    SAVINGS_LABELS,
  );
  return estimateFrom(filled.prices, savingsNumber(filled.pricesPerYear, 'pricesPerYear'), 'prices');
}

function estimateFrom(prices: unknown, perYear: number, field: 'prices' | 'etfPrices'): EtfEstimate {
  if (!Array.isArray(prices) || prices.length < SAVINGS_LIMITS.minPrices || prices.length > SAVINGS_LIMITS.maxPrices)
    throw savingsError(field, SAVINGS_MESSAGES.pricesShape);
  for (const p of prices)
    if (typeof p !== 'number' || !Number.isFinite(p) || p <= 0)
      throw savingsError(field, SAVINGS_MESSAGES.pricesPositive);
  const n = prices.length - 1;
  let sum = 0;
  for (let i = 1; i <= n; i++) sum += Math.log(prices[i] / prices[i - 1]);
  const mean = sum / n;
  let squares = 0;
  for (let i = 1; i <= n; i++) squares += (Math.log(prices[i] / prices[i - 1]) - mean) ** 2;
  const sigma = Math.sqrt(squares / (n - 1)) * Math.sqrt(perYear);
  const logDrift = mean * perYear + (sigma * sigma) / 2;
  // Checked on the log scale first, where an absurd series cannot overflow.
  const L = SAVINGS_LIMITS;
  const maxLog = Math.log(1 + L.maxExpectedReturnPercent / 100);
  const minLog = Math.log(1 + L.minExpectedReturnPercent / 100);
  if (!(logDrift >= minLog && logDrift <= maxLog && sigma <= L.maxVolatilityPercent / 100))
    throw savingsError(field, SAVINGS_MESSAGES.pricesOutOfRange);
  return { expectedReturn: (Math.exp(logDrift) - 1) * 100, volatility: sigma * 100, observations: n };
}

/** What the ETF core needs: the resolved model and wrapper. */
export interface EtfModel {
  amount: number;
  years: number;
  date: IsoDate;
  /** Expected yearly return and volatility as fractions. */
  m: number;
  sigma: number;
  wrapper: Wrapper;
  /** The tax schedule of a sale on a day (unused for NYESZ). */
  scheduleOn: (day: IsoDate) => TaxSchedule;
  credit?: NyeszCredit;
  levels: PriceLevels;
}

/** The core's result: rows of means, the bands, and the rules the taxes came from. */
export interface EtfPaths {
  rows: SavingsRow[];
  band: BandRow[];
  realBand: BandRow[];
  grossBand: BandRow[];
  taxRules: RuleInForce<unknown>[];
  /** The probability that the value after tax at the horizon, in start-month forints, exceeds `threshold`. */
  probabilityRealAbove: (threshold: number) => number;
}

/** E[(V_t − K)⁺] for V_t lognormal with mean F and log-sd s. */
function expectedExcess(F: number, K: number, s: number): number {
  if (K <= 0) return F - K;
  if (s === 0) return Math.max(F - K, 0);
  const d1 = (Math.log(F / K) + (s * s) / 2) / s;
  return F * normalCdf(d1) - K * normalCdf(d1 - s);
}

/** Runs the model of the module header over the anniversaries 0 … years. */
export function etfPaths(model: EtfModel): EtfPaths {
  const { amount: B, years, date, m, sigma, wrapper, credit, levels } = model;
  const mu = Math.log(1 + m);
  const drift = mu - (sigma * sigma) / 2;
  const tc = credit ? daysBetween(date, credit.arrival) / MODEL_DAYS_PER_YEAR : 0;
  const taxRules = new Map<string, RuleInForce<unknown>>();

  /** The value of the credit part at time t for a standard-normal draw z (the mean when z is undefined). */
  const creditPart = (t: number, z?: number): number => {
    if (!credit || t <= 0) return 0;
    if (t < tc) return credit.credit;
    const dt = t - tc;
    return z === undefined
      ? credit.credit * (1 + m) ** dt
      : credit.credit * Math.exp(drift * dt + z * sigma * Math.sqrt(dt));
  };
  const quantile = (t: number, z: number) => B * Math.exp(drift * t + z * sigma * Math.sqrt(t));

  const rows: SavingsRow[] = [];
  const band: BandRow[] = [];
  const realBand: BandRow[] = [];
  const grossBand: BandRow[] = [];
  let horizon: { t: number; schedule: TaxSchedule; level: number } | undefined;
  for (let k = 0; k <= years; k++) {
    const day = addYears(date, k);
    const level = levels.at(day);
    const schedule = wrapper === 'nyesz' || k === 0 ? { kinks: [], rules: [] } : model.scheduleOn(day);
    for (const r of schedule.rules) taxRules.set(r.id, r);
    const F = B * (1 + m) ** k;
    const s = sigma * Math.sqrt(k);
    let expectedTax = 0;
    for (const kink of schedule.kinks) expectedTax += kink.rate * expectedExcess(F, B + kink.threshold, s);
    const gross = F + creditPart(k);
    const net = gross - expectedTax;
    rows.push({ year: k, date: day, gross, tax: expectedTax, net, real: net / level, priceIndex: level });
    const at = (z: number) => {
      const v = quantile(k, z);
      return { gross: v + creditPart(k, z), net: v - taxOf(schedule, v - B) + creditPart(k, z) };
    };
    const [lo, mid, hi] = [at(Z_05), at(0), at(-Z_05)];
    grossBand.push({ p05: lo.gross, p50: mid.gross, p95: hi.gross });
    band.push({ p05: lo.net, p50: mid.net, p95: hi.net });
    realBand.push({ p05: lo.net / level, p50: mid.net / level, p95: hi.net / level });
    if (k === years) horizon = { t: k, schedule, level };
  }

  const probabilityRealAbove = (threshold: number): number => {
    const { t, schedule, level } = horizon!;
    const realAt = (z: number) => {
      const v = quantile(t, z);
      return (v - taxOf(schedule, v - B) + creditPart(t, z)) / level;
    };
    // The value after tax rises with z: bisection for the z where it crosses the threshold.
    let lo = -40;
    let hi = 40;
    if (realAt(lo) > threshold) return 1;
    if (realAt(hi) <= threshold) return 0;
    for (let i = 0; i < 80; i++) {
      const mid = (lo + hi) / 2;
      if (realAt(mid) > threshold) hi = mid;
      else lo = mid;
    }
    return 1 - normalCdf(hi);
  };

  return { rows, band, realBand, grossBand, taxRules: [...taxRules.values()], probabilityRealAbove };
}

/** Input of {@link etfProjection}. */
export interface EtfProjectionInput {
  /** Invested on the start day, Ft ('Befektetett összeg'). @default 1000000 */
  amount?: number;
  /** Whole years, 1 … 30 ('Befektetési idő'). @default 5 */
  years?: number;
  /** The start day, whose rules apply ('Kezdőnap'). @default today in Hungary */
  date?: IsoDate;
  /** Expected yearly return, percent ('Várható hozam'); ignored when `prices` are given. @default 7 */
  expectedReturn?: number;
  /** Yearly volatility, percent ('Volatilitás'); ignored when `prices` are given. @default 15 */
  volatility?: number;
  /** Prices to estimate both from, oldest first ('Árfolyamok'). */
  prices?: readonly number[];
  /** Prices a year ('Árfolyamok száma évente'). @default 252 */
  pricesPerYear?: number;
  /** The account ('Számla'): none, TBSZ opened on the start day, or NYESZ paid out as a pension. @default 'tbsz' */
  wrapper?: Wrapper;
  /** How a gain outside any wrapper is taxed ('Adózás számlán kívül'). @default 'controlledMarket' */
  taxClass?: TaxClass;
  /** Other income of the year counted towards the szocho cap, Ft. @default 0 */
  otherIncome?: number;
  /** Other pension credits of the year, Ft (they share the NYESZ credit's total cap). @default 0 */
  otherPensionCredits?: number;
  /** The inflation path (inflation.ts); the latest KSH annual average by default. */
  inflation?: InflationInput;
}

/** Result of {@link etfProjection}. */
export interface EtfProjectionResult {
  input: {
    amount: number;
    years: number;
    date: IsoDate;
    wrapper: Wrapper;
    taxClass: TaxClass;
    otherIncome: number;
    otherPensionCredits: number;
  };
  /** False when the wrapper's rules do not allow it (a TBSZ below its minimum payment); the figures are still computed. */
  eligible: boolean;
  /** Why not, in Hungarian. */
  reason?: string;
  /** The model's parameters, percent, and whether they were estimated from prices. */
  parameters: EtfParameters & { estimatedFrom: number | null };
  /** Expected values, year 0 … years. */
  rows: SavingsRow[];
  /** After tax, nominal: 5 / 50 / 95 %. */
  band: BandRow[];
  /** After tax, in start-month forints. */
  realBand: BandRow[];
  /** Before tax, nominal. */
  grossBand: BandRow[];
  /** The NYESZ credit and the day it arrives. */
  nyeszCredit?: { credit: number; arrival: IsoDate };
  /** The expected value after tax as a yearly rate, percent, nominal and real. */
  annualReturnPercent: number;
  realAnnualReturnPercent: number;
  rules: RuleCitation[];
  notes: string[];
}

/** The resolved ETF fields shared by {@link etfProjection} and compareSavings. */
export interface ResolvedEtf {
  m: number;
  sigma: number;
  estimatedFrom: number | null;
}

/** Resolves the ETF's parameters: from prices when given, else the two numbers. */
export function resolveEtfParameters(
  fields: { expectedReturn: unknown; volatility: unknown; prices: unknown; pricesPerYear: unknown },
  names: {
    expectedReturn: 'expectedReturn' | 'etfExpectedReturn';
    volatility: 'volatility' | 'etfVolatility';
    prices: 'prices' | 'etfPrices';
    pricesPerYear: 'pricesPerYear' | 'etfPricesPerYear';
  },
): ResolvedEtf {
  if (fields.prices !== undefined && fields.prices !== null) {
    const e = estimateFrom(fields.prices, savingsNumber(fields.pricesPerYear, names.pricesPerYear), names.prices);
    return { m: e.expectedReturn / 100, sigma: e.volatility / 100, estimatedFrom: e.observations + 1 };
  }
  return {
    m: savingsNumber(fields.expectedReturn, names.expectedReturn) / 100,
    sigma: savingsNumber(fields.volatility, names.volatility) / 100,
    estimatedFrom: null,
  };
}

/** Builds the core model of a wrapper (tax schedules, the NYESZ credit), its rules and notes. */
export function etfModel(
  base: { amount: number; years: number; date: IsoDate; levels: PriceLevels } & ResolvedEtf,
  wrapper: Wrapper,
  taxClass: TaxClass,
  otherIncome: number,
  otherPensionCredits: number,
): { model: EtfModel; rules: RuleInForce<unknown>[]; notes: string[]; reason?: string } {
  const { date } = base;
  const taxes = wrapperTaxes(wrapper, {
    date,
    openedOn: date,
    openedField: 'date',
    taxClass,
    otherIncome,
    otherPensionCredits,
    invested: base.amount,
  });
  const notes: string[] = [SAVINGS_NOTES.etfModel];
  if (base.estimatedFrom !== null) notes.push(SAVINGS_NOTES.etfEstimated(base.estimatedFrom));
  notes.push(...taxes.notes);
  if (taxes.credit) notes.push(SAVINGS_NOTES.nyeszBand);
  return {
    model: { ...base, wrapper, scheduleOn: taxes.scheduleOn, ...(taxes.credit ? { credit: taxes.credit } : {}) },
    rules: taxes.rules,
    notes,
    ...(taxes.reason ? { reason: taxes.reason } : {}),
  };
}

/** The input's fields and defaults (a function: a module-level object reading SAVINGS_DEFAULTS would stay in every bundle). */
const etfFields = () => ({
  amount: SAVINGS_DEFAULTS.amount,
  years: SAVINGS_DEFAULTS.years,
  date: undefined as IsoDate | undefined,
  expectedReturn: SAVINGS_DEFAULTS.etfExpectedReturn,
  volatility: SAVINGS_DEFAULTS.etfVolatility,
  prices: undefined as readonly number[] | undefined,
  pricesPerYear: SAVINGS_DEFAULTS.etfPricesPerYear,
  wrapper: 'tbsz' as Wrapper,
  taxClass: SAVINGS_DEFAULTS.etfTaxClass,
  otherIncome: SAVINGS_DEFAULTS.otherIncome,
  otherPensionCredits: SAVINGS_DEFAULTS.otherPensionCredits,
  inflation: undefined as InflationInput | undefined,
});

/**
 * An ETF portfolio over the years in a wrapper: expected values and the 5 / 50 / 95 % band, before and
 * after tax, nominal and real (module header).
 * @throws FinanceInputError naming the field of a bad input, or the start day when a rule it needs is not
 *   known on it.
 */
export function etfProjection(input: EtfProjectionInput = {}): EtfProjectionResult {
  const f = withDefaults(etfFields(), input, SAVINGS_LABELS);
  const date = savingsDate(f.date);
  const amount = savingsNumber(f.amount, 'amount');
  const years = savingsNumber(f.years, 'years');
  const wrapper = savingsChoice(f.wrapper, 'wrapper', WRAPPERS);
  const taxClass = savingsChoice(f.taxClass, 'taxClass', TAX_CLASSES);
  const otherIncome = savingsNumber(f.otherIncome, 'otherIncome');
  const otherPensionCredits = savingsNumber(f.otherPensionCredits, 'otherPensionCredits');
  const parameters = resolveEtfParameters(f, {
    expectedReturn: 'expectedReturn',
    volatility: 'volatility',
    prices: 'prices',
    pricesPerYear: 'pricesPerYear',
  });
  const levels = priceLevels(f.inflation, date);
  const { model, rules, notes, reason } = etfModel(
    { amount, years, date, levels, ...parameters },
    wrapper,
    taxClass,
    otherIncome,
    otherPensionCredits,
  );
  const paths = etfPaths(model);
  const final = paths.rows[years]!;
  const allRules = [...rules, ...paths.taxRules, ...(levels.rule ? [levels.rule] : [])];
  return {
    input: { amount, years, date, wrapper, taxClass, otherIncome, otherPensionCredits },
    eligible: reason === undefined,
    ...(reason ? { reason } : {}),
    parameters: {
      expectedReturn: parameters.m * 100,
      volatility: parameters.sigma * 100,
      estimatedFrom: parameters.estimatedFrom,
    },
    rows: paths.rows,
    band: paths.band,
    realBand: paths.realBand,
    grossBand: paths.grossBand,
    ...(model.credit ? { nyeszCredit: { credit: model.credit.credit, arrival: model.credit.arrival } } : {}),
    annualReturnPercent: annualised(final.net, amount, years),
    realAnnualReturnPercent: annualised(final.real, amount, years),
    rules: uniqueCitations(allRules),
    notes: [...notes, ...levels.notes(), SAVINGS_NOTES.rulesOfTheDay],
  };
}
