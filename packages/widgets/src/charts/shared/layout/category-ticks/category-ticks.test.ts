import { describe, expect, it } from 'vitest';
import { categoryTicks } from './category-ticks';

describe('categoryTicks', () => {
  it('labels every category when they fit', () => {
    expect(categoryTicks(4, 6)).toEqual([0, 1, 2, 3]);
  });
  it('thins out to at most maxTicks evenly spaced indices', () => {
    const ticks = categoryTicks(252, 6);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks[0]).toBe(0);
    const gaps = new Set(ticks.slice(1).map((t, i) => t - ticks[i]!));
    expect(gaps.size).toBe(1);
    expect(ticks.every((t) => t < 252)).toBe(true);
  });
  it('handles degenerate input', () => {
    expect(categoryTicks(0, 5)).toEqual([]);
    expect(categoryTicks(10, 1)).toEqual([0]);
    expect(categoryTicks(10, 0)).toEqual([0]);
  });
});
