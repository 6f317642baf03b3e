/**
 * The analysis period: what was asked for, and what the data allows.
 *
 * Requested period (docs/product.md#portfolio-optimiser: "date range of the last 1 year up to today"):
 * - both dates given: as given; only `fromDate`: up to today; only `toDate`: the year before it;
 *   neither: the year up to today ("today" in Budapest, the product's time zone).
 *
 * Effective period, given the common coverage C of the chosen stocks and the benchmark:
 * 1. the overlap of the request with C, if it holds at least PORTFOLIO_MIN_OBSERVATIONS common
 *    trading days ("clipped" when the request reached outside C);
 * 2. otherwise, when the request reaches outside C, the nearest window of the same length inside C
 *    ("shifted"): the sample data ends on 2025-12-30, so the default "last year up to today" becomes
 *    the data's last year;
 * 3. otherwise (a window inside C with too few trading days) the request is refused by name.
 * Any adjustment is reported in the response (`notice`, `effectiveFrom`, `effectiveTo`).
 */
import { DEFAULT_DATE_RANGE_YEARS, formatDate } from '@penzugy/finance-core';
import { addDays, addYears, budapestDate, daysBetween } from '@penzugy/market-data';

/** An inclusive range of ISO dates. */
export interface Period {
  from: string;
  to: string;
}

/** How the effective period relates to the requested one. */
export type PeriodAdjustment = 'none' | 'clipped' | 'shifted';

/** Today's date in Budapest as `YYYY-MM-DD` (the product is Hungarian; the server may run in UTC). */
export const budapestToday = (now: Date = new Date()): string => budapestDate(now);

/** The requested period with the defaults filled in, or the field that makes it impossible. */
export function requestedPeriod(
  fromDate: string | null,
  toDate: string | null,
  today: string,
): { ok: true; period: Period } | { ok: false; field: 'fromDate'; text: string } {
  const to = toDate ?? today;
  const from = fromDate ?? addYears(to, -DEFAULT_DATE_RANGE_YEARS);
  if (from > to) {
    return { ok: false, field: 'fromDate', text: 'nem lehet későbbi a mai napnál, ha az elemzés vége nincs megadva.' };
  }
  return { ok: true, period: { from, to } };
}

/** The period every coverage includes, or null when they do not meet. */
export function commonCoverage(coverages: readonly Period[]): Period | null {
  if (coverages.length === 0) return null;
  let from = coverages[0]!.from;
  let to = coverages[0]!.to;
  for (const c of coverages) {
    if (c.from > from) from = c.from;
    if (c.to < to) to = c.to;
  }
  return from <= to ? { from, to } : null;
}

/** The overlap of two periods, or null. */
export function overlap(a: Period, b: Period): Period | null {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from <= to ? { from, to } : null;
}

/** True when `inner` lies within `outer`. */
export function contains(outer: Period, inner: Period): boolean {
  return outer.from <= inner.from && inner.to <= outer.to;
}

/**
 * The window of the request's length (in calendar days) nearest to it inside `coverage`: ending at
 * the coverage's end when the request reaches past it, else starting at its beginning; never longer
 * than the coverage.
 */
export function shiftInto(requested: Period, coverage: Period): Period {
  const length = daysBetween(requested.from, requested.to);
  if (requested.to > coverage.to) {
    const from = addDays(coverage.to, -length);
    return { from: from > coverage.from ? from : coverage.from, to: coverage.to };
  }
  const to = addDays(coverage.from, length);
  return { from: coverage.from, to: to < coverage.to ? to : coverage.to };
}

/** The Hungarian notice for an adjusted period; undefined when the request was used as asked. */
export function periodNotice(adjustment: PeriodAdjustment, requested: Period, effective: Period): string | undefined {
  const asked = `${formatDate(requested.from)} – ${formatDate(requested.to)}`;
  const used = `${formatDate(effective.from)} – ${formatDate(effective.to)}`;
  if (adjustment === 'clipped') {
    return `A kért időszaknak (${asked}) csak egy részére van adat, ezért a(z) ${used} közötti időszakkal számoltunk.`;
  }
  if (adjustment === 'shifted') {
    return `A kért időszakra (${asked}) nincs elég adat, ezért a legközelebbi elérhető, ugyanilyen hosszú időszakkal (${used}) számoltunk.`;
  }
  return undefined;
}

/** Weekdays among the first `(day mod 7)` days of a week that starts on a Thursday (1970-01-01's day). */
const WEEKDAYS_FROM_THURSDAY = [0, 1, 2, 2, 2, 3, 4];

/** Monday-to-Friday days before day number `n` (days since 1970-01-01), counted from day 0. */
function weekdaysBefore(n: number): number {
  return Math.floor(n / 7) * 5 + WEEKDAYS_FROM_THURSDAY[((n % 7) + 7) % 7]!;
}

/**
 * Monday-to-Friday days in a period (inclusive): at least its trading days on the exchanges of the
 * data, which close at weekends, so the rate limit can charge a request before aligning anything.
 */
export function weekdaysIn(period: Period): number {
  const from = daysBetween('1970-01-01', period.from);
  const to = daysBetween('1970-01-01', period.to);
  return to < from ? 0 : weekdaysBefore(to + 1) - weekdaysBefore(from);
}
