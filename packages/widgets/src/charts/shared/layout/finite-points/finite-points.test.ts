import { describe, expect, it } from 'vitest';
import { finiteBandPoints, finitePoints } from './finite-points';

describe('finitePoints', () => {
  it('keeps only pairs where x and y are finite', () => {
    expect(finitePoints([0, 1, 2, 3, NaN], [1, NaN, Infinity, 4, 5])).toEqual([
      [0, 1],
      [3, 4],
    ]);
  });
  it('reads up to the shorter length and accepts typed arrays', () => {
    expect(finitePoints(Float64Array.of(0, 1, 2), [5, 6])).toEqual([
      [0, 5],
      [1, 6],
    ]);
    expect(finitePoints([], [1, 2])).toEqual([]);
  });
});

describe('finiteBandPoints', () => {
  it('keeps only x where both bounds are finite', () => {
    expect(finiteBandPoints([0, 1, 2], [1, NaN, 3], [2, 3, 4])).toEqual([
      [0, 1, 2],
      [2, 3, 4],
    ]);
  });
});
