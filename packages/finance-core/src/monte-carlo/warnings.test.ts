import { describe, expect, it } from 'vitest';
import { FinanceInputError } from '../shared/errors';
import { HESTON_FELLER_MIN_STEPS_PER_YEAR } from './constants';
import { expectWithinStandardErrors, meanStandardError, moments, pooledFinalValues } from './test-support';
import type { MonteCarloInput } from './types';
import { modelWarnings } from './warnings';

/** Heston with a variance that reaches zero easily: 2κθ = 0.002 ≪ ξ² = 1. */
const ZERO_REACHING: MonteCarloInput = {
  model: 'stochasticVolatility',
  varianceReversionSpeed: 0.1,
  varianceMean: 0.01,
  initialVariance: 0.01,
  varianceVolatility: 1,
  drift: 5,
  years: 5,
  paths: 10_000,
};

/** ln(S_T/S₀) of every path, pooled over two seeds, and its closed-form mean μT − ½E∫₀ᵀv dt. */
function logReturns(input: MonteCarloInput): { values: Float64Array; expected: number } {
  const finals = pooledFinalValues(input, [11, 12]);
  const values = finals.map((v) => Math.log(v / 1000));
  const { varianceReversionSpeed: k = 2, varianceMean: theta = 0.04, initialVariance: v0 = 0.04, years: T = 5 } = input;
  const integratedVariance = theta * T + ((v0 - theta) * -Math.expm1(-k * T)) / k;
  return { values, expected: 0.05 * T - 0.5 * integratedVariance };
}

describe('modelWarnings', () => {
  it('warns for Heston below the step count where the Euler bias shows, only when 2κθ < ξ²', () => {
    const [warning] = modelWarnings({ ...ZERO_REACHING, stepsPerYear: 12 });
    expect(warning).toBe(
      'Lépések száma évente: ezekkel a paraméterekkel a variancia elérheti a nullát (2κθ < ξ²), és évi 12 lépésnél ' +
        'a közelítő (Euler-) séma láthatóan torzítja az eredményt. Válasszon legalább évi 252 lépést.',
    );
    expect(modelWarnings({ ...ZERO_REACHING, stepsPerYear: HESTON_FELLER_MIN_STEPS_PER_YEAR })).toEqual([]);
    expect(modelWarnings({ model: 'stochasticVolatility', stepsPerYear: 12 })).toEqual([]); // defaults: 2κθ = 0.16 ≥ ξ² = 0.09
    expect(modelWarnings({ ...ZERO_REACHING, model: 'gbm', stepsPerYear: 12 })).toEqual([]);
    expect(modelWarnings()).toEqual([]);
  });

  it('rests on measurement: visible bias at 12 steps when 2κθ < ξ², none at the threshold or when 2κθ ≥ ξ²', () => {
    const coarse = logReturns({ ...ZERO_REACHING, stepsPerYear: 12 });
    const m = moments(coarse.values);
    // Biased by more than 8 standard errors and by over 2 % of the value.
    expect((coarse.expected - m.mean) / meanStandardError(m)).toBeGreaterThan(8);
    expect(coarse.expected - m.mean).toBeGreaterThan(0.02);

    const fine = logReturns({ ...ZERO_REACHING, stepsPerYear: HESTON_FELLER_MIN_STEPS_PER_YEAR });
    const f = moments(fine.values);
    expectWithinStandardErrors(f.mean, fine.expected, meanStandardError(f));

    const feller = logReturns({
      model: 'stochasticVolatility',
      varianceVolatility: 0.6,
      years: 5,
      paths: 10_000,
      stepsPerYear: 12,
    });
    const g = moments(feller.values);
    expectWithinStandardErrors(g.mean, feller.expected, meanStandardError(g));
  });

  it('validates its input like simulate', () => {
    expect(() => modelWarnings({ stepsPerYear: 5 })).toThrow(FinanceInputError);
    expect(() => modelWarnings({ stepsPerYear: 5 })).toThrow(/^Lépések száma évente: /);
  });
});
