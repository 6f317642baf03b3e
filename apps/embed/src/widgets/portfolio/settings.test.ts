import { describe, expect, it } from 'vitest';
import { settingsChecker } from '../settings-test-support';
import { checkPortfolioSettings, PORTFOLIO_ATTRIBUTES, portfolioCurrency, portfolioDefaultValue } from './settings';

const check = settingsChecker(PORTFOLIO_ATTRIBUTES, checkPortfolioSettings, 'element');

describe('portfolio settings', () => {
  it('maps the settings to the optimiser’s state', () => {
    const { parsed, problems } = check({
      tickers: 'aapl, MSFT',
      objective: 'min-variance',
      'risk-free-rate': '3,5',
      from: '2024-01-02',
      to: '2024-12-31',
      shorting: 'igen',
    });
    expect(problems).toEqual([]);
    expect(portfolioDefaultValue(parsed.values)).toEqual({
      tickers: ['AAPL', 'MSFT'],
      objective: 'minVariance',
      riskFreeRatePercent: 3.5,
      fromDate: '2024-01-02',
      toDate: '2024-12-31',
      shorting: true,
    });
  });

  it('refuses tickers outside the catalogue, a backend that is not http(s) and a period that ends before it starts', () => {
    expect(check({ tickers: 'AAPL,NOPE' }).problems[0]).toMatchObject({
      attribute: 'tickers',
      message: 'Ismeretlen elem: „NOPE”.',
    });
    expect(check({ 'backend-url': 'javascript:alert(1)' }).problems[0]).toMatchObject({ attribute: 'backend-url' });
    expect(check({ from: '2025-01-01', to: '2024-01-01' }).problems).toEqual([
      { attribute: 'to', value: '2024-01-01', message: 'Nem lehet korábbi a kezdő dátumnál.' },
    ]);
  });

  it('passes the currency (USD or HUF) to the optimiser only when written, and explains a wrong one', () => {
    const huf = check({ currency: 'HUF', tickers: 'OTP,MOL,AAPL' });
    expect(huf.problems).toEqual([]);
    expect(portfolioCurrency(huf.parsed.values)).toEqual({ currency: 'HUF' });
    expect(portfolioDefaultValue(huf.parsed.values)).toEqual({ tickers: ['OTP', 'MOL', 'AAPL'] });
    expect(portfolioCurrency(check({ currency: 'USD' }).parsed.values)).toEqual({ currency: 'USD' });
    expect(portfolioCurrency(check({}).parsed.values)).toEqual({});
    expect(check({ currency: 'EUR' }).problems[0]).toMatchObject({
      attribute: 'currency',
      value: 'EUR',
      message: 'Lehetséges értékek: USD, HUF.',
    });
    expect(check({ currency: '' }).problems[0]).toMatchObject({ attribute: 'currency' });
  });

  it('takes the risk-free rate bounds from finance-core (percent)', () => {
    expect(check({ 'risk-free-rate': '60' }).problems[0]).toMatchObject({
      attribute: 'risk-free-rate',
      message: 'Nem lehet nagyobb, mint 50.',
    });
  });
});
