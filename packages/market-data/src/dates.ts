/**
 * ISO calendar dates (`YYYY-MM-DD`) as the data files write them. All arithmetic is on UTC days, so a
 * date never shifts with the machine's time zone or a daylight-saving change; comparisons are plain
 * string comparisons, which order ISO dates correctly.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written `YYYY-MM-DD` (rejects 2025-02-29, 2025-13-01, 2025-1-1). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear rather than Date.UTC, which reads years 0–99 as 1900–1999.
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** Days since 1970-01-01 of an ISO date (no validation: callers pass dates from the data). */
export function isoToDay(iso: string): number {
  return Math.round(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS);
}

/** The ISO date of a day number from {@link isoToDay}. */
export function dayToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `iso` moved by `days` calendar days (negative: back). */
export function addDays(iso: string, days: number): string {
  return dayToIso(isoToDay(iso) + days);
}

/**
 * The same calendar day `years` years away; 29 February becomes 28 February in a common year (a year
 * before 2024-02-29 is 2023-02-28, not 1 March).
 */
export function addYears(iso: string, years: number): string {
  const y = Number(iso.slice(0, 4)) + years;
  const month = iso.slice(5, 7);
  let day = iso.slice(8, 10);
  if (month === '02' && day === '29' && !isIsoDate(`${String(y).padStart(4, '0')}-02-29`)) day = '28';
  return `${String(y).padStart(4, '0')}-${month}-${day}`;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return isoToDay(to) - isoToDay(from);
}

/**
 * Index of the last element ≤ `date` in ascending ISO `dates`, or −1 when every date is later.
 * Binary search: the stock screen and the service cut long series on every request.
 */
export function lastIndexAtOrBefore(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length; // invariant: dates[< lo] ≤ date < dates[≥ hi]
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid]! <= date) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** Index of the first element ≥ `date` in ascending ISO `dates` (`dates.length` when all are earlier). */
export function firstIndexAtOrAfter(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length; // invariant: dates[< lo] < date ≤ dates[≥ hi]
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid]! < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Built once: constructing an Intl.DateTimeFormat loads time-zone and locale data, about 0.3 ms,
 * which the API paid on every portfolio request (the request's "today") before this was hoisted.
 */
let budapestFormat: Intl.DateTimeFormat | undefined;

/**
 * Today's date in Budapest as `YYYY-MM-DD`: the product's calendar (it is Hungarian), whatever the
 * time zone of the machine it runs on. Browser-safe (Intl).
 */
export function budapestDate(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  budapestFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Budapest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return budapestFormat.format(now);
}
