import { describe, expect, it } from 'vitest';
import { normaliseResponse, PortfolioRequestError } from './response';

const metrics = {
  annual_return: 0.12,
  annual_volatility: 0.2,
  sharpe_ratio: 0.33,
  cumulative_return: 0.12,
  max_drawdown: -0.1,
  information_ratio: 0.1,
  sortino_ratio: 0.5,
  treynor_ratio: 0.07,
  beta: 0.9,
  alpha: 0.01,
};

describe('normaliseResponse', () => {
  it('keeps a good response', () => {
    const raw = {
      metrics,
      weights: { AAPL: 0.6, MSFT: 0.4 },
      dates: ['2024-01-02', '2024-01-03'],
      timeSeries: { Portfolio: [100, 101], AAPL: [100, 102] },
      effectiveFrom: '2024-01-02',
      effectiveTo: '2024-01-03',
      source: 'Yahoo Finance',
      notice: true,
      extra: 'ignored',
    };
    expect(normaliseResponse(raw)).toEqual({ ...raw, extra: undefined });
  });

  it('turns missing, null, NaN and infinite metrics into null and drops bad weights', () => {
    const out = normaliseResponse({
      metrics: { ...metrics, beta: null, alpha: Number.NaN, sharpe_ratio: Infinity, sortino_ratio: '1' },
      weights: { AAPL: 1, MSFT: 'x', NVDA: NaN },
    });
    expect(out.metrics).toMatchObject({
      beta: null,
      alpha: null,
      sharpe_ratio: null,
      sortino_ratio: null,
      annual_return: 0.12,
    });
    expect(out.weights).toEqual({ AAPL: 1 });
    expect(out).not.toHaveProperty('dates');
  });

  it('keeps the exchange rate’s pair, source and last fixing (apps/api sends more: maxAgeDays, converted)', () => {
    const fx = { pair: 'USD/HUF', source: 'EKB', asOf: '2025-12-31', maxAgeDays: 5, converted: ['AAPL'] };
    expect(normaliseResponse({ metrics, weights: { AAPL: 1 }, fx }).fx).toEqual({
      pair: 'USD/HUF',
      source: 'EKB',
      asOf: '2025-12-31',
    });
    expect(normaliseResponse({ metrics, weights: { AAPL: 1 }, fx: { ...fx, asOf: null } }).fx?.asOf).toBeNull();
    expect(normaliseResponse({ metrics, weights: { AAPL: 1 }, fx: { pair: 'USD/HUF' } }).fx).toBeUndefined();
  });

  it('leaves out series that do not fit the dates', () => {
    const out = normaliseResponse({
      metrics,
      weights: {},
      dates: ['2024-01-02', '2024-01-03'],
      timeSeries: { Portfolio: [100], AAPL: [100, NaN] },
    });
    expect(out).not.toHaveProperty('timeSeries');
    expect(out).not.toHaveProperty('dates');
  });

  it('rejects a response without metrics or weights, in Hungarian', () => {
    for (const raw of [null, 'ok', [], { metrics }, { weights: {} }]) {
      expect(() => normaliseResponse(raw)).toThrow(
        new PortfolioRequestError('A szerver válasza hiányos: nincsenek benne a súlyok vagy a mutatók.'),
      );
    }
  });
});
