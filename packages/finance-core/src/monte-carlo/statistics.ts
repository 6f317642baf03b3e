/**
 * Probabilities read off a finished run. They use the per-path arrays of the result (final values,
 * worst drawdowns), so they cost one pass over the paths and need no stored paths.
 */
import { checkNumber } from '../shared/validate';
import { resultValues } from './options';
import { DRAWDOWN_FRACTION_LABEL, TARGET_VALUE_LABEL } from './strings';
import type { MonteCarloResult } from './types';

/** Share of `values` strictly above `threshold`, 0 … 1. */
export function fractionAbove(values: ArrayLike<number>, threshold: number): number {
  let count = 0;
  for (let p = 0; p < values.length; p++) if (values[p]! > threshold) count++;
  return count / values.length;
}

/**
 * Estimated probability that the value at the horizon ends above `target` (share of paths, 0 … 1).
 * @throws FinanceInputError on a target that is not a finite number, or a `result` without final values.
 */
export function probabilityAbove(result: MonteCarloResult, target: number): number {
  const values = resultValues(result, 'finalValues');
  return fractionAbove(values, checkNumber(target, 'target', TARGET_VALUE_LABEL));
}

/**
 * Estimated probability that the worst fall from a running peak exceeds `fraction` (0.2 = a 20 %
 * drawdown) at some simulation step before the horizon (share of paths, 0 … 1).
 * @throws FinanceInputError on a negative or non-finite fraction, or a `result` without drawdowns.
 */
export function probabilityDrawdownWorse(result: MonteCarloResult, fraction: number): number {
  const values = resultValues(result, 'maxDrawdowns');
  return fractionAbove(values, checkNumber(fraction, 'fraction', DRAWDOWN_FRACTION_LABEL, { min: 0 }));
}
