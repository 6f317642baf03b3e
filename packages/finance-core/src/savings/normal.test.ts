/**
 * Φ against reference values computed independently with Python's math.erfc (Φ(x) = erfc(−x/√2) / 2,
 * CPython 3.11, correctly rounded to double precision) and against its symmetry.
 */
import { describe, expect, it } from 'vitest';
import { normalCdf } from './normal';

const REFERENCE: [number, number][] = [
  [0, 0.5],
  [0.5, 0.6914624612740131],
  [1, 0.8413447460685429],
  [-1, 0.15865525393145707],
  [-1.6448536269514722, 0.05000000000000007],
  [3, 0.9986501019683699],
  [-3, 0.0013498980316300957],
  [-5, 2.866515718791946e-7],
  [-7.5, 3.19089167291092e-14],
  [-8, 6.220960574271819e-16],
  [-10, 7.619853024160593e-24],
];

describe('normalCdf', () => {
  it.each(REFERENCE)('Φ(%d) matches the reference to 1e-9 relative (1e-14 absolute near the centre)', (x, expected) => {
    const got = normalCdf(x);
    expect(Math.abs(got - expected)).toBeLessThanOrEqual(Math.max(1e-9 * expected, 1e-14));
  });

  it('is symmetric, monotone and 0 / 1 far out', () => {
    for (let x = -12; x <= 12; x += 0.37) {
      expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 14);
      expect(normalCdf(x + 0.01)).toBeGreaterThanOrEqual(normalCdf(x));
    }
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
  });
});
