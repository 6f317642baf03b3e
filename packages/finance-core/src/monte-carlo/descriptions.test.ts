import { describe, expect, it } from 'vitest';
import { MONTE_CARLO_DEFAULTS, MONTE_CARLO_MODELS, MONTE_CARLO_RANGES } from './constants';
import { modelDescriptions, parameterDescriptions, simulationParameters } from './descriptions';
import { simulate } from './engine';

describe('modelDescriptions', () => {
  it('describes exactly the five models, in picker order', () => {
    expect(Object.keys(modelDescriptions)).toEqual([...MONTE_CARLO_MODELS]);
  });

  it('names them in Hungarian', () => {
    expect(Object.values(modelDescriptions).map((m) => m.name)).toEqual([
      'Geometriai Brown-mozgás (GBM)',
      'Átlaghoz visszahúzó folyamat (Ornstein–Uhlenbeck)',
      'Véletlen bolyongás (aritmetikai Brown-mozgás)',
      'Ugró diffúzió (Merton)',
      'Sztochasztikus volatilitás (Heston)',
    ]);
  });

  it.each(MONTE_CARLO_MODELS)(
    '%s: has a 1–2 sentence description, a plain-text formula and its parameters',
    (model) => {
      const d = modelDescriptions[model];
      expect(d.model).toBe(model);
      const sentences = d.description.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
      expect(d.formula).toMatch(/^d[SX]/);
      expect(d.formula).not.toMatch(/[\\{}$]/); // no TeX
      expect(d.parameters[0]!.key).toBe('initialValue');
      for (const p of d.parameters) expect(p).toBe(parameterDescriptions[p.key]);
    },
  );

  it('lists the model-specific inputs each model reads', () => {
    const keys = (m: keyof typeof modelDescriptions) => modelDescriptions[m].parameters.map((p) => p.key);
    expect(keys('gbm')).toEqual(['initialValue', 'drift', 'volatility']);
    expect(keys('meanReversion')).toContain('reversionLevel');
    expect(keys('meanReversion')).not.toContain('drift');
    expect(keys('jumpDiffusion')).toEqual(expect.arrayContaining(['jumpIntensity', 'jumpMean', 'jumpStdDev']));
    expect(keys('stochasticVolatility')).not.toContain('volatility');
    expect(keys('stochasticVolatility')).toEqual(
      expect.arrayContaining(['varianceMean', 'varianceReversionSpeed', 'varianceVolatility', 'initialVariance']),
    );
  });
});

describe('model texts are honest about the Gaussian models', () => {
  it.each(['meanReversion', 'randomWalk'] as const)(
    '%s: says values can go negative and drawdowns exceed 100%%, and they do',
    (model) => {
      const { description } = modelDescriptions[model];
      expect(description).toMatch(/kezdőérték/);
      expect(description).toMatch(/negatív is lehet/);
      expect(description).toMatch(/meghaladhatja a 100%-ot/);
      const r = simulate({ model, volatility: 100, years: 10, paths: 500, samplePaths: 0, seed: 3 });
      expect(r.finalValues.some((v) => v < 0)).toBe(true);
      expect(r.maxDrawdowns.some((d) => d > 1)).toBe(true);
    },
  );
});

describe('parameterDescriptions', () => {
  it('covers every numeric input with a Hungarian label, the spec default and a range containing it', () => {
    expect(Object.keys(parameterDescriptions).sort()).toEqual(Object.keys(MONTE_CARLO_RANGES).sort());
    for (const p of Object.values(parameterDescriptions)) {
      expect(p.label.length).toBeGreaterThan(2);
      expect(p.default).toBe(MONTE_CARLO_DEFAULTS[p.key]);
      expect(p.min).toBeLessThanOrEqual(p.default);
      expect(p.default).toBeLessThanOrEqual(p.max);
      expect(p.step).toBeGreaterThan(0);
    }
  });

  it('carries the docs/product.md#monte-carlo hints', () => {
    const { paths, years, stepsPerYear, samplePaths, volatility, initialValue } = parameterDescriptions;
    expect([paths.min, paths.max, paths.step]).toEqual([10, 10_000, 10]);
    expect([years.min, years.max]).toEqual([1, 30]);
    expect([stepsPerYear.min, stepsPerYear.max]).toEqual([12, 365]);
    expect([samplePaths.min, samplePaths.max]).toEqual([0, 50]);
    expect([volatility.min, volatility.max]).toEqual([1, 100]);
    expect([initialValue.min, initialValue.step]).toEqual([1, 100]);
    expect(parameterDescriptions.jumpMean).toMatchObject({ min: -0.5, max: 0.5 });
    expect(parameterDescriptions.varianceVolatility).toMatchObject({ min: 0.01, max: 1 });
  });

  it('gives the shared run settings separately', () => {
    expect(simulationParameters.map((p) => p.key)).toEqual(['years', 'stepsPerYear', 'paths', 'samplePaths', 'seed']);
  });
});
