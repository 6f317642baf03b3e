/**
 * Sample statistics for the Monte Carlo tests (not exported from the package). Tolerances are
 * expressed in standard errors computed from the sample itself, so a test states "within 4 SE" and
 * fails with probability ~6·10⁻⁵ per check when the code is right, whatever the parameters.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { parameterDescriptions } from './descriptions';
import { simulate } from './engine';
import type { MonteCarloInput, MonteCarloModel, MonteCarloParameterKey } from './types';

const KEYS = Object.keys(parameterDescriptions) as MonteCarloParameterKey[];

/** Sample mean, unbiased variance, central 4th moment, skewness and excess kurtosis. */
export interface Moments {
  n: number;
  mean: number;
  variance: number;
  m4: number;
  skewness: number;
  excessKurtosis: number;
}

/** Moments of `values` (two passes, so the variance does not cancel). */
export function moments(values: ArrayLike<number>): Moments {
  const n = values.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i]!;
  const mean = sum / n;
  let m2 = 0;
  let m3 = 0;
  let m4 = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    const d2 = d * d;
    m2 += d2;
    m3 += d2 * d;
    m4 += d2 * d2;
  }
  m2 /= n;
  m3 /= n;
  m4 /= n;
  return { n, mean, variance: (m2 * n) / (n - 1), m4, skewness: m3 / m2 ** 1.5, excessKurtosis: m4 / (m2 * m2) - 3 };
}

/** Standard error of the sample mean. */
export function meanStandardError(m: Moments): number {
  return Math.sqrt(m.variance / m.n);
}

/** Standard error of the sample variance, √((μ₄ − σ⁴)/n), from the sample's own 4th moment. */
export function varianceStandardError(m: Moments): number {
  return Math.sqrt(Math.max(m.m4 - m.variance * m.variance, 0) / m.n);
}

/**
 * Expects |actual − expected| ≤ k·se + allowance. `allowance` is for a known, bounded deterministic
 * bias (e.g. Euler discretisation), stated by the caller.
 */
export function expectWithinStandardErrors(actual: number, expected: number, se: number, k = 4, allowance = 0): void {
  const tolerance = k * se + allowance;
  if (!(Math.abs(actual - expected) <= tolerance)) {
    throw new Error(
      `expected ${actual} to be within ${tolerance} (${k} SE + ${allowance}) of ${expected}; off by ${(Math.abs(actual - expected) / se).toFixed(2)} SE`,
    );
  }
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance);
}

/** Final values of `input` pooled over several seeds (more samples than the 10 000-path limit). */
export function pooledFinalValues(input: MonteCarloInput, seeds: readonly number[]): Float64Array {
  const runs = seeds.map((seed) => simulate({ ...input, seed, samplePaths: 0 }).finalValues);
  const out = new Float64Array(runs.reduce((n, r) => n + r.length, 0));
  let offset = 0;
  for (const r of runs) {
    out.set(r, offset);
    offset += r.length;
  }
  return out;
}

/** Any valid input for `model`, with few paths and any horizon and grid. */
export function validInput(model: MonteCarloModel): fc.Arbitrary<MonteCarloInput> {
  const fields = Object.fromEntries(
    KEYS.map((key) => {
      const { min, max, integer } = parameterDescriptions[key];
      if (key === 'paths') return [key, fc.integer({ min: 10, max: 30 })];
      if (key === 'samplePaths') return [key, fc.integer({ min: 0, max: 10 })];
      if (key === 'initialValue' || key === 'reversionLevel')
        return [key, fc.oneof(fc.constantFrom(min, max), fc.double({ min, max: 1e5, noNaN: true }))];
      return [
        key,
        integer ? fc.integer({ min, max }) : fc.oneof(fc.constantFrom(min, max), fc.double({ min, max, noNaN: true })),
      ];
    }),
  ) as Record<MonteCarloParameterKey, fc.Arbitrary<number>>;
  return fc.record(fields).map((f) => ({ ...f, model }));
}
