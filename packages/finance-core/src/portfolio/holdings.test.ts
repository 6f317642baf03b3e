import { describe, expect, it } from 'vitest';
import { isFinanceInputError } from '../shared/errors';
import { buyAndHoldReturns, grossExposure } from './holdings';
import { portfolioMetrics } from './metrics';
import { optimizePortfolio } from './optimize';
import { fixtureInput } from './__fixtures__/closes';

const data = fixtureInput(['AAPL', 'MSFT', 'JPM', 'JNJ', 'LLY', 'F']);

describe('grossExposure', () => {
  it('is 1 long-only, 1 + 2 × the shorts otherwise, for lists and tables', () => {
    expect(grossExposure([0.2, 0.3, 0.5])).toBeCloseTo(1, 15);
    expect(grossExposure({ A: 1.4, B: -0.6, C: 0.2 })).toBeCloseTo(2.2, 15);
    expect(grossExposure(Float64Array.of(-1, 1, 1))).toBe(3);
  });
  it('refuses non-finite weights and non-lists by name', () => {
    for (const bad of [[NaN], 'x', null]) {
      try {
        grossExposure(bad as number[]);
        expect.unreachable();
      } catch (e) {
        expect(isFinanceInputError(e) && e.field).toBe('weights');
      }
    }
  });
});

describe('optimizePortfolio: buy and hold beside the daily-rebalanced portfolio, and the gross exposure', () => {
  it('the buy-and-hold line is Σ w_i · (growth of 100 of stock i), and its metrics are those of its returns', () => {
    const res = optimizePortfolio({ ...data, objective: 'minVariance' });
    const tickers = res.tickers;
    res.buyAndHold.timeSeries.forEach((v, t) => {
      const expected = tickers.reduce((s, k) => s + res.weights[k]! * res.timeSeries[k]![t]!, 0);
      expect(v).toBeCloseTo(expected, 9);
    });
    const held = buyAndHoldReturns(
      tickers.map((k) => data.prices[k]!),
      tickers.map((k) => res.weights[k]!),
    );
    const bench = data.benchmark.slice(1).map((v, t) => v / data.benchmark[t]! - 1);
    // The optimiser judges degeneracy against the assets' mean daily variance.
    const scale = Math.sqrt(tickers.reduce((s, k) => s + res.covariance[k]![k]!, 0) / tickers.length / 252);
    expect(res.buyAndHold.metrics).toEqual(portfolioMetrics(held, bench, res.riskFreeRate, { scale }));
    // Rebalancing daily and holding differ over two years (they agree only on the first day).
    expect(res.buyAndHold.timeSeries[1]).toBeCloseTo(res.timeSeries.Portfolio![1]!, 10);
    expect(Math.abs(res.buyAndHold.timeSeries.at(-1)! - res.timeSeries.Portfolio!.at(-1)!)).toBeGreaterThan(0.01);
  });

  it('a single stock held is that stock, and long-only weights have gross exposure 1', () => {
    const res = optimizePortfolio({ ...data, objective: 'minVariance' });
    expect(res.grossExposure).toBeCloseTo(1, 12);
    const one = buyAndHoldReturns([data.prices.AAPL!], [1]);
    const own = data.prices.AAPL!.slice(1).map((p, t) => p / data.prices.AAPL![t]! - 1);
    one.forEach((r, t) => expect(r).toBeCloseTo(own[t]!, 14));
  });

  it('with shorting the gross exposure is reported and is 1 + 2 × the short weights', () => {
    const res = optimizePortfolio({ ...data, objective: 'maxSharpe', shorting: true, riskFreeRate: 0.02 });
    const shorts = Object.values(res.weights)
      .filter((w) => w < 0)
      .reduce((s, w) => s - w, 0);
    expect(shorts).toBeGreaterThan(0);
    expect(res.grossExposure).toBeCloseTo(1 + 2 * shorts, 12);
  });

  it('a leveraged holding that loses everything stays at 0 instead of dividing by a vanishing value', () => {
    // Long 2× a stock that halves, short 1× one that doubles: V = 2·0.5 − 1·2 < 0 on day 1.
    const r = buyAndHoldReturns(
      [
        [100, 50, 60],
        [100, 200, 100],
      ],
      [2, -1],
    );
    expect(Array.from(r)).toEqual([-1, 0]);
  });

  it('reports the reasons for null metrics and both annual returns', () => {
    const res = optimizePortfolio({ ...data, objective: 'minVariance', benchmark: null });
    expect(res.metricNullReasons.beta).toMatch(/referenciaindex/);
    expect(res.annualReturns.compounded).toBe(res.metrics.annual_return);
    expect(res.annualReturns.arithmetic).toBeCloseTo(res.expectedReturn, 10);
  });
});
