import { STOCK_CATALOGUE } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { addTicker, QUICK_ADD_NAMES, quickAdd, removeTicker, sanitiseTickers, STOCK_OPTIONS } from './selection';

describe('selection', () => {
  it('offers the 25 catalogue stocks of docs/product.md#portfolio-optimiser in order, then the Budapest shares marked BÉT', () => {
    expect(STOCK_OPTIONS).toHaveLength(28);
    expect(STOCK_OPTIONS.slice(25).map((o) => o.value)).toEqual(['OTP', 'MOL', 'RICHTER']);
    expect(STOCK_OPTIONS[25]!.label).toMatch(/^OTP – OTP Bank Nyrt\. · BÉT$/);
    expect(STOCK_OPTIONS.map((o) => o.value)).toEqual(STOCK_CATALOGUE.map((s) => s.ticker));
    expect(STOCK_OPTIONS[0]).toEqual({ value: 'AAPL', label: 'AAPL – Apple Inc.' });
  });

  it('adds a stock once; a duplicate or an unknown ticker changes nothing', () => {
    expect(addTicker(['AAPL'], 'MSFT')).toEqual({ tickers: ['AAPL', 'MSFT'], outcome: 'added' });
    expect(addTicker(['AAPL', 'MSFT'], 'AAPL')).toEqual({ tickers: ['AAPL', 'MSFT'], outcome: 'duplicate' });
    expect(addTicker(['AAPL'], 'NOVO')).toEqual({ tickers: ['AAPL'], outcome: 'unknown' });
  });

  it('removes a stock', () => {
    expect(removeTicker(['AAPL', 'MSFT', 'NVDA'], 'MSFT')).toEqual(['AAPL', 'NVDA']);
  });

  it('quick-adds FAANG in list order after what is chosen, skipping duplicates', () => {
    expect(QUICK_ADD_NAMES).toEqual(['FAANG', 'S&P 500', 'NASDAQ']);
    expect(quickAdd(['MSFT', 'NFLX'], 'FAANG')).toEqual({
      tickers: ['MSFT', 'NFLX', 'AAPL', 'AMZN', 'GOOGL', 'META'],
      added: ['AAPL', 'AMZN', 'GOOGL', 'META'],
      skipped: [],
    });
  });

  it('skips NOVO, which is not in the catalogue (docs/product.md#portfolio-optimiser)', () => {
    expect(quickAdd([], 'S&P 500')).toEqual({
      tickers: ['AAPL', 'NVDA', 'GOOGL', 'TSLA'],
      added: ['AAPL', 'NVDA', 'GOOGL', 'TSLA'],
      skipped: ['NOVO'],
    });
    expect(quickAdd(['AAPL', 'NVDA', 'GOOGL', 'TSLA'], 'NASDAQ')).toMatchObject({ added: [], skipped: ['NOVO'] });
  });

  it('sanitises tickers from a URL', () => {
    expect(sanitiseTickers(['aapl', 'AAPL', ' msft ', 'NOVO', ''])).toEqual(['AAPL', 'MSFT']);
  });
});
