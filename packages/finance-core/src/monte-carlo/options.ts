/**
 * Validation of what the Monte Carlo entry points take besides the model input: the options of
 * `simulate`, `simulateAsync` and `simulateParallel` and a finished result handed to the
 * probabilities. An untyped caller's mistake (a string for `onProgress`, `null` for the options, a
 * result without its per-path arrays) is refused by name with a FinanceInputError instead of
 * surfacing later as a TypeError from deep inside a run or a worker.
 */
import { FinanceInputError } from '../shared/errors';
import { checkNumber } from '../shared/validate';
import { OPTIONS_LABEL, RESULT_LABEL } from './strings';

function refuse(field: string, text: string): never {
  throw new FinanceInputError(field, OPTIONS_LABEL, `${OPTIONS_LABEL}: ${text}`);
}

/**
 * The options object checked: absent (undefined or null) is none; `onProgress` must be a function,
 * `signal` an object with an `aborted` flag, `sliceMs` (simulateAsync) a number ≥ 0.
 */
export function checkSimulationOptions<T extends object>(options: T | null | undefined): T {
  if (options === undefined || options === null) return {} as T;
  if (typeof options !== 'object' || Array.isArray(options))
    refuse('options', 'a beállításokat objektumként adja meg (onProgress, signal).');
  const o = options as Record<string, unknown>;
  if (o.onProgress !== undefined && typeof o.onProgress !== 'function')
    refuse('onProgress', 'az onProgress egy függvény legyen.');
  const signal = o.signal;
  if (signal !== undefined && (typeof signal !== 'object' || signal === null || !('aborted' in signal))) {
    refuse('signal', 'a signal egy AbortSignal (vagy aborted mezővel rendelkező objektum) legyen.');
  }
  if (o.sliceMs !== undefined) checkNumber(o.sliceMs, 'sliceMs', `${OPTIONS_LABEL} (sliceMs)`, { min: 0 });
  return options;
}

/** The per-path array `key` of a finished run's result, checked to be a non-empty list of finite numbers. */
export function resultValues(result: unknown, key: 'finalValues' | 'maxDrawdowns'): ArrayLike<number> {
  const values = typeof result === 'object' && result !== null ? (result as Record<string, unknown>)[key] : undefined;
  const list = values instanceof Float64Array || Array.isArray(values) ? (values as ArrayLike<unknown>) : null;
  if (!list || list.length === 0) {
    throw new FinanceInputError(
      'result',
      RESULT_LABEL,
      `${RESULT_LABEL}: egy befejezett szimuláció eredményét adja meg (a ${key} értékeivel).`,
    );
  }
  for (let i = 0; i < list.length; i++) {
    const v = list[i];
    if (typeof v !== 'number' || Number.isNaN(v)) {
      throw new FinanceInputError(
        'result',
        RESULT_LABEL,
        `${RESULT_LABEL}: a ${key} lista csak számokat tartalmazhat.`,
      );
    }
  }
  return list as ArrayLike<number>;
}
