import { describe, expect, it } from 'vitest';
import { rawCloses, sample } from '../test-support';
import { changePercent, dailyChange } from './changes';

describe('changePercent', () => {
  it('is (last − first) / first × 100', () => {
    expect(changePercent({ closes: [200, 250] })).toBe(25);
    expect(changePercent({ closes: [100, 120, 90] })).toBeCloseTo(-10, 12);
  });

  it('is 0 with fewer than 2 points or a non-positive base, never NaN', () => {
    expect(changePercent({ closes: [] })).toBe(0);
    expect(changePercent({ closes: [42] })).toBe(0);
    expect(changePercent({ closes: [0, 5] })).toBe(0);
    expect(changePercent({ closes: [Number.NaN, 5] })).toBe(0);
    expect(changePercent({ closes: [5, Number.POSITIVE_INFINITY] })).toBe(0);
  });

  it('matches the raw file over 2025 for AAPL', () => {
    const raw = rawCloses('prices/AAPL.csv');
    const y = raw.dates.findIndex((d) => d >= '2025-01-01');
    const series = sample().series('AAPL', '2024-12-31', '2025-12-30')!;
    expect(series.dates[0]).toBe('2024-12-31');
    expect(changePercent(series)).toBeCloseTo(
      ((raw.closes.at(-1)! - raw.closes[y - 1]!) / raw.closes[y - 1]!) * 100,
      10,
    );
  });
});

describe('dailyChange', () => {
  it('gives the last close, the change from the previous one and the fraction', () => {
    const c = dailyChange({ symbol: 'X', dates: ['2025-01-02', '2025-01-03'], closes: [200, 190] })!;
    expect(c).toEqual({ value: 190, change: -10, percentage: -0.05, date: '2025-01-03', previousDate: '2025-01-02' });
  });

  it('handles one point and no points', () => {
    expect(dailyChange({ symbol: 'X', dates: ['2025-01-02'], closes: [5] })).toEqual({
      value: 5,
      change: 0,
      percentage: 0,
      date: '2025-01-02',
      previousDate: null,
    });
    expect(dailyChange({ symbol: 'X', dates: [], closes: [] })).toBeUndefined();
  });
});
