/**
 * The figures of the stock screen's header and stat row for a chosen range (docs/product.md#stock-screen "Stock
 * range", docs/product.md#stock-screen windows): market-data cuts the window (`selectRange`) and gives the change in percent
 * (`changePercent`: (last − first) / first × 100, 0 with fewer than 2 points); this adds the change
 * in price, the window's high and low, the 52-week range and the previous close.
 */
import { changePercent, selectRange, type PriceSeries, type StockRange } from '@penzugy/market-data';

export interface RangeSummary {
  /** The series shown for the range (starts with the baseline close). */
  window: PriceSeries;
  /** Last minus first close of the window, in the stock's currency; 0 with fewer than 2 points. */
  change: number;
  /** The same in percent (market-data's changePercent). */
  changePercent: number;
  /** Highest and lowest close in the window; NaN when it has no finite close. */
  high: number;
  low: number;
}

function extent(values: readonly number[]): [number, number] {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (!Number.isFinite(v)) continue;
    if (v < low) low = v;
    if (v > high) high = v;
  }
  return low <= high ? [low, high] : [Number.NaN, Number.NaN];
}

/** The summary of a range of a close series. */
export function rangeSummary(series: PriceSeries, range: StockRange): RangeSummary {
  const window = selectRange(series, range);
  const { closes } = window;
  const pct = changePercent(window);
  // The change in price follows changePercent's rule: none unless the percentage is defined.
  const change = closes.length >= 2 && pct !== 0 ? closes[closes.length - 1]! - closes[0]! : 0;
  const [low, high] = extent(closes);
  return { window, change, changePercent: pct, high, low };
}

export interface StockStats {
  /** The close before the last one; NaN with fewer than 2 points. */
  previousClose: number;
  /** Highest and lowest close of the last 365 days (the 1Y window). */
  yearHigh: number;
  yearLow: number;
}

export function stockStats(series: PriceSeries): StockStats {
  const n = series.closes.length;
  const [yearLow, yearHigh] = extent(selectRange(series, '1Y').closes);
  return { previousClose: n >= 2 ? series.closes[n - 2]! : Number.NaN, yearHigh, yearLow };
}
