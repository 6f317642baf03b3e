/**
 * Properties of the Monte Carlo exports: 10 000 generated inputs each (see harness.ts). The run sizes
 * (years, steps a year, paths) are kept small so that 10 000 runs take seconds; every model parameter
 * ranges over its whole accepted interval and beyond. `simulateParallel` is exercised through its
 * coordinator with workers run in this thread (the platform part only starts a worker), and its result
 * must equal `simulate`'s; a few runs go through real worker threads.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MONTE_CARLO_MODELS } from '../monte-carlo/constants';
import { createSimulation, simulate, simulateAsync } from '../monte-carlo/engine';
import {
  SimulationCancelledError,
  SimulationWorkerError,
  isSimulationCancelledError,
  isSimulationWorkerError,
} from '../monte-carlo/errors';
import { runParallel, type SpawnParallelWorker } from '../monte-carlo/parallel/coordinator';
import { simulateParallel } from '../monte-carlo/parallel/node';
import { createShareHandler } from '../monte-carlo/parallel/protocol';
import { probabilityAbove, probabilityDrawdownWorse } from '../monte-carlo/statistics';
import type { MonteCarloInput, MonteCarloResult } from '../monte-carlo/types';
import { modelWarnings } from '../monte-carlo/warnings';
import { FinanceInputError, isFinanceInputError } from '../shared/errors';
import { DEGENERATE_NUMBERS, GARBAGE, asyncProperty, mostly, property, total, totalAsync } from './harness';

const d = (min: number, max: number) => fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(min, max));

/** The model parameters, each over its accepted range (MONTE_CARLO_RANGES) and a little beyond. */
const parameters = {
  model: fc.constantFrom(...MONTE_CARLO_MODELS),
  initialValue: fc.oneof(d(1, 1e4), d(1, 1e12)),
  drift: d(-50, 50),
  volatility: d(1, 100),
  seed: fc.integer({ min: 0, max: 0xffff_ffff }),
  reversionSpeed: d(0.01, 10),
  reversionLevel: fc.oneof(d(1, 1e4), d(1, 1e12)),
  jumpIntensity: d(0.1, 10),
  jumpMean: d(-0.5, 0.5),
  jumpStdDev: d(0.01, 0.5),
  varianceMean: d(0.01, 1),
  varianceReversionSpeed: d(0.1, 10),
  varianceVolatility: d(0.01, 1),
  initialVariance: d(0.01, 1),
  correlation: d(-1, 1),
};

/** Small runs: ≤ 2 years, ≤ 30 steps a year, ≤ 60 paths (the sizes are always given, so no default 5 × 252 × 500 run). */
const sizes = {
  years: fc.integer({ min: 1, max: 2 }),
  stepsPerYear: fc.oneof(fc.constantFrom(12, 13), fc.integer({ min: 12, max: 30 })),
  paths: fc.oneof(fc.constantFrom(10, 11), fc.integer({ min: 10, max: 60 })),
  samplePaths: fc.integer({ min: 0, max: 10 }),
};

/** A size field: valid, or a degenerate or garbage value that must be refused (never a large valid one). */
function size(valid: fc.Arbitrary<number>): fc.Arbitrary<unknown> {
  const refusedOnly = [...DEGENERATE_NUMBERS, ...GARBAGE].filter(
    (v) => v !== undefined && v !== 1 && v !== 0 && !(typeof v === 'number' && v > 0 && v < 100),
  );
  return fc.oneof(
    { weight: 14, arbitrary: valid },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...refusedOnly, 5e3, 0.5, -1, 13.5),
    },
  );
}

const validInput: fc.Arbitrary<MonteCarloInput> = fc.record(
  { ...parameters, ...sizes },
  { requiredKeys: ['years', 'stepsPerYear', 'paths', 'samplePaths'] },
) as fc.Arbitrary<MonteCarloInput>;

const mixedFields: Record<string, fc.Arbitrary<unknown>> = {
  ...Object.fromEntries(Object.entries(parameters).map(([k, a]) => [k, mostly(a)])),
  model: fc.oneof(
    { weight: 8, arbitrary: parameters.model },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.string(), fc.constantFrom<unknown>(...GARBAGE)),
    },
  ),
  ...Object.fromEntries(Object.entries(sizes).map(([k, a]) => [k, size(a)])),
};
const mixedInput = fc.record(mixedFields, {
  requiredKeys: ['years', 'stepsPerYear', 'paths', 'samplePaths'],
}) as fc.Arbitrary<MonteCarloInput>;

/** Inputs for every Monte Carlo function: half all-valid, half with degenerate fields, a few not objects. */
const input: fc.Arbitrary<MonteCarloInput> = fc.oneof(
  { weight: 15, arbitrary: validInput },
  { weight: 15, arbitrary: mixedInput },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, 5, 'gbm', [], true) as fc.Arbitrary<MonteCarloInput>,
  },
);

/** Options as an untyped caller might pass them. */
const options = fc.oneof(
  { weight: 10, arbitrary: fc.constant(undefined) },
  {
    weight: 4,
    arbitrary: fc.record({
      onProgress: fc.constant((f: number) => expect(Number.isFinite(f)).toBe(true)),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      null,
      5,
      'x',
      [],
      { onProgress: 'x' },
      { signal: 5 },
      { signal: null },
      { sliceMs: NaN },
      { sliceMs: -1 },
      { signal: { aborted: false } },
    ),
  },
);

/** Workers run in this thread: the coordinator's whole logic, without thread start-up. */
const inProcess: SpawnParallelWorker = (handlers) => {
  let terminated = false;
  const handle = createShareHandler((message) => queueMicrotask(() => !terminated && handlers.message(message)));
  return {
    post: (message) => queueMicrotask(() => !terminated && handle(message)),
    terminate: () => void (terminated = true),
  };
};

describe('properties: Monte Carlo (10 000 inputs each)', () => {
  it('simulate (with options)', () => {
    property(fc.tuple(input, options), ([v, opt], o) => total(() => simulate(v, opt as never), o));
  });

  it('createSimulation, advanced in generated chunks', () => {
    const chunk = fc.oneof(
      fc.integer({ min: -2, max: 40 }),
      fc.constantFrom<unknown>(undefined, Infinity, NaN, 0.5, 'x', null),
    );
    property(fc.tuple(input, fc.array(chunk, { maxLength: 6 })), ([v, chunks], o) =>
      total(() => {
        const run = createSimulation(v);
        for (const c of chunks) if (!run.done) run.advance(c as number);
        while (!run.done) run.advance(7);
        return {
          progress: run.progress,
          completed: run.completedSteps,
          result: run.result(),
        };
      }, o),
    );
  });

  it('simulateAsync', async () => {
    await asyncProperty(fc.tuple(input, options), ([v, opt], o) => totalAsync(() => simulateAsync(v, opt as never), o));
  });

  it('simulateParallel (its coordinator, 1–5 in-process workers): finite, typed refusals, and equal to simulate', async () => {
    const workers = fc.oneof(
      { weight: 10, arbitrary: fc.integer({ min: 1, max: 5 }) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<unknown>(0, 65, 1.5, NaN, 'x', null),
      },
    );
    await asyncProperty(fc.tuple(input, workers, options), async ([v, w, opt], o) => {
      const parallelOptions =
        opt === undefined
          ? { workers: w }
          : typeof opt === 'object' && opt !== null && !Array.isArray(opt)
            ? { ...opt, workers: w }
            : opt;
      let result: MonteCarloResult | undefined;
      await totalAsync(async () => (result = await runParallel(v, parallelOptions as never, inProcess, 2)), o);
      if (result) expect(result).toStrictEqual(simulate(v));
    });
  });

  it('simulateParallel on real worker threads (a few generated inputs)', async () => {
    await asyncProperty(
      validInput,
      async (v, o) => {
        const result = await simulateParallel(v, { workers: 2 });
        expect(result).toStrictEqual(simulate(v));
        await totalAsync(async () => result, o);
      },
      { refused: 0, returned: 8 },
      8,
    );
  }, 120_000);

  it('modelWarnings', () => {
    property(input, (v, o) => total(() => modelWarnings(v), o));
  });

  it('probabilityAbove and probabilityDrawdownWorse on generated results', () => {
    const results = [
      simulate({ years: 1, stepsPerYear: 12, paths: 20 }),
      simulate({
        model: 'randomWalk',
        volatility: 100,
        years: 2,
        stepsPerYear: 12,
        paths: 30,
      }),
    ];
    const result = fc.oneof(
      { weight: 10, arbitrary: fc.constantFrom(...results) },
      {
        weight: 1,
        arbitrary: fc.constantFrom<unknown>(
          null,
          undefined,
          {},
          { finalValues: [] },
          { finalValues: 'x' },
          { finalValues: [NaN] },
          { maxDrawdowns: new Float64Array(0) },
          5,
        ),
      },
    );
    const value = mostly(
      fc.oneof(fc.double({ min: -1e4, max: 1e5, noNaN: true }), fc.double({ min: 0, max: 2, noNaN: true })),
    );
    property(fc.tuple(result, value), ([r, x], o) => {
      total(() => probabilityAbove(r as MonteCarloResult, x as number), o);
      total(() => probabilityDrawdownWorse(r as MonteCarloResult, x as number), o);
    });
  });

  it('the error helpers and constructors', () => {
    const anything = fc.oneof(
      fc.anything(),
      fc.constantFrom(
        new SimulationCancelledError(),
        new SimulationWorkerError(new Error('x')),
        new FinanceInputError('a', 'A', 'A: b'),
        new TypeError('x'),
      ),
    );
    property(
      anything,
      (e, o) => {
        total(
          () => [
            isSimulationCancelledError(e),
            isSimulationWorkerError(e),
            isFinanceInputError(e),
            new SimulationWorkerError(e).message,
            new SimulationCancelledError().message,
          ],
          o,
        );
      },
      { refused: 0 },
    );
  });
});
