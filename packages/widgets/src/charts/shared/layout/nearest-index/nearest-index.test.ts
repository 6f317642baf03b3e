import { describe, expect, it } from 'vitest';
import { nearestIndex } from './nearest-index';

describe('nearestIndex', () => {
  it('finds the closest position', () => {
    expect(nearestIndex([0, 10, 20, 30], 14)).toBe(1);
    expect(nearestIndex([0, 10, 20, 30], 16)).toBe(2);
    expect(nearestIndex([0, 10, 20, 30], -50)).toBe(0);
    expect(nearestIndex([0, 10, 20, 30], 500)).toBe(3);
  });
  it('gives ties to the earlier index and skips non-finite positions', () => {
    expect(nearestIndex([0, 10], 5)).toBe(0);
    expect(nearestIndex([NaN, 10, 20], 0)).toBe(1);
  });
  it('is -1 without finite positions or target', () => {
    expect(nearestIndex([], 3)).toBe(-1);
    expect(nearestIndex([NaN], 3)).toBe(-1);
    expect(nearestIndex([1, 2], NaN)).toBe(-1);
  });
});
