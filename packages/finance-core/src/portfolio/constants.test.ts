import { describe, expect, it } from 'vitest';
import {
  BENCHMARK_OPTIONS,
  CURRENCY_OPTIONS,
  DEFAULT_BENCHMARK,
  DEFAULT_PORTFOLIO_CURRENCY,
  DEFAULT_OBJECTIVE,
  DEFAULT_RISK_FREE_RATE,
  DEFAULT_RISK_FREE_RATE_PERCENT,
  DEFAULT_SHORTING,
  METRIC_DISPLAY_ORDER,
  METRIC_NAMES,
  OBJECTIVE_OPTIONS,
  PORTFOLIO_CURRENCIES,
  PORTFOLIO_OBJECTIVES,
  QUICK_ADD_LISTS,
  STOCK_CATALOGUE,
  WEIGHT_DISPLAY_THRESHOLD,
  isPortfolioCurrency,
  quickAddTickers,
} from './constants';

describe('portfolio constants (docs/product.md#portfolio-optimiser)', () => {
  it('the catalogue has the 25 tickers of docs/product.md#portfolio-optimiser in order, each with a company name', () => {
    expect(STOCK_CATALOGUE.slice(0, 25).map((s) => s.ticker)).toEqual(
      'AAPL GOOGL AMZN MSFT TSLA NVDA META AMD INTC NFLX JPM BAC GS WFC C F GM BA CAT HON JNJ PFE MRNA LLY BMY'.split(
        ' ',
      ),
    );
    for (const s of STOCK_CATALOGUE) expect(s.label.length).toBeGreaterThan(3);
    for (const s of STOCK_CATALOGUE.slice(0, 25)) {
      expect(s).toEqual({ ticker: s.ticker, label: s.label, currency: 'USD' });
      expect(s.label).not.toContain('BÉT');
    }
  });

  it('then the three Budapest shares, in forints, marked BÉT in their labels', () => {
    expect(STOCK_CATALOGUE.slice(25)).toEqual([
      { ticker: 'OTP', label: 'OTP Bank Nyrt. · BÉT', currency: 'HUF', exchange: 'BÉT' },
      { ticker: 'MOL', label: 'MOL Nyrt. · BÉT', currency: 'HUF', exchange: 'BÉT' },
      { ticker: 'RICHTER', label: 'Richter Gedeon Nyrt. · BÉT', currency: 'HUF', exchange: 'BÉT' },
    ]);
    expect(new Set(STOCK_CATALOGUE.map((s) => s.ticker)).size).toBe(STOCK_CATALOGUE.length);
  });

  it('currencies: USD by default, USD and HUF offered', () => {
    expect(DEFAULT_PORTFOLIO_CURRENCY).toBe('USD');
    expect(CURRENCY_OPTIONS.map((o) => o.value)).toEqual([...PORTFOLIO_CURRENCIES]);
    expect([isPortfolioCurrency('HUF'), isPortfolioCurrency('EUR'), isPortfolioCurrency(undefined)]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('defaults: maxSharpe, ^GSPC, no shorting, 5.5 % shown and 0.055 sent, 1 % weight threshold', () => {
    expect([DEFAULT_OBJECTIVE, DEFAULT_BENCHMARK, DEFAULT_SHORTING]).toEqual(['maxSharpe', '^GSPC', false]);
    expect(DEFAULT_RISK_FREE_RATE_PERCENT).toBe(5.5);
    expect(DEFAULT_RISK_FREE_RATE).toBeCloseTo(0.055, 15);
    expect(WEIGHT_DISPLAY_THRESHOLD).toBe(0.01);
  });

  it('objective and benchmark options cover the spec values', () => {
    expect(OBJECTIVE_OPTIONS.map((o) => o.value)).toEqual([...PORTFOLIO_OBJECTIVES]);
    expect(BENCHMARK_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      ['^GSPC', 'S&P 500'],
      ['NQ=F', 'NASDAQ'],
      ['DOW', 'Dow Jones'],
    ]);
  });

  it('the display order is the ten metrics, percentage ones first', () => {
    expect([...METRIC_DISPLAY_ORDER].sort()).toEqual([...METRIC_NAMES].sort());
    expect(METRIC_DISPLAY_ORDER.slice(0, 4)).toEqual([
      'annual_return',
      'annual_volatility',
      'cumulative_return',
      'max_drawdown',
    ]);
  });

  it('quick-add appends the catalogue stocks of a list, skipping NOVO and those already chosen (docs/product.md#portfolio-optimiser)', () => {
    expect(QUICK_ADD_LISTS.NASDAQ).toContain('NOVO');
    expect(quickAddTickers([], 'S&P 500')).toEqual(['AAPL', 'NVDA', 'GOOGL', 'TSLA']);
    expect(quickAddTickers(['MSFT', 'NFLX'], 'FAANG')).toEqual(['MSFT', 'NFLX', 'AAPL', 'AMZN', 'GOOGL', 'META']);
  });
});
