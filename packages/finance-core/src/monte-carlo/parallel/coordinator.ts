/**
 * `simulateParallel` without the platform: splits the run's path blocks into contiguous shares, one
 * per worker, feeds the values the workers send into the same `OutputSeries` that `simulate` uses,
 * and resolves with a result identical to `simulate(input)`'s, bit for bit. The Node and browser
 * entries (`node.ts`, `browser.ts`) only say how a worker is started.
 */
import { FinanceInputError } from '../../shared/errors';
import { checkNumber } from '../../shared/validate';
import { blockCount, type PathRangeResult } from '../blocks';
import { MAX_PARALLEL_WORKERS, MONTE_CARLO_BLOCK_PATHS, PARALLEL_BATCHES, PARALLEL_DRAIN_SLICE_MS } from '../constants';
import { SimulationCancelledError, SimulationWorkerError } from '../errors';
import { checkSimulationOptions } from '../options';
import { OutputSeries } from '../series';
import { WORKERS_LABEL } from '../strings';
import type { MonteCarloInput, MonteCarloResult, ParallelSimulationOptions } from '../types';
import { resolveMonteCarloInput } from '../validation';
import type { FromParallelWorker, ToParallelWorker } from './protocol';

/** A started worker, as the coordinator uses it. */
export interface ParallelWorker {
  /** Posts a message, moving the `transfer` buffers to the worker. */
  post(message: ToParallelWorker, transfer?: ArrayBuffer[]): void;
  /** Stops the worker at once (also mid-computation). */
  terminate(): void;
  /**
   * The run finished and the worker is idle: it may serve a later run (`pool.ts`). Without it, a
   * finished worker is terminated. A cancelled or failed run always terminates its workers.
   */
  release?(): void;
}

/** What a worker reports back; `error` for a worker that failed to load or crashed. */
export interface ParallelWorkerHandlers {
  message(message: FromParallelWorker): void;
  error(cause: unknown): void;
}

/** Starts one worker running `protocol.ts`'s `createShareHandler` (may throw if workers are unavailable). */
export type SpawnParallelWorker = (handlers: ParallelWorkerHandlers) => ParallelWorker;

type PointsMessage = Extract<FromParallelWorker, { type: 'points' }>;

/** The `workers` option checked (integer 1 … MAX_PARALLEL_WORKERS), or the platform's default. */
function workerCount(requested: unknown, fallback: number): number {
  if (requested === undefined) return Math.max(1, Math.min(MAX_PARALLEL_WORKERS, Math.floor(fallback) || 1));
  return checkNumber(requested, 'workers', WORKERS_LABEL, { min: 1, max: MAX_PARALLEL_WORKERS, integer: true });
}

/** The worker's error again: a FinanceInputError keeps its field; anything else is a worker failure. */
function workerError(message: Extract<FromParallelWorker, { type: 'error' }>): Error {
  if (message.name === 'FinanceInputError' && message.field !== null) {
    return new FinanceInputError(message.field, message.label ?? message.field, message.message);
  }
  const cause = new Error(message.message);
  cause.name = message.name;
  return new SimulationWorkerError(cause);
}

/**
 * Runs `input` on `workers` workers started by `spawn` (default `defaultWorkers`, never more than
 * there are blocks of paths). Bad input or options reject with `FinanceInputError` before any worker
 * starts; an aborted signal rejects with `SimulationCancelledError` and terminates every worker; a
 * worker that cannot start or fails rejects with `SimulationWorkerError`.
 */
export function runParallel(
  input: MonteCarloInput | undefined,
  options: ParallelSimulationOptions,
  spawn: SpawnParallelWorker,
  defaultWorkers: number,
): Promise<MonteCarloResult> {
  return new Promise<MonteCarloResult>((resolve, reject) => {
    const { signal, onProgress } = checkSimulationOptions(options);
    const resolved = resolveMonteCarloInput(input);
    const blocks = blockCount(resolved.paths);
    const count = Math.min(workerCount(options?.workers, defaultWorkers), blocks);
    if (signal?.aborted) throw new SimulationCancelledError();

    const series = new OutputSeries(resolved);
    const { pointCount, totalSteps } = series;
    const batchPoints = Math.max(1, Math.ceil((pointCount - 1) / PARALLEL_BATCHES));
    const shares = Array.from({ length: count }, (_, w) => {
      const fromBlock = Math.floor((w * blocks) / count);
      const toBlock = Math.floor(((w + 1) * blocks) / count);
      const firstPath = fromBlock * MONTE_CARLO_BLOCK_PATHS;
      return {
        fromBlock,
        toBlock,
        firstPath,
        pathCount: Math.min(toBlock * MONTE_CARLO_BLOCK_PATHS, resolved.paths) - firstPath,
      };
    });
    const queues: PointsMessage[][] = shares.map(() => []);
    const finals: (PathRangeResult | undefined)[] = shares.map(() => undefined);
    const scratch = new Float64Array(resolved.paths);
    const workers: ParallelWorker[] = [];
    let nextPoint = 1;
    let settled = false;

    const finish = (completed: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      if (typeof signal?.removeEventListener === 'function') signal.removeEventListener('abort', onAbort);
      for (const worker of workers) {
        if (completed && worker.release) worker.release();
        else worker.terminate();
      }
      outcome();
    };
    const fail = (error: unknown) => finish(false, () => reject(error));
    /** Runs `step`, failing the run if it throws. */
    const guarded = (step: () => void) => {
      try {
        step();
      } catch (e) {
        fail(e);
      }
    };
    function onAbort() {
      fail(new SimulationCancelledError());
    }

    let resumeScheduled = false;
    /** Drains in a later task (see `drain`); at most one such task is pending. */
    const resumeLater = () => {
      if (resumeScheduled) return;
      resumeScheduled = true;
      setTimeout(() => {
        resumeScheduled = false;
        if (!settled) guarded(drain);
      }, 0);
    };

    /**
     * Records every output point all workers have sent, in order — but for at most
     * PARALLEL_DRAIN_SLICE_MS at a time: when one worker lags, the others' points queue up, and
     * recording them all at once (a percentile search over every path per point) would block the
     * page's main thread for longer than a frame. The rest is recorded in a later task.
     */
    const drain = () => {
      const before = nextPoint;
      const started = Date.now();
      while (nextPoint < pointCount && queues.every((q) => q.length > 0)) {
        if (Date.now() - started >= PARALLEL_DRAIN_SLICE_MS) {
          resumeLater();
          break;
        }
        shares.forEach(({ firstPath, pathCount }, w) => {
          const batch = queues[w]![0]!;
          const i = nextPoint - batch.firstPoint;
          scratch.set(batch.values.subarray(i * pathCount, (i + 1) * pathCount), firstPath);
          if (i + 1 === batch.count) {
            queues[w]!.shift();
            workers[w]!.post({ type: 'recycle', buffer: batch.values.buffer as ArrayBuffer }, [
              batch.values.buffer as ArrayBuffer,
            ]);
          }
        });
        series.record(nextPoint++, scratch);
      }
      if (nextPoint > before) onProgress?.(series.pointStep(nextPoint - 1) / totalSteps);
      if (nextPoint === pointCount && finals.every(Boolean)) {
        const all = {
          finalValues: new Float64Array(resolved.paths),
          maxValues: new Float64Array(resolved.paths),
          maxDrawdowns: new Float64Array(resolved.paths),
        };
        shares.forEach(({ firstPath }, w) => {
          const part = finals[w]!;
          all.finalValues.set(part.finalValues, firstPath);
          all.maxValues.set(part.maxValues, firstPath);
          all.maxDrawdowns.set(part.maxDrawdowns, firstPath);
        });
        finish(true, () => resolve(series.build(all)));
      }
    };

    // An AbortSignal is heard at once; any other object with an `aborted` flag is read at each message.
    if (typeof signal?.addEventListener === 'function') signal.addEventListener('abort', onAbort, { once: true });
    try {
      shares.forEach((share, w) => {
        const worker = spawn({
          message(message) {
            if (settled) return;
            if (signal?.aborted) return onAbort();
            if (message.type === 'points') queues[w]!.push(message);
            else if (message.type === 'done') finals[w] = message;
            else return fail(workerError(message));
            guarded(drain);
          },
          error(cause) {
            fail(new SimulationWorkerError(cause));
          },
        });
        workers.push(worker);
        worker.post({ type: 'run', input: resolved, fromBlock: share.fromBlock, toBlock: share.toBlock, batchPoints });
      });
    } catch (e) {
      fail(e instanceof SimulationWorkerError ? e : new SimulationWorkerError(e));
    }
  });
}
