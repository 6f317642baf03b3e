import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFinanceInputError } from '../shared/errors';
import { portfolioMetrics } from './metrics';
import { optimizePortfolio, type PortfolioResult } from './optimize';
import { FIXTURE_TICKERS, fixtureInput } from './__fixtures__/closes';
import {
  catchInputError,
  covarianceMatrix,
  fitMultipliers,
  invert,
  mulVec,
  quadprogSolve,
  randomPrices,
  rng,
} from './test-support';

const RF = 0.055;
const TOL = 1e-9;

/** The result's weights, μ and Σ as plain arrays in ticker order. */
function unpack(res: PortfolioResult) {
  const { tickers } = res;
  const n = tickers.length;
  const S = covarianceMatrix(res.covariance, tickers);
  return {
    n,
    w: tickers.map((t) => res.weights[t]!),
    mu: tickers.map((t) => res.expectedReturns[t]!),
    S,
    Sw: (v: number[]) => Array.from({ length: n }, (_, i) => v.reduce((s, x, j) => s + S[i * n + j]! * x, 0)),
  };
}

const sumOf = (x: number[]) => x.reduce((s, v) => s + v, 0);

/** Normalised closed form Σ⁻¹v / 1'Σ⁻¹v, with an independent inverse. */
function closedForm(S: Float64Array, n: number, v: number[]): { w: number[]; denominator: number } {
  const y = mulVec(invert(S, n), v);
  const denominator = sumOf(y);
  return { w: y.map((x) => x / denominator), denominator };
}

describe('optimizePortfolio — closed forms with shorting (bounds not binding)', () => {
  it("maxSharpe equals the tangency portfolio Σ⁻¹(μ − rf) / 1'Σ⁻¹(μ − rf) to 1e-8", () => {
    for (const seed of [1, 4, 5]) {
      const { dates, prices } = randomPrices(rng(seed), 6, 400, [0.0008, 0.0006, 0.0009, 0.0005, 0.0007, 0.001]);
      const res = optimizePortfolio({ dates, prices, objective: 'maxSharpe', shorting: true, riskFreeRate: 0.03 });
      const { n, w, mu, S } = unpack(res);
      const tangency = closedForm(
        S,
        n,
        mu.map((m) => m - 0.03),
      );
      expect(tangency.denominator).toBeGreaterThan(0); // a real tangency (positive excess return), not its mirror image
      for (let i = 0; i < n; i++) {
        expect(Math.abs(tangency.w[i]!)).toBeLessThan(1 - 1e-3); // the ±1 bounds do not bind
        expect(Math.abs(w[i]! - tangency.w[i]!)).toBeLessThan(1e-8);
      }
    }
  });

  it('maxSharpe equals the closed form whenever it lies inside the bounds (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 8 }), (seed, n) => {
        const rand = rng(seed);
        const drifts = Array.from({ length: n }, () => 0.0004 + 0.0008 * rand());
        const { dates, prices } = randomPrices(rand, n, 300, drifts);
        const rf = 0.02;
        let res: PortfolioResult;
        try {
          res = optimizePortfolio({ dates, prices, objective: 'maxSharpe', shorting: true, riskFreeRate: rf });
        } catch (e) {
          fc.pre(!isFinanceInputError(e)); // a draw where nothing beats rf has no tangency portfolio
          throw e;
        }
        const { w, mu, S } = unpack(res);
        const tangency = closedForm(
          S,
          n,
          mu.map((m) => m - rf),
        );
        fc.pre(tangency.denominator > 0 && tangency.w.every((v) => Math.abs(v) < 0.999));
        tangency.w.forEach((v, i) => expect(Math.abs(w[i]! - v)).toBeLessThan(1e-8));
      }),
      { numRuns: 60 },
    );
  });

  it("minVariance equals Σ⁻¹1 / 1'Σ⁻¹1 to 1e-8 (10 real stocks, 2024–2025)", () => {
    const res = optimizePortfolio({
      ...fixtureInput(FIXTURE_TICKERS.slice(0, 10)),
      objective: 'minVariance',
      shorting: true,
    });
    const { n, w, S } = unpack(res);
    const gmv = closedForm(S, n, new Array(n).fill(1));
    for (let i = 0; i < n; i++) {
      expect(Math.abs(gmv.w[i]!)).toBeLessThan(1 - 1e-3);
      expect(Math.abs(w[i]! - gmv.w[i]!)).toBeLessThan(1e-8);
    }
  });
});

describe('optimizePortfolio — long-only optimality on real data (25 stocks)', () => {
  const periods = [
    { name: '2024–2025', rows: undefined },
    { name: '2025 (last 253 closes)', rows: 253 },
  ];

  for (const { name, rows } of periods) {
    const input = fixtureInput(FIXTURE_TICKERS, rows);

    it(`minVariance: KKT to 1e-9 and quadprog to 1e-7 (${name})`, () => {
      const res = optimizePortfolio({ ...input, objective: 'minVariance' });
      const { n, w, S, Sw } = unpack(res);
      expect(res.ridge).toBe(0);
      const free = w.map((v) => v > 0 && v < 1);
      // Stationarity Σw = ν1 + z, z ≥ 0 where w = 0 (complementary slackness: z = 0 where 0 < w < 1).
      const { coef, residual } = fitMultipliers(Sw(w), [new Array(n).fill(1)], free);
      expect(coef[0]).toBeGreaterThan(0);
      residual.forEach((r, i) => {
        if (free[i]) expect(Math.abs(r)).toBeLessThan(TOL);
        else {
          expect(w[i]).toBe(0);
          expect(r).toBeGreaterThan(-TOL);
        }
      });
      expect(Math.abs(sumOf(w) - 1)).toBeLessThan(1e-12);
      const ref = quadprogSolve({
        n,
        Q: S,
        A: new Float64Array(n).fill(1),
        b: Float64Array.of(1),
        lower: new Float64Array(n),
        upper: new Float64Array(n).fill(1),
      });
      w.forEach((v, i) => expect(Math.abs(v - ref[i]!)).toBeLessThan(1e-7));
    });

    it(`maxSharpe: KKT of the convex transform to 1e-9 and quadprog to 1e-7 (${name})`, () => {
      const res = optimizePortfolio({ ...input, objective: 'maxSharpe', riskFreeRate: RF });
      const { n, w, mu, S, Sw } = unpack(res);
      const excess = mu.map((m) => m - RF);
      // y = w / (μ − rf)'w solves min ½y'Σy s.t. (μ − rf)'y = 1, y ≥ 0: Σy = ν(μ − rf) + z.
      const k = sumOf(w.map((v, i) => v * excess[i]!));
      const y = w.map((v) => v / k);
      const free = y.map((v) => v > 0);
      const { residual } = fitMultipliers(Sw(y), [excess], free);
      residual.forEach((r, i) => {
        if (free[i]) expect(Math.abs(r)).toBeLessThan(TOL);
        else expect(r).toBeGreaterThan(-TOL);
      });
      const yRef = quadprogSolve({
        n,
        Q: S,
        A: Float64Array.from(excess),
        b: Float64Array.of(1),
        lower: new Float64Array(n),
        upper: new Float64Array(n).fill(Infinity),
      });
      const kRef = sumOf(Array.from(yRef));
      w.forEach((v, i) => expect(Math.abs(v - yRef[i]! / kRef)).toBeLessThan(1e-7));
    });

    it(`maxSharpe's reported Sharpe ratio beats every other feasible portfolio's (${name})`, () => {
      const res = optimizePortfolio({ ...input, objective: 'maxSharpe', riskFreeRate: RF });
      const { n, w } = unpack(res);
      const series = FIXTURE_TICKERS.map((t) => input.prices[t]);
      const T = input.dates.length - 1;
      const sharpeOf = (weights: number[]) => {
        const rp = Array.from({ length: T }, (_, t) =>
          weights.reduce((s, wi, i) => s + wi * (series[i]![t + 1]! / series[i]![t]! - 1), 0),
        );
        return portfolioMetrics(rp, null, RF).sharpe_ratio!;
      };
      expect(res.metrics.sharpe_ratio).toBeCloseTo(sharpeOf(w), 12);
      const rand = rng(11);
      for (let trial = 0; trial < 100; trial++) {
        // Perturb towards a random long-only portfolio: stays feasible.
        const other = Array.from({ length: n }, () => rand());
        const s = sumOf(other);
        const mix = rand() * 0.2;
        const candidate = w.map((v, i) => (1 - mix) * v + (mix * other[i]!) / s);
        expect(sharpeOf(candidate)).toBeLessThanOrEqual(res.metrics.sharpe_ratio! + 1e-12);
      }
    });

    it(`maxReturn: the cap binds exactly, KKT to 1e-9, quadprog's efficient_return agrees to 1e-7 (${name})`, () => {
      const res = optimizePortfolio({ ...input, objective: 'maxReturn' });
      const { n, w, mu, S, Sw } = unpack(res);
      // Default cap: the equal-weight portfolio's volatility.
      const eq = new Array(n).fill(1 / n);
      expect(res.maxVolatility).toBeCloseTo(Math.sqrt(sumOf(Sw(eq).map((v, i) => v * eq[i]))), 14);
      expect(Math.abs(res.volatility - res.maxVolatility!)).toBeLessThan(1e-12);
      expect(Math.abs(res.metrics.annual_volatility! - res.maxVolatility!)).toBeLessThan(1e-12);
      // Not "everything in one asset".
      expect(w.filter((v) => v > 0.01).length).toBeGreaterThan(1);
      // max μ'w s.t. w'Σw ≤ cap², 1'w = 1, w ≥ 0: μ = 2η Σw − ν1 − z, η ≥ 0, z ≥ 0 at w = 0.
      const free = w.map((v) => v > 0 && v < 1);
      const { coef, residual } = fitMultipliers(mu, [Sw(w), new Array(n).fill(1)], free);
      expect(coef[0]).toBeGreaterThan(0); // η > 0: the cap is active
      residual.forEach((r, i) => {
        if (free[i]) expect(Math.abs(r)).toBeLessThan(TOL);
        else expect(r).toBeLessThan(TOL); // −z ≤ 0
      });
      const target = sumOf(w.map((v, i) => v * mu[i]!));
      expect(res.expectedReturn).toBeCloseTo(target, 14);
      const ref = quadprogSolve({
        n,
        Q: S,
        A: Float64Array.from([...new Array(n).fill(1), ...mu]),
        b: Float64Array.of(1, target),
        lower: new Float64Array(n),
        upper: new Float64Array(n).fill(1),
      });
      w.forEach((v, i) => expect(Math.abs(v - ref[i]!)).toBeLessThan(1e-7));
    });
  }

  it('maxSharpe with shorting, where ±1 bounds bind, agrees with quadprog on the homogenised transform (2025)', () => {
    const res = optimizePortfolio({
      ...fixtureInput(FIXTURE_TICKERS, 253),
      objective: 'maxSharpe',
      shorting: true,
      riskFreeRate: RF,
    });
    const { n, w, mu, S } = unpack(res);
    expect(w.some((v) => Math.abs(v) > 1 - 1e-12)).toBe(true); // a bound binds: the rows are really used
    // −1 ≤ w_i ≤ 1 with w = y / 1'y becomes y_i + 1'y ≥ 0 and 1'y − y_i ≥ 0.
    const G = new Float64Array(2 * n * n).fill(1);
    for (let i = 0; i < n; i++) {
      G[i * n + i]! += 1;
      G[(n + i) * n + i]! -= 1;
    }
    const y = quadprogSolve({
      n,
      Q: S,
      A: Float64Array.from(mu, (m) => m - RF),
      b: Float64Array.of(1),
      G,
      h: new Float64Array(2 * n),
      lower: new Float64Array(n).fill(-Infinity),
      upper: new Float64Array(n).fill(Infinity),
    });
    const k = sumOf(Array.from(y));
    w.forEach((v, i) => expect(Math.abs(v - y[i]! / k)).toBeLessThan(1e-7));
  });

  it("maxReturn with a cap at or above the best stock's volatility is that stock (the LP vertex)", () => {
    const input = fixtureInput(FIXTURE_TICKERS);
    const { mu, n, S } = unpack(optimizePortfolio({ ...input, objective: 'minVariance' }));
    const best = mu.indexOf(Math.max(...mu));
    const res = optimizePortfolio({
      ...input,
      objective: 'maxReturn',
      maxVolatility: Math.sqrt(S[best * n + best]!) * 1.01,
    });
    expect(res.weights[FIXTURE_TICKERS[best]!]).toBe(1);
  });

  it('maxReturn with a cap below the minimum volatility is rejected on the cap', () => {
    const input = fixtureInput(FIXTURE_TICKERS);
    const minVol = optimizePortfolio({ ...input, objective: 'minVariance' }).volatility;
    const e = catchInputError(() =>
      optimizePortfolio({ ...input, objective: 'maxReturn', maxVolatility: minVol * 0.9 }),
    );
    expect(e.field).toBe('maxVolatility');
    expect(e.message).toMatch(/^Volatilitási korlát: /);
    // At exactly the minimum the answer is the minimum-variance portfolio.
    const atMin = optimizePortfolio({ ...input, objective: 'maxReturn', maxVolatility: minVol });
    expect(atMin.volatility).toBeCloseTo(minVol, 12);
  });

  it("maxReturn's volatility rises with the cap and its return too (monotone frontier)", () => {
    const input = fixtureInput(FIXTURE_TICKERS, 253);
    let prev = -Infinity;
    for (const cap of [0.14, 0.18, 0.22, 0.3, 0.4]) {
      const res = optimizePortfolio({ ...input, objective: 'maxReturn', maxVolatility: cap });
      expect(res.volatility).toBeLessThanOrEqual(cap + 1e-12);
      expect(res.expectedReturn).toBeGreaterThan(prev);
      prev = res.expectedReturn;
    }
  });
});
