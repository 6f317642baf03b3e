import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FinanceInputError, isFinanceInputError } from '../shared/errors';
import { MONTE_CARLO_DEFAULTS, MONTE_CARLO_MODELS } from './constants';
import { parameterDescriptions } from './descriptions';
import { createSimulation, simulate, simulateAsync } from './engine';
import { isSimulationCancelledError, SimulationCancelledError } from './errors';
import { probabilityAbove, probabilityDrawdownWorse } from './statistics';
import { validInput } from './test-support';
import type { MonteCarloInput, MonteCarloModel, MonteCarloParameterKey, MonteCarloResult } from './types';

const KEYS = Object.keys(parameterDescriptions) as MonteCarloParameterKey[];

/** Small runs so the property tests stay fast. */
const SMALL: MonteCarloInput = { paths: 20, years: 1, stepsPerYear: 12, samplePaths: 5 };

function expectFiniteResult(r: MonteCarloResult): void {
  const series = [r.times, r.avgPath, ...Object.values(r.percentiles), ...r.paths.map((p) => p.path)];
  for (const s of series) expect(s.every(Number.isFinite)).toBe(true);
  for (const a of [r.finalValues, r.maxValues, r.maxDrawdowns]) expect(a.every(Number.isFinite)).toBe(true);
  expect(Number.isFinite(r.finalMean)).toBe(true);
  expect(Number.isFinite(r.probabilityAboveInitial)).toBe(true);
}

function expectShapes(r: MonteCarloResult): void {
  const { input } = r;
  const points = r.times.length;
  expect(points).toBeLessThanOrEqual(501);
  expect(r.times[0]).toBe(0);
  expect(r.times[points - 1]).toBe(input.years);
  for (let k = 1; k < points; k++) expect(r.times[k]).toBeGreaterThan(r.times[k - 1]!);
  for (const s of [r.avgPath, ...Object.values(r.percentiles)]) expect(s).toHaveLength(points);
  expect(r.paths).toHaveLength(input.samplePaths);
  r.paths.forEach((p, i) => {
    expect(p.path).toHaveLength(points);
    expect(p.label).toBe(`${i + 1}. útvonal`);
  });
  for (const a of [r.finalValues, r.maxValues, r.maxDrawdowns]) expect(a).toHaveLength(input.paths);
  const { p05, p25, p50, p75, p95 } = r.percentiles;
  for (let k = 0; k < points; k++) {
    expect(p05[k]).toBeLessThanOrEqual(p25[k]!);
    expect(p25[k]).toBeLessThanOrEqual(p50[k]!);
    expect(p50[k]).toBeLessThanOrEqual(p75[k]!);
    expect(p75[k]).toBeLessThanOrEqual(p95[k]!);
  }
  // At t = 0 every path is at S₀ exactly; the mean of n copies of S₀ only up to rounding.
  expect([p05[0], p95[0], ...r.paths.map((p) => p.path[0])].every((v) => v === input.initialValue)).toBe(true);
  expect(Math.abs(r.avgPath[0]! - input.initialValue)).toBeLessThanOrEqual(1e-12 * input.initialValue);
  r.maxDrawdowns.forEach((d) => expect(d).toBeGreaterThanOrEqual(0));
  r.maxValues.forEach((m, i) =>
    expect(m).toBeGreaterThanOrEqual(Math.max(input.initialValue, r.finalValues[i]!) * (1 - 1e-12)),
  );
}

describe('simulate: the spec defaults', () => {
  const r = simulate();

  it('uses docs/product.md#monte-carlo defaults', () => {
    expect(r.input).toEqual(MONTE_CARLO_DEFAULTS);
    expect(r.input.model).toBe('gbm');
    expect(r.finalValues).toHaveLength(500);
    expect(r.paths).toHaveLength(10);
  });

  it('samples 5 × 252 = 1260 steps at every 3rd step: 421 output points from 0 to 5 years', () => {
    expect(r.times).toHaveLength(421);
    r.times.forEach((t, k) => expect(t).toBeCloseTo((3 * k) / 252, 12));
    expectShapes(r);
    expectFiniteResult(r);
  });

  it('reports the final mean and the probability of ending above S₀ consistently', () => {
    const mean = r.finalValues.reduce((a, b) => a + b, 0) / r.finalValues.length;
    expect(r.finalMean).toBeCloseTo(mean, 9);
    expect(r.avgPath.at(-1)).toBe(r.finalMean);
    expect(r.probabilityAboveInitial).toBe(probabilityAbove(r, 1000));
    expect(r.percentiles.p50.at(-1)).toBeGreaterThan(r.percentiles.p05.at(-1)!);
  });
});

describe('output grid', () => {
  it.each([
    [1, 12, 13],
    [1, 365, 366],
    [2, 250, 501],
    [30, 365, 499],
    [5, 252, 421],
    [7, 100, 351],
  ])('%i years × %i steps/year → %i points, always ending at T', (years, stepsPerYear, points) => {
    const r = simulate({ years, stepsPerYear, paths: 10, samplePaths: 0 });
    expect(r.times).toHaveLength(points);
    expect(r.times.at(-1)).toBe(years);
  });

  it('never exceeds 501 points and always includes t = 0 and t = T (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 12, max: 365 }), (years, stepsPerYear) => {
        const run = createSimulation({ years, stepsPerYear, paths: 10, samplePaths: 0 });
        run.advance();
        const { times } = run.result();
        expect(times.length).toBeLessThanOrEqual(501);
        expect(times[0]).toBe(0);
        expect(times.at(-1)).toBe(years);
      }),
      { numRuns: 25 },
    );
  });
});

describe('reproducibility', () => {
  it('gives the same result bit for bit for the same seed, for every model', () => {
    for (const model of MONTE_CARLO_MODELS) {
      const a = simulate({ ...SMALL, model, seed: 7 });
      const b = simulate({ ...SMALL, model, seed: 7 });
      expect(a).toStrictEqual(b);
      expect(simulate({ ...SMALL, model, seed: 8 }).finalValues).not.toEqual(a.finalValues);
    }
  });

  it('does not depend on how the run is chunked (advance(1), advance(7), all at once, async)', async () => {
    const input: MonteCarloInput = { model: 'jumpDiffusion', paths: 30, years: 2, stepsPerYear: 365, seed: 3 };
    const whole = simulate(input);
    for (const chunk of [1, 7, 1000]) {
      const run = createSimulation(input);
      while (!run.done) run.advance(chunk);
      expect(run.result()).toStrictEqual(whole);
    }
    expect(await simulateAsync(input, { sliceMs: 0 })).toStrictEqual(whole);
  });

  it('does not change the statistics when more or fewer sample paths are returned', () => {
    const a = simulate({ ...SMALL, samplePaths: 0, seed: 4 });
    const b = simulate({ ...SMALL, samplePaths: 20, seed: 4 });
    expect(b.avgPath).toEqual(a.avgPath);
    expect(b.percentiles).toEqual(a.percentiles);
    expect(b.finalValues).toEqual(a.finalValues);
  });
});

describe('per-path running maximum and drawdown', () => {
  it.each(MONTE_CARLO_MODELS)('%s: equal those of the full paths (every step is an output point here)', (model) => {
    // 1 year × 365 steps ≤ 500 intervals, so the sample paths contain every simulated step.
    const r = simulate({ model, paths: 40, samplePaths: 40, years: 1, stepsPerYear: 365, seed: 9, volatility: 60 });
    expect(r.times).toHaveLength(366);
    r.paths.forEach(({ path }, i) => {
      let peak = -Infinity;
      let worst = 0;
      for (const v of path) {
        peak = Math.max(peak, v);
        worst = Math.max(worst, (peak - v) / peak);
      }
      expect(r.maxValues[i]).toBe(peak);
      expect(r.maxDrawdowns[i]).toBeCloseTo(worst, 12);
      expect(r.finalValues[i]).toBe(path.at(-1));
    });
  });

  it('probabilityDrawdownWorse counts the paths whose worst fall exceeds the fraction', () => {
    const r = simulate({ paths: 200, volatility: 30 });
    const share = (f: number) => r.maxDrawdowns.filter((d) => d > f).length / r.maxDrawdowns.length;
    for (const f of [0, 0.1, 0.2, 0.5, 0.99]) expect(probabilityDrawdownWorse(r, f)).toBe(share(f));
    expect(probabilityDrawdownWorse(r, 0.1)).toBeGreaterThanOrEqual(probabilityDrawdownWorse(r, 0.2));
    expect(probabilityDrawdownWorse(r, 1)).toBe(0); // a GBM value never reaches 0
  });

  it('probabilityAbove counts the paths that end above the target', () => {
    const r = simulate({ paths: 200 });
    for (const target of [0, 500, 1000, 1500, 1e9]) {
      expect(probabilityAbove(r, target)).toBe(r.finalValues.filter((v) => v > target).length / 200);
    }
    expect(probabilityAbove(r, 0)).toBe(1);
    expect(probabilityAbove(r, 1e9)).toBe(0);
  });

  it('the probability helpers reject a bad argument with a Hungarian message', () => {
    const r = simulate(SMALL);
    expect(() => probabilityAbove(r, Number.NaN)).toThrow(/^Célérték/);
    expect(() => probabilityDrawdownWorse(r, -0.1)).toThrow(/^Visszaesés mértéke/);
  });
});

describe('progress and cancellation', () => {
  it('reports increasing progress about 100 times, ending at 1', () => {
    const seen: number[] = [];
    simulate({ paths: 10 }, { onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThanOrEqual(50);
    expect(seen.length).toBeLessThanOrEqual(101);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThan(seen[i - 1]!);
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen.at(-1)).toBe(1);
  });

  it('reports progress on a run shorter than 100 steps once per step', () => {
    const seen: number[] = [];
    simulate({ ...SMALL }, { onProgress: (f) => seen.push(f) });
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => (i + 1) / 12));
  });

  it('throws SimulationCancelledError before any work when the signal is already aborted', () => {
    const onProgress = (): void => {
      throw new Error('must not run');
    };
    expect(() => simulate({}, { signal: { aborted: true }, onProgress })).toThrow(SimulationCancelledError);
  });

  it('stops at the next chunk once the signal is aborted (a getter, as a shared-memory flag would be)', () => {
    let calls = 0;
    let aborted = false;
    const signal = {
      get aborted() {
        return aborted;
      },
    };
    let error: unknown;
    try {
      simulate({ paths: 10 }, { signal, onProgress: () => (aborted = ++calls === 3) });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SimulationCancelledError);
    expect(isSimulationCancelledError(error)).toBe(true);
    expect((error as Error).message).toBe('A szimulációt megszakították.');
    expect(calls).toBe(3);
  });

  it('simulateAsync yields to the event loop, so an AbortController aborted from a timer stops it', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const run = simulateAsync(
      { paths: 10_000, years: 30, stepsPerYear: 365 },
      { signal: controller.signal, sliceMs: 5, onProgress: (f) => seen.push(f) },
    );
    setTimeout(() => controller.abort(), 30);
    await expect(run).rejects.toBeInstanceOf(SimulationCancelledError);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.at(-1)).toBeLessThan(1);
  });

  it('createSimulation runs in pieces and refuses to give a result early', () => {
    const run = createSimulation(SMALL);
    expect(run.totalSteps).toBe(12);
    expect(run.progress).toBe(0);
    expect(() => run.result()).toThrow();
    expect(run.advance(5)).toBeCloseTo(5 / 12, 12);
    expect(run.completedSteps).toBe(5);
    expect(run.done).toBe(false);
    run.advance(0); // at least one step
    expect(run.completedSteps).toBe(6);
    run.advance();
    expect(run.done).toBe(true);
    expect(run.result()).toBe(run.result());
  });
});

describe('every model over the whole valid parameter space (property)', () => {
  it.each(MONTE_CARLO_MODELS)('%s: finite outputs, consistent shapes, ordered bands', (model) => {
    fc.assert(
      fc.property(validInput(model), (input) => {
        const r = simulate(input);
        expectFiniteResult(r);
        expectShapes(r);
      }),
      { numRuns: 25 },
    );
  });

  it.each(MONTE_CARLO_MODELS)('%s: finite at the corners of the ranges over 30 years of daily steps', (model) => {
    const corner = (pick: 'min' | 'max'): MonteCarloInput =>
      Object.fromEntries(KEYS.map((k) => [k, parameterDescriptions[k][pick]]));
    for (const base of [corner('min'), corner('max')]) {
      for (const drift of [-50, 50]) {
        const r = simulate({
          ...base,
          model,
          drift,
          years: 30,
          stepsPerYear: 365,
          paths: 10,
          samplePaths: 10,
          seed: 1,
        });
        expectFiniteResult(r);
        expectShapes(r);
      }
    }
  });
});

describe('validation', () => {
  it('rejects an unknown model naming the field', () => {
    let error: unknown;
    try {
      simulate({ model: 'brownian' as MonteCarloModel });
    } catch (e) {
      error = e;
    }
    expect(isFinanceInputError(error)).toBe(true);
    expect((error as FinanceInputError).field).toBe('model');
    expect((error as FinanceInputError).message).toBe(
      'Modell: ismeretlen modell („brownian”). Választható: gbm, meanReversion, randomWalk, jumpDiffusion, stochasticVolatility.',
    );
  });

  it('rejects more sample paths than paths', () => {
    expect(() => simulate({ paths: 10, samplePaths: 11 })).toThrow(
      'Megjelenített mintaútvonalak száma: nem lehet több, mint a szimulált útvonalak száma (10).',
    );
  });

  it('rejects any out-of-range, non-integer or non-numeric field with its Hungarian label (property)', () => {
    const bad = fc.constantFrom(...KEYS).chain((key) => {
      const { min, max, integer } = parameterDescriptions[key];
      const values: unknown[] = [
        Number.NaN,
        Infinity,
        -Infinity,
        '5',
        null,
        min - Math.max(1e-6, Math.abs(min) * 1e-6),
        max + Math.max(1e-6, max * 1e-6),
      ];
      if (integer) values.push(min + 0.5);
      return fc.tuple(fc.constant(key), fc.constantFrom(...values));
    });
    fc.assert(
      fc.property(bad, fc.constantFrom(...MONTE_CARLO_MODELS), ([key, value], model) => {
        let error: unknown;
        try {
          createSimulation({ model, [key]: value } as MonteCarloInput);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(FinanceInputError);
        const { field, label, message } = error as FinanceInputError;
        expect(field).toBe(key);
        expect(label).toBe(parameterDescriptions[key].label);
        expect(message.startsWith(`${label}: `)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('accepts the range ends and ignores unknown fields', () => {
    expect(() =>
      simulate({ ...SMALL, volatility: 1, drift: -50, reversionSpeed: 0.01, correlation: -1 }),
    ).not.toThrow();
    expect(() => simulate({ ...SMALL, volatility: 100, drift: 50, reversionSpeed: 10, correlation: 1 })).not.toThrow();
    const r = simulate({ ...SMALL, extra: 1 } as MonteCarloInput);
    expect(r.input).not.toHaveProperty('extra');
  });
});
