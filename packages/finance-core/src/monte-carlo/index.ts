/**
 * Monte Carlo simulation of price paths under five stochastic models (docs/product.md#monte-carlo).
 * See `engine.ts` for how a run works, `models/` for each model's SDE and discretisation, and
 * `parallel/` for the same run spread over workers.
 */
export { createSimulation, simulate, simulateAsync } from './engine';
export { probabilityAbove, probabilityDrawdownWorse } from './statistics';
export { modelWarnings } from './warnings';
// The browser version; the package's `node` export condition swaps in parallel/node.ts (src/node.ts).
export { simulateParallel } from './parallel/browser';
export {
  SimulationCancelledError,
  SimulationWorkerError,
  isSimulationCancelledError,
  isSimulationWorkerError,
} from './errors';
export { modelDescriptions, parameterDescriptions, simulationParameters } from './descriptions';
export {
  HESTON_FELLER_MIN_STEPS_PER_YEAR,
  HESTON_VARIANCE_FLOOR,
  MONTE_CARLO_DEFAULT_SEED,
  MONTE_CARLO_DEFAULTS,
  MONTE_CARLO_MAX_OUTPUT_INTERVALS,
  MONTE_CARLO_MODELS,
  MONTE_CARLO_PERCENTILE_LEVELS,
  MONTE_CARLO_RANGES,
} from './constants';
export type { ModelDescription, ParameterDescription } from './descriptions';
export type { MonteCarloParameterRange } from './constants';
export type {
  AsyncSimulationOptions,
  CancellationSignal,
  MonteCarloInput,
  MonteCarloModel,
  MonteCarloParameterKey,
  MonteCarloPercentiles,
  MonteCarloResult,
  MonteCarloRun,
  MonteCarloSamplePath,
  ParallelSimulationOptions,
  ResolvedMonteCarloInput,
  SimulationOptions,
} from './types';
