/**
 * afterTax and toRealTerms on hand-made paths, and on the Monte Carlo's percentile paths as the tools will
 * call them.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../monte-carlo';
import { afterTax, toRealTerms } from './after-tax';
import { days, expectSavingsError } from './test-support';

describe('afterTax', () => {
  const path = [1_000_000, 1_100_000, 900_000, 1_300_000, 1_400_000, 1_500_000, 1_600_000];

  it('outside any wrapper: 15 % of each point’s gain over the first value, losses untaxed', () => {
    const r = afterTax(path, { date: '2026-11-28' });
    expect(r.taxes).toEqual(
      path.map((v) => (v > 1_000_000 ? 0.15 * (v - 1_000_000) : 0)).map((t) => expect.closeTo(t, 6)),
    );
    expect(r.values[2]).toBe(900_000);
    expect(r.dates[1]).toBe('2027-11-28');
  });

  it('in a TBSZ opened on the start day: 28 %, 18 %, then nothing, by calendar lock-up years', () => {
    const r = afterTax(path, { date: '2026-11-28', wrapper: 'tbsz' });
    // Points on 2027-11-28 … 2032-11-28: lock-up years 0, 1, 2, 3, 4, 5.
    const rates = [0, 0.28, 0.28, 0.28, 0.18, 0.18, 0];
    path.forEach((v, i) => expect(r.values[i]).toBeCloseTo(v - rates[i]! * Math.max(v - 1_000_000, 0), 6));
  });

  it('a TBSZ must be opened in the start day’s year, not after it', () => {
    expectSavingsError(
      () => afterTax(path, { date: '2026-11-28', wrapper: 'tbsz', openedOn: '2025-12-31' }),
      'openedOn',
      'TBSZ nyitásának napja',
    );
    expectSavingsError(
      () => afterTax(path, { date: '2026-11-28', wrapper: 'tbsz', openedOn: '2026-12-01' }),
      'openedOn',
      'TBSZ nyitásának napja',
    );
    const opened = afterTax(path, { date: '2026-11-28', wrapper: 'tbsz', openedOn: '2026-01-05' });
    expect(opened.values[4]).toBeCloseTo(1_400_000 - 0.18 * 400_000, 6);
  });

  it('NYESZ: no tax; the credit counts at face until 30 June of the next year, then grows with the path', () => {
    const r = afterTax(path, { date: '2026-11-28', wrapper: 'nyesz', times: [0, 0.25, 1, 2, 3, 4, 5] });
    const tc = days('2026-11-28', '2027-06-30') / 365.25;
    // The path's value at the arrival, geometric between t = 0,25 (1 100 000) and t = 1 (900 000).
    const atArrival = 1_100_000 * (900_000 / 1_100_000) ** ((tc - 0.25) / 0.75);
    expect(r.nyeszCredit).toEqual({ credit: 100_000, arrival: '2027-06-30' });
    expect(r.values[0]).toBe(1_000_000);
    expect(r.values[1]).toBeCloseTo(1_100_000 + 100_000, 6);
    expect(r.values[3]).toBeCloseTo(1_300_000 + 100_000 * (1_300_000 / atArrival), 6);
  });

  it('capital-gain class: the szocho cap with the year’s other income', () => {
    const r = afterTax([1_000_000, 2_000_000], { date: '2026-03-01', taxClass: 'capitalGain', otherIncome: 7_500_000 });
    expect(r.taxes[1]).toBeCloseTo(150_000 + 0.13 * 247_200, 6);
  });

  it('refuses bad values and times, naming them', () => {
    expectSavingsError(() => afterTax([], {}), 'values', 'Értékek');
    expectSavingsError(() => afterTax([1, NaN], {}), 'values', 'Értékek');
    expectSavingsError(() => afterTax([1, 2], { times: [0] }), 'times', 'Időpontok');
    expectSavingsError(() => afterTax([1, 2], { times: [1, 0] }), 'times', 'Időpontok');
    expectSavingsError(() => afterTax([0, 2], {}), 'invested', 'Befektetett összeg');
  });
});

describe('toRealTerms', () => {
  it('divides by the price level of each point’s month', () => {
    const r = toRealTerms([100, 110, 121], { date: '2026-11-28', inflation: [5, 10] });
    expect(r.values[0]).toBe(100);
    expect(r.values[1]).toBeCloseTo(110 / 1.05, 10);
    expect(r.values[2]).toBeCloseTo(121 / (1.05 * 1.1), 10);
    expect(r.priceIndex[2]).toBeCloseTo(1.155, 10);
  });
});

describe('with the Monte Carlo', () => {
  it('after tax and in real terms the percentile paths stay ordered, and never above the gross', () => {
    const mc = simulate({ model: 'gbm', initialValue: 1_000_000, years: 6, paths: 200, stepsPerYear: 12, seed: 7 });
    const options = { date: '2026-11-28', times: mc.times, wrapper: 'tbsz' as const };
    const low = afterTax(mc.percentiles.p05, options).values;
    const mid = afterTax(mc.percentiles.p50, options).values;
    const high = afterTax(mc.percentiles.p95, options).values;
    for (let i = 0; i < mc.times.length; i++) {
      expect(low[i]!).toBeLessThanOrEqual(mid[i]! + 1e-6);
      expect(mid[i]!).toBeLessThanOrEqual(high[i]! + 1e-6);
      expect(high[i]!).toBeLessThanOrEqual(mc.percentiles.p95[i]! + 1e-6);
    }
    const real = toRealTerms(mid, { date: '2026-11-28', times: mc.times, inflation: 4 }).values;
    expect(real.at(-1)!).toBeCloseTo(mid.at(-1)! / 1.04 ** 6, 6);
  });
});
