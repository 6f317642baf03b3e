import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isFinanceInputError } from '../shared/errors';
import { choleskyPivotRatio } from './linalg';
import { annualisedCovariance, ledoitWolfCovariance, returnsMatrix } from './estimate';
import { STOCK_CATALOGUE } from './constants';
import { optimizePortfolio } from './optimize';
import { fixtureInput } from './__fixtures__/closes';
import { randomPrices, rng } from './test-support';

interface Reference {
  name: string;
  tickers: string[];
  rows: number;
  shrinkage: number;
  annualisedCovariance: number[][];
}
const references: Reference[] = JSON.parse(
  readFileSync(new URL('./__fixtures__/ledoit-wolf-reference.json', import.meta.url), 'utf8'),
);

describe('ledoitWolfCovariance', () => {
  it.each(references.map((r) => [r.name, r] as const))('matches scikit-learn ledoit_wolf × 252: %s', (_, ref) => {
    const { prices } = fixtureInput(ref.tickers, ref.rows);
    const { R, T, n } = returnsMatrix(ref.tickers.map((t) => prices[t]!));
    const { matrix, shrinkage } = ledoitWolfCovariance(R, T, n);
    expect(shrinkage).toBeCloseTo(ref.shrinkage, 12);
    const scale = Math.max(...ref.annualisedCovariance.flat().map(Math.abs));
    ref.annualisedCovariance.forEach((row, i) =>
      row.forEach((v, j) => expect(Math.abs(matrix[i * n + j]! - v)).toBeLessThan(1e-12 * scale)),
    );
  });

  it('keeps the trace of the (ddof = 0) sample covariance and makes a singular one positive definite', () => {
    const { dates, prices } = randomPrices(rng(11), 40, 30);
    void dates;
    const { R, T, n } = returnsMatrix(Object.values(prices));
    const sample = annualisedCovariance(R, T, n); // ddof = 1
    const { matrix, shrinkage } = ledoitWolfCovariance(R, T, n);
    let trS = 0;
    let trLw = 0;
    for (let i = 0; i < n; i++) {
      trS += sample[i * n + i]!;
      trLw += matrix[i * n + i]!;
    }
    expect(trLw).toBeCloseTo((trS * (T - 1)) / T, 10);
    expect(shrinkage).toBeGreaterThan(0);
    expect(choleskyPivotRatio(sample, n)).toBeLessThan(1e-12);
    expect(choleskyPivotRatio(matrix, n)).toBeGreaterThan(1e-6);
  });
});

describe('optimizePortfolio: more assets than observations', () => {
  it('the sample covariance needs at least 2 return days per asset; the error names the period', () => {
    const { dates, prices } = randomPrices(rng(5), 40, 30);
    try {
      optimizePortfolio({ dates, prices, objective: 'minVariance' });
      expect.unreachable();
    } catch (e) {
      expect(isFinanceInputError(e) && e.field).toBe('dates');
      expect((e as Error).message).toBe(
        `Dátumok: 40 részvényhez legalább 80 napi hozam, azaz 81 kereskedési nap kell, de a választott időszakban ` +
          `(${dates[0]} – ${dates[29]}) csak 30 nap van. Válasszon hosszabb időszakot, kevesebb részvényt, vagy a ` +
          `Ledoit–Wolf-féle zsugorított kovarianciát.`,
      );
    }
  });

  it('the boundary: 2·n + 1 closes are accepted, 2·n are not (16 real stocks)', () => {
    const tickers = STOCK_CATALOGUE.slice(0, 16).map((s) => s.ticker);
    expect(tickers).toHaveLength(16);
    expect(() => optimizePortfolio({ ...fixtureInput(tickers, 33), objective: 'minVariance' })).not.toThrow();
    expect(() => optimizePortfolio({ ...fixtureInput(tickers, 32), objective: 'minVariance' })).toThrow(
      /16 részvényhez legalább 32 napi hozam/,
    );
  });

  it('with Ledoit–Wolf 40 stocks over 30 days give a sane answer: no ridge, no riskless 8 100 % portfolio', () => {
    const { dates, prices } = randomPrices(rng(5), 40, 30);
    const res = optimizePortfolio({
      dates,
      prices,
      objective: 'minVariance',
      shorting: true,
      covariance: 'ledoitWolf',
    });
    expect(res.covarianceEstimator).toBe('ledoitWolf');
    expect(res.shrinkage).toBeGreaterThan(0);
    expect(res.ridge).toBe(0);
    // The sample covariance's null space gave volatility 1e-8; shrinkage keeps it at the assets' order.
    expect(res.volatility).toBeGreaterThan(0.01);
    expect(res.metrics.sharpe_ratio === null || Math.abs(res.metrics.sharpe_ratio) < 100).toBe(true);
  });
});
