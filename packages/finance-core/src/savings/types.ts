/**
 * The row shapes every savings result shares, so a chart or a table reads a bond, an ETF and a deposit
 * the same way.
 */
import type { IsoDate } from '../rules';

/** One year of an option: what a sale on that anniversary of the start day would leave. */
export interface SavingsRow {
  /** 0 … years; row 0 is the start day. */
  year: number;
  date: IsoDate;
  /** The value before tax, Ft (the ETF's expected value). */
  gross: number;
  /** The tax due on a sale that day, or withheld so far (a deposit outside TBSZ), Ft (the ETF's expected tax). */
  tax: number;
  /** gross − tax, Ft. */
  net: number;
  /** net in forints of the start month's prices: net / priceIndex. */
  real: number;
  /** The price level of the row's month, the start month = 1. */
  priceIndex: number;
}

/** The 5 %, 50 % and 95 % quantiles of a risky option's value on a row's day. */
export interface BandRow {
  p05: number;
  p50: number;
  p95: number;
}
