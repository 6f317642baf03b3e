/**
 * The WebAssembly kernel against the TypeScript kernels: the same numbers bit for bit, for GBM and
 * Heston, on whole runs and on shares of blocks, including the odd path counts the SIMD loop finishes
 * one path at a time, the ziggurat's slow path and the Heston variance floor. And the fallback: where
 * WebAssembly is missing or refused, the run is the TypeScript one with the same result.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PathBlocks, type KernelChoice } from '../blocks';
import { simulate } from '../engine';
import { validInput } from '../test-support';
import type { MonteCarloInput } from '../types';
import { resolveMonteCarloInput } from '../validation';
import { instantiateKernel } from './kernel-module';

/** Every path's state after each checkpoint, and the range's result, for one kernel choice. */
function trace(input: MonteCarloInput, kernels: KernelChoice, checkpoints: number[], from?: number, to?: number) {
  const resolved = resolveMonteCarloInput(input);
  const blocks = new PathBlocks(resolved, from, to, kernels);
  const values = new Float64Array(blocks.pathCount);
  const states = checkpoints.map((step) => {
    blocks.advanceTo(step);
    blocks.writeValues(values);
    return Array.from(values);
  });
  const { finalValues, maxValues, maxDrawdowns } = blocks.result();
  return { states, final: [Array.from(finalValues), Array.from(maxValues), Array.from(maxDrawdowns)] };
}

function expectSameAsTypeScript(input: MonteCarloInput, checkpoints: number[], from?: number, to?: number): void {
  const wasm = trace(input, 'auto', checkpoints, from, to);
  const ts = trace(input, 'typescript', checkpoints, from, to);
  // toEqual compares numbers with Object.is: bit for bit, −0 apart from 0.
  expect(wasm).toEqual(ts);
}

describe('the WebAssembly kernel', () => {
  it('runs in Node (so the comparisons below compare two kernels)', () => {
    expect(instantiateKernel(1)).not.toBeNull();
  });

  it.each([
    ['GBM, 11 paths (the SIMD loop and a scalar tail)', { model: 'gbm', paths: 11, years: 3, stepsPerYear: 365 }],
    ['GBM, 257 paths (a full block and a block of one)', { model: 'gbm', paths: 257, years: 2, stepsPerYear: 250 }],
    ['GBM, widest volatility', { model: 'gbm', paths: 999, years: 5, stepsPerYear: 12, volatility: 100, drift: -50 }],
    ['Heston, defaults', { model: 'stochasticVolatility', paths: 513, years: 3, stepsPerYear: 52 }],
    [
      'Heston, variance at the floor, strong correlation',
      {
        model: 'stochasticVolatility',
        paths: 301,
        years: 10,
        stepsPerYear: 12,
        varianceVolatility: 1,
        varianceReversionSpeed: 0.1,
        initialVariance: 0.01,
        correlation: -0.95,
      },
    ],
  ] satisfies [string, MonteCarloInput][])('%s: same paths as the TypeScript kernel', (_, input) => {
    const total = input.years! * input.stepsPerYear!;
    expectSameAsTypeScript(input, [1, 2, Math.floor(total / 3), total - 1, total]);
  });

  it('a share of blocks (as a worker of simulateParallel runs it) matches too', () => {
    expectSameAsTypeScript({ model: 'gbm', paths: 1000, years: 1, stepsPerYear: 365 }, [365], 1, 3);
    expectSameAsTypeScript({ model: 'stochasticVolatility', paths: 1000, years: 1, stepsPerYear: 365 }, [365], 2, 4);
  });

  it('any valid GBM or Heston input: same paths as the TypeScript kernel', () => {
    fc.assert(
      fc.property(
        fc.oneof(validInput('gbm'), validInput('stochasticVolatility')),
        fc.integer({ min: 10, max: 600 }),
        (input, paths) => {
          const short = { ...input, paths, years: Math.min(input.years ?? 1, 2), stepsPerYear: 12 };
          expectSameAsTypeScript(short, [short.years * 12]);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('without WebAssembly', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const input: MonteCarloInput = { model: 'gbm', paths: 300, years: 2, stepsPerYear: 52 };

  it('the TypeScript kernels run and give the same result', async () => {
    const expected = simulate(input);
    vi.stubGlobal('WebAssembly', undefined);
    const fresh = await import('../engine');
    expect(fresh.simulate(input)).toEqual(expected);
  });

  it('a refused compilation (a Content-Security-Policy without wasm-unsafe-eval) falls back the same way', async () => {
    const expected = simulate({ ...input, model: 'stochasticVolatility' });
    const refuse = vi.fn(() => {
      throw new Error('WebAssembly.Module(): Refused to compile or instantiate WebAssembly module');
    });
    // The real Memory and Instance stay; only compiling is refused, as a page's policy refuses it.
    vi.stubGlobal('WebAssembly', { ...(globalThis as { WebAssembly?: object }).WebAssembly, Module: refuse });
    vi.resetModules();
    const fresh = await import('../engine');
    expect(fresh.simulate({ ...input, model: 'stochasticVolatility' })).toEqual(expected);
    expect(fresh.simulate({ ...input, model: 'stochasticVolatility', seed: 7 }).finalValues).toHaveLength(300);
    // Compilation is tried once per thread, not once per run.
    expect(refuse).toHaveBeenCalledTimes(1);
  });
});
