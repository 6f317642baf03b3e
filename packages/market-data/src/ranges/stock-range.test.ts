import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changePercent } from '../changes/changes';
import { addDays } from '../dates';
import { sample } from '../test-support';
import type { PriceSeries, StockRange } from '../types';
import { DEFAULT_STOCK_RANGE, STOCK_RANGES, isStockRange, rangeWindowStart, selectRange } from './stock-range';

const aapl = () => sample().series('AAPL')!;

describe('STOCK_RANGES', () => {
  it('lists the eight buttons of docs/product.md#stock-screen in order, with Hungarian labels and calendar spans', () => {
    expect(STOCK_RANGES.map((r) => r.value)).toEqual(['1N', '5N', '1H', '6H', 'YTD', '1Y', '5Y', 'MAX']);
    expect(STOCK_RANGES.map((r) => r.days)).toEqual([1, 5, 30, 180, null, 365, 1825, null]);
    expect(STOCK_RANGES.find((r) => r.value === '1H')!.label).toBe('1 hónap');
    expect(DEFAULT_STOCK_RANGE).toBe('1Y');
    expect(isStockRange('6H')).toBe(true);
    expect(isStockRange('2Y')).toBe(false);
  });
});

describe('selectRange on real trading days (AAPL, data ends Tuesday 2025-12-30)', () => {
  it('1N is the last daily change: the previous close and the last one', () => {
    expect(selectRange(aapl(), '1N').dates).toEqual(['2025-12-29', '2025-12-30']);
    // Anchor on a Monday: the baseline is Friday's close.
    expect(selectRange(aapl(), '1N', '2025-12-29').dates).toEqual(['2025-12-26', '2025-12-29']);
    // "Today" on a Saturday: the anchor is Friday 26th; Christmas Day had no trading, so the baseline is the 24th.
    expect(selectRange(aapl(), '1N', '2025-12-27').dates).toEqual(['2025-12-24', '2025-12-26']);
  });

  it('5N spans 5 calendar days and starts from the last close before a holiday window start', () => {
    // 2025-12-30 − 5 days = 2025-12-25 (closed): the baseline is the 24th.
    expect(selectRange(aapl(), '5N').dates).toEqual(['2025-12-24', '2025-12-26', '2025-12-29', '2025-12-30']);
  });

  it('1H, 6H, 1Y and 5Y are 30, 180, 365 and 1825 calendar days back, baseline included', () => {
    for (const [range, days] of [
      ['1H', 30],
      ['6H', 180],
      ['1Y', 365],
      ['5Y', 1825],
    ] as const) {
      const out = selectRange(aapl(), range);
      const start = addDays('2025-12-30', -days);
      expect(out.dates[0]! <= start).toBe(true);
      expect(out.dates[1]! > start).toBe(true);
      expect(out.dates.at(-1)).toBe('2025-12-30');
    }
    // 2024-12-30 was a trading day, so 1Y starts exactly there.
    expect(selectRange(aapl(), '1Y').dates[0]).toBe('2024-12-30');
    // 1H: 2025-11-30 is a Sunday → Friday 2025-11-28 (the day after Thanksgiving).
    expect(selectRange(aapl(), '1H').dates[0]).toBe('2025-11-28');
  });

  it('YTD starts from the last close of the previous year, in the data’s year', () => {
    const ytd = selectRange(aapl(), 'YTD');
    expect(ytd.dates[0]).toBe('2024-12-31');
    expect(ytd.dates[1]).toBe('2025-01-02');
    expect(ytd.dates.length).toBe(1 + 249); // 249 trading days in 2025
    expect(selectRange(aapl(), 'YTD', '2025-01-02').dates).toEqual(['2024-12-31', '2025-01-02']);
    expect(rangeWindowStart('YTD', '2025-12-30')).toBe('2024-12-31');
  });

  it('MAX is the whole series; a window reaching before the data starts at its first point', () => {
    expect(selectRange(aapl(), 'MAX').dates.length).toBe(2765);
    const ko = sample().series('KO')!; // wide file only: 2024-01-02 .. 2025-12-30
    expect(selectRange(ko, '5Y').dates).toEqual(ko.dates);
  });

  it('gives an empty series for a "today" before the data and ignores an invalid one', () => {
    expect(selectRange(aapl(), '1Y', '2014-12-31')).toEqual({ symbol: 'AAPL', dates: [], closes: [] });
    expect(selectRange(aapl(), '1N', '2025-02-30').dates).toEqual(['2025-12-29', '2025-12-30']);
    expect(selectRange({ symbol: 'E', dates: [], closes: [] }, '1N')).toEqual({ symbol: 'E', dates: [], closes: [] });
  });

  it('falls back to the default range for an unknown code', () => {
    expect(selectRange(aapl(), 'XX' as StockRange)).toEqual(selectRange(aapl(), '1Y'));
  });

  it('change % of 1N equals the last daily change', () => {
    const s = aapl();
    const n = s.closes.length;
    expect(changePercent(selectRange(s, '1N'))).toBeCloseTo(
      ((s.closes[n - 1]! - s.closes[n - 2]!) / s.closes[n - 2]!) * 100,
      12,
    );
  });
});

describe('selectRange properties', () => {
  /** Random trading calendars: ascending dates with gaps of 1–5 days (weekends, holidays). */
  const seriesArb = fc
    .tuple(
      fc.integer({ min: 0, max: 3000 }),
      fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 0, maxLength: 400 }),
    )
    .map(([offset, gaps]): PriceSeries => {
      const dates: string[] = [];
      let d = addDays('2015-01-01', offset);
      dates.push(d);
      for (const g of gaps) dates.push((d = addDays(d, g)));
      return { symbol: 'P', dates, closes: dates.map((_, i) => 100 + i) };
    });
  const rangeArb = fc.constantFrom(...STOCK_RANGES.map((r) => r.value));

  it('is a suffix whose first date is the last one at or before the window start', () => {
    fc.assert(
      fc.property(seriesArb, rangeArb, (series, range) => {
        const out = selectRange(series, range);
        const k = series.dates.length - out.dates.length;
        expect(out.dates).toEqual(series.dates.slice(k));
        expect(out.closes).toEqual(series.closes.slice(k));
        const start = rangeWindowStart(range, series.dates.at(-1)!);
        if (start === null) {
          expect(k).toBe(0);
        } else if (series.dates[0]! <= start) {
          expect(out.dates[0]! <= start).toBe(true);
          if (out.dates.length > 1) expect(out.dates[1]! > start).toBe(true);
        } else {
          expect(k).toBe(0);
        }
      }),
    );
  });

  it('with "today", ends at the last point at or before it and never includes a later one', () => {
    fc.assert(
      fc.property(seriesArb, rangeArb, fc.integer({ min: -10, max: 4000 }), (series, range, shift) => {
        const today = addDays(series.dates[0]!, shift);
        const out = selectRange(series, range, today);
        const eligible = series.dates.filter((d) => d <= today);
        if (eligible.length === 0) expect(out.dates).toEqual([]);
        else expect(out.dates.at(-1)).toBe(eligible.at(-1));
        expect(out.dates.every((d) => d <= today)).toBe(true);
      }),
    );
  });
});
