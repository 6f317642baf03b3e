import { describe, expect, it } from 'vitest';
import { isFinanceInputError } from '../shared/errors';
import { efficientFrontier } from './frontier';
import { grossOf, maxReturnCapped } from './gross-cap';
import { optimizePortfolio } from './optimize';
import { PORTFOLIO_OBJECTIVES } from './constants';
import { fixtureInput } from './__fixtures__/closes';
import { rng } from './test-support';

const TICKERS = ['AAPL', 'MSFT', 'JPM', 'JNJ', 'LLY', 'F', 'TSLA', 'PFE'];
const data = fixtureInput(TICKERS);
const w = (r: { weights: Record<string, number> }) => Object.values(r.weights);

describe('gross-exposure cap (with shorting)', () => {
  it('keeps Σ|w| within the cap for every objective, where the uncapped portfolio goes beyond it', () => {
    for (const objective of PORTFOLIO_OBJECTIVES) {
      const free = optimizePortfolio({ ...data, objective, shorting: true, riskFreeRate: 0.02 });
      const cap = Math.max(1, 1 + (free.grossExposure - 1) / 2); // halfway between long-only and uncapped
      const capped = optimizePortfolio({
        ...data,
        objective,
        shorting: true,
        riskFreeRate: 0.02,
        maxGrossExposure: cap,
      });
      expect(free.grossExposure, objective).toBeGreaterThan(cap);
      expect(capped.grossExposure, objective).toBeLessThanOrEqual(cap + 1e-9);
      expect(w(capped).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      for (const x of w(capped)) expect(Math.abs(x)).toBeLessThanOrEqual(1 + 1e-12);
      expect(capped.maxGrossExposure).toBe(cap);
    }
  });

  it('a cap of 1 with shorting is the long-only portfolio (Σ|w| ≤ 1 with Σw = 1 means w ≥ 0)', () => {
    for (const objective of PORTFOLIO_OBJECTIVES) {
      const longOnly = optimizePortfolio({ ...data, objective, shorting: false, riskFreeRate: 0.02 });
      const capped = optimizePortfolio({ ...data, objective, shorting: true, riskFreeRate: 0.02, maxGrossExposure: 1 });
      const a = w(longOnly);
      const b = w(capped);
      for (let i = 0; i < a.length; i++) expect(b[i], `${objective} ${TICKERS[i]}`).toBeCloseTo(a[i]!, 5);
      expect(capped.volatility).toBeCloseTo(longOnly.volatility, 7);
    }
  });

  it('a cap the portfolio does not reach changes nothing (to 1e-6), and no cap keeps the payload as before', () => {
    for (const objective of ['minVariance', 'maxSharpe'] as const) {
      const free = optimizePortfolio({ ...data, objective, shorting: true, riskFreeRate: 0.02 });
      const loose = optimizePortfolio({
        ...data,
        objective,
        shorting: true,
        riskFreeRate: 0.02,
        maxGrossExposure: free.grossExposure + 0.5,
      });
      w(free).forEach((x, i) => expect(w(loose)[i]).toBeCloseTo(x, 6));
      expect('maxGrossExposure' in free).toBe(false);
    }
    // Long-only: the cap cannot bind (Σ|w| = 1), the weights are the same bit for bit.
    const a = optimizePortfolio({ ...data, riskFreeRate: 0.02 });
    const b = optimizePortfolio({ ...data, riskFreeRate: 0.02, maxGrossExposure: 1.2 });
    expect(b.weights).toEqual(a.weights);
  });

  it('maxSharpe under the cap beats 2 000 random portfolios within the bounds and the cap', () => {
    const cap = 1.6;
    const r = optimizePortfolio({
      ...data,
      objective: 'maxSharpe',
      shorting: true,
      riskFreeRate: 0.02,
      maxGrossExposure: cap,
    });
    const mu = TICKERS.map((t) => r.expectedReturns[t]);
    const sharpe = (x: number[]) => {
      const ret = x.reduce((s, v, i) => s + v * mu[i]!, 0);
      let v = 0;
      TICKERS.forEach((ti, i) => TICKERS.forEach((tj, j) => (v += x[i]! * x[j]! * r.covariance[ti]![tj]!)));
      return (ret - 0.02) / Math.sqrt(v);
    };
    const best = sharpe(w(r));
    const rand = rng(11);
    for (let k = 0; k < 2000; k++) {
      // A random feasible point: random long-short mix scaled into the cap.
      const raw = TICKERS.map(() => rand() * 2 - 1);
      const sum = raw.reduce((a, b) => a + b, 0);
      if (Math.abs(sum) < 0.2) continue;
      const x = raw.map((v) => v / sum);
      if (grossOf(x) > cap || x.some((v) => Math.abs(v) > 1)) continue;
      expect(sharpe(x)).toBeLessThanOrEqual(best + 1e-9);
    }
  });

  it('the frontier under the cap: every point within the cap, increasing returns, below the uncapped frontier’s reach', () => {
    const free = efficientFrontier({ ...data, shorting: true, riskFreeRate: 0.02, points: 30 });
    const capped = efficientFrontier({
      ...data,
      shorting: true,
      riskFreeRate: 0.02,
      points: 30,
      maxGrossExposure: 1.5,
    });
    for (const p of capped.points) expect(grossOf(Object.values(p.weights))).toBeLessThanOrEqual(1.5 + 1e-9);
    for (let k = 1; k < capped.points.length; k++)
      expect(capped.points[k]!.expectedReturn).toBeGreaterThan(capped.points[k - 1]!.expectedReturn);
    expect(capped.points.at(-1)!.expectedReturn).toBeLessThan(free.points.at(-1)!.expectedReturn);
    expect(capped.minVariance.volatility).toBeGreaterThanOrEqual(free.minVariance.volatility - 1e-12);
    // The tangency portfolio is on (or above) every capped point's Sharpe ratio.
    for (const p of capped.points) expect(p.sharpe!).toBeLessThanOrEqual(capped.maxSharpe!.sharpe! + 1e-7);
  });

  it('the highest capped return (an LP) is not beaten by any vertex-like portfolio', () => {
    const mu = Float64Array.of(0.3, 0.1, -0.2, 0.05);
    const top = maxReturnCapped(mu, { min: -1, max: 1 }, 1.5);
    expect(Array.from(top)).toEqual([1, 0.25, -0.25, 0]);
    expect(Array.from(maxReturnCapped(mu, { min: -1, max: 1 }, 1))).toEqual([1, 0, 0, 0]);
    expect(Array.from(maxReturnCapped(mu, { min: -1, max: 1 }, 5))).toEqual([1, 1, -1, 0]);
  });

  it('refuses a cap below 1 or not a number, by name', () => {
    for (const bad of [0.99, 0, -1, NaN, '2', 51]) {
      try {
        optimizePortfolio({ ...data, shorting: true, maxGrossExposure: bad as number });
        expect.fail('accepted');
      } catch (e) {
        expect(isFinanceInputError(e) && e.field).toBe('maxGrossExposure');
        expect((e as Error).message).toMatch(/^Bruttó kitettség korlátja: /);
      }
    }
  });
});
