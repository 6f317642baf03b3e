import { rentOrBuy, rentOrBuySensitivity } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { RENT_OR_BUY_BASE_OFFSET, rentOrBuySweepPoints } from './sensitivity-series';

describe('rentOrBuySweepPoints', () => {
  it('puts the offsets on x, the shifted rates in the labels and finance-core’s differences as values', () => {
    const points = rentOrBuySweepPoints(rentOrBuySensitivity().mortgageRate);
    expect(points.map((p) => p.x)).toEqual([-2, -1, 0, 1, 2]);
    expect(points.map((p) => p.label)).toEqual(['3,5%', '4,5%', '5,5%', '6,5%', '7,5%']);
    const base = points.find((p) => p.x === RENT_OR_BUY_BASE_OFFSET)!;
    expect(base.value).toBe(rentOrBuy().finalDifference);
    expect(points[4]!.value).toBe(rentOrBuy({ mortgageRate: 7.5 }).finalDifference);
  });
  it('keeps only the points finance-core returns (a rate below 0 is skipped)', () => {
    const points = rentOrBuySweepPoints(rentOrBuySensitivity({ mortgageRate: 1 }).mortgageRate);
    expect(points.map((p) => p.label)).toEqual(['0%', '1%', '2%', '3%']);
  });
});
