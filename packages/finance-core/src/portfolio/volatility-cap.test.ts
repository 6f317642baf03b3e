import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { minVariance } from './objectives';
import { randomSpd, rng } from './test-support';
import { maxReturnByBracketSearch, maxReturnUnderVolatilityCap } from './volatility-cap';

const TOL = 1e-9;

describe('maxReturn: the frontier walk and the fallback search agree', () => {
  const quad = (S: Float64Array, n: number, w: ArrayLike<number>) =>
    Array.from(
      { length: n },
      (_, i) => w[i]! * Array.from({ length: n }, (_, j) => S[i * n + j]! * w[j]!).reduce((a, b) => a + b, 0),
    ).reduce((a, b) => a + b, 0);

  it('on random positive-definite problems, long-only and with shorting, at caps across the frontier (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.integer({ min: 2, max: 12 }),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (seed, n, shorting, where) => {
          const rand = rng(seed);
          const sigma = randomSpd(rand, n).map((v) => v * 0.05);
          const mu = Float64Array.from({ length: n }, () => 0.3 * (rand() - 0.3));
          const inp = { n, mu, sigma, bounds: shorting ? { min: -1, max: 1 } : { min: 0, max: 1 } };
          const volMin = Math.sqrt(quad(sigma, n, minVariance(inp)));
          const volMax = Math.sqrt(quad(sigma, n, maxReturnUnderVolatilityCap(inp, 100))); // 100 never binds
          const cap = volMin + (volMax - volMin) * where;
          const walk = maxReturnUnderVolatilityCap(inp, cap);
          const search = maxReturnByBracketSearch(inp, cap);
          walk.forEach((v, i) => expect(Math.abs(v - search[i]!)).toBeLessThan(1e-7));
          expect(Math.sqrt(quad(sigma, n, walk))).toBeLessThanOrEqual(cap * (1 + 1e-12));
          expect(Math.abs(walk.reduce((a, b) => a + b, 0) - 1)).toBeLessThan(TOL);
        },
      ),
      { numRuns: 100 },
    );
  });
});
