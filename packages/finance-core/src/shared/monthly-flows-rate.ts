/**
 * The annual rate of monthly cash flows, the THM's equation (Gov. Decree 83/2010 Annex 1): the
 * THM of a level-annuity loan (../loan/thm.ts) and of a package of loans whose instalments differ from
 * month to month (a grace year, a Babaváró's falling guarantee fee, loans ending at different times,
 * ../subsidies/financing-plan.ts). The annual rate X at which the amount paid out equals
 * the present value of everything paid back, a month counting as 1/12 year, so (1+X)^(−k/12) discounts
 * month k. With y = ln(1+X)/12, the monthly force of interest, the equation is
 *   g(y) = Σ_k f_k · e^(−k·y) = 0,   f_0 > 0 the net payout, f_k ≤ 0 the borrower's payments.
 * g rises strictly with y (every payment comes after the payout), so the root is unique: it is bracketed
 * by widening steps around the monthly rate `guess`, then narrowed by Newton steps that fall back to
 * halving the bracket whenever a step would leave it. X = e^(12y) − 1. Working in y keeps X > −1 and
 * the iteration well scaled; without fees a level annuity's root is y = ln(1 + r/12), i.e.
 * X = (1 + r/12)^12 − 1 exactly.
 */

/** Bracket and iteration limits; the tolerances (on y, and on g relative to the payout) are far below a displayed 0,01 %. */
const MAX_STEPS = 200;
const TOLERANCE = 1e-15;
const VALUE_TOLERANCE = 1e-13;

/** g(y) and g'(y); ±Infinity when a discount factor overflows (only the payments can: f_0 is not discounted). */
function npv(flows: readonly number[], y: number): { value: number; slope: number } {
  let value = 0;
  let slope = 0;
  for (let k = 0; k < flows.length; k++) {
    const f = flows[k]!;
    if (f === 0) continue;
    const pv = f * Math.exp(-k * y);
    value += pv;
    slope -= k * pv;
  }
  return { value, slope };
}

/**
 * The annual rate in percent at which `flows` (month 0: the net payout, positive; months 1…: payments,
 * negative or 0) have a present value of 0; null when there is no payment or no finite rate.
 */
export function annualRateOfMonthlyFlows(flows: readonly number[], guessMonthlyRate = 0): number | null {
  if (!(flows.length > 1 && flows[0]! > 0 && flows.some((f, k) => k > 0 && f < 0))) return null;
  const start = Math.log1p(Math.max(guessMonthlyRate, -0.5));
  let lo = start;
  let hi = start;
  let width = 1e-3;
  for (let i = 0; npv(flows, lo).value > 0; i++, width *= 2) {
    if (i === MAX_STEPS) return null;
    lo = start - width;
  }
  width = 1e-3;
  for (let i = 0; npv(flows, hi).value < 0; i++, width *= 2) {
    if (i === MAX_STEPS) return null;
    hi = start + width;
  }
  let y = (lo + hi) / 2;
  for (let i = 0; i < MAX_STEPS && hi - lo > TOLERANCE; i++) {
    const { value, slope } = npv(flows, y);
    if (Math.abs(value) <= VALUE_TOLERANCE * flows[0]!) break;
    if (value < 0) lo = y;
    else hi = y;
    const newton = y - value / slope;
    y = Number.isFinite(newton) && newton > lo && newton < hi ? newton : (lo + hi) / 2;
  }
  const rate = Math.expm1(12 * y) * 100;
  return Number.isFinite(rate) ? rate : null;
}
