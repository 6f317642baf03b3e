/**
 * Workers kept for the next run. Starting a worker costs tens of milliseconds — a thread, the
 * package's module graph, the WebAssembly compile — which is a tenth of the largest run on two cores,
 * and a calculator is typically run again and again with a changed field. So a worker whose run
 * finished goes back to an idle list and serves the next run; an idle worker is stopped after
 * PARALLEL_WORKER_IDLE_MS, and on Node it does not keep the process alive meanwhile. A worker of a
 * cancelled or failed run is never reused (it may still be computing): the coordinator terminates it.
 */
import { PARALLEL_WORKER_IDLE_MS } from '../constants';
import type { ParallelWorker, ParallelWorkerHandlers, SpawnParallelWorker } from './coordinator';

/** A platform worker the pool can hand from run to run. */
export interface PoolableWorker {
  post: ParallelWorker['post'];
  terminate(): void;
  /** Where its messages and errors go from now on; null while it idles in the pool. */
  listen(handlers: ParallelWorkerHandlers | null): void;
  /** Whether the worker may keep the process alive (Node's ref/unref); browsers have no such notion. */
  keepAlive?(alive: boolean): void;
}

interface Idle {
  worker: PoolableWorker;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A `SpawnParallelWorker` that reuses idle workers started by `start` before starting new ones.
 * `idleMs`: how long a worker idles before it is stopped.
 */
export function workerPool(start: () => PoolableWorker, idleMs = PARALLEL_WORKER_IDLE_MS): SpawnParallelWorker {
  const idle: Idle[] = [];
  const drop = (entry: Idle) => {
    clearTimeout(entry.timer);
    const at = idle.indexOf(entry);
    if (at >= 0) idle.splice(at, 1);
    entry.worker.listen(null);
    entry.worker.terminate();
  };
  return (handlers: ParallelWorkerHandlers): ParallelWorker => {
    const reused = idle.pop();
    if (reused) clearTimeout(reused.timer);
    const worker = reused?.worker ?? start();
    worker.keepAlive?.(true);
    worker.listen(handlers);
    let leased = true;
    return {
      post: (message, transfer) => worker.post(message, transfer),
      terminate: () => {
        leased = false;
        worker.listen(null);
        worker.terminate();
      },
      release: () => {
        if (!leased) return;
        leased = false;
        const entry: Idle = { worker, timer: setTimeout(() => drop(entry), idleMs) };
        // A pending idle timer must not keep Node running either (no-op in browsers, where it is a number).
        (entry.timer as { unref?: () => void }).unref?.();
        // An idle worker that fails (a crash, an exit) leaves the pool.
        worker.listen({ message: () => {}, error: () => drop(entry) });
        worker.keepAlive?.(false);
        idle.push(entry);
      },
    };
  };
}
