import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { homeLoan } from './home-loan';
import { loanSensitivity } from './sensitivity';
import { expectAllFinite, expectInputError, invalidRate, invalidYears, validHomeLoanInput } from './test-support';

describe('loanSensitivity', () => {
  it('sweeps the docs/product.md#home-loan ranges', () => {
    const res = loanSensitivity({});
    expect(res.appreciation.map((p) => p.x)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.downPayment.map((p) => p.x)).toEqual([5, 10, 15, 20, 25, 30, 35, 40]);
    expect(res.term.map((p) => p.x)).toEqual([10, 15, 20, 25, 30, 35, 40]);
  });

  it('each point is homeLoan re-run exactly with the swept value', () => {
    const input = {
      price: 60_000_000,
      downPayment: 12_000_000,
      annualRate: 6,
      appreciation: 4,
      alternativeReturn: 7,
      years: 25,
    };
    const res = loanSensitivity(input);
    const check = (p: (typeof res.term)[number], override: object) => {
      const run = homeLoan({ ...input, ...override });
      expect(p).toEqual({
        x: p.x,
        monthlyPayment: run.monthlyPayment,
        totalInterest: run.totalInterest,
        finalEquity: run.summary.finalEquity,
        finalAlternativeValue: run.summary.finalAlternativeValue,
        difference: run.summary.difference,
        finalCumulativeROE: run.summary.finalCumulativeROE,
      });
    };
    res.appreciation.forEach((p) => check(p, { appreciation: p.x }));
    res.downPayment.forEach((p) => check(p, { downPayment: (60_000_000 * p.x) / 100 }));
    res.term.forEach((p) => check(p, { years: p.x }));
    // The 20 % down-payment point is the input itself.
    expect(res.downPayment[3]!.monthlyPayment).toBe(homeLoan(input).monthlyPayment);
  });

  it('moves the outcomes the expected way (default scenario)', () => {
    const res = loanSensitivity({});
    const increasing = (xs: number[]) => xs.every((v, i) => i === 0 || v > xs[i - 1]!);
    const decreasing = (xs: number[]) => xs.every((v, i) => i === 0 || v < xs[i - 1]!);
    expect(increasing(res.appreciation.map((p) => p.finalEquity))).toBe(true);
    expect(increasing(res.appreciation.map((p) => p.finalCumulativeROE))).toBe(true);
    expect(decreasing(res.downPayment.map((p) => p.monthlyPayment))).toBe(true);
    expect(increasing(res.downPayment.map((p) => p.finalAlternativeValue))).toBe(true);
    expect(decreasing(res.term.map((p) => p.monthlyPayment))).toBe(true);
    expect(increasing(res.term.map((p) => p.totalInterest))).toBe(true);
    // At 0 % appreciation the property stays at 50 M Ft while 10 M Ft grows at 8 % for 30 years.
    expect(res.appreciation[0]!.finalEquity).toBeCloseTo(50_000_000, 4);
    expect(res.appreciation[0]!.difference).toBeCloseTo(50_000_000 - 10_000_000 * 1.08 ** 30, 4);
  });

  it('never yields NaN/Infinity over the whole valid input space (property)', () => {
    fc.assert(
      fc.property(validHomeLoanInput, (input) => {
        const res = loanSensitivity(input);
        expectAllFinite(res);
        expect(res.appreciation).toHaveLength(11);
        expect(res.downPayment).toHaveLength(8);
        expect(res.term).toHaveLength(7);
      }),
      { numRuns: 25 },
    );
  });

  it('validates like homeLoan (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('annualRate', 'appreciation', 'alternativeReturn'), invalidRate, (field, value) => {
        expectInputError(() => loanSensitivity({ [field]: value }), field);
      }),
      { numRuns: 40 },
    );
    fc.assert(
      fc.property(invalidYears, (years) =>
        expectInputError(() => loanSensitivity({ years: years as number }), 'years'),
      ),
      { numRuns: 20 },
    );
    expectInputError(() => loanSensitivity({ price: 10_000_000, downPayment: 20_000_000 }), 'downPayment');
    expectInputError(() => loanSensitivity({ price: -1 }), 'price');
  });
});
