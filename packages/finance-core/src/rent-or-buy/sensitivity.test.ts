import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RENT_OR_BUY_SENSITIVITY_OFFSETS,
  RENT_OR_BUY_SENSITIVITY_PARAMETERS,
  rentOrBuy,
  rentOrBuySensitivity,
} from './index';
import type { RentOrBuyInput, RentOrBuySensitivityPoint } from './index';
import { FinanceInputError } from '../shared/errors';
import { anyValidInput } from './test-support';

/** The point a direct rentOrBuy call gives for the same shifted input. */
function direct(input: RentOrBuyInput, parameter: string, value: number, offset: number): RentOrBuySensitivityPoint {
  const r = rentOrBuy({ ...input, [parameter]: value });
  return {
    offset,
    value,
    finalBuyNetWorth: r.finalBuyNetWorth,
    finalRentNetWorth: r.finalRentNetWorth,
    difference: r.finalDifference,
    breakEvenMonth: r.breakEvenMonth,
  };
}

describe('rentOrBuySensitivity', () => {
  it('gives five exact re-runs per parameter for the default scenario (docs/product.md#rent-or-buy offsets)', () => {
    const s = rentOrBuySensitivity();
    const base = rentOrBuy();
    for (const parameter of RENT_OR_BUY_SENSITIVITY_PARAMETERS) {
      const points = s[parameter];
      expect(points.map((p) => p.offset)).toEqual([...RENT_OR_BUY_SENSITIVITY_OFFSETS]);
      const zero = points.find((p) => p.offset === 0)!;
      expect(zero).toEqual(direct({}, parameter, zero.value, 0));
      expect(zero.finalBuyNetWorth).toBe(base.finalBuyNetWorth);
      expect(zero.finalRentNetWorth).toBe(base.finalRentNetWorth);
      expect(zero.breakEvenMonth).toBe(base.breakEvenMonth);
    }
    expect(s.mortgageRate.map((p) => p.value)).toEqual([3.5, 4.5, 5.5, 6.5, 7.5]);
    expect(s.appreciation.map((p) => p.value)).toEqual([1, 2, 3, 4, 5]);
    expect(s.investmentReturn.map((p) => p.value)).toEqual([5, 6, 7, 8, 9]);
  });

  it('moves the outcome the way the economics say', () => {
    const s = rentOrBuySensitivity();
    const diffs = (ps: RentOrBuySensitivityPoint[]) => ps.map((p) => p.difference);
    const increasing = (xs: number[]) => xs.every((x, k) => k === 0 || x > xs[k - 1]!);
    expect(increasing(diffs(s.appreciation))).toBe(true); // dearer homes later favour the buyer
    expect(increasing(diffs(s.mortgageRate).map((d) => -d))).toBe(true); // dearer money hurts the buyer
    expect(increasing(s.investmentReturn.map((p) => p.finalRentNetWorth))).toBe(true); // the renter lives off returns
  });

  it('skips shifted values the model rejects instead of clamping them', () => {
    const s = rentOrBuySensitivity({ mortgageRate: 1, appreciation: 49.5, investmentReturn: -48.5 });
    expect(s.mortgageRate.map((p) => [p.offset, p.value])).toEqual([
      [-1, 0],
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(s.appreciation.map((p) => p.offset)).toEqual([-2, -1, 0]);
    expect(s.investmentReturn.map((p) => p.offset)).toEqual([-1, 0, 1, 2]);
  });

  it('rejects an invalid base input like rentOrBuy does', () => {
    expect(() => rentOrBuySensitivity({ mortgageRate: -1 })).toThrow(FinanceInputError);
  });

  it('every point equals a direct rentOrBuy call with the shifted parameter (property)', () => {
    fc.assert(
      fc.property(anyValidInput, (input) => {
        const s = rentOrBuySensitivity(input);
        for (const parameter of RENT_OR_BUY_SENSITIVITY_PARAMETERS) {
          expect(s[parameter].some((p) => p.offset === 0 && p.value === input[parameter])).toBe(true);
          for (const point of s[parameter]) {
            expect(point.value).toBe(input[parameter] + point.offset);
            expect(point).toEqual(direct(input, parameter, point.value, point.offset));
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
