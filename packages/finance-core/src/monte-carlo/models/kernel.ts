/**
 * What every model provides to the engine: one time step for all paths at once. The engine owns the
 * path state (a Float64Array with one entry per path, so memory is O(paths), never O(paths × steps))
 * and the output statistics; a model moves the state by Δt and, in the same loop, records each new
 * state in the running peak and worst fall (`drawdown.ts`).
 *
 * Models are classes rather than closures on purpose: V8 specialises optimised code to the first
 * closure's captured values and falls back to slower generic code for the next run's closure, while
 * a class method's code is the same for every instance (measured: steadier and ~7 % faster from the
 * second run on). Hot loops copy their fields into locals first.
 */
import type { Random } from '../random';
import type { ResolvedMonteCarloInput } from '../types';

/** A model's time step. */
export interface ModelKernel {
  /**
   * True when the state is the log growth x = ln(S/S₀) (the multiplicative models: GBM, Merton,
   * Heston), false when the state is the value S itself (the Gaussian models: random walk, OU).
   * Working in logs turns each exact multiplicative step into one addition, with no exp per step.
   */
  readonly logGrowth: boolean;
  /**
   * Advances every path by one time step Δt, in place, and records each path's new state with
   * `trackLogGrowth` (log growth) or `trackLevel` (value) in `peak` and `fall`.
   */
  step(state: Float64Array, peak: Float64Array, fall: Float64Array): void;
}

/** What a model needs to build its step: the validated input, the run's generator and the grid. */
export interface KernelContext {
  input: ResolvedMonteCarloInput;
  rng: Random;
  /** Time step in years, 1 / stepsPerYear. */
  dt: number;
  /** Number of paths, the length of the state array. */
  paths: number;
}

/** Annual rate from a percentage input (5 → 0.05). */
export function fromPercent(percent: number): number {
  return percent / 100;
}
