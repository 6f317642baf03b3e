/**
 * Price changes of a close series: over a whole window (the stock screen's range change, docs/product.md#stock-screen)
 * and from the previous close (the market tables' Market row, docs/product.md#stock-screen). Both are defined for any
 * input: too few points or a non-positive base give 0 rather than NaN, so no NaN reaches a screen.
 */
import type { PriceSeries } from '../types';

/**
 * Change over the series in percent: (last − first) / first × 100 (docs/product.md#stock-screen "Stock range");
 * 0 with fewer than 2 points (as the spec says) and when the first close is not a positive number.
 */
export function changePercent(series: Pick<PriceSeries, 'closes'>): number {
  const { closes } = series;
  if (closes.length < 2) return 0;
  const first = closes[0]!;
  const last = closes[closes.length - 1]!;
  if (!(first > 0) || !Number.isFinite(first) || !Number.isFinite(last)) return 0;
  return ((last - first) / first) * 100;
}

/** The latest close and its change from the close before it. */
export interface DailyChange {
  /** The last close. */
  value: number;
  /** Last close minus the previous close; 0 when there is no previous close. */
  change: number;
  /** `change` / previous close as a fraction (0.015 = 1,5 %); 0 when there is no previous close. */
  percentage: number;
  /** The date of the last close. */
  date: string;
  /** The date of the previous close, or null when the series has one point. */
  previousDate: string | null;
}

/** The daily change at the end of the series; undefined for an empty series. */
export function dailyChange(series: PriceSeries): DailyChange | undefined {
  const n = series.closes.length;
  if (n === 0) return undefined;
  const value = series.closes[n - 1]!;
  const date = series.dates[n - 1]!;
  if (n === 1) return { value, change: 0, percentage: 0, date, previousDate: null };
  const previous = series.closes[n - 2]!;
  const change = value - previous;
  return {
    value,
    change,
    percentage: previous > 0 && Number.isFinite(change) ? change / previous : 0,
    date,
    previousDate: series.dates[n - 2]!,
  };
}
