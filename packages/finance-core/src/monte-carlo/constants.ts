/**
 * Every number the Monte Carlo module takes from the product (docs/product.md#monte-carlo), and the few limits we
 * had to add ourselves, in one place. Each constant cites where it comes from.
 */
import type { ResolvedMonteCarloInput } from './types';

/** The five models of docs/product.md#monte-carlo, in the order the model picker lists them. */
export const MONTE_CARLO_MODELS = [
  'gbm',
  'meanReversion',
  'randomWalk',
  'jumpDiffusion',
  'stochasticVolatility',
] as const;

/**
 * Seed used when the caller gives none, so that the first-load run (docs/product.md#monte-carlo) shows the same
 * fan chart every time and a result can be reproduced from its input alone. Any fixed value would do.
 */
export const MONTE_CARLO_DEFAULT_SEED = 123_456_789;

/** Defaults of docs/product.md#monte-carlo (`correlation` is our addition: 0 keeps the spec's uncorrelated model). */
export const MONTE_CARLO_DEFAULTS = {
  model: 'gbm',
  initialValue: 1000,
  drift: 5,
  volatility: 20,
  years: 5,
  stepsPerYear: 252,
  paths: 500,
  samplePaths: 10,
  seed: MONTE_CARLO_DEFAULT_SEED,
  reversionSpeed: 0.5,
  reversionLevel: 1000,
  jumpIntensity: 1,
  jumpMean: -0.05,
  jumpStdDev: 0.08,
  varianceMean: 0.04,
  varianceReversionSpeed: 2,
  varianceVolatility: 0.3,
  initialVariance: 0.04,
  correlation: 0,
} as const satisfies ResolvedMonteCarloInput;

/** Inclusive bounds of a numeric input, with the input's step for a number control. */
export interface MonteCarloParameterRange {
  min: number;
  max: number;
  /** Increment for a number input (a UI hint; validation only enforces `integer`). */
  step: number;
  /** Only whole numbers are valid. */
  integer: boolean;
}

/** Largest initial value or reversion level we accept: keeps every output finite (spec gives no maximum). */
const MAX_LEVEL = 1e12;

/**
 * The number-input hints of docs/product.md#monte-carlo, enforced as validation ranges. Where docs/product.md#monte-carlo is silent we chose
 * a bound and say why: drift (no hint) −50…50 %/year; initial value and reversion level (docs/product.md#monte-carlo gives only
 * min 1) at most {@link MAX_LEVEL}; seed any 32-bit unsigned integer; correlation −1…1. docs/product.md#monte-carlo gives a step
 * only for the initial value (100) and the path count (10); the other steps are ours.
 */
export const MONTE_CARLO_RANGES = {
  initialValue: { min: 1, max: MAX_LEVEL, step: 100, integer: false },
  drift: { min: -50, max: 50, step: 0.5, integer: false },
  volatility: { min: 1, max: 100, step: 0.5, integer: false },
  years: { min: 1, max: 30, step: 1, integer: true },
  stepsPerYear: { min: 12, max: 365, step: 1, integer: true },
  paths: { min: 10, max: 10_000, step: 10, integer: true },
  samplePaths: { min: 0, max: 50, step: 1, integer: true },
  seed: { min: 0, max: 0xffff_ffff, step: 1, integer: true },
  reversionSpeed: { min: 0.01, max: 10, step: 0.01, integer: false },
  reversionLevel: { min: 1, max: MAX_LEVEL, step: 100, integer: false },
  jumpIntensity: { min: 0.1, max: 10, step: 0.1, integer: false },
  jumpMean: { min: -0.5, max: 0.5, step: 0.01, integer: false },
  jumpStdDev: { min: 0.01, max: 0.5, step: 0.01, integer: false },
  varianceMean: { min: 0.01, max: 1, step: 0.01, integer: false },
  varianceReversionSpeed: { min: 0.1, max: 10, step: 0.1, integer: false },
  varianceVolatility: { min: 0.01, max: 1, step: 0.01, integer: false },
  initialVariance: { min: 0.01, max: 1, step: 0.01, integer: false },
  correlation: { min: -1, max: 1, step: 0.05, integer: false },
} as const satisfies Record<string, MonteCarloParameterRange>;

/** docs/product.md#monte-carlo: "Variance is floored at 1e-6" (Heston; see heston.ts for where it applies). */
export const HESTON_VARIANCE_FLOOR = 1e-6;

/**
 * A Heston run whose variance can reach zero (Feller's condition 2κθ ≥ ξ² fails) gets a warning
 * below this many steps a year. Measured (4 × 10 000 paths, 5 years, bias of E[ln S_T] against its
 * closed form μT − ½E∫v dt): with κ = 0.1, θ = 0.01, ξ = 1 the full-truncation Euler bias is
 * −0.046 at 12 steps (16 standard errors, the median off by ~4.5 %), −0.011 at 52, −0.005 at 104
 * and −0.0007 (within sampling error) at 252; where 2κθ ≥ ξ² it stays within sampling error
 * already at 12 steps.
 */
export const HESTON_FELLER_MIN_STEPS_PER_YEAR = 252;

/** docs/product.md#monte-carlo "Shown: percentiles 5, 25, 50, 75, 95", as probabilities for the quantile function. */
export const MONTE_CARLO_PERCENTILE_LEVELS = [0.05, 0.25, 0.5, 0.75, 0.95] as const;

/**
 * At most this many output intervals: ~500 points are more than a chart can show on any screen and
 * keep the per-point statistics (a quickselect over all paths) a small share of the run time.
 */
export const MONTE_CARLO_MAX_OUTPUT_INTERVALS = 500;

/**
 * Paths are simulated in fixed blocks of this many (the last block may be shorter), each block with
 * its own random stream (`blockStreams` in random.ts). The split into blocks depends only on the
 * path count, so a run gives the same numbers on one thread or spread over any number of workers.
 * 256 paths keep a block's state, peak, fall and normals (8 KiB each) in a core's L1 cache while it
 * runs a stretch of steps.
 */
export const MONTE_CARLO_BLOCK_PATHS = 256;

/** Most workers `simulateParallel` accepts: far beyond any useful split of ≤ 40 blocks of paths. */
export const MAX_PARALLEL_WORKERS = 64;

/**
 * Each worker of `simulateParallel` sends the values of its paths about this many times a run (a few
 * output points at a time), which is also how often progress is reported.
 */
export const PARALLEL_BATCHES = 100;

/**
 * How long a `simulateParallel` worker waits, idle, for the next run before it is stopped. Starting
 * a worker costs tens of milliseconds (a thread, a module graph, the WebAssembly compile), a tenth
 * of the largest run; a calculator run again within this time reuses the workers of the last run.
 */
export const PARALLEL_WORKER_IDLE_MS = 30_000;

/**
 * The coordinator of `simulateParallel` records queued output points for at most this long before it
 * yields to the event loop: on a page's main thread, well under the 50 ms of a long task.
 */
export const PARALLEL_DRAIN_SLICE_MS = 8;

/** `simulate` reports progress (and checks for cancellation) about this many times per run. */
export const PROGRESS_UPDATES = 100;

/** `simulateAsync` runs steps for about this long before yielding to the event loop. */
export const ASYNC_SLICE_MS = 20;

/**
 * Multiplicative models carry ln(S/S₀); values are formed as S₀·exp(min(x, this)). e^600 · 10¹² ·
 * 10 000 paths ≈ 10²⁷⁷, so even the mean over all paths stays finite. No valid input comes anywhere
 * near it (the widest GBM gives |x| < 100); it is a guarantee, not a modelling choice.
 */
export const MAX_LOG_GROWTH = 600;
