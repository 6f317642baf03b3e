import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromQueryString, toQueryString } from './query';

const defaults = {
  price: 50_000_000,
  rate: 7.5,
  shorting: false,
  model: 'gbm',
  tickers: ['AAPL', 'MSFT'] as readonly string[],
};

describe('calculator state in the URL', () => {
  it('writes only what differs from the defaults', () => {
    expect(toQueryString(defaults, defaults)).toBe('');
    expect(toQueryString({ ...defaults, price: 45_000_000, shorting: true }, defaults)).toBe(
      'price=45000000&shorting=true',
    );
    expect(toQueryString({ ...defaults, tickers: ['NVDA'] }, defaults)).toBe('tickers=NVDA');
  });
  it('reads typed values and ignores malformed ones', () => {
    expect(fromQueryString('?price=45000000&rate=abc&shorting=yes&model=ou&x=1', defaults)).toEqual({
      price: 45_000_000,
      model: 'ou',
    });
    expect(fromQueryString('rate=&tickers=AAPL,%20TSLA', defaults)).toEqual({ tickers: ['AAPL', 'TSLA'] });
  });
  it('round-trips any state (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          price: fc.double({ min: 0, max: 1e12, noNaN: true }),
          rate: fc.double({ min: -10, max: 100, noNaN: true }),
          shorting: fc.boolean(),
          model: fc.constantFrom('gbm', 'meanReversion', 'randomWalk'),
          tickers: fc.array(fc.constantFrom('AAPL', 'MSFT', 'NVDA'), { maxLength: 3 }),
        }),
        (state) => {
          const back = { ...defaults, ...fromQueryString(toQueryString(state, defaults), defaults) };
          // A URL writes −0 as '0', so −0 comes back as 0; every other value comes back as it was.
          const plusZero = (n: number) => (Object.is(n, -0) ? 0 : n);
          expect(back).toEqual({ ...state, price: plusZero(state.price), rate: plusZero(state.rate) });
        },
      ),
    );
  });
});

describe('mergeQuery', () => {
  it("keeps the host page's other parameters and drops keys back at their defaults", async () => {
    const { mergeQuery } = await import('./useUrlState');
    expect(mergeQuery('?utm_source=blog&price=1', { ...defaults, rate: 6 }, defaults)).toBe('utm_source=blog&rate=6');
  });
});
