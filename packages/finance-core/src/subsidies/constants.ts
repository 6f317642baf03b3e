/**
 * The subsidised-loan module's defaults and input bounds. None of these is a regulatory figure (those
 * are dated rules in src/rules): the defaults reuse the home-loan calculator's (docs/product.md#home-loan,
 * src/loan/constants.ts), the bounds reject typos while keeping every result finite.
 */
import { DEBT_BRAKE_DEFAULTS, LOAN_DEFAULTS, LOAN_LIMITS } from '../loan/constants';
import type { NumberRule } from '../shared/validate';
import type { SubsidyProgramme } from './types';

/** The programmes, in the order the questionnaire answers them. */
export const SUBSIDY_PROGRAMMES: readonly SubsidyProgramme[] = /* @__PURE__ */ Object.freeze([
  'otthonStart',
  'csokPlusz',
  'falusiCsok',
  'babavaro',
]);

/** Defaults of the questionnaire's answers that have one (the home-loan calculator's price). */
export const SUBSIDY_ANSWER_DEFAULTS = /* @__PURE__ */ Object.freeze({
  homeKind: 'flat' as const,
  price: LOAN_DEFAULTS.price,
  married: false,
  existingChildren: 0,
  plannedChildren: 0,
  pregnant: false,
  preferredSettlement: false,
  purpose: 'purchase' as const,
  outsideBuiltUpArea: false,
});

/**
 * Defaults of the financing plan's own fields: the home-loan calculator's down payment, rate, term,
 * appreciation and alternative return, and the debt brake's 5-year fixation, so that a plan without
 * subsidies is the calculator's default loan.
 */
export const FINANCING_PLAN_DEFAULTS = /* @__PURE__ */ Object.freeze({
  ownFunds: LOAN_DEFAULTS.downPayment,
  marketRate: LOAN_DEFAULTS.annualRate,
  marketYears: LOAN_DEFAULTS.years,
  marketFixationYears: DEBT_BRAKE_DEFAULTS.fixationYears,
  /** No cap on the falusi CSOK loan's term was found (src/rules/programmes.ts): the other programmes' 25 years. */
  falusiCsokLoanYears: 25,
  babavaroRecent: true,
  disbursementFee: 0,
  valuationFee: 0,
  landRegistryFee: 0,
  otherFees: 0,
  monthlyFee: 0,
  suspendOnBirth: true,
  appreciation: LOAN_DEFAULTS.appreciation,
  alternativeReturn: LOAN_DEFAULTS.alternativeReturn,
});

/** Input bounds. */
export const SUBSIDY_LIMITS = /* @__PURE__ */ Object.freeze({
  /** Money: 0 … 10^12 Ft (a price or valuation at least 1 Ft), as the home loan. */
  money: { min: 0, max: LOAN_LIMITS.maxMoney } satisfies NumberRule,
  price: { min: LOAN_LIMITS.minMoney, max: LOAN_LIMITS.maxMoney } satisfies NumberRule,
  /** Floor area: above 0, at most 100 000 m². */
  floorArea: { min: 0, exclusiveMin: true, max: 100_000 } satisfies NumberRule,
  /** Children: whole numbers 0 … 20. */
  children: { min: 0, max: 20, integer: true } satisfies NumberRule,
  /** Ages: whole years 14 … 100. */
  age: { min: 14, max: 100, integer: true } satisfies NumberRule,
  /** Rates in percent: the home loan's −10 … 100 % for the market loan, 0 … 100 % for the others. */
  marketRate: { min: LOAN_LIMITS.minRatePercent, max: LOAN_LIMITS.maxRatePercent } satisfies NumberRule,
  rate: { min: 0, max: LOAN_LIMITS.maxRatePercent } satisfies NumberRule,
  growth: { min: LOAN_LIMITS.minRatePercent, max: LOAN_LIMITS.maxRatePercent } satisfies NumberRule,
  /** Terms and fixations: whole years, as the home loan. */
  years: { min: 1, max: LOAN_LIMITS.maxYears, integer: true } satisfies NumberRule,
  fixationYears: { min: 0, max: LOAN_LIMITS.maxYears, integer: true } satisfies NumberRule,
  /** Planned births: months 1 … 600 (50 years), at most 20 children. */
  birthMonth: { min: 1, max: 600, integer: true } satisfies NumberRule,
  maxBirths: 20,
});

/** A plan never runs longer than this many months (the longest term plus every suspension and extension). */
export const MAX_PLAN_MONTHS = 2400;
