/**
 * The simulation engine: O(paths) memory, paths in fixed blocks with their own random streams.
 *
 * The state is one Float64Array entry per path (`blocks.ts`). Between two output points every block
 * of paths runs through the steps in turn: the model moves its paths by Δt (`models/`) and updates
 * the per-path running maximum and worst drawdown (`drawdown.ts`). At the output points — every
 * `stride`-th step, at most 500 intervals, plus t = T — `series.ts` takes a snapshot: mean, the five
 * percentiles by selection, and the values of the first `samplePaths` paths. Nothing else is kept, so
 * the 10 000 × 30 × 365 run needs a few hundred kilobytes of path state, not 8.8 GB.
 *
 * `createSimulation` returns a run that can be advanced in chunks of steps (for a Web Worker that must
 * yield to its event loop to hear a cancel message); `simulate` and `simulateAsync` drive it. A
 * block's draws depend only on the seed, the block and the step, never on how the run is chunked or
 * which thread runs the block, so the result is the same bit for bit however it is driven — and the
 * same as `simulateParallel`'s.
 */
import { ASYNC_SLICE_MS, PROGRESS_UPDATES } from './constants';
import { PathBlocks } from './blocks';
import { FinanceInputError } from '../shared/errors';
import { SimulationCancelledError } from './errors';
import { checkSimulationOptions } from './options';
import { MAX_STEPS_LABEL, RUN_LABEL } from './strings';
import { OutputSeries } from './series';
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

class Simulation implements MonteCarloRun {
  readonly totalSteps: number;
  private readonly blocks: PathBlocks;
  private readonly series: OutputSeries;
  /** Values of all paths at the current output point; reordered by the percentile selection. */
  private readonly scratch: Float64Array;
  private nextPoint = 1;
  private cached: MonteCarloResult | undefined;

  constructor(readonly input: ResolvedMonteCarloInput) {
    this.series = new OutputSeries(input);
    this.totalSteps = this.series.totalSteps;
    this.blocks = new PathBlocks(input);
    this.scratch = new Float64Array(input.paths);
  }

  get completedSteps(): number {
    return this.blocks.completedSteps;
  }

  get progress(): number {
    return this.completedSteps / this.totalSteps;
  }

  get done(): boolean {
    return this.completedSteps === this.totalSteps;
  }

  advance(maxSteps = Infinity): number {
    if (typeof maxSteps !== 'number' || Number.isNaN(maxSteps)) {
      throw new FinanceInputError(
        'maxSteps',
        MAX_STEPS_LABEL,
        `${MAX_STEPS_LABEL}: számot adjon meg (vagy semmit: a teljes hátralévő futás).`,
      );
    }
    const chunk = Math.max(1, Math.floor(maxSteps) || 1);
    const end = Math.min(this.totalSteps, this.completedSteps + chunk);
    const { blocks, series, scratch } = this;
    while (blocks.completedSteps < end) {
      const pointStep = series.pointStep(this.nextPoint);
      const stop = Math.min(end, pointStep);
      blocks.advanceTo(stop);
      if (stop === pointStep) {
        blocks.writeValues(scratch);
        series.record(this.nextPoint++, scratch);
      }
    }
    return this.progress;
  }

  result(): MonteCarloResult {
    if (!this.done) {
      throw new FinanceInputError(
        'run',
        RUN_LABEL,
        `${RUN_LABEL}: az eredmény a futás végén kérhető le; hívja az advance() függvényt, amíg a done igaz nem lesz.`,
      );
    }
    this.cached ??= this.series.build(this.blocks.result());
    return this.cached;
  }
}

/**
 * Validates `input` (defaults of docs/product.md#monte-carlo, ranges of docs/product.md#monte-carlo) and prepares a run without simulating
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
 * Runs a Monte Carlo simulation (docs/product.md#monte-carlo) synchronously. Reports progress ~100 times and
 * checks `options.signal` before each chunk (throwing `SimulationCancelledError`); in a Web Worker
 * that flag can only change during the run if it is backed by shared memory, otherwise use
 * {@link simulateAsync} or {@link createSimulation}.
 */
export function simulate(input?: MonteCarloInput, options: SimulationOptions = {}): MonteCarloResult {
  checkSimulationOptions(options);
  options ??= {};
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
export async function simulateAsync(
  input?: MonteCarloInput,
  options: AsyncSimulationOptions = {},
): Promise<MonteCarloResult> {
  checkSimulationOptions(options);
  options ??= {};
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
