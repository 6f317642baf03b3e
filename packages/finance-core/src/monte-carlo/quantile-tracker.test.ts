import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QuantileTracker } from './quantile-tracker';
import { planQuantiles, quantilesInPlace } from './quantiles';
import { Random } from './random';

const LEVELS = [0.05, 0.25, 0.5, 0.75, 0.95];

/**
 * Runs the tracker and the plain selection over the same series; returns how many points differed.
 * `same` defaults to Object.is: the same doubles bit for bit, also the sign of a zero.
 */
function differingPoints(series: readonly Float64Array[], same: (a: number, b: number) => boolean = Object.is): number {
  const n = series[0]!.length;
  const plan = planQuantiles(n, LEVELS);
  const tracker = new QuantileTracker(plan);
  const expected = new Float64Array(LEVELS.length);
  const actual = new Float64Array(LEVELS.length);
  let differing = 0;
  for (const values of series) {
    quantilesInPlace(values.slice(), plan, expected);
    tracker.compute(values.slice(), actual);
    if (!Array.from(expected).every((e, q) => same(e, actual[q]!))) differing++;
  }
  return differing;
}

describe('QuantileTracker', () => {
  it('gives exactly the percentiles of quantilesInPlace along a drifting series (GBM-like, 10 000 values)', () => {
    const rng = new Random(7);
    const n = 10_000;
    const x = new Float64Array(n);
    const z = new Float64Array(n);
    const series: Float64Array[] = [];
    for (let point = 0; point < 120; point++) {
      for (let s = 0; s < 20; s++) {
        rng.fillNormals(z);
        for (let p = 0; p < n; p++) x[p]! += 0.0003 + 0.012 * z[p]!;
      }
      series.push(x.map((v) => 100 * Math.exp(v)));
    }
    expect(differingPoints(series)).toBe(0);
  });

  it('gives exactly the same percentiles on arbitrary series: jumps, ties, constants (property)', () => {
    const sample = fc.oneof(
      fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 40, maxLength: 40 }),
      fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 40, maxLength: 40 }),
      fc.constant(new Array<number>(40).fill(5)),
    );
    fc.assert(
      fc.property(fc.array(sample, { minLength: 1, maxLength: 12 }), (arrays) => {
        // -0 and 0 are equal order statistics; which of the two a selection meets first may differ.
        expect(
          differingPoints(
            arrays.map((a) => Float64Array.from(a)),
            (a, b) => a === b,
          ),
        ).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
