import { describe, expect, it } from 'vitest';
import { isFinanceInputError } from '../shared/errors';
import { WEIGHT_BOUNDS } from './constants';
import { efficientFrontier, FRONTIER_POINTS } from './frontier';
import { optimizePortfolio } from './optimize';
import { fixtureInput } from './__fixtures__/closes';
import { covarianceMatrix, invert, mulVec, quadprogSolve } from './test-support';

const TICKERS = ['AAPL', 'MSFT', 'JPM', 'JNJ', 'LLY', 'F'];
const data = fixtureInput(TICKERS);

/** The closed-form frontier without bounds: σ²(r) = (a r² − 2 b r + c) / (a c − b²), a = 1'Σ⁻¹1, b = 1'Σ⁻¹μ, c = μ'Σ⁻¹μ. */
function closedForm(mu: number[], Sinv: number[][]) {
  const ones = mu.map(() => 1);
  const Sinv1 = mulVec(Sinv, ones);
  const SinvMu = mulVec(Sinv, mu);
  const a = Sinv1.reduce((s, v) => s + v, 0);
  const b = SinvMu.reduce((s, v) => s + v, 0);
  const c = SinvMu.reduce((s, v, i) => s + v * mu[i]!, 0);
  const d = a * c - b * b;
  return {
    variance: (r: number) => (a * r * r - 2 * b * r + c) / d,
    // w(r) = Σ⁻¹(λ1 + γμ), λ = (c − b r)/d, γ = (a r − b)/d.
    weights: (r: number) => Sinv1.map((v, i) => ((c - b * r) / d) * v + ((a * r - b) / d) * SinvMu[i]!),
    rMv: b / a,
  };
}

describe('efficientFrontier', () => {
  it('with shorting, every point inside the ±1 bounds is the closed-form unconstrained frontier (to 1e-9)', () => {
    const f = efficientFrontier({ ...data, shorting: true, riskFreeRate: 0.03 });
    const opt = optimizePortfolio({ ...data, objective: 'minVariance', shorting: true });
    const mu = TICKERS.map((t) => opt.expectedReturns[t]!);
    const Sinv = invert(covarianceMatrix(opt.covariance, TICKERS), TICKERS.length);
    const cf = closedForm(mu, Sinv);
    const inside = f.points.filter((p) => Object.values(p.weights).every((w) => Math.abs(w) < 1 - 1e-9));
    expect(inside.length).toBeGreaterThanOrEqual(10);
    for (const p of inside) {
      expect(p.volatility ** 2).toBeCloseTo(cf.variance(p.expectedReturn), 9);
      cf.weights(p.expectedReturn).forEach((w, i) => expect(p.weights[TICKERS[i]!]).toBeCloseTo(w, 9));
    }
    expect(f.minVariance.expectedReturn).toBeCloseTo(cf.rMv, 10);
  });

  it('long-only: every point equals an independent QP (quadprog) with the same target return, to 1e-7', () => {
    const f = efficientFrontier({ ...data, shorting: false, riskFreeRate: 0.03 });
    const opt = optimizePortfolio({ ...data, objective: 'minVariance' });
    const n = TICKERS.length;
    const mu = Float64Array.from(TICKERS.map((t) => opt.expectedReturns[t]));
    const Q = covarianceMatrix(opt.covariance, TICKERS);
    for (const p of f.points) {
      const ref = quadprogSolve({
        n,
        Q,
        A: Float64Array.from([...new Array(n).fill(1), ...mu]),
        b: Float64Array.of(1, p.expectedReturn),
        lower: new Float64Array(n).fill(WEIGHT_BOUNDS.longOnly.min),
        upper: new Float64Array(n).fill(WEIGHT_BOUNDS.longOnly.max),
      });
      ref.forEach((w, i) => expect(Math.abs(p.weights[TICKERS[i]!]! - w)).toBeLessThan(1e-7));
    }
  });

  it('has 40 points by default, rising in return and volatility, from the minimum-variance portfolio to the best asset', () => {
    const f = efficientFrontier({ ...data, riskFreeRate: 0.03 });
    expect(f.points).toHaveLength(FRONTIER_POINTS.default);
    const mv = optimizePortfolio({ ...data, objective: 'minVariance' });
    expect(f.minVariance.volatility).toBeCloseTo(mv.volatility, 10);
    for (let k = 1; k < f.points.length; k++) {
      expect(f.points[k]!.expectedReturn).toBeGreaterThan(f.points[k - 1]!.expectedReturn);
      expect(f.points[k]!.volatility).toBeGreaterThanOrEqual(f.points[k - 1]!.volatility - 1e-12);
    }
    const best = f.assets.reduce((x, y) => (y.expectedReturn > x.expectedReturn ? y : x));
    expect(f.points.at(-1)!.expectedReturn).toBeCloseTo(best.expectedReturn, 12);
    expect(f.points.at(-1)!.weights[best.ticker]).toBeCloseTo(1, 9);
  });

  it('the assets are their own (σ, μ) points and no asset lies left of the curve', () => {
    const f = efficientFrontier({ ...data, riskFreeRate: 0.03 });
    const opt = optimizePortfolio({ ...data, objective: 'minVariance' });
    f.assets.forEach((a) => {
      expect(a.expectedReturn).toBe(opt.expectedReturns[a.ticker]);
      expect(a.volatility).toBeCloseTo(Math.sqrt(opt.covariance[a.ticker]![a.ticker]!), 14);
      expect(a.volatility).toBeGreaterThanOrEqual(f.minVariance.volatility - 1e-12);
    });
  });

  it("the max-Sharpe point is the optimiser's, the CML is tangent there and no frontier point lies above it", () => {
    for (const shorting of [false, true]) {
      const f = efficientFrontier({ ...data, shorting, riskFreeRate: 0.03 });
      const ms = optimizePortfolio({ ...data, shorting, riskFreeRate: 0.03, objective: 'maxSharpe' });
      expect(f.maxSharpe!.expectedReturn).toBeCloseTo(ms.expectedReturn, 10);
      expect(f.maxSharpe!.volatility).toBeCloseTo(ms.volatility, 10);
      const cml = f.capitalMarketLine!;
      expect(cml.slope).toBeCloseTo(f.maxSharpe!.sharpe!, 12);
      expect(cml.points[0]).toEqual({ volatility: 0, expectedReturn: 0.03 });
      for (const p of f.points) expect(p.expectedReturn).toBeLessThanOrEqual(0.03 + cml.slope * p.volatility + 1e-12);
      for (const a of f.assets) expect(a.expectedReturn).toBeLessThanOrEqual(0.03 + cml.slope * a.volatility + 1e-12);
    }
  });

  it('with a risk-free rate above every asset there is no tangency portfolio and no CML, but a curve', () => {
    const f = efficientFrontier({ ...data, riskFreeRate: 0.49, points: 30 });
    expect(f.maxSharpe).toBeNull();
    expect(f.capitalMarketLine).toBeNull();
    expect(f.points).toHaveLength(30);
  });

  it('refuses a point count outside 30–50 by name, and bad prices as the optimiser does', () => {
    for (const points of [29, 51, 40.5, NaN]) {
      try {
        efficientFrontier({ ...data, points });
        expect.unreachable();
      } catch (e) {
        expect(isFinanceInputError(e) && e.field).toBe('points');
      }
    }
    expect(() => efficientFrontier({ ...data, prices: { AAPL: data.prices.AAPL! } })).toThrow(/^Részvények: /);
  });
});
