/**
 * Annuity (equal monthly instalment) arithmetic shared by the loan and rent-or-buy models.
 *
 * Convention (docs/product.md#home-loan): the monthly rate is the nominal annual rate / 12 / 100, i.e. the
 * Hungarian banks' "havi kamat". For principal P, monthly rate r and n months the instalment is
 *   A = P · r / (1 − (1 + r)^−n),   and A = P / n when r = 0.
 * The balance after k payments: see {@link remainingBalance}.
 */

import { checkNumber, type NumberRule } from './validate';

/** Below this monthly rate the level-payment formula loses precision; straight-line is exact to 1e-9. */
const NEGLIGIBLE_RATE = 1e-12;

/**
 * Accepted arguments of the annuity helpers. Wider than any form allows (loans take −10…100 % a year),
 * yet every result stays finite: a monthly rate above −100 % keeps 1 + r positive, and the overflow of
 * (1+r)^n for long terms at high rates is handled by the formulas below.
 */
export const ANNUITY_LIMITS = /* @__PURE__ */ Object.freeze({
  /** Largest principal, Ft (a thousand times the forms' 10^12 Ft). */
  maxPrincipal: 1e15,
  /** Monthly rate as a fraction: above −1 (−100 %), at most 1 (100 % a month). */
  minMonthlyRate: -1,
  maxMonthlyRate: 1,
  /** Longest term, months (100 years). */
  maxMonths: 1200,
});

/** The Hungarian names of the annuity helpers' arguments, used in their error messages. */
export const ANNUITY_LABELS = /* @__PURE__ */ Object.freeze({
  principal: 'Hitelösszeg',
  monthlyRate: 'Havi kamatláb',
  months: 'Futamidő (hónap)',
  k: 'Megfizetett részletek száma',
  annualPercent: 'Éves kamat',
});

const PRINCIPAL: NumberRule = { min: 0, max: ANNUITY_LIMITS.maxPrincipal };
const MONTHLY_RATE: NumberRule = {
  min: ANNUITY_LIMITS.minMonthlyRate,
  exclusiveMin: true,
  max: ANNUITY_LIMITS.maxMonthlyRate,
};
const MONTHS: NumberRule = { min: 1, max: ANNUITY_LIMITS.maxMonths, integer: true };
/** 12 × 100 × the monthly limits, so that every accepted annual rate converts to an accepted monthly one. */
const ANNUAL_PERCENT: NumberRule = {
  min: ANNUITY_LIMITS.minMonthlyRate * 1200,
  exclusiveMin: true,
  max: ANNUITY_LIMITS.maxMonthlyRate * 1200,
};

/**
 * Monthly rate as a fraction from an annual rate in percent (7.5 → 0.00625).
 * @throws FinanceInputError unless −1200 < annualPercent ≤ 1200.
 */
export function monthlyRateFromAnnualPercent(annualPercent: number): number {
  checkNumber(annualPercent, 'annualPercent', ANNUITY_LABELS.annualPercent, ANNUAL_PERCENT);
  return annualPercent / 12 / 100;
}

function checkAnnuityArguments(principal: number, monthlyRate: number, months: number): void {
  checkNumber(principal, 'principal', ANNUITY_LABELS.principal, PRINCIPAL);
  checkNumber(monthlyRate, 'monthlyRate', ANNUITY_LABELS.monthlyRate, MONTHLY_RATE);
  checkNumber(months, 'months', ANNUITY_LABELS.months, MONTHS);
}

/**
 * The level monthly instalment that repays `principal` in `months` payments.
 * @throws FinanceInputError unless 0 ≤ principal ≤ 10^15, −1 < monthlyRate ≤ 1 and months is a whole
 *   number in 1…1200 (a term of 0 or less has no instalment).
 */
export function annuityPayment(principal: number, monthlyRate: number, months: number): number {
  checkAnnuityArguments(principal, monthlyRate, months);
  if (principal === 0) return 0;
  if (Math.abs(monthlyRate) < NEGLIGIBLE_RATE) return principal / months;
  // expm1/log1p keep precision for tiny rates where (1+r)^n − 1 would cancel.
  const lr = Math.log1p(monthlyRate);
  const growth = Math.expm1(months * lr); // (1+r)^n − 1
  // (1+r)^n beyond double range (e.g. 100 % a month for 100 years): the same formula divided through
  // by (1+r)^n, A = P r / (1 − (1+r)^−n).
  if (!Number.isFinite(growth)) return (principal * monthlyRate) / -Math.expm1(-months * lr);
  // The ratio first: P·r·(1+r)^n would overflow for a large P long before the result does.
  return principal * monthlyRate * ((growth + 1) / growth);
}

/**
 * Outstanding balance after `k` of `months` level payments. Written as
 * B_k = P · ((1+r)^n − (1+r)^k) / ((1+r)^n − 1), which stays accurate to a few ulps of P even when
 * (1+r)^n is huge, unlike the textbook P(1+r)^k − A((1+r)^k − 1)/r that cancels catastrophically.
 * @throws FinanceInputError on the arguments of {@link annuityPayment}, or unless k is a whole number in 0…months.
 */
export function remainingBalance(principal: number, monthlyRate: number, months: number, k: number): number {
  checkAnnuityArguments(principal, monthlyRate, months);
  checkNumber(k, 'k', ANNUITY_LABELS.k, { min: 0, max: months, integer: true });
  if (k === months) return 0;
  if (k === 0) return principal;
  if (Math.abs(monthlyRate) < NEGLIGIBLE_RATE) return principal * (1 - k / months);
  const lr = Math.log1p(monthlyRate);
  const gn = Math.expm1(months * lr);
  // (1+r)^n beyond double range: divide through by (1+r)^n, B_k = P (1 − (1+r)^(k−n)) / (1 − (1+r)^−n).
  if (!Number.isFinite(gn)) return (principal * Math.expm1((k - months) * lr)) / Math.expm1(-months * lr);
  const gk = Math.expm1(k * lr);
  // The ratio (in [0, 1]) first: P·((1+r)^n − (1+r)^k) overflows for a large P when (1+r)^n is near
  // the top of double range (e.g. 8.6e9 Ft at 100 % a month over 991 months).
  return principal * ((gn - gk) / gn);
}
