/**
 * The simulation engine: time-major over all paths, O(paths) memory.
 *
 * The state is one Float64Array entry per path. Each time step the model moves every path by Δt
 * (`models/`) and updates the per-path running maximum and worst drawdown (`drawdown.ts`). At
 * the output points — every `stride`-th step, at most 500 intervals, plus t = T — the engine takes a
 * snapshot: mean, the five percentiles by selection on a scratch copy (`quantiles.ts`), and the values
 * of the first `samplePaths` paths. Nothing else is kept, so the 10 000 × 30 × 365 run needs a few
 * hundred kilobytes of path state, not 8.8 GB.
 *
 * `createSimulation` returns a run that can be advanced in chunks of steps (for a Web Worker that must
 * yield to its event loop to hear a cancel message); `simulate` and `simulateAsync` drive it. The
 * random draws depend only on the step, never on how the run is chunked, so the result is the same
 * bit for bit however it is driven.
 */
import { ASYNC_SLICE_MS, MAX_LOG_GROWTH, MONTE_CARLO_MAX_OUTPUT_INTERVALS, MONTE_CARLO_PERCENTILE_LEVELS, PROGRESS_UPDATES } from './constants';
import { drawdownFraction } from './drawdown';
import { SimulationCancelledError } from './errors';
import { createModelKernel, type ModelKernel } from './models';
import { planQuantiles, quantilesInPlace, type QuantilePlan } from './quantiles';
import { Random } from './random';
import { fractionAbove } from './statistics';
import { samplePathLabel } from './texts';
import type {
  AsyncSimulationOptions,
  CancellationSignal,
  MonteCarloInput,
  MonteCarloResult,
  MonteCarloRun,
  ResolvedMonteCarloInput,
  SimulationOptions,
} from './types';
import { resolveMonteCarloInput } from './validation';

const BANDS = MONTE_CARLO_PERCENTILE_LEVELS.length;

class Simulation implements MonteCarloRun {
  readonly totalSteps: number;
  private completed = 0;
  private readonly kernel: ModelKernel;
  private readonly state: Float64Array;
  private readonly peak: Float64Array;
  /** Worst fall from the peak so far, per path, as `trackLogGrowth` / `trackLevel` keep it. */
  private readonly fall: Float64Array;
  /** Values at the current output point; reordered by the percentile selection. */
  private readonly scratch: Float64Array;
  private readonly quantilePlan: QuantilePlan;
  private readonly quantileOut = new Float64Array(BANDS);
  /** Output point k is simulation step min(k · stride, totalSteps). */
  private readonly stride: number;
  private readonly pointCount: number;
  private nextPoint = 1;
  private readonly times: Float64Array;
  private readonly means: Float64Array;
  /** Percentile band b at point k is `bands[b · pointCount + k]`. */
  private readonly bands: Float64Array;
  /** Sample path s at point k is `samples[s · pointCount + k]`. */
  private readonly samples: Float64Array;
  private cached: MonteCarloResult | undefined;

  constructor(readonly input: ResolvedMonteCarloInput) {
    const { paths, years, stepsPerYear, samplePaths, initialValue } = input;
    this.totalSteps = years * stepsPerYear;
    this.kernel = createModelKernel({ input, rng: new Random(input.seed), dt: 1 / stepsPerYear, paths });
    this.state = new Float64Array(paths).fill(this.kernel.logGrowth ? 0 : initialValue);
    this.peak = this.state.slice();
    this.fall = new Float64Array(paths);
    this.scratch = new Float64Array(paths);
    this.quantilePlan = planQuantiles(paths, MONTE_CARLO_PERCENTILE_LEVELS);
    this.stride = Math.ceil(this.totalSteps / MONTE_CARLO_MAX_OUTPUT_INTERVALS);
    this.pointCount = Math.ceil(this.totalSteps / this.stride) + 1;
    this.times = new Float64Array(this.pointCount);
    this.means = new Float64Array(this.pointCount);
    this.bands = new Float64Array(BANDS * this.pointCount);
    this.samples = new Float64Array(samplePaths * this.pointCount);
    this.record(0, 0);
  }

  get completedSteps(): number {
    return this.completed;
  }

  get progress(): number {
    return this.completed / this.totalSteps;
  }

  get done(): boolean {
    return this.completed === this.totalSteps;
  }

  advance(maxSteps = Infinity): number {
    const chunk = Math.max(1, Math.floor(maxSteps) || 1);
    const end = Math.min(this.totalSteps, this.completed + chunk);
    const { kernel, state, peak, fall } = this;
    while (this.completed < end) {
      const pointStep = this.pointStep(this.nextPoint);
      const stop = Math.min(end, pointStep);
      for (let step = this.completed; step < stop; step++) kernel.step(state, peak, fall);
      this.completed = stop;
      if (stop === pointStep) this.record(this.nextPoint++, stop);
    }
    return this.progress;
  }

  result(): MonteCarloResult {
    if (!this.done) throw new Error('Monte Carlo run not finished: call advance() until done.');
    this.cached ??= this.buildResult();
    return this.cached;
  }

  private pointStep(point: number): number {
    return Math.min(point * this.stride, this.totalSteps);
  }

  /**
   * Writes the values S of all paths to `out` and returns their sum. Log-growth states become
   * S₀·e^min(x, cap) (see MAX_LOG_GROWTH); value states are copied.
   */
  private valuesOf(from: Float64Array, out: Float64Array): number {
    let sum = 0;
    if (this.kernel.logGrowth) {
      const s0 = this.input.initialValue;
      const cap = MAX_LOG_GROWTH;
      for (let p = 0; p < from.length; p++) {
        const v = s0 * Math.exp(Math.min(from[p], cap));
        out[p] = v;
        sum += v;
      }
    } else {
      for (let p = 0; p < from.length; p++) {
        const v = from[p];
        out[p] = v;
        sum += v;
      }
    }
    return sum;
  }

  private record(point: number, step: number): void {
    const { pointCount, quantileOut } = this;
    this.times[point] = step / this.input.stepsPerYear;
    if (step === 0) {
      // Every path is at S₀: write it exactly (no rounding in the mean), and keep this degenerate
      // all-equal sample away from the selection code, whose JIT feedback it would skew.
      const s0 = this.input.initialValue;
      this.means[point] = s0;
      for (let s = 0; s < this.input.samplePaths; s++) this.samples[s * pointCount] = s0;
      for (let b = 0; b < BANDS; b++) this.bands[b * pointCount] = s0;
      return;
    }
    const values = this.scratch;
    this.means[point] = this.valuesOf(this.state, values) / values.length;
    // Sample paths before the selection reorders `values`.
    for (let s = 0; s < this.input.samplePaths; s++) this.samples[s * pointCount + point] = values[s];
    quantilesInPlace(values, this.quantilePlan, quantileOut);
    for (let b = 0; b < BANDS; b++) this.bands[b * pointCount + point] = quantileOut[b];
  }

  private buildResult(): MonteCarloResult {
    const { input, pointCount, kernel } = this;
    const paths = input.paths;
    const band = (b: number) => Array.from(this.bands.subarray(b * pointCount, (b + 1) * pointCount));
    const finalValues = new Float64Array(paths);
    const maxValues = new Float64Array(paths);
    this.valuesOf(this.state, finalValues);
    this.valuesOf(this.peak, maxValues);
    const maxDrawdowns = this.fall.map((f) => drawdownFraction(f, kernel.logGrowth));
    const avgPath = Array.from(this.means);
    return {
      input,
      times: Array.from(this.times),
      avgPath,
      percentiles: { p05: band(0), p25: band(1), p50: band(2), p75: band(3), p95: band(4) },
      paths: Array.from({ length: input.samplePaths }, (_, s) => ({
        path: Array.from(this.samples.subarray(s * pointCount, (s + 1) * pointCount)),
        label: samplePathLabel(s),
      })),
      finalValues,
      maxValues,
      maxDrawdowns,
      finalMean: avgPath[pointCount - 1],
      probabilityAboveInitial: fractionAbove(finalValues, input.initialValue),
    };
  }
}

/**
 * Validates `input` (defaults of spec 001 §9.4, ranges of §5) and prepares a run without simulating
 * yet. Throws `FinanceInputError` for bad input. Drive it with `advance(chunk)` until `done`.
 */
export function createSimulation(input?: MonteCarloInput): MonteCarloRun {
  return new Simulation(resolveMonteCarloInput(input));
}

function throwIfAborted(signal: CancellationSignal | undefined): void {
  if (signal?.aborted) throw new SimulationCancelledError();
}

/** About 1 % of the run, so progress is reported and cancellation checked ~100 times. */
function chunkOf(run: MonteCarloRun): number {
  return Math.ceil(run.totalSteps / PROGRESS_UPDATES);
}

/**
 * Runs a Monte Carlo simulation (spec 001 §2.4, §3.7) synchronously. Reports progress ~100 times and
 * checks `options.signal` before each chunk (throwing `SimulationCancelledError`); in a Web Worker
 * that flag can only change during the run if it is backed by shared memory, otherwise use
 * {@link simulateAsync} or {@link createSimulation}.
 */
export function simulate(input?: MonteCarloInput, options: SimulationOptions = {}): MonteCarloResult {
  const run = createSimulation(input);
  const chunk = chunkOf(run);
  while (!run.done) {
    throwIfAborted(options.signal);
    run.advance(chunk);
    options.onProgress?.(run.progress);
  }
  return run.result();
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Like {@link simulate}, but yields to the event loop every `sliceMs` of work, so a worker or page
 * stays responsive and an `AbortSignal` aborted by a message or a click stops the run. Progress is
 * reported once per slice (at most ~100 times). Same result as `simulate` for the same input.
 */
export async function simulateAsync(input?: MonteCarloInput, options: AsyncSimulationOptions = {}): Promise<MonteCarloResult> {
  const run = createSimulation(input);
  const chunk = chunkOf(run);
  const sliceMs = options.sliceMs ?? ASYNC_SLICE_MS;
  while (!run.done) {
    throwIfAborted(options.signal);
    const started = Date.now();
    do run.advance(chunk);
    while (!run.done && Date.now() - started < sliceMs);
    options.onProgress?.(run.progress);
    if (!run.done) await yieldToEventLoop();
  }
  return run.result();
}
