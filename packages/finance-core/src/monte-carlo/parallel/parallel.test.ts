import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FinanceInputError } from '../../shared/errors';
import { MONTE_CARLO_MODELS } from '../constants';
import { simulate } from '../engine';
import { SimulationCancelledError, SimulationWorkerError } from '../errors';
import type { MonteCarloInput } from '../types';
import type { ParallelWorker, SpawnParallelWorker } from './coordinator';
import { runParallel } from './coordinator';
import { simulateParallel, spawnNodeWorker, startNodeWorker } from './node';
import { workerPool, type PoolableWorker } from './pool';

/** 1 000 paths = 4 blocks (the last 232 paths), 2 years of weekly steps: 105 output points. */
const INPUT: MonteCarloInput = { paths: 1000, years: 2, stepsPerYear: 52, samplePaths: 7, seed: 2024 };

/** Real worker_threads workers, each recorded with whether it was terminated and has exited. */
function trackedSpawn(): { spawn: SpawnParallelWorker; workers: { terminated: boolean; exited: Promise<void> }[] } {
  const workers: { terminated: boolean; exited: Promise<void> }[] = [];
  const spawn: SpawnParallelWorker = (handlers) => {
    let exit!: () => void;
    const record = { terminated: false, exited: new Promise<void>((resolve) => (exit = resolve)) };
    workers.push(record);
    const inner = spawnNodeWorker({
      message: handlers.message,
      error: (cause) => {
        // The exit after terminate() reports code 1; only the coordinator decides what it means.
        if (!record.terminated) handlers.error(cause);
        exit();
      },
    });
    const worker: ParallelWorker = {
      post: (message, transfer) => inner.post(message, transfer),
      terminate: () => {
        record.terminated = true;
        inner.terminate();
      },
    };
    return worker;
  };
  return { spawn, workers };
}

describe('simulateParallel (worker_threads)', () => {
  it.each([1, 2, 3, 4])('gives simulate(input)’s result bit for bit on %i worker(s), every model', async (workers) => {
    for (const model of MONTE_CARLO_MODELS) {
      const input = { ...INPUT, model };
      expect(await simulateParallel(input, { workers })).toStrictEqual(simulate(input));
    }
  });

  it('is identical for an uneven split (10 000 paths = 40 blocks on 3 workers) and a one-block run', async () => {
    const big: MonteCarloInput = {
      paths: 10_000,
      years: 1,
      stepsPerYear: 250,
      samplePaths: 3,
      model: 'stochasticVolatility',
      correlation: -0.7,
    };
    expect(await simulateParallel(big, { workers: 3 })).toStrictEqual(simulate(big));
    const tiny: MonteCarloInput = { paths: 10, years: 1, stepsPerYear: 12 };
    expect(await simulateParallel(tiny, { workers: 4 })).toStrictEqual(simulate(tiny));
  });

  it('reports progress increasing to exactly 1', async () => {
    const seen: number[] = [];
    await simulateParallel({ ...INPUT, years: 10 }, { workers: 2, onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThanOrEqual(20);
    expect(seen.length).toBeLessThanOrEqual(101);
    expect(seen[0]).toBeGreaterThan(0);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
    expect(seen.at(-1)).toBe(1);
  });

  it('rejects with SimulationCancelledError when aborted mid-run and terminates every worker', async () => {
    const { spawn, workers } = trackedSpawn();
    const controller = new AbortController();
    const seen: number[] = [];
    const run = runParallel(
      { paths: 10_000, years: 30, stepsPerYear: 365 },
      {
        workers: 2,
        signal: controller.signal,
        onProgress: (f) => {
          seen.push(f);
          if (seen.length === 2) controller.abort();
        },
      },
      spawn,
      2,
    );
    await expect(run).rejects.toBeInstanceOf(SimulationCancelledError);
    await expect(run).rejects.toThrow('A szimulációt megszakították.');
    expect(seen.at(-1)).toBeLessThan(0.1);
    expect(workers).toHaveLength(2);
    expect(workers.every((w) => w.terminated)).toBe(true);
    await Promise.all(workers.map((w) => w.exited)); // they really stop
  });

  it('starts no worker when the signal is already aborted', async () => {
    const { spawn, workers } = trackedSpawn();
    const controller = new AbortController();
    controller.abort();
    await expect(runParallel(INPUT, { signal: controller.signal }, spawn, 2)).rejects.toBeInstanceOf(
      SimulationCancelledError,
    );
    expect(workers).toHaveLength(0);
  });

  it('rejects bad input with FinanceInputError naming the field, before any worker starts', async () => {
    const { spawn, workers } = trackedSpawn();
    const error = await runParallel({ paths: 5 }, {}, spawn, 2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FinanceInputError);
    expect(error).toMatchObject({ field: 'paths', message: 'Szimulált útvonalak száma: nem lehet kisebb, mint 10.' });
    for (const bad of [0, 1.5, 65, Number.NaN, '2']) {
      const e = await simulateParallel(INPUT, { workers: bad as number }).catch((x: unknown) => x);
      expect(e).toBeInstanceOf(FinanceInputError);
      expect(e).toMatchObject({ field: 'workers', message: expect.stringMatching(/^Párhuzamos szálak száma: /) });
    }
    expect(workers).toHaveLength(0);
  });

  it('rejects with SimulationWorkerError when a worker cannot start or fails', async () => {
    const cannotStart: SpawnParallelWorker = () => {
      throw new Error('SecurityError: cross-origin worker');
    };
    const e1 = await runParallel(INPUT, {}, cannotStart, 2).catch((x: unknown) => x);
    expect(e1).toBeInstanceOf(SimulationWorkerError);
    expect((e1 as Error).message).toBe('A párhuzamos szimuláció egyik szála nem indult el vagy hibával leállt.');

    const terminated: boolean[] = [];
    const crashes: SpawnParallelWorker = (handlers) => {
      const index = terminated.push(false) - 1;
      setTimeout(
        () => handlers.message({ type: 'error', name: 'RangeError', message: 'boom', field: null, label: null }),
        5,
      );
      return { post: () => {}, terminate: () => (terminated[index] = true) };
    };
    const e2 = await runParallel(INPUT, { workers: 2 }, crashes, 2).catch((x: unknown) => x);
    expect(e2).toBeInstanceOf(SimulationWorkerError);
    expect(((e2 as Error).cause as Error).message).toBe('boom');
    expect(terminated).toEqual([true, true]);
  });
});

describe('simulateParallel in a process started with flags', () => {
  /**
   * A real `node` process with a V8 flag (`--max-old-space-size`, `--stack-size`), a process-wide
   * one (`--title`) and a script given with `-e` (`--input-type`): the flags a worker may not be
   * handed in an execArgv list of its own (the probe's ERR_WORKER_INVALID_EXEC_ARGV).
   */
  it('runs, on two workers, with simulate(input)’s result', async () => {
    const nodeModule = fileURLToPath(new URL('./node.ts', import.meta.url));
    const engine = fileURLToPath(new URL('../engine.ts', import.meta.url));
    const script = `
      import { deepStrictEqual } from 'node:assert';
      import { simulateParallel } from ${JSON.stringify(nodeModule)};
      import { simulate } from ${JSON.stringify(engine)};
      const input = ${JSON.stringify(INPUT)};
      deepStrictEqual(await simulateParallel(input, { workers: 2 }), simulate(input));
      console.log('identical');
    `;
    const flags = ['--max-old-space-size=256', '--stack-size=900', '--title=penzugy-mc-test', '--no-warnings'];
    const child = spawn(process.execPath, ['--import', 'tsx', ...flags, '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(err).toBe('');
    expect(out.trim()).toBe('identical');
    expect(code).toBe(0);
  });
});

describe('the worker pool', () => {
  /** A pool of real worker_threads workers that counts the workers it starts and stops. */
  function countingPool(idleMs?: number) {
    const counts = { started: 0, terminated: 0 };
    const start = (): PoolableWorker => {
      counts.started++;
      const worker = startNodeWorker();
      return {
        ...worker,
        terminate: () => {
          counts.terminated++;
          worker.terminate();
        },
      };
    };
    return { spawn: workerPool(start, idleMs), counts };
  }

  it('serves the next run with the workers of the last, whatever its size, with the same results', async () => {
    const { spawn, counts } = countingPool();
    const runs: MonteCarloInput[] = [INPUT, { ...INPUT, paths: 300, model: 'stochasticVolatility' }, INPUT];
    for (const input of runs) expect(await runParallel(input, { workers: 2 }, spawn, 2)).toStrictEqual(simulate(input));
    expect(counts).toEqual({ started: 2, terminated: 0 });
  });

  it('never reuses the workers of a cancelled run, and stops idle workers after the idle time', async () => {
    const { spawn, counts } = countingPool(100);
    const controller = new AbortController();
    const cancelled = runParallel(
      { paths: 10_000, years: 30, stepsPerYear: 365 },
      { workers: 2, signal: controller.signal, onProgress: () => controller.abort() },
      spawn,
      2,
    );
    await expect(cancelled).rejects.toBeInstanceOf(SimulationCancelledError);
    expect(counts).toEqual({ started: 2, terminated: 2 });
    expect(await runParallel(INPUT, { workers: 2 }, spawn, 2)).toStrictEqual(simulate(INPUT));
    expect(counts).toEqual({ started: 4, terminated: 2 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(counts).toEqual({ started: 4, terminated: 4 });
  });
});
