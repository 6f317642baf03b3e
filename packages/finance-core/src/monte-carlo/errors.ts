import { CANCELLED_MESSAGE, WORKER_FAILED_MESSAGE } from './strings';

/**
 * Thrown by `simulate` / `simulateAsync` when the caller's signal is aborted. A worker can tell a
 * cancelled run from a real failure by this type (or by `name` across bundle copies).
 */
export class SimulationCancelledError extends Error {
  override readonly name = 'SimulationCancelledError';

  constructor() {
    super(CANCELLED_MESSAGE);
  }
}

/** True when `e` is a {@link SimulationCancelledError} (also across bundle copies, by name). */
export function isSimulationCancelledError(e: unknown): e is SimulationCancelledError {
  return e instanceof SimulationCancelledError || (e instanceof Error && e.name === 'SimulationCancelledError');
}

/**
 * Thrown (as a rejection) by `simulateParallel` when a worker cannot be started or stops with an
 * error: no Worker here, a script the page may not load (a cross-origin embed), a crash. The
 * calculator then runs the same simulation on the main thread instead. `cause` is the original error.
 */
export class SimulationWorkerError extends Error {
  override readonly name = 'SimulationWorkerError';

  constructor(cause?: unknown) {
    super(WORKER_FAILED_MESSAGE, { cause });
  }
}

/** True when `e` is a {@link SimulationWorkerError} (also across bundle copies, by name). */
export function isSimulationWorkerError(e: unknown): e is SimulationWorkerError {
  return e instanceof SimulationWorkerError || (e instanceof Error && e.name === 'SimulationWorkerError');
}
