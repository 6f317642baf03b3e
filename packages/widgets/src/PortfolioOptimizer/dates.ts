/**
 * Calendar dates as the form and the service write them (`YYYY-MM-DD`), in the user's local time:
 * `toISOString()` would be UTC and turn "today" into yesterday east of Greenwich before 1–2 am.
 */
import { DEFAULT_DATE_RANGE_YEARS } from '@penzugy/finance-core';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A local date as `YYYY-MM-DD`. */
export function localIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True for a real calendar date written `YYYY-MM-DD` (what `<input type="date">` gives). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
}

/** A `YYYY-MM-DD` date as a local Date (callers check it with isIsoDate first). */
function fromIsoDate(text: string): Date {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
}

/**
 * The default analysis window of docs/product.md#portfolio-optimiser: the last year up to today, or up to the last day
 * the price source holds (`dataEnd`, e.g. 2025-12-30 for the embedded sample) when that is earlier,
 * so a default run never asks for a year without prices. A year before 29 February is 28 February
 * (not 1 March).
 */
export function defaultDateRange(today: Date = new Date(), dataEnd?: string): { fromDate: string; toDate: string } {
  if (dataEnd !== undefined && isIsoDate(dataEnd) && dataEnd < localIsoDate(today)) today = fromIsoDate(dataEnd);
  const year = today.getFullYear() - DEFAULT_DATE_RANGE_YEARS;
  const month = today.getMonth();
  const lastDay = new Date(year, month + 1, 0).getDate();
  const from = new Date(year, month, Math.min(today.getDate(), lastDay));
  return { fromDate: localIsoDate(from), toDate: localIsoDate(today) };
}
