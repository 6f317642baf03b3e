import { useMemo, useRef } from 'react';
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
 * jump while the user types.
 */
export function useCalculation<I extends Record<string, unknown>, R>(
  input: { [K in keyof I]: I[K] | null },
  compute: (input: I) => R,
  invalidMessage: (field: string) => string,
): CalculationState<R> {
  const lastGood = useRef<R | null>(null);
  const key = JSON.stringify(input);
  return useMemo(() => {
    const missing = Object.keys(input).find((k) => input[k] === null);
    if (missing) {
      return {
        result: lastGood.current,
        stale: lastGood.current !== null,
        problem: { field: missing, message: invalidMessage(missing) },
      };
    }
    try {
      const result = compute(input as I);
      lastGood.current = result;
      return { result, stale: false, problem: null };
    } catch (e) {
      if (isFinanceInputError(e)) {
        return {
          result: lastGood.current,
          stale: lastGood.current !== null,
          problem: { field: e.field, message: e.message },
        };
      }
      throw e;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `input` by value; compute and invalidMessage are stable module functions
  }, [key]);
}
