import { useMemo, useState } from 'react';
import { isFinanceInputError } from '@penzugy/finance-core';

/** Why there is no fresh result: a field the user is still typing, or input finance-core refused. */
export interface CalculationProblem {
  /** The input field concerned (e.g. `downPayment`), or null when it is not one field. */
  field: string | null;
  /** The Hungarian message to show. */
  message: string;
}

export interface CalculationState<R> {
  /** The latest result; while the input is invalid, the last good one (marked `stale`). */
  result: R | null;
  /** True while `result` belongs to an earlier, valid input. */
  stale: boolean;
  problem: CalculationProblem | null;
}

/**
 * Runs a finance-core function on the form's values. A field whose text does not parse is `null` and
 * stops the computation (no NaN ever reaches the maths or the screen); a FinanceInputError becomes a
 * message on its field. The last good result stays on screen, marked stale, so the page does not
 * jump while the user types. (The calculators' fields report once typing pauses, not on every
 * keystroke: see CalculatorLayout's NumberFieldTypingPause.)
 */
export function useCalculation<I extends Record<string, unknown>, R>(
  input: { [K in keyof I]: I[K] | null },
  compute: (input: I) => R,
  invalidMessage: (field: string) => string,
): CalculationState<R> {
  const key = JSON.stringify(input);
  const outcome = useMemo((): { result: R; problem: null } | { result: null; problem: CalculationProblem } => {
    const missing = Object.keys(input).find((k) => input[k] === null);
    if (missing) return { result: null, problem: { field: missing, message: invalidMessage(missing) } };
    try {
      return { result: compute(input as I), problem: null };
    } catch (e) {
      if (isFinanceInputError(e)) return { result: null, problem: { field: e.field, message: e.message } };
      throw e;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `input` by value; compute and invalidMessage are stable module functions
  }, [key]);
  // The last good result, kept from render to render as state (React's "information from previous
  // renders" pattern): updated in the render that computes a new one, never through a ref.
  const [lastGood, setLastGood] = useState<R | null>(outcome.result);
  if (outcome.result !== null && outcome.result !== lastGood) setLastGood(outcome.result);
  return useMemo(
    () =>
      outcome.problem === null
        ? { result: outcome.result, stale: false, problem: null }
        : { result: lastGood, stale: lastGood !== null, problem: outcome.problem },
    [outcome, lastGood],
  );
}
