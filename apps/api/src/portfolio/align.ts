/**
 * Aligning daily closes of several instruments on their common trading days (an inner join): a day
 * counts only if every instrument has a close on it. Stocks from different exchanges (AAPL and OTP)
 * thus lose each other's holidays; an index day the stocks lack (NASDAQCOM's 2019-04-19 Good Friday
 * row, DJIA's 2025-12-31) drops out. Returns are then computed between consecutive common days.
 * The join is finance-core's (step 1 of `alignInCurrency`'s calendar rule), which the service uses.
 */
import { alignOnCommonDates } from '@penzugy/finance-core';
import type { PriceSeries } from '@penzugy/market-data';

export interface AlignedCloses {
  dates: string[];
  /** One column per input series, in input order, each as long as `dates`. */
  columns: number[][];
}

/** The inner join of ascending series on their dates. Linear in the total number of points. */
export function alignCloses(series: readonly PriceSeries[]): AlignedCloses {
  return alignOnCommonDates(series);
}
