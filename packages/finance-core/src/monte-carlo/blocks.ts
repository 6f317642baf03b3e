/**
 * A contiguous range of path blocks and its state: what one thread simulates. `simulate` holds every
 * block of a run; each worker of `simulateParallel` holds its share. Block b covers paths
 * b·B … min((b + 1)·B, paths) − 1 with B = MONTE_CARLO_BLOCK_PATHS and draws from its own stream
 * (`blockStreams`), so a path's numbers do not depend on which range, thread or chunking ran it.
 *
 * Steps run block by block: a block advances through a whole stretch of steps while its arrays are
 * hot in the L1 cache, then the next block does the same.
 *
 * GBM and Heston run on the WebAssembly kernel where it is available (`wasm/`, about twice as fast),
 * every other model and every platform without it on the TypeScript kernels (`models/`). The two give
 * the same numbers bit for bit.
 */
import { MAX_LOG_GROWTH, MONTE_CARLO_BLOCK_PATHS } from './constants';
import { drawdownFraction } from './drawdown';
import { createModelKernel, type ModelKernel } from './models';
import { blockStreams } from './random';
import type { ResolvedMonteCarloInput } from './types';
import { createWasmPathRange } from './wasm/path-range';

/** Which kernels a range may use: the WebAssembly one where it can run, or only the TypeScript ones. */
export type KernelChoice = 'auto' | 'typescript';

/** Number of blocks of a run with `paths` paths. */
export function blockCount(paths: number): number {
  return Math.ceil(paths / MONTE_CARLO_BLOCK_PATHS);
}

/** The per-path results of a finished range, as in `MonteCarloResult`. */
export interface PathRangeResult {
  finalValues: Float64Array;
  maxValues: Float64Array;
  maxDrawdowns: Float64Array;
}

interface Block {
  kernel: ModelKernel;
  state: Float64Array;
  peak: Float64Array;
  fall: Float64Array;
}

export class PathBlocks {
  /** Index of the first path of the range. */
  readonly firstPath: number;
  /** Number of paths in the range. */
  readonly pathCount: number;
  /** Time steps done by every block of the range. */
  completedSteps = 0;
  private readonly logGrowth: boolean;
  private readonly state: Float64Array;
  private readonly peak: Float64Array;
  /** Worst fall from the peak so far, per path, as `trackLogGrowth` / `trackLevel` keep it. */
  private readonly fall: Float64Array;
  private readonly blocks: Block[] = [];
  /** Advances every path by a number of steps: the WebAssembly range's, or the TypeScript blocks'. */
  private readonly advanceBy: (steps: number) => void;

  /** Blocks `fromBlock … toBlock − 1` of the run `input`, at t = 0. */
  constructor(
    private readonly input: ResolvedMonteCarloInput,
    fromBlock = 0,
    toBlock = blockCount(input.paths),
    kernels: KernelChoice = 'auto',
  ) {
    const B = MONTE_CARLO_BLOCK_PATHS;
    this.firstPath = fromBlock * B;
    this.pathCount = Math.min(toBlock * B, input.paths) - this.firstPath;
    const streams = blockStreams(input.seed, fromBlock, toBlock);
    const wasm = kernels === 'auto' ? createWasmPathRange(input, streams, this.pathCount) : null;
    if (wasm) {
      // GBM and Heston: log growth from x = 0, as their TypeScript kernels.
      this.state = wasm.state;
      this.peak = wasm.peak;
      this.fall = wasm.fall;
      this.logGrowth = true;
      this.advanceBy = wasm.advance;
      return;
    }
    this.state = new Float64Array(this.pathCount);
    this.peak = new Float64Array(this.pathCount);
    this.fall = new Float64Array(this.pathCount);
    const dt = 1 / input.stepsPerYear;
    streams.forEach((rng, i) => {
      const start = i * B;
      const end = Math.min(start + B, this.pathCount);
      this.blocks.push({
        kernel: createModelKernel({ input, rng, dt, paths: end - start }),
        state: this.state.subarray(start, end),
        peak: this.peak.subarray(start, end),
        fall: this.fall.subarray(start, end),
      });
    });
    this.logGrowth = this.blocks[0]?.kernel.logGrowth ?? true;
    this.state.fill(this.logGrowth ? 0 : input.initialValue);
    this.peak.set(this.state);
    this.advanceBy = (steps) => {
      for (const { kernel, state, peak, fall } of this.blocks) {
        for (let s = 0; s < steps; s++) kernel.step(state, peak, fall);
      }
    };
  }

  /** Advances every path of the range to time step `step` (block by block). */
  advanceTo(step: number): void {
    const from = this.completedSteps;
    if (step <= from) return;
    this.advanceBy(step - from);
    this.completedSteps = step;
  }

  /** Writes the current values S of the range's paths to `out` from `offset` on. */
  writeValues(out: Float64Array, offset = 0): void {
    this.valuesOf(this.state, out, offset);
  }

  /** Final values, running maxima and worst drawdowns of the range's paths. */
  result(): PathRangeResult {
    const finalValues = new Float64Array(this.pathCount);
    const maxValues = new Float64Array(this.pathCount);
    this.valuesOf(this.state, finalValues, 0);
    this.valuesOf(this.peak, maxValues, 0);
    const logGrowth = this.logGrowth;
    return { finalValues, maxValues, maxDrawdowns: this.fall.map((f) => drawdownFraction(f, logGrowth)) };
  }

  /** Log-growth states become S₀·e^min(x, cap) (see MAX_LOG_GROWTH); value states are copied. */
  private valuesOf(from: Float64Array, out: Float64Array, offset: number): void {
    if (!this.logGrowth) {
      out.set(from, offset);
      return;
    }
    const s0 = this.input.initialValue;
    const cap = MAX_LOG_GROWTH;
    for (let p = 0; p < from.length; p++) out[offset + p] = s0 * Math.exp(Math.min(from[p]!, cap));
  }
}
