import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { annuityPayment, remainingBalance } from './annuity';

describe('annuity', () => {
  it('matches the closed form with plain powers: 40 M Ft, 7,5 %/12, 360 months', () => {
    // A = P r (1+r)^n / ((1+r)^n − 1), computed independently with plain powers.
    const P = 40_000_000,
      r = 0.075 / 12,
      n = 360;
    const expected = (P * r * (1 + r) ** n) / ((1 + r) ** n - 1);
    expect(annuityPayment(P, r, n)).toBeCloseTo(expected, 6);
  });
  it('matches the published textbook figure: 200 000 at 6 % for 30 years = 1199.10 a month', () => {
    expect(annuityPayment(200_000, 0.06 / 12, 360)).toBeCloseTo(1199.1, 2);
  });
  it('agrees with a month-by-month amortisation (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 0.02, noNaN: true }), // ≤ 24 %/year: the naive recursion is a fair reference there
        fc.integer({ min: 1, max: 480 }),
        (P, r, n) => {
          const a = annuityPayment(P, r, n);
          let b = P;
          for (let k = 1; k <= n; k++) {
            b = b * (1 + r) - a;
            // The recursion itself accumulates round-off that grows like (1+r)^n, hence 1e-6 · P.
            expect(Math.abs(remainingBalance(P, r, n, k) - b)).toBeLessThan(P * 1e-6);
          }
          expect(Math.abs(b)).toBeLessThan(P * 1e-6);
        },
      ),
      { numRuns: 50 },
    );
  });
  it('zero rate is straight-line', () => {
    expect(annuityPayment(1200, 0, 12)).toBe(100);
    expect(remainingBalance(1200, 0, 12, 5)).toBeCloseTo(700, 9);
  });
  it('the balance reaches zero exactly at the end and decreases monotonically (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        fc.integer({ min: 1, max: 600 }),
        (P, r, n) => {
          const a = annuityPayment(P, r, n);
          expect(Number.isFinite(a)).toBe(true);
          expect(remainingBalance(P, r, n, n)).toBe(0);
          let prev = P;
          for (const k of [...new Set([1, Math.max(1, Math.floor(n / 2)), n])]) {
            const b = remainingBalance(P, r, n, k);
            expect(b).toBeLessThanOrEqual(prev + 1e-6 * P);
            prev = b;
          }
        },
      ),
    );
  });
});
