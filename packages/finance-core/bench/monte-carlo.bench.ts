/**
 * Monte Carlo benchmarks: the default run (what the page computes on first load), the largest run
 * the form allows (10 000 paths × 30 years × 365 steps = 109.5 M path-steps), and the other four
 * models at their defaults. The largest run also reports its extra memory, measured in a fresh child
 * process so the benchmark process's own heap does not blur it.
 *
 * The parallel rows run the largest GBM and Heston runs with `simulateParallel` on two workers (this
 * machine's cores) and give their wall time as ratios, each reference measured alternately with the
 * parallel run in the same process (load on a shared machine hits both alike): to the single-thread
 * `simulate` of the commit the targets were set against (`baseline.ts`), which the targets name; to
 * the C -O3 program the GBM target stands for (`reference.ts`); and, for information, to today's
 * single-thread `simulate`, itself WebAssembly now.
 *
 * Every case also reports the median CPU time of a few extra runs: on a shared 2-core machine the
 * wall-clock median includes time the process spent waiting for a core, CPU time does not.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { simulate, type MonteCarloInput, type MonteCarloModel } from '../src/monte-carlo';
import { BASELINE_COMMIT, loadBaselineSimulate } from './baseline';
import { compileReference } from './reference';
import type { BenchCase } from './harness';
import type * as ParallelNode from '../src/monte-carlo/parallel/node';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The largest input the form accepts (docs/product.md#monte-carlo maxima), GBM. */
const MAXIMAL: MonteCarloInput = { model: 'gbm', paths: 10_000, years: 30, stepsPerYear: 365 };

const MiB = 1024 * 1024;

/** Median CPU time (user + system) of `runs` calls of `fn`, in ms. */
function cpuMedianMs(fn: () => unknown, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    fn();
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)]!;
}

/** `extra` reporting the median CPU time of `runs` more calls of `fn`. */
function cpuTimeExtra(fn: () => unknown, runs: number): () => Record<string, string> {
  return () => ({ 'CPU median': `${cpuMedianMs(fn, runs).toFixed(runs > 5 ? 1 : 0)} ms` });
}

/**
 * Runs the maximal simulation once in a child Node process and returns its peak resident set size
 * (`process.resourceUsage().maxRSS`, KiB, all threads) after the run minus its RSS just before the
 * run, i.e. the memory the simulation itself (and its workers) added on top of a loaded runtime.
 * `parallel` runs it with `simulateParallel` on that many workers, started from the built package
 * (dist/node.js) as a user gets them; run `npm run build` first.
 */
function measureMaximalRunMemory(input: MonteCarloInput = MAXIMAL, parallel?: number): Record<string, string> {
  const entry = pathToFileURL(join(packageDir, parallel ? 'dist/node.js' : 'src/monte-carlo/index.ts')).href;
  const call = parallel
    ? `await simulateParallel(${JSON.stringify(input)}, { workers: ${parallel} })`
    : `simulate(${JSON.stringify(input)})`;
  const script = `
    import { simulate, simulateParallel } from ${JSON.stringify(entry)};
    const before = process.memoryUsage.rss();
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    const result = ${call};
    const peakAfter = process.resourceUsage().maxRSS * 1024;
    process.stdout.write(JSON.stringify({ before, peakBefore, peakAfter, points: result.times.length }));
  `;
  // The built package needs no TypeScript loader (which would also load into every worker).
  const loader = parallel ? [] : ['--import', 'tsx'];
  const out = execFileSync(process.execPath, [...loader, '--input-type=module', '-e', script], {
    cwd: packageDir,
    encoding: 'utf8',
  });
  const { before, peakBefore, peakAfter } = JSON.parse(out) as {
    before: number;
    peakBefore: number;
    peakAfter: number;
  };
  const extra = (peakAfter - before) / MiB;
  return {
    'extra memory': `${extra.toFixed(1)} MB (target ≤ 64 MB) ${extra <= 64 ? '✅' : '❌'}`,
    'peak RSS': `${(peakAfter / MiB).toFixed(0)} MB (before run: ${(before / MiB).toFixed(0)} MB, peak so far ${(peakBefore / MiB).toFixed(0)} MB)`,
  };
}

const simulateMaximal = () => simulate(MAXIMAL);

/**
 * `simulateParallel` from the built package (dist/node.js, built by `npm run bench` first): its
 * workers start from the bundled worker script, as a user's do, not through tsx from the sources.
 */
const { simulateParallel } = (await import(
  pathToFileURL(join(packageDir, 'dist/node.js')).href
)) as typeof ParallelNode;

/** `simulate` as of {@link BASELINE_COMMIT}, timed alongside in the parallel rows. */
const baselineSimulate = await loadBaselineSimulate();

/** Workers of the parallel rows: the two cores of the machines these figures are taken on. */
const WORKERS = 2;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The C -O3 reference of the largest GBM run (GBM rows only). */
const reference = compileReference();

/** Ratio of two medians against `target`, with both medians. */
function ratioText(numerator: number[], denominator: number[], target: number | null): string {
  const ratio = median(numerator) / median(denominator);
  const figures = `${ratio.toFixed(2)} (${median(numerator).toFixed(0)} / ${median(denominator).toFixed(0)} ms`;
  if (target === null) return `${figures})`;
  return `${figures}; target ≤ ${target}) ${ratio <= target ? '✅' : '❌'}`;
}

/**
 * `pairs` rounds of: `simulate`, the baseline `simulate`, the C reference (GBM), `simulateParallel`;
 * ratios of the parallel median to each reference's median. `baselineTarget` is the target against
 * the baseline commit's single thread; the C reference's target is 1 (no slower than it).
 */
async function parallelRatio(
  input: MonteCarloInput,
  baselineTarget: number,
  pairs = 5,
): Promise<Record<string, string>> {
  const single: number[] = [];
  const baseline: number[] = [];
  const native: number[] = [];
  const parallel: number[] = [];
  const singleCpu: number[] = [];
  const parallelCpu: number[] = [];
  let sameAsReference = true;
  const useReference = input.model === 'gbm' && 'run' in reference;
  for (let i = 0; i < pairs; i++) {
    let t0 = performance.now();
    const cpu1 = process.cpuUsage();
    const result = simulate(input);
    single.push(performance.now() - t0);
    const used = process.cpuUsage(cpu1);
    singleCpu.push((used.user + used.system) / 1000);
    if (baselineSimulate) {
      t0 = performance.now();
      baselineSimulate(input);
      baseline.push(performance.now() - t0);
    }
    if (useReference) {
      const { paths, years, stepsPerYear, seed, drift, volatility, initialValue } = result.input;
      const c = reference.run([paths, years, stepsPerYear, seed, drift, volatility, initialValue]);
      native.push(c.ms);
      // The same computation: the median exactly, the mean up to the last bits of exp (libm vs V8).
      sameAsReference &&=
        c.finalMedian === result.percentiles.p50.at(-1) && Math.abs(c.finalMean / result.finalMean - 1) < 1e-12;
    }
    t0 = performance.now();
    const cpu0 = process.cpuUsage();
    await simulateParallel(input, { workers: WORKERS });
    parallel.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    parallelCpu.push((cpu.user + cpu.system) / 1000);
  }
  const cReference: Record<string, string> =
    input.model !== 'gbm'
      ? {}
      : useReference
        ? {
            'parallel / C -O3 single thread': `${ratioText(parallel, native, 1)}; same final mean and median: ${sameAsReference ? '✅' : '❌'}`,
          }
        : { 'parallel / C -O3 single thread': 'missing' in reference ? reference.missing : '' };
  return {
    [`parallel / single thread of ${BASELINE_COMMIT}`]: baseline.length
      ? ratioText(parallel, baseline, baselineTarget)
      : 'baseline commit not in this clone',
    ...cReference,
    'parallel / single thread': ratioText(parallel, single, null),
    // All threads' CPU time (process.cpuUsage counts the workers): what the parallel run costs in
    // total, which on a loaded machine bounds its wall time better than a wall-clock ratio shows.
    'CPU, all threads: parallel / single': `${median(parallelCpu).toFixed(0)} / ${median(singleCpu).toFixed(0)} ms`,
  };
}

/** The largest input, Heston. */
const MAXIMAL_HESTON: MonteCarloInput = { ...MAXIMAL, model: 'stochasticVolatility' };

/** The largest run of `input.model` with `simulateParallel` on {@link WORKERS} workers. */
function parallelCase(input: MonteCarloInput, ratioTarget: number, memory: boolean): BenchCase {
  return {
    name: `Monte Carlo ${input.model}, maximal, simulateParallel on ${WORKERS} workers`,
    target: `≤ ${ratioTarget} × single-thread wall time of ${BASELINE_COMMIT}${input.model === 'gbm' ? ' (≤ the C -O3 single thread)' : ''}${memory ? ', extra memory ≤ 64 MB' : ''}`,
    runs: 5,
    warmup: 1,
    fn: () => simulateParallel(input, { workers: WORKERS }),
    extra: async () => ({
      ...(await parallelRatio(input, ratioTarget)),
      ...(memory ? measureMaximalRunMemory(input, WORKERS) : {}),
    }),
  };
}

/**
 * A model at its spec defaults (500 paths × 5 years × 252 steps). Only GBM, the page's first-load
 * run, has a target; the other models are reported for comparison.
 */
function defaultCase(model: MonteCarloModel): BenchCase {
  const fn = () => simulate({ model });
  return {
    name: `Monte Carlo ${model}, defaults (500 × 5 y × 252)`,
    ...(model === 'gbm' ? { target: '≤ 20 ms', targetMs: 20 } : { target: 'reported, no target' }),
    fn,
    extra: cpuTimeExtra(fn, 15),
  };
}

const cases: BenchCase[] = [
  defaultCase('gbm'),
  {
    name: 'Monte Carlo gbm, maximal (10 000 × 30 y × 365 = 109.5 M steps)',
    target: '≤ 1.5 s, extra memory ≤ 64 MB',
    targetMs: 1500,
    runs: 5,
    warmup: 1,
    fn: simulateMaximal,
    extra: () => ({ ...cpuTimeExtra(simulateMaximal, 3)(), ...measureMaximalRunMemory() }),
  },
  parallelCase(MAXIMAL, 0.42, true),
  {
    name: 'Monte Carlo stochasticVolatility, maximal (Heston, 109.5 M steps)',
    target: 'reported (the parallel row compares with it)',
    runs: 3,
    warmup: 1,
    fn: () => simulate(MAXIMAL_HESTON),
  },
  parallelCase(MAXIMAL_HESTON, 0.5, false),
  defaultCase('meanReversion'),
  defaultCase('randomWalk'),
  defaultCase('jumpDiffusion'),
  defaultCase('stochasticVolatility'),
];

export default cases;
