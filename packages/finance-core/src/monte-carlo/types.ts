/**
 * Public types of the Monte Carlo module: the input (docs/product.md#monte-carlo, every field optional), the
 * result (docs/product.md#monte-carlo plus per-path statistics), and the run handle a Web Worker drives.
 */
import type { MONTE_CARLO_MODELS, MONTE_CARLO_RANGES } from './constants';

/** One of the five models of docs/product.md#monte-carlo. */
export type MonteCarloModel = (typeof MONTE_CARLO_MODELS)[number];

/** The numeric input fields (every field of {@link MonteCarloInput} except `model`). */
export type MonteCarloParameterKey = keyof typeof MONTE_CARLO_RANGES;

/**
 * Input of {@link simulate}. Every field is optional and defaults to docs/product.md#monte-carlo; the valid ranges
 * are the docs/product.md#monte-carlo input hints (see `MONTE_CARLO_RANGES`). Rates are in percent per year, as on the form.
 */
export interface MonteCarloInput {
  /** The stochastic model. @default 'gbm' */
  model?: MonteCarloModel;
  /** Value at t = 0 (S₀), in any currency unit; 1 … 10¹². @default 1000 */
  initialValue?: number;
  /** Expected return μ, percent per year (continuously compounded: GBM mean grows as e^(μt)); −50 … 50. @default 5 */
  drift?: number;
  /** Volatility σ, percent per √year; 1 … 100. For the Gaussian models σ·S₀ is the absolute volatility. @default 20 */
  volatility?: number;
  /** Time horizon T in whole years; 1 … 30. @default 5 */
  years?: number;
  /** Simulation steps per year (Δt = 1/stepsPerYear); 12 … 365. @default 252 */
  stepsPerYear?: number;
  /** Number of simulated paths; 10 … 10 000. @default 500 */
  paths?: number;
  /** How many of the paths are returned whole for drawing (the first ones); 0 … 50, at most `paths`. @default 10 */
  samplePaths?: number;
  /** Seed of the random generator, an integer 0 … 2³² − 1; the same seed gives the same result bit for bit. @default 123456789 */
  seed?: number;
  /** Mean reversion speed κ of the Ornstein–Uhlenbeck model, per year; 0.01 … 10. @default 0.5 */
  reversionSpeed?: number;
  /** Long-run level θ the Ornstein–Uhlenbeck model reverts to; 1 … 10¹². @default 1000 */
  reversionLevel?: number;
  /** Jump intensity λ of the Merton model, expected jumps per year; 0.1 … 10. @default 1 */
  jumpIntensity?: number;
  /** Mean μ_J of the log jump size (−0.05 ≈ a 5 % fall); −0.5 … 0.5. @default -0.05 */
  jumpMean?: number;
  /** Standard deviation δ of the log jump size; 0.01 … 0.5. @default 0.08 */
  jumpStdDev?: number;
  /** Long-run variance θ of the Heston model (0.04 = 20 % volatility); 0.01 … 1. @default 0.04 */
  varianceMean?: number;
  /** Speed κ at which the Heston variance reverts, per year; 0.1 … 10. @default 2 */
  varianceReversionSpeed?: number;
  /** Volatility ξ of the Heston variance ("vol of vol"); 0.01 … 1. @default 0.3 */
  varianceVolatility?: number;
  /** Heston variance at t = 0, v₀; 0.01 … 1. @default 0.04 */
  initialVariance?: number;
  /** Correlation ρ between the Heston price and variance shocks (negative = leverage effect); −1 … 1. @default 0 */
  correlation?: number;
}

/** The input with every default filled in and validated; this is what was simulated. */
export type ResolvedMonteCarloInput = Required<MonteCarloInput>;

/** The percentile bands of the fan chart (docs/product.md#monte-carlo), one value per output point. */
export interface MonteCarloPercentiles {
  /** 5th percentile (not the worst case: 5 % of paths are below it). */
  p05: number[];
  /** 25th percentile. */
  p25: number[];
  /** Median. */
  p50: number[];
  /** 75th percentile. */
  p75: number[];
  /** 95th percentile. */
  p95: number[];
}

/** One path returned whole for drawing. */
export interface MonteCarloSamplePath {
  /** Values at the output points. */
  path: number[];
  /** Hungarian legend label, e.g. `1. útvonal`. */
  label: string;
}

/**
 * Result of {@link simulate} (docs/product.md#monte-carlo). Series are sampled at the output points: at most 501
 * evenly spaced simulation steps, always including t = 0 and t = T. Per-path arrays have one entry
 * per simulated path and are typed arrays (cheap to transfer from a Web Worker).
 */
export interface MonteCarloResult {
  /** The input after defaults, exactly as simulated. */
  input: ResolvedMonteCarloInput;
  /** Time of each output point in years, from 0 to `years`. */
  times: number[];
  /** Mean over all paths at each output point. */
  avgPath: number[];
  /** Percentile bands at each output point (linear interpolation between order statistics, Hyndman–Fan type 7). */
  percentiles: MonteCarloPercentiles;
  /** The first `samplePaths` paths at the output points. */
  paths: MonteCarloSamplePath[];
  /** Value of every path at T. */
  finalValues: Float64Array;
  /** Highest value every path reached (checked at every simulation step, not only at output points). */
  maxValues: Float64Array;
  /**
   * Worst peak-to-trough fall of every path, as a fraction of the running peak: (peak − value) / peak,
   * checked at every step. In [0, 1) for the multiplicative models; the Gaussian models (mean
   * reversion, random walk) can go below zero, so there it can exceed 1.
   */
  maxDrawdowns: Float64Array;
  /** Mean of `finalValues` (the "final average" stat card). */
  finalMean: number;
  /** Share of paths that end above the initial value, 0 … 1. */
  probabilityAboveInitial: number;
}

/** An `AbortSignal`, or anything else with an `aborted` flag read before every chunk. */
export interface CancellationSignal {
  /** When true, the run stops at the next chunk boundary. */
  readonly aborted: boolean;
}

/** Options of {@link simulate}. */
export interface SimulationOptions {
  /** Called after each chunk with the share of time steps done, 0 < f ≤ 1; about 100 calls, the last with 1. */
  onProgress?: (fraction: number) => void;
  /** Read before every chunk; once `aborted` is true the run throws `SimulationCancelledError`. */
  signal?: CancellationSignal;
}

/** Options of {@link simulateAsync}. */
export interface AsyncSimulationOptions extends SimulationOptions {
  /** Milliseconds of work between two yields to the event loop. @default 20 */
  sliceMs?: number;
}

/** Options of `simulateParallel`. */
export interface ParallelSimulationOptions {
  /**
   * Number of workers, an integer 1 … 64; never more are started than there are blocks of 256 paths.
   * The result does not depend on it. @default the available cores (Node) or logical processors (browser)
   */
  workers?: number;
  /** Called with the share of time steps done, 0 < f ≤ 1, increasing, about 100 times; the last call gives 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it terminates every worker and rejects the promise with `SimulationCancelledError`. */
  signal?: AbortSignal;
}

/**
 * A simulation that runs in pieces: a Web Worker calls `advance` a chunk at a time and yields to its
 * event loop in between, so it can receive a cancel message. Splitting never changes the result.
 */
export interface MonteCarloRun {
  /** The validated input being simulated. */
  readonly input: ResolvedMonteCarloInput;
  /** Simulation time steps in total, `years × stepsPerYear`. */
  readonly totalSteps: number;
  /** Time steps done so far (for all paths). */
  readonly completedSteps: number;
  /** `completedSteps / totalSteps`, 0 … 1. */
  readonly progress: number;
  /** True once every time step is done and `result()` may be called. */
  readonly done: boolean;
  /** Runs up to `maxSteps` more time steps (at least one) and returns the new progress; a non-number is refused (FinanceInputError). @default all remaining */
  advance(maxSteps?: number): number;
  /** The result; throws a FinanceInputError (field `run`) if the run is not done yet. Computed once, then the same object is returned. */
  result(): MonteCarloResult;
}
