import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planQuantiles, quantilesInPlace, selectInPlace } from './quantiles';

const LEVELS = [0.05, 0.25, 0.5, 0.75, 0.95];

/** Type-7 quantile from a fully sorted copy: the reference the selection must agree with. */
function sortedQuantile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  const h = (s.length - 1) * p;
  const lo = Math.floor(h);
  return lo + 1 < s.length ? s[lo]! + (h - lo) * (s[lo + 1]! - s[lo]!) : s[lo]!;
}

/** Arrays long enough to take Floyd–Rivest's sampling branch (> 600), with ties and patterns. */
const values = fc.oneof(
  fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 2500 }),
  fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 2500 }), // many ties
  fc.integer({ min: 1, max: 2500 }).chain((n) =>
    fc.constantFrom(
      Array.from({ length: n }, (_, i) => i),
      Array.from({ length: n }, (_, i) => n - i),
    ),
  ),
);

describe('selectInPlace (nth_element)', () => {
  it('puts the k-th smallest value at k, smaller before, larger after (property, vs a full sort)', () => {
    fc.assert(
      fc.property(values, fc.double({ min: 0, max: 1, noNaN: true }), (xs, t) => {
        const k = Math.min(xs.length - 1, Math.floor(t * xs.length));
        const a = Float64Array.from(xs);
        selectInPlace(a, k);
        const sorted = [...xs].sort((x, y) => x - y);
        expect(a[k]).toBe(sorted[k]);
        for (let i = 0; i < k; i++) expect(a[i]).toBeLessThanOrEqual(a[k]!);
        for (let i = k + 1; i < a.length; i++) expect(a[i]).toBeGreaterThanOrEqual(a[k]!);
        // A permutation of the input: same multiset.
        expect(Array.from(a).sort((x, y) => x - y)).toEqual(sorted);
      }),
      { numRuns: 150 },
    );
  });

  it('works within a sub-range and leaves the rest alone', () => {
    const a = Float64Array.from([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    selectInPlace(a, 4, 2, 7);
    expect(a[4]).toBe(4);
    expect([a[0], a[1], a[8], a[9]]).toEqual([9, 8, 1, 0]);
  });
});

describe('quantilesInPlace (type 7)', () => {
  it('matches NumPy / R type 7 on 1 … 10', () => {
    const out = new Float64Array(5);
    quantilesInPlace(Float64Array.from([7, 1, 10, 3, 5, 2, 9, 4, 8, 6]), planQuantiles(10, LEVELS), out);
    // numpy.percentile(range(1, 11), [5, 25, 50, 75, 95]) = [1.45, 3.25, 5.5, 7.75, 9.55]
    [1.45, 3.25, 5.5, 7.75, 9.55].forEach((q, i) => expect(out[i]).toBeCloseTo(q, 12));
  });

  it('agrees with a sorted reference and never crosses (property)', () => {
    fc.assert(
      fc.property(values, (xs) => {
        const out = new Float64Array(5);
        quantilesInPlace(Float64Array.from(xs), planQuantiles(xs.length, LEVELS), out);
        LEVELS.forEach((p, i) => {
          const ref = sortedQuantile(xs, p);
          expect(Math.abs(out[i]! - ref)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(ref)));
        });
        for (let i = 1; i < 5; i++) expect(out[i]).toBeGreaterThanOrEqual(out[i - 1]!);
      }),
      { numRuns: 150 },
    );
  });

  it('handles one value and all-equal values', () => {
    const out = new Float64Array(5);
    quantilesInPlace(Float64Array.from([42]), planQuantiles(1, LEVELS), out);
    expect(Array.from(out)).toEqual([42, 42, 42, 42, 42]);
    quantilesInPlace(new Float64Array(1000).fill(3), planQuantiles(1000, LEVELS), out);
    expect(Array.from(out)).toEqual([3, 3, 3, 3, 3]);
  });
});
