import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rateResetStress } from './rate-reset';
import { RATE_RESET_SHOCKS } from './constants';
import {
  anyIn,
  expectAllFinite,
  expectClose,
  expectInputError,
  invalidFor,
  invalidPositiveMoney,
  invalidRate,
  invalidYears,
  validPositiveMoney,
  validRate,
  validYears,
} from './test-support';

/** Balance after k of n level payments, the textbook way: P(1+r)^k − A((1+r)^k − 1)/r. */
function textbookBalance(P: number, r: number, n: number, k: number): number {
  const A = (P * r) / (1 - (1 + r) ** -n);
  return P * (1 + r) ** k - (A * ((1 + r) ** k - 1)) / r;
}

/** Level payment with plain powers. */
function textbookPayment(P: number, r: number, n: number): number {
  return (P * r) / (1 - (1 + r) ** -n);
}

describe('rateResetStress: closed forms', () => {
  it('the default: 40 M Ft, 7,5 %, 30 years, 5-year fixation, shocks +1/+2/+4 points', () => {
    const res = rateResetStress({});
    expect(res.fixedToEnd).toBe(false);
    expect(res.note).toBeNull();
    expect(res.fixationMonths).toBe(60);
    expect(res.remainingMonths).toBe(300);
    expect(res.initialPayment).toBeCloseTo(279_685.8034211117, 6);
    // Literals from a 50-digit decimal computation, and the textbook forms.
    expect(res.balanceAtReset).toBeCloseTo(37_846_974.60864237, 4);
    expect(res.balanceAtReset).toBeCloseTo(textbookBalance(40e6, 0.075 / 12, 360, 60), 4);
    expect(res.scenarios.map((s) => s.shock)).toEqual([1, 2, 4]);
    expect(res.scenarios.map((s) => s.newRate)).toEqual([8.5, 9.5, 11.5]);
    const expected = [304_754.0898198243, 330_667.753393404, 384_702.7510800032];
    res.scenarios.forEach((s, i) => {
      expect(s.newPayment).toBeCloseTo(expected[i]!, 5);
      expect(s.newPayment).toBeCloseTo(textbookPayment(res.balanceAtReset, s.newRate / 1200, 300), 5);
      expect(s.change).toBeCloseTo(expected[i]! - 279_685.8034211117, 5);
      expect(s.changePercent).toBeCloseTo(((expected[i]! - 279_685.8034211117) / 279_685.8034211117) * 100, 9);
      expect(s.jtmAfterPercent).toBeNull();
    });
    expect(res.scenarios[0]!.changePercent).toBeCloseTo(8.963017104221, 9);
    expect(res.scenarios[2]!.changePercent).toBeCloseTo(37.548186706056, 9);
    expect(res.jtmBeforePercent).toBeNull();
  });

  it('an unchanged rate re-amortises to the same instalment (the reset formula is consistent)', () => {
    fc.assert(
      fc.property(
        anyIn(1e5, 1e9),
        anyIn(0.5, 30),
        fc.integer({ min: 2, max: 40 }),
        fc.integer({ min: 1, max: 39 }),
        (P, rate, years, fix) => {
          fc.pre(fix < years);
          const res = rateResetStress({ loanAmount: P, annualRate: rate, years, fixationYears: fix });
          const r = rate / 1200;
          expectClose(textbookPayment(res.balanceAtReset, r, (years - fix) * 12), res.initialPayment, 1e-9);
          expectClose(res.balanceAtReset, textbookBalance(P, r, years * 12, fix * 12), 1e-8);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('JTM = instalment / monthly net income, before and after', () => {
    const res = rateResetStress({ monthlyNetIncome: 800_000 });
    expect(res.jtmBeforePercent).toBeCloseTo((279_685.8034211117 / 800_000) * 100, 9);
    res.scenarios.forEach((s) => expect(s.jtmAfterPercent).toBeCloseTo((s.newPayment / 800_000) * 100, 9));
    expect(res.input.monthlyNetIncome).toBe(800_000);
  });

  it('fixation ≥ term: fixed to the end (Bankmonitor), payment unchanged, with a note', () => {
    for (const fixationYears of [20, 25]) {
      const res = rateResetStress({ years: 20, fixationYears });
      expect(res.fixedToEnd).toBe(true);
      expect(res.note).toContain('futamidő végéig fix');
      expect(res.remainingMonths).toBe(0);
      expect(res.fixationMonths).toBe(240);
      expect(res.balanceAtReset).toBe(0);
      expect(res.scenarios).toHaveLength(RATE_RESET_SHOCKS.length);
      for (const s of res.scenarios) {
        expect(s.newRate).toBe(7.5);
        expect(s.newPayment).toBe(res.initialPayment);
        expect(s.change).toBe(0);
        expect(s.changePercent).toBe(0);
      }
    }
  });

  it('fixation 0 (variable rate): the whole loan re-amortised at the shocked rate', () => {
    const res = rateResetStress({ loanAmount: 10_000_000, annualRate: 6, years: 10, fixationYears: 0 });
    expect(res.balanceAtReset).toBe(10_000_000);
    expect(res.scenarios[2]!.newPayment).toBeCloseTo(textbookPayment(10_000_000, 0.1 / 12, 120), 6);
  });
});

describe('rateResetStress: properties over the whole valid input space', () => {
  const validInput = fc.record({
    loanAmount: validPositiveMoney,
    annualRate: validRate,
    years: validYears,
    fixationYears: fc.integer({ min: 0, max: 50 }),
    monthlyNetIncome: fc.option(validPositiveMoney, { nil: undefined }),
  });
  it('finite; a larger shock never lowers the instalment; fixed to the end changes nothing', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const res = rateResetStress(input);
        expectAllFinite(res);
        expect(res.fixedToEnd).toBe(input.fixationYears >= input.years);
        expect(res.fixationMonths + res.remainingMonths).toBe(input.years * 12);
        expect(res.balanceAtReset).toBeGreaterThanOrEqual(0);
        expect(res.balanceAtReset).toBeLessThanOrEqual(input.loanAmount * (1 + 1e-12));
        let previous = res.initialPayment;
        for (const s of res.scenarios) {
          expect(s.newPayment).toBeGreaterThanOrEqual(previous * (1 - 1e-12));
          expect(s.change).toBe(s.newPayment - res.initialPayment);
          if (res.fixedToEnd) expect(s.change).toBe(0);
          expect(s.jtmAfterPercent === null).toBe(input.monthlyNetIncome === undefined);
          previous = s.newPayment;
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('rateResetStress: invalid input', () => {
  const cases: [string, fc.Arbitrary<unknown>][] = [
    ['loanAmount', invalidPositiveMoney],
    ['annualRate', invalidRate],
    ['years', invalidYears],
    ['fixationYears', invalidFor(0, 50, true)],
    ['monthlyNetIncome', invalidFor(1, 1e12)],
  ];
  it.each(cases)('rejects a bad %s with its label in the message (property)', (field, bad) => {
    fc.assert(
      fc.property(bad, (value) => expectInputError(() => rateResetStress({ [field]: value }), field)),
      { numRuns: 40 },
    );
  });
});
