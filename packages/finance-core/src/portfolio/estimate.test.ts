import { describe, expect, it } from 'vitest';
import {
  annualisedCovariance,
  annualisedMeanReturns,
  regularisedCovariance,
  returnsMatrix,
  simpleReturns,
} from './estimate';
import { choleskyPivotRatio } from './linalg';
import { FIXTURE_TICKERS, fixtureInput } from './__fixtures__/closes';
import { randomPrices, rng } from './test-support';

describe('estimates', () => {
  it('simple returns by hand: 100 → 110 → 99 → 99', () => {
    const r = simpleReturns([100, 110, 99, 99]);
    expect(r[0]).toBeCloseTo(0.1, 15);
    expect(r[1]).toBeCloseTo(-0.1, 15);
    expect(r[2]).toBe(0);
  });

  it('μ is 252 × the arithmetic mean and Σ the ddof = 1 sample covariance × 252 (naive loops on the fixture)', () => {
    const { prices } = fixtureInput(FIXTURE_TICKERS.slice(0, 8));
    const series = Object.values(prices);
    const { R, T, n } = returnsMatrix(series);
    const mu = annualisedMeanReturns(R, T, n);
    const S = annualisedCovariance(R, T, n);
    const rets = series.map((p) => p.slice(1).map((v, t) => v / p[t]! - 1));
    const means = rets.map((r) => r.reduce((s, v) => s + v, 0) / r.length);
    for (let a = 0; a < n; a++) {
      expect(mu[a]).toBeCloseTo(252 * means[a]!, 14);
      for (let b = 0; b < n; b++) {
        let s = 0;
        for (let t = 0; t < T; t++) s += (rets[a]![t]! - means[a]!) * (rets[b]![t]! - means[b]!);
        expect(S[a * n + b]).toBeCloseTo((252 * s) / (T - 1), 14);
        expect(S[a * n + b]).toBe(S[b * n + a]);
      }
    }
  });

  it('leaves a well-conditioned covariance alone (ridge 0)', () => {
    const { prices } = fixtureInput(FIXTURE_TICKERS);
    const { R, T, n } = returnsMatrix(Object.values(prices));
    const S = annualisedCovariance(R, T, n);
    const reg = regularisedCovariance(S, n);
    expect(reg.ridge).toBe(0);
    expect(reg.matrix).toBe(S);
  });

  it('adds a tiny ridge when there are more assets than return days, making Σ positive definite', () => {
    const { prices } = randomPrices(rng(7), 40, 30);
    const { R, T, n } = returnsMatrix(Object.values(prices));
    const S = annualisedCovariance(R, T, n);
    expect(choleskyPivotRatio(S, n)).toBeLessThan(1e-12);
    const { matrix, ridge } = regularisedCovariance(S, n);
    const meanVar = Array.from({ length: n }, (_, i) => S[i * n + i]!).reduce((s, v) => s + v, 0) / n;
    expect(ridge).toBeCloseTo(1e-8 * meanVar, 20);
    expect(choleskyPivotRatio(matrix, n)).toBeGreaterThan(0);
  });

  it('regularises a constant price series (zero variance) too', () => {
    const { prices } = randomPrices(rng(3), 3, 60);
    const series = [...Object.values(prices), new Array(60).fill(50)];
    const { R, T, n } = returnsMatrix(series);
    expect(regularisedCovariance(annualisedCovariance(R, T, n), n).ridge).toBeGreaterThan(0);
  });
});
