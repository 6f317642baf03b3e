import { CANCELLED_MESSAGE } from './texts';

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
