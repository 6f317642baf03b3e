import { describe, expect, it } from 'vitest';
import { valueExtent } from './value-extent';

describe('valueExtent', () => {
  it('spans the finite values of all series', () => {
    expect(valueExtent([[3, NaN, 1], Float64Array.of(-2, Infinity, 5)])).toEqual([-2, 5]);
  });
  it('is null when no value is finite', () => {
    expect(valueExtent([[NaN, Infinity], []])).toBeNull();
    expect(valueExtent([])).toBeNull();
  });
  it('widens a flat extent', () => {
    expect(valueExtent([[100, 100]])).toEqual([95, 105]);
    expect(valueExtent([[0]])).toEqual([-1, 1]);
  });
  it('can include zero', () => {
    expect(valueExtent([[3, 5]], { includeZero: true })).toEqual([0, 5]);
    expect(valueExtent([[-3, -5]], { includeZero: true })).toEqual([-5, 0]);
  });
});
