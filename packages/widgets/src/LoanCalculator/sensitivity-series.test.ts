import { homeLoan, loanSensitivity } from '@penzugy/finance-core';
import { describe, expect, it } from 'vitest';
import { baseOnSweep, loanSweepSeries } from './sensitivity-series';

describe('loanSweepSeries', () => {
  it('plots finance-core’s final difference and marks the spec defaults on every sweep', () => {
    const input = homeLoan().input;
    const series = loanSweepSeries(loanSensitivity(input), input);
    expect(series.appreciation.points).toHaveLength(11);
    expect(series.downPayment.points.map((p) => p.x)).toEqual([5, 10, 15, 20, 25, 30, 35, 40]);
    expect(series.term.points.map((p) => p.label)).toEqual([
      '10 év',
      '15 év',
      '20 év',
      '25 év',
      '30 év',
      '35 év',
      '40 év',
    ]);
    // 3 %, 10 M of 50 M = 20 %, 30 years: each is on its sweep, and there it equals the base run.
    expect(series.appreciation.baseX).toBe(3);
    expect(series.downPayment.baseX).toBe(20);
    expect(series.term.baseX).toBe(30);
    const base = homeLoan().summary.difference;
    expect(series.appreciation.points.find((p) => p.x === 3)!.value).toBe(base);
    expect(series.downPayment.points.find((p) => p.x === 20)!.value).toBeCloseTo(base, 6);
    expect(series.term.points.find((p) => p.x === 30)!.value).toBe(base);
    expect(series.downPayment.points[0]!.label).toBe('5%');
  });

  it('marks no base point when the input falls between sweep points', () => {
    const input = homeLoan({ appreciation: 3.5, downPayment: 12_000_000, years: 27 }).input;
    const series = loanSweepSeries(loanSensitivity(input), input);
    expect(series.appreciation.baseX).toBeNull();
    expect(series.downPayment.baseX).toBeNull();
    expect(series.term.baseX).toBeNull();
  });

  it('finds a base despite floating-point noise', () => {
    const points = loanSensitivity().downPayment;
    expect(baseOnSweep(points, (8_750_000 / 50_000_000) * 100 + 1e-12)).toBeNull();
    expect(baseOnSweep(points, 15.000000000000002)).toBe(15);
  });
});
