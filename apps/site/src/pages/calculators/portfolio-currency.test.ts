import { describe, expect, it } from 'vitest';
import { currencyFromSearch, searchWithCurrency } from './portfolio-currency';

describe('the portfolio page’s currency in the address', () => {
  it('reads USD or HUF, in any case, and nothing else', () => {
    expect(currencyFromSearch('?currency=HUF&tickers=OTP%2CAAPL')).toBe('HUF');
    expect(currencyFromSearch('currency=huf')).toBe('HUF');
    expect(currencyFromSearch(new URLSearchParams('currency=USD'))).toBe('USD');
    for (const search of ['', '?currency=EUR', '?currency=', '?tickers=AAPL'])
      expect(currencyFromSearch(search)).toBeUndefined();
  });

  it('writes HUF beside the optimiser’s keys and removes the default USD', () => {
    expect(searchWithCurrency('?tickers=OTP%2CAAPL&utm_source=x', 'HUF')).toBe(
      '?tickers=OTP%2CAAPL&utm_source=x&currency=HUF',
    );
    expect(searchWithCurrency('?currency=HUF&tickers=AAPL', 'USD')).toBe('?tickers=AAPL');
    expect(searchWithCurrency('?currency=HUF', 'USD')).toBe('');
    expect(searchWithCurrency('', 'HUF')).toBe('?currency=HUF');
  });
});
