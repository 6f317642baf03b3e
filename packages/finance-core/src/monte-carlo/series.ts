/**
 * The output series of a run: at the output points — every `stride`-th step, at most 500 intervals,
 * plus t = T — the mean, the five percentiles (by selection on the values of all paths,
 * `quantiles.ts`) and the values of the first `samplePaths` paths. Both `simulate` and the
 * coordinator of `simulateParallel` record through this one class from the values of all paths in
 * path order, so the statistics are computed identically (exact percentiles, the same summation
 * order for the mean) however many threads produced the values.
 */
import { MONTE_CARLO_MAX_OUTPUT_INTERVALS, MONTE_CARLO_PERCENTILE_LEVELS } from './constants';
import type { PathRangeResult } from './blocks';
import { QuantileTracker } from './quantile-tracker';
import { planQuantiles } from './quantiles';
import { fractionAbove } from './statistics';
import { samplePathLabel } from './strings';
import type { MonteCarloResult, ResolvedMonteCarloInput } from './types';

const BANDS = MONTE_CARLO_PERCENTILE_LEVELS.length;

/** The output grid of a run: steps in total, the stride between output points, and their number. */
export function outputGrid(input: ResolvedMonteCarloInput): { totalSteps: number; stride: number; pointCount: number } {
  const totalSteps = input.years * input.stepsPerYear;
  const stride = Math.ceil(totalSteps / MONTE_CARLO_MAX_OUTPUT_INTERVALS);
  return { totalSteps, stride, pointCount: Math.ceil(totalSteps / stride) + 1 };
}

export class OutputSeries {
  /** Simulation time steps in total. */
  readonly totalSteps: number;
  /** Number of output points, t = 0 included. */
  readonly pointCount: number;
  /** Output point k is simulation step min(k · stride, totalSteps). */
  private readonly stride: number;
  private readonly quantiles: QuantileTracker;
  private readonly quantileOut = new Float64Array(BANDS);
  private readonly times: Float64Array;
  private readonly means: Float64Array;
  /** Percentile band b at point k is `bands[b · pointCount + k]`. */
  private readonly bands: Float64Array;
  /** Sample path s at point k is `samples[s · pointCount + k]`. */
  private readonly samples: Float64Array;

  constructor(readonly input: ResolvedMonteCarloInput) {
    ({ totalSteps: this.totalSteps, stride: this.stride, pointCount: this.pointCount } = outputGrid(input));
    this.quantiles = new QuantileTracker(planQuantiles(input.paths, MONTE_CARLO_PERCENTILE_LEVELS));
    this.times = new Float64Array(this.pointCount);
    this.means = new Float64Array(this.pointCount);
    this.bands = new Float64Array(BANDS * this.pointCount);
    this.samples = new Float64Array(input.samplePaths * this.pointCount);
    this.recordStart();
  }

  /** The simulation step of output point `point`. */
  pointStep(point: number): number {
    return Math.min(point * this.stride, this.totalSteps);
  }

  /**
   * Records output point `point` (≥ 1) from `values`, the values of all paths in path order.
   * Reorders `values` (the percentile selection works in place).
   */
  record(point: number, values: Float64Array): void {
    const { pointCount, quantileOut } = this;
    this.times[point] = this.pointStep(point) / this.input.stepsPerYear;
    let sum = 0;
    for (let p = 0; p < values.length; p++) sum += values[p]!;
    this.means[point] = sum / values.length;
    // Sample paths before the selection reorders `values`.
    for (let s = 0; s < this.input.samplePaths; s++) this.samples[s * pointCount + point] = values[s]!;
    this.quantiles.compute(values, quantileOut);
    for (let b = 0; b < BANDS; b++) this.bands[b * pointCount + point] = quantileOut[b]!;
  }

  /** The result, from the recorded series and the per-path arrays of all paths. */
  build({ finalValues, maxValues, maxDrawdowns }: PathRangeResult): MonteCarloResult {
    const { input, pointCount } = this;
    const band = (b: number) => Array.from(this.bands.subarray(b * pointCount, (b + 1) * pointCount));
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
      finalMean: avgPath[pointCount - 1]!,
      probabilityAboveInitial: fractionAbove(finalValues, input.initialValue),
    };
  }

  /**
   * Every path is at S₀ at t = 0: written exactly (no rounding in the mean), and this degenerate
   * all-equal sample is kept away from the selection code, whose JIT feedback it would skew.
   */
  private recordStart(): void {
    const { pointCount } = this;
    const s0 = this.input.initialValue;
    this.means[0] = s0;
    for (let s = 0; s < this.input.samplePaths; s++) this.samples[s * pointCount] = s0;
    for (let b = 0; b < BANDS; b++) this.bands[b * pointCount] = s0;
  }
}
