import {
  FinanceInputError,
  parameterDescriptions,
  simulate,
  simulateAsync,
  SimulationCancelledError,
  SimulationWorkerError,
} from '@penzugy/finance-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createParallelRunner, createWorkerRunner, inThreadRunner, type SimulationRunner } from './runner';
import { InProcessWorker, SMALL_INPUT } from './test-support';

const asWorker = (w: InProcessWorker) => w as unknown as Worker;

describe('inThreadRunner', () => {
  it('gives finance-core’s result for the same input and reports progress up to 1', async () => {
    const onProgress = vi.fn();
    const result = await inThreadRunner(SMALL_INPUT, { onProgress });
    const expected = simulate(SMALL_INPUT);
    expect(result.finalMean).toBe(expected.finalMean);
    expect(result.percentiles).toEqual(expected.percentiles);
    expect(onProgress).toHaveBeenLastCalledWith(1);
  });

  it('rejects with SimulationCancelledError when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(inThreadRunner(SMALL_INPUT, { signal: controller.signal })).rejects.toBeInstanceOf(
      SimulationCancelledError,
    );
  });
});

describe('createWorkerRunner', () => {
  it('runs in the worker and returns the same result as simulate, typed arrays included', async () => {
    const worker = new InProcessWorker();
    const fallback = vi.fn<SimulationRunner>();
    const runner = createWorkerRunner({ createWorker: () => asWorker(worker), fallback });
    const fractions: number[] = [];
    const result = await runner.run(
      { ...SMALL_INPUT, model: 'jumpDiffusion' },
      { onProgress: (f) => fractions.push(f) },
    );
    const expected = simulate({ ...SMALL_INPUT, model: 'jumpDiffusion' });
    expect(result.avgPath).toEqual(expected.avgPath);
    expect(Object.prototype.toString.call(result.finalValues)).toBe('[object Float64Array]');
    expect(Array.from(result.finalValues)).toEqual(Array.from(expected.finalValues));
    expect(fractions.at(-1)).toBe(1);
    expect(fallback).not.toHaveBeenCalled();
    expect(worker.received).toEqual([{ type: 'run', id: 1, input: { ...SMALL_INPUT, model: 'jumpDiffusion' } }]);
    runner.dispose();
    expect(worker.terminated).toBe(true);
  });

  it('sends a cancel message and rejects at once when the signal aborts', async () => {
    const worker = new InProcessWorker();
    const runner = createWorkerRunner({ createWorker: () => asWorker(worker) });
    const controller = new AbortController();
    const heavy = { paths: 2000, years: 30, stepsPerYear: 365 };
    const run = runner.run(heavy, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toBeInstanceOf(SimulationCancelledError);
    expect(worker.received.map((m) => m.type)).toEqual(['run', 'cancel']);
    runner.dispose();
  });

  it('passes bad input back as a FinanceInputError that names the field', async () => {
    const worker = new InProcessWorker();
    const runner = createWorkerRunner({ createWorker: () => asWorker(worker) });
    const error = await runner.run({ paths: 20, samplePaths: 30 }, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FinanceInputError);
    expect(error).toMatchObject({
      field: 'samplePaths',
      message: expect.stringMatching(new RegExp(`^${parameterDescriptions.samplePaths.label}:`)),
    });
    runner.dispose();
  });

  it('falls back to the main thread when the worker cannot be created', async () => {
    const fallback = vi.fn<SimulationRunner>(inThreadRunner);
    const runner = createWorkerRunner({
      createWorker: () => {
        throw new Error('import.meta.url is not available');
      },
      fallback,
    });
    const result = await runner.run(SMALL_INPUT, {});
    expect(result.finalMean).toBe(simulate(SMALL_INPUT).finalMean);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('falls back where there is no Worker at all (jsdom)', async () => {
    expect(typeof Worker).toBe('undefined');
    const fallback = vi.fn<SimulationRunner>(inThreadRunner);
    const runner = createWorkerRunner({ fallback });
    await runner.run(SMALL_INPUT, {});
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('finishes pending runs on the main thread when the worker fails to load', async () => {
    const worker = new InProcessWorker();
    worker.postMessage = () => {}; // the script never arrives
    const fallback = vi.fn<SimulationRunner>(inThreadRunner);
    const runner = createWorkerRunner({ createWorker: () => asWorker(worker), fallback });
    const run = runner.run(SMALL_INPUT, {});
    worker.failToLoad();
    await expect(run).resolves.toMatchObject({ finalMean: simulate(SMALL_INPUT).finalMean });
    expect(worker.terminated).toBe(true);
    // Later runs go straight to the fallback.
    await runner.run(SMALL_INPUT, {});
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('rejects pending runs as cancelled when disposed', async () => {
    const worker = new InProcessWorker();
    const runner = createWorkerRunner({ createWorker: () => asWorker(worker) });
    const run = runner.run({ paths: 2000, years: 30, stepsPerYear: 365 }, {});
    runner.dispose();
    await expect(run).rejects.toBeInstanceOf(SimulationCancelledError);
  });
});

describe('createParallelRunner', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** jsdom has no Worker; these tests stand one in so the runner takes its worker path. */
  const withWorkers = () => vi.stubGlobal('Worker', class {});

  it('falls back to the main thread where there is no Worker (jsdom)', async () => {
    expect(typeof Worker).toBe('undefined');
    const simulateOnWorkers = vi.fn<SimulationRunner>();
    const fallback = vi.fn<SimulationRunner>(inThreadRunner);
    const result = await createParallelRunner({ simulate: simulateOnWorkers, fallback }).run(SMALL_INPUT, {});
    expect(result.finalMean).toBe(simulate(SMALL_INPUT).finalMean);
    expect(simulateOnWorkers).not.toHaveBeenCalled();
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('runs on the workers where there are some, passing progress through', async () => {
    withWorkers();
    const simulateOnWorkers = vi.fn<SimulationRunner>((input, options) => simulateAsync(input, options));
    const fallback = vi.fn<SimulationRunner>();
    const fractions: number[] = [];
    const result = await createParallelRunner({ simulate: simulateOnWorkers, fallback }).run(SMALL_INPUT, {
      onProgress: (f) => fractions.push(f),
    });
    expect(result).toStrictEqual(simulate(SMALL_INPUT));
    expect(fractions.at(-1)).toBe(1);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('falls back for this and every later run when a worker cannot start (cross-origin embed)', async () => {
    withWorkers();
    const simulateOnWorkers = vi.fn<SimulationRunner>(() =>
      Promise.reject(new SimulationWorkerError(new Error('SecurityError'))),
    );
    const fallback = vi.fn<SimulationRunner>(inThreadRunner);
    const runner = createParallelRunner({ simulate: simulateOnWorkers, fallback });
    await expect(runner.run(SMALL_INPUT, {})).resolves.toMatchObject({ finalMean: simulate(SMALL_INPUT).finalMean });
    await runner.run(SMALL_INPUT, {});
    expect(simulateOnWorkers).toHaveBeenCalledTimes(1);
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('passes a cancellation and bad input through as they are, without falling back', async () => {
    withWorkers();
    const fallback = vi.fn<SimulationRunner>(inThreadRunner);
    const runner = createParallelRunner({
      simulate: (input, options) => simulateAsync(input, { ...options, sliceMs: 1 }),
      fallback,
    });
    const controller = new AbortController();
    const heavy = { paths: 2000, years: 30, stepsPerYear: 365 };
    const run = runner.run(heavy, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toBeInstanceOf(SimulationCancelledError);
    await expect(runner.run({ paths: 5 }, {})).rejects.toBeInstanceOf(FinanceInputError);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('stops the runs in flight when disposed', async () => {
    withWorkers();
    const runner = createParallelRunner({
      simulate: (input, options) => simulateAsync(input, { ...options, sliceMs: 1 }),
    });
    const run = runner.run({ paths: 2000, years: 30, stepsPerYear: 365 }, {});
    runner.dispose();
    await expect(run).rejects.toBeInstanceOf(SimulationCancelledError);
  });
});
