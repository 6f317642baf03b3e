/**
 * Calendar arithmetic on `yyyy-mm-dd` days (UTC, so no daylight-saving hour ever shifts a day): day
 * numbers, whole months (../rules/add-months.ts `addMonths` clamps to the month's last day), and working days,
 * counted Monday to Friday without public holidays (the notes say so wherever it matters).
 */
import { addMonths } from '../rules/add-months';
import type { IsoDate } from '../rules/types';

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a `yyyy-mm-dd` day. */
export function dayNumber(day: IsoDate): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

/** The `yyyy-mm-dd` day of a day number. */
export function fromDayNumber(n: number): IsoDate {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Calendar days from `a` to `b` (negative when `b` is earlier). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return dayNumber(b) - dayNumber(a);
}

/** `day` plus `n` calendar days. */
export function addDays(day: IsoDate, n: number): IsoDate {
  return fromDayNumber(dayNumber(day) + n);
}

/** The calendar year of a day. */
export function yearOf(day: IsoDate): number {
  return Number(day.slice(0, 4));
}

/** Months since year 0 of the month a day is in: consecutive months differ by 1. */
export function monthIndexOf(day: IsoDate): number {
  return yearOf(day) * 12 + Number(day.slice(5, 7)) - 1;
}

/** `day` plus whole years: the anniversary, 29 February falling back to the 28th. */
export function addYears(day: IsoDate, years: number): IsoDate {
  return addMonths(day, 12 * years);
}

/** The day `n` working days (Monday to Friday) after `day`. */
export function addWorkingDays(day: IsoDate, n: number): IsoDate {
  let d = dayNumber(day);
  for (let left = n; left > 0;) {
    d += 1;
    // 1970-01-01 was a Thursday: (d + 4) mod 7 is 0 on Sundays and 6 on Saturdays.
    const weekday = (((d + 4) % 7) + 7) % 7;
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return fromDayNumber(d);
}

/** Whole years from `start` to `day` by anniversaries (negative before `start`): 0 in the first year. */
export function wholeYearsBetween(start: IsoDate, day: IsoDate): number {
  let years = yearOf(day) - yearOf(start);
  if (addYears(start, years) > day) years -= 1;
  return years;
}
