/**
 * Warnings about an input that is valid but where a model's numbers should be read with care.
 * Today one: Heston on a coarse grid while its variance can reach zero, where the full-truncation
 * Euler scheme is visibly biased (measured; see HESTON_FELLER_MIN_STEPS_PER_YEAR).
 */
import { HESTON_FELLER_MIN_STEPS_PER_YEAR } from './constants';
import { hestonCoarseGridWarning } from './strings';
import type { MonteCarloInput } from './types';
import { resolveMonteCarloInput } from './validation';

/**
 * Hungarian warnings for `input` (empty when there is nothing to say). Validates like `simulate`:
 * bad input throws `FinanceInputError` naming the field.
 */
export function modelWarnings(input?: MonteCarloInput): string[] {
  const r = resolveMonteCarloInput(input);
  const warnings: string[] = [];
  if (r.model === 'stochasticVolatility') {
    const fellerHolds = 2 * r.varianceReversionSpeed * r.varianceMean >= r.varianceVolatility ** 2;
    if (!fellerHolds && r.stepsPerYear < HESTON_FELLER_MIN_STEPS_PER_YEAR) {
      warnings.push(hestonCoarseGridWarning(r.stepsPerYear, HESTON_FELLER_MIN_STEPS_PER_YEAR));
    }
  }
  return warnings;
}
