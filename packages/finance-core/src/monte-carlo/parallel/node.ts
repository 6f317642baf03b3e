/**
 * `simulateParallel` on Node: the workers are `worker_threads`, one per available core by default.
 * The package's `node` export condition selects this version.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { MonteCarloInput, MonteCarloResult, ParallelSimulationOptions } from '../types';
import { runParallel, type ParallelWorkerHandlers, type SpawnParallelWorker } from './coordinator';
import { workerPool, type PoolableWorker } from './pool';

/**
 * The worker script beside this module. The build rewrites the name to the bundled worker's
 * (tsup.config.ts); run from the TypeScript sources (tests, benchmarks) it is loaded through tsx.
 */
const WORKER_URL = new URL('./node-worker.ts', import.meta.url);

/**
 * The worker is started from a line of code that imports its module (`eval: true`), never from the
 * file itself and never with an `execArgv` list, so that it runs whatever flags the process was
 * started with:
 * - without an `execArgv` option a worker inherits the process's flags as Node parsed them; an
 *   explicit list is parsed again and refused outright (ERR_WORKER_INVALID_EXEC_ARGV) when it
 *   holds a flag that applies to the whole process, such as `--max-old-space-size` or `--title`;
 * - a script given with `-e` carries `--input-type`, and a worker inheriting it may load no module
 *   *file* (ERR_INPUT_TYPE_NOT_ALLOWED), whereas its own code is string input, which that flag allows.
 * From the sources (tests, benchmarks) the line first registers tsx's loader (Node 20 applies
 * `--import` hooks of the main thread to workers only partly), resolving `tsx` from the working
 * directory: the package or the repository root, where the tests and benchmarks run.
 * `parallel.test.ts` starts a process with such flags.
 */
function startWorker(): Worker {
  const load = `import(${JSON.stringify(WORKER_URL.href)})`;
  const code = WORKER_URL.pathname.endsWith('.ts')
    ? `import('tsx/esm/api').then((tsx) => { tsx.register(); return ${load}; });`
    : load;
  return new Worker(code, { eval: true });
}

/** Starts one `worker_threads` worker running `node-worker.ts`, for the pool. */
export function startNodeWorker(): PoolableWorker {
  const worker = startWorker();
  let handlers: ParallelWorkerHandlers | null = null;
  worker.on('message', (message) => handlers?.message(message));
  worker.on('error', (cause) => handlers?.error(cause));
  worker.on('exit', (code) => {
    if (code !== 0) handlers?.error(new Error(`worker exited with code ${code}`));
  });
  return {
    post: (message, transfer) => worker.postMessage(message, transfer),
    terminate: () => void worker.terminate(),
    listen: (next) => (handlers = next),
    keepAlive: (alive) => (alive ? worker.ref() : worker.unref()),
  };
}

/** Starts one `worker_threads` worker for one run, never reused. */
export const spawnNodeWorker: SpawnParallelWorker = (handlers) => {
  const worker = startNodeWorker();
  worker.listen(handlers);
  return { post: worker.post, terminate: worker.terminate };
};

/** The workers `simulateParallel` runs on: started on demand, kept idle between runs (`pool.ts`). */
const pooledNodeWorker = /* @__PURE__ */ workerPool(startNodeWorker);

/**
 * Runs a Monte Carlo simulation (same input as `simulate`) with its paths spread over `workers`
 * threads (default: the available cores), and resolves with exactly `simulate(input)`'s result for
 * the same input, whatever the number of workers. See `ParallelSimulationOptions` for progress,
 * cancellation and the errors it rejects with.
 */
export function simulateParallel(
  input?: MonteCarloInput,
  options: ParallelSimulationOptions = {},
): Promise<MonteCarloResult> {
  return runParallel(input, options, pooledNodeWorker, availableParallelism());
}
