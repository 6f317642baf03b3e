'use client';
// Published as `@penzugy/widgets/monte-carlo-calculator` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
export { MonteCarloCalculator } from './MonteCarloCalculator';
export type { MonteCarloCalculatorProps } from './MonteCarloCalculator';
export { MONTE_CARLO_FORM_DEFAULTS } from './form-value';
export type { MonteCarloCalculatorValue } from './form-value';
export {
  createParallelRunner,
  createWorkerRunner,
  createSimulationWorker,
  inThreadRunner,
  MAIN_THREAD_SLICE_MS,
} from './runner';
export type {
  DisposableSimulationRunner,
  ParallelRunnerOptions,
  SimulationRunner,
  SimulationRunOptions,
  WorkerRunnerOptions,
} from './runner';
export { MONTE_CARLO_STRINGS } from './strings';
