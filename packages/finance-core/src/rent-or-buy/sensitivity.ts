/**
 * Sensitivity of the rent-or-buy outcome to appreciation, investment return and mortgage rate
 * (the three sensitivity charts, offsets −2 … +2 percentage points; docs/product.md#rent-or-buy).
 *
 * The original product drew these charts from an approximate formula it did not state (docs/product.md#rent-or-buy), so
 * the charts could disagree with the main result — a defect. Here every point is an exact re-run of the
 * model with one parameter shifted: a point equals `rentOrBuy({ ...input, [parameter]: value })` to the
 * last bit, and the offset-0 point is the base run itself.
 *
 * With a `rate` financing the mortgage-rate chart shifts its subsidised rate; with a `plan` the rate
 * is the plan's, so that chart has only its offset-0 point.
 *
 * A shifted value that the model would reject (a mortgage rate below 0, a growth rate beyond
 * ±50 %) is SKIPPED, not clamped: clamping would plot a point labelled "−2 pp" at a value that is not
 * base − 2, and several offsets could collapse onto one value. A parameter can thus have fewer than
 * five points; the offset-0 point is always there because the base input is validated first.
 */
import { isFinanceInputError } from '../shared/errors';
import { RENT_OR_BUY_SENSITIVITY_OFFSETS, RENT_OR_BUY_SENSITIVITY_PARAMETERS } from './constants';
import { resolveRentOrBuyInput } from './input';
import { simulateRentOrBuy } from './model';
import type {
  RentOrBuyFinancedInput,
  RentOrBuySensitivity,
  RentOrBuySensitivityParameter,
  RentOrBuySensitivityPoint,
  ResolvedRentOrBuyInput,
} from './types';

/** The input with `parameter` at `value`; the mortgage rate of a `rate` financing is its subsidised rate. */
function shift(
  base: ResolvedRentOrBuyInput,
  parameter: RentOrBuySensitivityParameter,
  value: number,
): RentOrBuyFinancedInput {
  const f = base.financing;
  if (parameter === 'mortgageRate' && f?.kind === 'rate') return { ...base, financing: { ...f, annualRate: value } };
  return { ...base, [parameter]: value };
}

function sweep(base: ResolvedRentOrBuyInput, parameter: RentOrBuySensitivityParameter): RentOrBuySensitivityPoint[] {
  const points: RentOrBuySensitivityPoint[] = [];
  const from =
    parameter === 'mortgageRate' && base.financing?.kind === 'rate' ? base.financing.annualRate : base[parameter];
  const fixedPlan = parameter === 'mortgageRate' && base.financing?.kind === 'plan';
  for (const offset of RENT_OR_BUY_SENSITIVITY_OFFSETS) {
    if (fixedPlan && offset !== 0) continue;
    const value = from + offset;
    let shifted: ResolvedRentOrBuyInput;
    try {
      // The same validation as rentOrBuy decides which shifted values exist, so the two cannot disagree.
      shifted = resolveRentOrBuyInput(shift(base, parameter, value));
    } catch (e) {
      if (isFinanceInputError(e)) continue;
      throw e;
    }
    const o = simulateRentOrBuy(shifted);
    points.push({
      offset,
      value,
      finalBuyNetWorth: o.finalBuyNetWorth,
      finalRentNetWorth: o.finalRentNetWorth,
      difference: o.finalBuyNetWorth - o.finalRentNetWorth,
      breakEvenMonth: o.breakEvenMonth,
    });
  }
  return points;
}

/**
 * Re-runs the model exactly with appreciation, investment return and mortgage rate each shifted by
 * −2 … +2 percentage points; out-of-range shifted values are skipped. Throws FinanceInputError on invalid input.
 */
export function rentOrBuySensitivity(input: RentOrBuyFinancedInput = {}): RentOrBuySensitivity {
  const base = resolveRentOrBuyInput(input);
  const result = {} as RentOrBuySensitivity;
  for (const parameter of RENT_OR_BUY_SENSITIVITY_PARAMETERS) result[parameter] = sweep(base, parameter);
  return result;
}
