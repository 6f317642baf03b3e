/**
 * The lognormal ETF: closed-form mean and quantiles, the expected tax against an independent numerical
 * integral, the TBSZ by calendar lock-up years, the NYESZ credit, the estimate from prices.
 */
import { describe, expect, it } from 'vitest';
import { estimateEtfParameters, etfProjection } from './etf';
import { normalCdf } from './normal';
import { days, expectSavingsError } from './test-support';

const B = 1_000_000;
const Z05 = -1.6448536269514722;

/** E[g(V_t)] for V_t = B exp(a + s z), z standard normal, by Simpson's rule on z ∈ [−12, 12]. */
function expectation(g: (v: number) => number, a: number, s: number): number {
  const n = 20_000;
  const h = 24 / n;
  let sum = 0;
  for (let i = 0; i <= n; i++) {
    const z = -12 + i * h;
    const w = i === 0 || i === n ? 1 : i % 2 ? 4 : 2;
    sum += w * g(B * Math.exp(a + s * z)) * (Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI));
  }
  return (sum * h) / 3;
}

describe('etfProjection', () => {
  const base = { amount: B, years: 6, date: '2026-11-28', expectedReturn: 7, volatility: 15, inflation: 3 };
  const none = etfProjection({ ...base, wrapper: 'none' });
  const tbsz = etfProjection({ ...base, wrapper: 'tbsz' });

  it('mean B(1+m)^t and quantiles B exp((ln(1+m) − σ²/2) t + z σ √t) before tax', () => {
    for (let k = 0; k <= 6; k++) {
      const drift = (Math.log(1.07) - 0.15 ** 2 / 2) * k;
      expect(none.rows[k]!.gross).toBeCloseTo(B * 1.07 ** k, 4);
      expect(none.grossBand[k]!.p50).toBeCloseTo(B * Math.exp(drift), 4);
      expect(none.grossBand[k]!.p05).toBeCloseTo(B * Math.exp(drift + Z05 * 0.15 * Math.sqrt(k)), 4);
      expect(none.grossBand[k]!.p95).toBeCloseTo(B * Math.exp(drift - Z05 * 0.15 * Math.sqrt(k)), 4);
    }
  });

  it('the expected tax of a sale (15 % of the gain) equals a numerical integral over the lognormal', () => {
    for (const k of [1, 3, 6]) {
      const a = (Math.log(1.07) - 0.15 ** 2 / 2) * k;
      const expected = expectation((v) => 0.15 * Math.max(v - B, 0), a, 0.15 * Math.sqrt(k));
      expect(Math.abs(none.rows[k]!.tax - expected)).toBeLessThan(1e-6 * B);
    }
  });

  it('after-tax quantiles are the quantiles less 15 % of their gain; real values divide by 1,03^k', () => {
    for (let k = 1; k <= 6; k++) {
      const q = none.grossBand[k]!;
      expect(none.band[k]!.p95).toBeCloseTo(q.p95 - 0.15 * Math.max(q.p95 - B, 0), 4);
      expect(none.band[k]!.p05).toBeCloseTo(q.p05 - 0.15 * Math.max(q.p05 - B, 0), 4);
      expect(none.realBand[k]!.p50).toBeCloseTo(none.band[k]!.p50 / 1.03 ** k, 4);
      expect(none.rows[k]!.real).toBeCloseTo(none.rows[k]!.net / 1.03 ** k, 4);
    }
  });

  it('TBSZ opened on 2026-11-28: 28 % on the 3rd anniversary, 18 % on the 5th (4 lock-up years), nothing on the 6th', () => {
    // The same expected excess E[(V − B)⁺] as the 15 % case, scaled by the rate.
    expect(tbsz.rows[3]!.tax).toBeCloseTo((none.rows[3]!.tax * 0.28) / 0.15, 4);
    expect(tbsz.rows[5]!.tax).toBeCloseTo((none.rows[5]!.tax * 0.18) / 0.15, 4);
    expect(tbsz.rows[6]!.tax).toBe(0);
    expect(tbsz.rows[6]!.net).toBeCloseTo(B * 1.07 ** 6, 4);
    expect(tbsz.rules.map((r) => r.id)).toEqual(
      expect.arrayContaining(['wrappers.tbsz', 'wrappers.tbszCollectionYear']),
    );
  });

  it('TBSZ below the 25 000 Ft opening payment is an answer with the figures', () => {
    const small = etfProjection({ ...base, amount: 20_000, wrapper: 'tbsz' });
    expect(small.eligible).toBe(false);
    expect(small.reason).toContain('25\u00a0000\u00a0Ft');
  });

  it('NYESZ: the 100 000 Ft credit arrives on 2027-06-30 and grows with the fund; no tax', () => {
    const r = etfProjection({ ...base, amount: 500_000, wrapper: 'nyesz' });
    expect(r.nyeszCredit).toEqual({ credit: 100_000, arrival: '2027-06-30' });
    const tc = days('2026-11-28', '2027-06-30') / 365.25;
    expect(r.rows[1]!.tax).toBe(0);
    expect(r.rows[1]!.net).toBeCloseTo(500_000 * 1.07 + 100_000 * 1.07 ** (1 - tc), 4);
    // Bought in January, the first anniversary comes before the credit: it counts at face.
    const early = etfProjection({ ...base, date: '2026-01-10', amount: 500_000, wrapper: 'nyesz' });
    expect(early.rows[1]!.net).toBeCloseTo(500_000 * 1.07 + 100_000, 4);
  });

  it('zero volatility is a sure growth: the band collapses on the mean', () => {
    const sure = etfProjection({ ...base, volatility: 0, wrapper: 'none' });
    expect(sure.band[4]!.p05).toBeCloseTo(sure.rows[4]!.net, 6);
    expect(sure.rows[4]!.tax).toBeCloseTo(0.15 * (B * 1.07 ** 4 - B), 4);
  });
});

describe('estimateEtfParameters', () => {
  it('log returns alternating μ ± a give mean μ and sample sd a √(n/(n−1)), scaled to a year', () => {
    const mu = 0.0003;
    const a = 0.01;
    const prices = [100];
    for (let i = 0; i < 252; i++) prices.push(prices.at(-1)! * Math.exp(mu + (i % 2 ? -a : a)));
    const e = estimateEtfParameters({ prices });
    const sigma = a * Math.sqrt(252 / 251) * Math.sqrt(252);
    expect(e.observations).toBe(252);
    expect(e.volatility).toBeCloseTo(sigma * 100, 8);
    expect(e.expectedReturn).toBeCloseTo((Math.exp(mu * 252 + sigma ** 2 / 2) - 1) * 100, 8);
  });

  it('refuses too few or non-positive prices and an estimate outside the accepted ranges', () => {
    expectSavingsError(() => estimateEtfParameters({ prices: [100, 101] }), 'prices', 'Árfolyamok');
    expectSavingsError(() => estimateEtfParameters({ prices: [100, -1, 102] }), 'prices', 'Árfolyamok');
    expectSavingsError(() => estimateEtfParameters({ prices: [1, 2, 4, 8, 16] }), 'prices', 'Árfolyamok');
    expectSavingsError(
      () => estimateEtfParameters({ prices: [1, 2, 3], pricesPerYear: 0 }),
      'pricesPerYear',
      'Árfolyamok száma évente',
    );
  });

  it('prices given to etfProjection replace the typed return and volatility', () => {
    const prices = [100, 100.1, 100.05, 100.2, 100.3];
    const r = etfProjection({ prices, pricesPerYear: 252, date: '2026-11-28', inflation: 3 });
    const e = estimateEtfParameters({ prices });
    expect(r.parameters).toEqual({ expectedReturn: e.expectedReturn, volatility: e.volatility, estimatedFrom: 5 });
  });
});

describe('the probability of beating a threshold', () => {
  it('outside any wrapper it inverts the after-tax value: P(V > B + (X − B) / 0,85)', async () => {
    const { etfPaths, etfModel } = await import('./etf');
    const { priceLevels } = await import('./inflation');
    const levels = priceLevels(0, '2026-11-28');
    const built = etfModel(
      { amount: B, years: 5, date: '2026-11-28', levels, m: 0.07, sigma: 0.15, estimatedFrom: null },
      'none',
      'controlledMarket',
      0,
      0,
    );
    const paths = etfPaths(built.model);
    for (const X of [900_000, 1_200_000, 1_500_000]) {
      const V = X <= B ? X : B + (X - B) / 0.85;
      const z = (Math.log(V / B) - (Math.log(1.07) - 0.15 ** 2 / 2) * 5) / (0.15 * Math.sqrt(5));
      expect(paths.probabilityRealAbove(X)).toBeCloseTo(1 - normalCdf(z), 9);
    }
  });
});
