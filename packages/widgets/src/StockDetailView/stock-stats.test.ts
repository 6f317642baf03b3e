import { selectRange, STOCK_RANGES } from '@penzugy/market-data';
import { describe, expect, it } from 'vitest';
import { rangeSummary, stockStats } from './stock-stats';
import { AAPL_DETAIL } from './story-data/story-data';

const series = AAPL_DETAIL.series;

describe('rangeSummary', () => {
  it('gives every range a window ending at the last close, with its change, high and low', () => {
    for (const { value } of STOCK_RANGES) {
      const s = rangeSummary(series, value);
      const closes = s.window.closes;
      expect(s.window.dates.at(-1)).toBe(series.dates.at(-1));
      expect(s.window).toEqual(selectRange(series, value));
      expect(s.change).toBeCloseTo(closes[closes.length - 1]! - closes[0]!, 10);
      expect(s.changePercent).toBeCloseTo(((closes[closes.length - 1]! - closes[0]!) / closes[0]!) * 100, 10);
      expect(s.high).toBe(Math.max(...closes));
      expect(s.low).toBe(Math.min(...closes));
    }
  });

  it('1N is the last daily change; MAX the whole history', () => {
    const day = rangeSummary(series, '1N');
    expect(day.window.closes).toEqual(series.closes.slice(-2));
    expect(rangeSummary(series, 'MAX').window.closes).toHaveLength(series.closes.length);
  });

  it('is zero, not NaN, with fewer than 2 points or a broken first close', () => {
    const one = rangeSummary({ symbol: 'X', dates: ['2025-12-30'], closes: [10] }, '1Y');
    expect(one).toMatchObject({ change: 0, changePercent: 0, high: 10, low: 10 });
    const empty = rangeSummary({ symbol: 'X', dates: [], closes: [] }, '1Y');
    expect(empty.change).toBe(0);
    expect(Number.isNaN(empty.high)).toBe(true);
    const broken = rangeSummary({ symbol: 'X', dates: ['2025-12-29', '2025-12-30'], closes: [Number.NaN, 10] }, '1N');
    expect(broken).toMatchObject({ change: 0, changePercent: 0, high: 10, low: 10 });
  });
});

describe('stockStats', () => {
  it('gives the previous close and the 52-week range', () => {
    const stats = stockStats(series);
    expect(stats.previousClose).toBe(series.closes.at(-2));
    const year = selectRange(series, '1Y').closes;
    expect(stats.yearHigh).toBe(Math.max(...year));
    expect(stats.yearLow).toBe(Math.min(...year));
    expect(stats.yearHigh).toBeGreaterThanOrEqual(series.closes.at(-1)!);
  });

  it('has no previous close for a single point', () => {
    expect(Number.isNaN(stockStats({ symbol: 'X', dates: ['2025-12-30'], closes: [1] }).previousClose)).toBe(true);
  });
});
