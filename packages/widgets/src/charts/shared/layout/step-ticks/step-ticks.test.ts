import { describe, expect, it } from 'vitest';
import { stepTicks } from './step-ticks';

describe('stepTicks', () => {
  it('puts ticks at multiples of the step', () => {
    expect(stepTicks([0, 60], 12, 10)).toEqual([0, 12, 24, 36, 48, 60]);
    expect(stepTicks([5, 40], 12, 10)).toEqual([12, 24, 36]);
  });
  it('uses a multiple of the step when they do not fit', () => {
    expect(stepTicks([0, 360], 12, 8)).toEqual([0, 48, 96, 144, 192, 240, 288, 336]);
    expect(stepTicks([0, 360], 12, 8).length).toBeLessThanOrEqual(8);
  });
  it('handles bad input', () => {
    expect(stepTicks([0, 10], 0, 5)).toEqual([]);
    expect(stepTicks([0, NaN], 1, 5)).toEqual([]);
  });
});
