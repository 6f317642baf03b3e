/**
 * The messages between the calculator and its simulation worker, and the worker's side of the
 * conversation as a plain function (`createWorkerHandler`), so it is unit-tested without a Worker.
 *
 * One run per id. The worker drives finance-core's `simulateAsync`, which yields to the worker's
 * event loop between slices, so a `cancel` message is heard mid-run. The result's per-path typed
 * arrays are transferred, not copied.
 */
import {
  FinanceInputError,
  isFinanceInputError,
  isSimulationCancelledError,
  simulateAsync,
  type AsyncSimulationOptions,
  type MonteCarloInput,
  type MonteCarloResult,
} from '@penzugy/finance-core';

/** Calculator → worker. */
export type ToWorkerMessage = { type: 'run'; id: number; input: MonteCarloInput } | { type: 'cancel'; id: number };

/** Worker → calculator. */
export type FromWorkerMessage =
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'result'; id: number; result: MonteCarloResult }
  | { type: 'cancelled'; id: number }
  | { type: 'error'; id: number; name: string; message: string; field: string | null; label: string | null };

/** How the worker posts: `postMessage(message, transfer)`. */
export type PostToMain = (message: FromWorkerMessage, transfer: Transferable[]) => void;

/** The buffers of a result that can move to the main thread without a copy. */
export function transferablesOf(result: MonteCarloResult): Transferable[] {
  return [result.finalValues.buffer, result.maxValues.buffer, result.maxDrawdowns.buffer];
}

/** An error as it crosses postMessage (Error subclasses lose their class in structured clone). */
export function serialiseError(id: number, e: unknown): FromWorkerMessage {
  if (isFinanceInputError(e))
    return { type: 'error', id, name: e.name, message: e.message, field: e.field, label: e.label };
  const message = e instanceof Error ? e.message : String(e);
  return { type: 'error', id, name: e instanceof Error ? e.name : 'Error', message, field: null, label: null };
}

/** The error again on the main thread: a FinanceInputError keeps its field, so the form can mark it. */
export function deserialiseError(message: Extract<FromWorkerMessage, { type: 'error' }>): Error {
  if (message.name === 'FinanceInputError' && message.field !== null) {
    return new FinanceInputError(message.field, message.label ?? message.field, message.message);
  }
  const error = new Error(message.message);
  error.name = message.name;
  return error;
}

/**
 * The worker's message handler. `run` is finance-core's `simulateAsync` (injectable for tests).
 * Returns the handler; feed it every `message` event's data.
 */
export function createWorkerHandler(
  post: PostToMain,
  run: (input: MonteCarloInput, options: AsyncSimulationOptions) => Promise<MonteCarloResult> = simulateAsync,
): (message: ToWorkerMessage) => Promise<void> {
  const runs = new Map<number, AbortController>();
  return async (message) => {
    if (message.type === 'cancel') {
      runs.get(message.id)?.abort();
      return;
    }
    const { id, input } = message;
    const controller = new AbortController();
    runs.set(id, controller);
    try {
      const result = await run(input, {
        signal: controller.signal,
        onProgress: (fraction) => post({ type: 'progress', id, fraction }, []),
      });
      if (controller.signal.aborted) post({ type: 'cancelled', id }, []);
      else post({ type: 'result', id, result }, transferablesOf(result));
    } catch (e) {
      post(isSimulationCancelledError(e) ? { type: 'cancelled', id } : serialiseError(id, e), []);
    } finally {
      runs.delete(id);
    }
  };
}
