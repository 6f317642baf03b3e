/**
 * The stock screen's range buttons (docs/product.md#stock-screen: "1N=1, 5N=5, 1H=30, 6H=180, 1Y=365, 5Y=1825,
 * MAX=all, YTD=from the first date of the current year. Default 1Y").
 *
 * How a window is cut from trading-day data:
 * - A window is a span of **calendar days** back from the anchor, the last data point (or the last
 *   one at or before `today` when given): 1N = 1 day, 5N = 5 days, 1H = 30 days, … Counting data
 *   points instead would make "5 nap" cover a week and a half around a holiday.
 * - The window always starts with the **baseline**: the last close at or before the window start.
 *   So 1N on a Monday is [Friday, Monday] — the last daily change — and a window that begins on a
 *   weekend or holiday starts from the close before it. Without a close that old (the window reaches
 *   back before the data), the window starts at the first point.
 * - YTD runs from the last close of the previous calendar year (the baseline) through the trading
 *   days of the anchor's year, so its change is the usual year-to-date change. "The current year" is
 *   the year of the anchor, not of the wall clock: the sample data ends on 2025-12-30, and measuring
 *   against 2026 would leave an empty chart.
 * - MAX is the whole series.
 */
import { addDays, isIsoDate, lastIndexAtOrBefore } from '../dates';
import type { PriceSeries, StockRange } from '../types';

/** One range button: its code, Hungarian label and calendar span (null: YTD and MAX, see above). */
export interface StockRangeOption {
  value: StockRange;
  /** Hungarian text for the button's accessible name or tooltip. */
  label: string;
  /** Window length in calendar days back from the anchor. */
  days: number | null;
}

/** The range buttons in the order of docs/product.md#stock-screen (Stock screen). */
export const STOCK_RANGES: readonly StockRangeOption[] = [
  { value: '1N', label: '1 nap', days: 1 },
  { value: '5N', label: '5 nap', days: 5 },
  { value: '1H', label: '1 hónap', days: 30 },
  { value: '6H', label: '6 hónap', days: 180 },
  { value: 'YTD', label: 'Év eleje óta', days: null },
  { value: '1Y', label: '1 év', days: 365 },
  { value: '5Y', label: '5 év', days: 1825 },
  { value: 'MAX', label: 'Teljes időszak', days: null },
];

/** The default range (docs/product.md#stock-screen). */
export const DEFAULT_STOCK_RANGE: StockRange = '1Y';

/** True for one of the eight range codes (e.g. from a URL). */
export function isStockRange(value: unknown): value is StockRange {
  return STOCK_RANGES.some((r) => r.value === value);
}

/**
 * The calendar date a range's window starts at: its baseline is the last close at or before it.
 * `null` for MAX (no start).
 */
export function rangeWindowStart(range: StockRange, anchor: string): string | null {
  if (range === 'MAX') return null;
  if (range === 'YTD') return `${String(Number(anchor.slice(0, 4)) - 1).padStart(4, '0')}-12-31`;
  const option =
    STOCK_RANGES.find((r) => r.value === range) ?? STOCK_RANGES.find((r) => r.value === DEFAULT_STOCK_RANGE)!;
  return addDays(anchor, -(option.days ?? 0));
}

/**
 * The part of `series` a range button shows (see the module header for the rules). The result is a
 * contiguous run of the series that ends at the anchor: without `today`, a suffix of the series.
 * @param today optional `YYYY-MM-DD`; the anchor becomes the last point at or before it (an invalid
 *   date is ignored). A `today` before the first point gives an empty series.
 */
export function selectRange(series: PriceSeries, range: StockRange, today?: string): PriceSeries {
  const { dates, closes } = series;
  const end = today !== undefined && isIsoDate(today) ? lastIndexAtOrBefore(dates, today) : dates.length - 1;
  if (end < 0) return { symbol: series.symbol, dates: [], closes: [] };
  const windowStart = rangeWindowStart(isStockRange(range) ? range : DEFAULT_STOCK_RANGE, dates[end]!);
  const start = windowStart === null ? 0 : Math.max(0, lastIndexAtOrBefore(dates, windowStart));
  return { symbol: series.symbol, dates: dates.slice(start, end + 1), closes: closes.slice(start, end + 1) };
}
