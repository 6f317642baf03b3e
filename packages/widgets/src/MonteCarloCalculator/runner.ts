/**
 * How the calculator gets a simulation done. A runner is a function of the input that resolves with
 * finance-core's result, reports progress and stops on an abort signal (rejecting with
 * `SimulationCancelledError`). The calculator takes one as a prop, so unit tests (jsdom has no
 * Worker) and hosts with their own scheduling can pass another.
 *
 * - `createParallelRunner()` — the default: finance-core's `simulateParallel`, the paths spread over
 *   one Web Worker per core, so the page never waits on the maths and a large run finishes sooner.
 *   The same result as `simulate` for the same input. Falls back to the main thread where workers
 *   cannot run (no Worker, a cross-origin embed that may not load the script, a worker that fails).
 * - `createWorkerRunner()` — the whole run in one module Web Worker (simulation.worker.ts), with the
 *   same fallbacks.
 * - `inThreadRunner` — finance-core's `simulateAsync` on the calling thread, in ~20 ms slices with a
 *   yield to the event loop in between, so even there no task blocks the page for 50 ms.
 */
import {
  isSimulationWorkerError,
  simulateAsync,
  simulateParallel,
  SimulationCancelledError,
  type MonteCarloInput,
  type MonteCarloResult,
} from '@penzugy/finance-core';
import type { FromWorkerMessage, ToWorkerMessage } from './worker-protocol';
import { deserialiseError } from './worker-protocol';

/** What a runner is told besides the input. */
export interface SimulationRunOptions {
  /** Called with the share of the run done, 0 < f ≤ 1 (about 100 times a run). */
  onProgress?: (fraction: number) => void;
  /** Aborting it stops the run; the promise then rejects with `SimulationCancelledError`. */
  signal?: AbortSignal;
}

/** Runs one simulation: resolves with the result, rejects with `FinanceInputError` for bad input. */
export type SimulationRunner = (input: MonteCarloInput, options: SimulationRunOptions) => Promise<MonteCarloResult>;

/** A runner that owns resources (a worker) until disposed. */
export interface DisposableSimulationRunner {
  run: SimulationRunner;
  /** Stops every pending run and releases the worker. */
  dispose(): void;
}

/** Slice length of the main-thread runner: well under the 50 ms long-task threshold. */
export const MAIN_THREAD_SLICE_MS = 20;

/** Runs on the calling thread in slices of {@link MAIN_THREAD_SLICE_MS}, yielding in between. */
export const inThreadRunner: SimulationRunner = (input, { onProgress, signal }) =>
  simulateAsync(input, { onProgress, signal, sliceMs: MAIN_THREAD_SLICE_MS });

/**
 * The worker, in the one form bundlers recognise and split into its own chunk (Vite, Storybook,
 * webpack 5). Throws where `Worker` or `import.meta.url` is missing; the runner then falls back.
 */
export function createSimulationWorker(): Worker {
  if (typeof Worker === 'undefined') throw new Error('Web Workers are not available here.');
  return new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' });
}

export interface ParallelRunnerOptions {
  /** Runs the simulation on workers. @default finance-core's simulateParallel */
  simulate?: SimulationRunner;
  /** Used when no worker can run. @default inThreadRunner */
  fallback?: SimulationRunner;
}

/**
 * A runner backed by finance-core's `simulateParallel` (Web Workers, one per core, kept idle for 30 s
 * after a run so the next one starts at once). Where workers are unavailable — no `Worker`, a script the page may not load,
 * a worker that fails (`SimulationWorkerError`) — this and every later run go to `fallback`.
 */
export function createParallelRunner({
  simulate = simulateParallel,
  fallback = inThreadRunner,
}: ParallelRunnerOptions = {}): DisposableSimulationRunner {
  let broken = false;
  const running = new Set<AbortController>();

  const run: SimulationRunner = async (input, options) => {
    if (broken || typeof Worker === 'undefined') return fallback(input, options);
    // Our own controller too, so dispose() can stop the run's workers.
    const controller = new AbortController();
    const abort = () => controller.abort();
    if (options.signal?.aborted) abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    running.add(controller);
    try {
      return await simulate(input, { ...options, signal: controller.signal });
    } catch (e) {
      if (!isSimulationWorkerError(e) || controller.signal.aborted) throw e;
      broken = true;
      return fallback(input, options);
    } finally {
      running.delete(controller);
      options.signal?.removeEventListener('abort', abort);
    }
  };

  const dispose = () => {
    for (const controller of running) controller.abort();
    running.clear();
  };

  return { run, dispose };
}

export interface WorkerRunnerOptions {
  /** Creates the worker. @default createSimulationWorker */
  createWorker?: () => Worker;
  /** Used when no worker can run. @default inThreadRunner */
  fallback?: SimulationRunner;
}

interface PendingRun {
  input: MonteCarloInput;
  options: SimulationRunOptions;
  resolve: (result: MonteCarloResult) => void;
  reject: (error: unknown) => void;
}

/** A runner backed by one lazily created worker, shared by the runs of one calculator. */
export function createWorkerRunner({
  createWorker = createSimulationWorker,
  fallback = inThreadRunner,
}: WorkerRunnerOptions = {}): DisposableSimulationRunner {
  let worker: Worker | null = null;
  let broken = false;
  let nextId = 1;
  const pending = new Map<number, PendingRun>();

  const onMessage = (event: MessageEvent<FromWorkerMessage>) => {
    const message = event.data;
    const run = pending.get(message.id);
    if (!run) return; // cancelled here already, or from a disposed calculator
    if (message.type === 'progress') {
      run.options.onProgress?.(message.fraction);
      return;
    }
    pending.delete(message.id);
    if (message.type === 'result') run.resolve(message.result);
    else if (message.type === 'cancelled') run.reject(new SimulationCancelledError());
    else run.reject(deserialiseError(message));
  };

  // The worker could not load (or died): finish its runs on this thread rather than hang.
  const onError = (event: Event) => {
    event.preventDefault();
    broken = true;
    worker?.terminate();
    worker = null;
    const runs = [...pending.values()];
    pending.clear();
    for (const run of runs) fallback(run.input, run.options).then(run.resolve, run.reject);
  };

  const ensureWorker = (): Worker | null => {
    if (broken) return null;
    if (worker) return worker;
    try {
      worker = createWorker();
    } catch {
      broken = true;
      return null;
    }
    worker.addEventListener('message', onMessage as EventListener);
    worker.addEventListener('error', onError);
    return worker;
  };

  const post = (message: ToWorkerMessage) => worker?.postMessage(message);

  const run: SimulationRunner = (input, options) => {
    if (options.signal?.aborted) return Promise.reject(new SimulationCancelledError());
    if (!ensureWorker()) return fallback(input, options);
    const id = nextId++;
    return new Promise<MonteCarloResult>((resolve, reject) => {
      const { signal } = options;
      const onAbort = () => {
        if (!pending.delete(id)) return;
        post({ type: 'cancel', id });
        reject(new SimulationCancelledError());
      };
      const settle =
        <T>(fn: (value: T) => void) =>
        (value: T) => {
          signal?.removeEventListener('abort', onAbort);
          fn(value);
        };
      signal?.addEventListener('abort', onAbort, { once: true });
      pending.set(id, { input, options, resolve: settle(resolve), reject: settle(reject) });
      post({ type: 'run', id, input });
    });
  };

  const dispose = () => {
    for (const [id, p] of pending) {
      post({ type: 'cancel', id });
      p.reject(new SimulationCancelledError());
    }
    pending.clear();
    worker?.terminate();
    worker = null;
  };

  return { run, dispose };
}
