/**
 * Every number of the home-loan module that comes from the spec or from market practice, in one place.
 * docs/product.md#home-loan gives the calculator defaults and the sensitivity sweeps; the rest (validation bounds,
 * THM and stress-test defaults) is not in the spec and says where it comes from.
 */
import type { HomeLoanInput, RateResetInput, ThmInput } from './inputs';

/** docs/product.md#home-loan: the defaults of the home-loan calculator (rates in percent, money in forints). */
export const LOAN_DEFAULTS: Readonly<Required<HomeLoanInput>> = /* @__PURE__ */ Object.freeze({
  price: 50_000_000,
  downPayment: 10_000_000,
  annualRate: 7.5,
  appreciation: 3,
  alternativeReturn: 8,
  years: 30,
});

/** The loan amount of the spec's default scenario (docs/product.md#home-loan): price − down payment = 40 000 000 Ft. */
const DEFAULT_LOAN_AMOUNT = LOAN_DEFAULTS.price - LOAN_DEFAULTS.downPayment;

/**
 * Defaults of {@link thm}: the docs/product.md#home-loan default loan (40 M Ft, 7,5 %, 30 years) with no fees, so that
 * `thm({})` is the APR of the calculator's default scenario.
 */
export const THM_DEFAULTS: Readonly<Required<ThmInput>> = /* @__PURE__ */ Object.freeze({
  loanAmount: DEFAULT_LOAN_AMOUNT,
  years: LOAN_DEFAULTS.years,
  annualRate: LOAN_DEFAULTS.annualRate,
  disbursementFee: 0,
  valuationFee: 0,
  landRegistryFee: 0,
  otherFees: 0,
  monthlyFee: 0,
});

/**
 * Defaults of {@link rateResetStress}: the docs/product.md#home-loan default loan with a 5-year fixation, the shortest
 * fixation of the MNB "minősített fogyasztóbarát lakáshitel" (5/10/15 years or the full term).
 * `monthlyNetIncome` has no default: without it no payment-to-income ratio (JTM) is reported.
 */
export const RATE_RESET_DEFAULTS: Readonly<Required<Omit<RateResetInput, 'monthlyNetIncome'>>> =
  /* @__PURE__ */ Object.freeze({
    loanAmount: DEFAULT_LOAN_AMOUNT,
    annualRate: LOAN_DEFAULTS.annualRate,
    years: LOAN_DEFAULTS.years,
    fixationYears: 5,
  });

/** Rate shocks (percentage points) applied at the end of the fixation period by {@link rateResetStress}. */
export const RATE_RESET_SHOCKS = [1, 2, 4] as const;

/** An inclusive, evenly spaced sweep `from, from + step, …, to`. */
export interface LoanSweepRange {
  readonly from: number;
  readonly to: number;
  readonly step: number;
}

/**
 * docs/product.md#home-loan sensitivity sweeps: appreciation 0–10 % (step 1, the spec gives no step; whole
 * percents match the other two sweeps' resolution), down payment 5–40 % of the price in steps of 5,
 * term 10–40 years in steps of 5.
 */
export const LOAN_SENSITIVITY: Readonly<{
  appreciation: LoanSweepRange;
  downPaymentPercent: LoanSweepRange;
  termYears: LoanSweepRange;
}> = Object.freeze({
  appreciation: { from: 0, to: 10, step: 1 },
  downPaymentPercent: { from: 5, to: 40, step: 5 },
  termYears: { from: 10, to: 40, step: 5 },
});

/**
 * Validation bounds. The spec shows no validation for the loan (docs/product.md#home-loan); these reject typos and absurd
 * values while keeping every output finite: 1 Ft is the smallest amount (a positive price keeps the
 * ROE denominators positive), 10^12 Ft bounds money, −10…100 % bounds every rate, 50 years the term.
 * Rent or buy accepts other bands (mortgage rate 0…50 %, growth rates −50…50 %) for the reason given
 * at GROWTH_PERCENT_RANGE in ../rent-or-buy/constants.ts; values valid in both mean the same in both.
 */
export const LOAN_LIMITS = /* @__PURE__ */ Object.freeze({
  minMoney: 1,
  maxMoney: 1e12,
  minRatePercent: -10,
  maxRatePercent: 100,
  maxYears: 50,
});

/**
 * Two money amounts closer than half a forint are equal once shown without decimals (docs/product.md#home-loan: HUF with no
 * decimals), so the base scenario calls them a tie.
 */
export const LOAN_TIE_TOLERANCE_HUF = 0.5;

/** THM solver: stop when the step in ln(1 + THM) is below this (≈ 1e-13 in the THM for usual rates). */
export const THM_SOLVER_TOLERANCE = 1e-13;

/** THM solver: iteration cap for the bracket search and for the safeguarded Newton iteration. */
export const THM_SOLVER_MAX_ITERATIONS = 200;

/** THM as lenders show it: rounded half up to this many decimals of a percent (6,54 %). */
export const THM_DISPLAY_DECIMALS = 2;

/**
 * The HFM cases of the debt brake (their limits are dated rules: ../rules/debt-brake.ts): the general
 * rule, a first-time home buyer, a green home loan.
 */
export const LOAN_TO_VALUE_CASES = ['standard', 'firstHome', 'green'] as const;

/** One of {@link LOAN_TO_VALUE_CASES}. */
export type LoanToValueCase = (typeof LOAN_TO_VALUE_CASES)[number];

/** Defaults of {@link debtBrake}: the spec's default home (docs/product.md#home-loan) with the stress test's 5-year fixation; the income has none. */
export const DEBT_BRAKE_DEFAULTS = /* @__PURE__ */ Object.freeze({
  price: LOAN_DEFAULTS.price,
  downPayment: LOAN_DEFAULTS.downPayment,
  annualRate: LOAN_DEFAULTS.annualRate,
  years: LOAN_DEFAULTS.years,
  fixationYears: 5,
  existingMonthlyPayments: 0,
  creditLineLimits: 0,
  loanToValueCase: 'standard' as LoanToValueCase,
});

/** How a prepayment is applied: keep the instalment and end sooner, or keep the end date and pay less. */
export const PREPAYMENT_MODES = ['shorterTerm', 'lowerPayment'] as const;

/** One of {@link PREPAYMENT_MODES}. */
export type PrepaymentMode = (typeof PREPAYMENT_MODES)[number];

/**
 * The loan kinds whose prepayment fee caps differ (../rules/home-costs.ts, ../rules/programmes.ts): a
 * market-rate mortgage, the MNB's certified consumer-friendly mortgage (MFL), Otthon Start, CSOK Plusz.
 */
export const PREPAYMENT_LOAN_KINDS = ['market', 'mfl', 'otthonStart', 'csokPlusz'] as const;

/** One of {@link PREPAYMENT_LOAN_KINDS}. */
export type PrepaymentLoanKind = (typeof PREPAYMENT_LOAN_KINDS)[number];

/**
 * Defaults of {@link prepayment} besides the home loan's (LOAN_DEFAULTS): no prepayment, the instalment
 * kept, a market-rate loan whose contract charges the legal cap; the start day follows the rules' day.
 */
export const PREPAYMENT_DEFAULTS = /* @__PURE__ */ Object.freeze({
  extraMonthly: 0,
  extraFromMonth: 1,
  mode: 'shorterTerm' as PrepaymentMode,
  loanKind: 'market' as PrepaymentLoanKind,
});
