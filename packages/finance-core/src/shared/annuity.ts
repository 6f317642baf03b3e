/**
 * Annuity (equal monthly instalment) arithmetic shared by the loan and rent-or-buy models.
 *
 * Convention (spec 001 §9.2): the monthly rate is the nominal annual rate / 12 / 100, i.e. the
 * Hungarian banks' "havi kamat". For principal P, monthly rate r and n months the instalment is
 *   A = P · r / (1 − (1 + r)^−n),   and A = P / n when r = 0.
 * The balance after k payments: see {@link remainingBalance}.
 */

/** Below this monthly rate the level-payment formula loses precision; straight-line is exact to 1e-9. */
const NEGLIGIBLE_RATE = 1e-12;

/** Monthly rate as a fraction from an annual rate in percent (7.5 → 0.00625). */
export function monthlyRateFromAnnualPercent(annualPercent: number): number {
  return annualPercent / 12 / 100;
}

/** The level monthly instalment that repays `principal` in `months` payments. */
export function annuityPayment(principal: number, monthlyRate: number, months: number): number {
  if (months <= 0) return principal;
  if (principal === 0) return 0;
  if (Math.abs(monthlyRate) < NEGLIGIBLE_RATE) return principal / months;
  // expm1/log1p keep precision for tiny rates where (1+r)^n − 1 would cancel.
  const growth = Math.expm1(months * Math.log1p(monthlyRate)); // (1+r)^n − 1
  return (principal * monthlyRate * (growth + 1)) / growth;
}

/**
 * Outstanding balance after `k` of `months` level payments. Written as
 * B_k = P · ((1+r)^n − (1+r)^k) / ((1+r)^n − 1), which stays accurate to a few ulps of P even when
 * (1+r)^n is huge, unlike the textbook P(1+r)^k − A((1+r)^k − 1)/r that cancels catastrophically.
 */
export function remainingBalance(principal: number, monthlyRate: number, months: number, k: number): number {
  if (k >= months) return 0;
  if (k <= 0) return principal;
  if (Math.abs(monthlyRate) < NEGLIGIBLE_RATE) return principal * (1 - k / months);
  const lr = Math.log1p(monthlyRate);
  const gn = Math.expm1(months * lr);
  const gk = Math.expm1(k * lr);
  return (principal * (gn - gk)) / gn;
}
