/**
 * `simulateParallel` in browsers: the workers are module Web Workers, one per logical core
 * (`navigator.hardwareConcurrency`) by default. Where a worker cannot start — no `Worker`, or a page
 * that may not load the script (a partner site embedding the calculator from another origin) — the
 * promise rejects with `SimulationWorkerError`, and the caller can run `simulateAsync` instead.
 */
import { SimulationWorkerError } from '../errors';
import type { MonteCarloInput, MonteCarloResult, ParallelSimulationOptions } from '../types';
import { runParallel, type ParallelWorkerHandlers, type SpawnParallelWorker } from './coordinator';
import { workerPool, type PoolableWorker } from './pool';
import type { FromParallelWorker, ToParallelWorker } from './protocol';

/** The parts of the DOM's Worker used here (this package compiles without the DOM library). */
interface WebWorker {
  postMessage(message: ToParallelWorker, transfer?: ArrayBuffer[]): void;
  terminate(): void;
  onmessage: ((event: { data: FromParallelWorker }) => void) | null;
  onerror: ((event: { preventDefault(): void; message?: string }) => void) | null;
  onmessageerror: ((event: unknown) => void) | null;
}

// The global Worker of browsers, declared by hand for the same reason; `typeof` guards its use.
declare const Worker: new (url: URL, options: { type: 'module' }) => WebWorker;

const browser = globalThis as { navigator?: { hardwareConcurrency?: number } };

/** Starts one module Web Worker running `browser-worker.ts`, for the pool. */
export function startWebWorker(): PoolableWorker {
  if (typeof Worker !== 'function') throw new SimulationWorkerError(new Error('Web Workers are not available here.'));
  // Kept in this exact form so Vite and webpack bundle the worker as its own chunk; the package
  // build rewrites the name to the bundled worker's (tsup.config.ts).
  const worker = new Worker(new URL('./browser-worker.ts', import.meta.url), { type: 'module' });
  let handlers: ParallelWorkerHandlers | null = null;
  worker.onmessage = (event) => handlers?.message(event.data);
  worker.onerror = (event) => {
    event.preventDefault();
    handlers?.error(new Error(event.message ?? 'worker error'));
  };
  worker.onmessageerror = (event) => handlers?.error(event);
  return {
    post: (message, transfer) => worker.postMessage(message, transfer),
    terminate: () => worker.terminate(),
    listen: (next) => (handlers = next),
  };
}

/** The workers `simulateParallel` runs on: started on demand, kept idle between runs (`pool.ts`). */
export const spawnWebWorker: SpawnParallelWorker = /* @__PURE__ */ workerPool(startWebWorker);

/**
 * Runs a Monte Carlo simulation (same input as `simulate`) with its paths spread over `workers` Web
 * Workers (default: the logical cores), and resolves with exactly `simulate(input)`'s result for the
 * same input, whatever the number of workers. See `ParallelSimulationOptions`.
 */
export function simulateParallel(
  input?: MonteCarloInput,
  options: ParallelSimulationOptions = {},
): Promise<MonteCarloResult> {
  return runParallel(input, options, spawnWebWorker, browser.navigator?.hardwareConcurrency ?? 2);
}
