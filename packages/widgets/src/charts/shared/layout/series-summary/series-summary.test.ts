import { describe, expect, it } from 'vitest';
import { summarizeSeries } from './series-summary';

describe('summarizeSeries', () => {
  it('summarises the finite values', () => {
    expect(summarizeSeries([NaN, 3, 1, Infinity, 7, 2, NaN])).toEqual({
      first: 3,
      last: 2,
      min: 1,
      max: 7,
      firstIndex: 1,
      lastIndex: 5,
      count: 4,
    });
  });
  it('is null without a finite value', () => {
    expect(summarizeSeries([])).toBeNull();
    expect(summarizeSeries([NaN, -Infinity])).toBeNull();
  });
});
