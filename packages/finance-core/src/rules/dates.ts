/**
 * The day a calculation applies the rules of: a `yyyy-mm-dd` string, today in Hungary by default.
 */
import { FinanceInputError } from '../shared/errors';
import type { IsoDate } from './types';

/** On-screen label of the date field of every calculation that applies dated rules. */
export const RULES_DATE_LABEL = 'A szabályok napja';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today in Hungary (Europe/Budapest), `yyyy-mm-dd`: the rules change at midnight Hungarian time. */
export function todayInHungary(now: Date = new Date()): IsoDate {
  // The Swedish locale writes dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest' }).format(now);
}

/** True for a real calendar day written `yyyy-mm-dd` (2026-02-30 is not one). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The rules' day of a calculation: `date` when given (a `yyyy-mm-dd` day), else today in Hungary.
 * @throws FinanceInputError on anything but a real `yyyy-mm-dd` day.
 */
export function rulesDate(date: unknown, field = 'date', label = RULES_DATE_LABEL): IsoDate {
  if (date === undefined || date === null) return todayInHungary();
  if (!isIsoDate(date)) {
    throw new FinanceInputError(field, label, `${label}: érvényes dátumot adjon meg (éééé-hh-nn).`);
  }
  return date;
}

/** The day before `day` (`yyyy-mm-dd`). */
export function dayBefore(day: IsoDate): IsoDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}
