/**
 * Whole months on a `yyyy-mm-dd` day, apart from ./dates.ts: the loan calculator's first view reads
 * the rules' dates but never adds months (its prepayment panel and the savings calculators do), and a
 * module of its own stays out of the loan embed's first load (apps/embed README.md "Size").
 */
import type { IsoDate } from './types';

/** `day` plus whole months, clamped to the month's last day (2026-01-31 + 1 → 2026-02-28). */
export function addMonths(day: IsoDate, months: number): IsoDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}
