import { describe, expect, it } from 'vitest';
import { moveName, orderNames } from './watchlist-order';

describe('orderNames', () => {
  it('puts ordered symbols first, new ones after in id order, and ignores removed or repeated ones', () => {
    expect(orderNames(['AAPL', 'MSFT', 'OTP'], undefined)).toEqual(['AAPL', 'MSFT', 'OTP']);
    expect(orderNames(['AAPL', 'MSFT', 'OTP'], ['OTP', 'AAPL'])).toEqual(['OTP', 'AAPL', 'MSFT']);
    expect(orderNames(['MSFT', 'AAPL'], ['GONE', 'MSFT', 'MSFT'])).toEqual(['MSFT', 'AAPL']);
    expect(orderNames([], ['AAPL'])).toEqual([]);
  });
});

describe('moveName', () => {
  it('swaps with the neighbour, and leaves the list alone at either end or for an unknown name', () => {
    expect(moveName(['A', 'B', 'C'], 'B', -1)).toEqual(['B', 'A', 'C']);
    expect(moveName(['A', 'B', 'C'], 'B', 1)).toEqual(['A', 'C', 'B']);
    expect(moveName(['A', 'B', 'C'], 'A', -1)).toEqual(['A', 'B', 'C']);
    expect(moveName(['A', 'B', 'C'], 'C', 1)).toEqual(['A', 'B', 'C']);
    expect(moveName(['A', 'B'], 'X', 1)).toEqual(['A', 'B']);
  });
});
