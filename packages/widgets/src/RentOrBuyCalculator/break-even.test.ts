import { describe, expect, it } from 'vitest';
import { breakEvenTime } from './break-even';

describe('breakEvenTime', () => {
  it('splits the break-even month into whole years and the remaining months', () => {
    expect(breakEvenTime(9)).toEqual({ years: 0, months: 9 });
    expect(breakEvenTime(12)).toEqual({ years: 1, months: 0 });
    expect(breakEvenTime(137)).toEqual({ years: 11, months: 5 });
    expect(breakEvenTime(1)).toEqual({ years: 0, months: 1 });
  });
  it('is null when there is no break-even (0, docs/product.md#rent-or-buy) or the month is not a month', () => {
    expect(breakEvenTime(0)).toBeNull();
    expect(breakEvenTime(-3)).toBeNull();
    expect(breakEvenTime(NaN)).toBeNull();
    expect(breakEvenTime(2.5)).toBeNull();
  });
});
