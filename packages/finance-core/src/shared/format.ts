/**
 * Hungarian (hu-HU) formatting through Intl, the only place the toolkit turns numbers and dates into
 * text. Node's and browsers' ICU write `1 234 568 Ft` with U+00A0 as the group separator and do not
 * group four-digit numbers (`1234`), which is Hungarian typographic practice.
 *
 * Anything that is not a finite number (NaN, ±Infinity, but also null, undefined, a string, a bigint
 * or a symbol from an untyped caller) formats as an en dash, so that no NaN — and no TypeError — can
 * reach the screen. Dates likewise: anything that is not a valid Date, date string or timestamp is a dash.
 */

import { FinanceInputError } from './errors';
import { checkNumber } from './validate';

const DASH = '–';

/** A finite number, or null for anything else (checked before any arithmetic, which a symbol or bigint would break). */
function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Intl accepts 0…20 fraction digits; anything else would throw a RangeError, so it is refused by name. */
const MAX_DECIMALS = 20;

function checkDecimals(decimals: number): number {
  return checkNumber(decimals, 'decimals', 'Tizedesjegyek száma', { min: 0, max: MAX_DECIMALS, integer: true });
}
/**
 * A cache of formatters by key, each built by `make` on its first use, never while a module
 * evaluates: the first hu-HU formatter of a page loads ICU's locale data (40–60 ms at full speed on
 * the machines of BENCHMARKS.md, four times that in Lighthouse's phone model), which a page that
 * shows no number or date should not pay, and which a page that does pays as it hydrates — by then
 * the site's warm-up worker has often loaded that data for the whole process.
 */
function formatterCache<F>(): (key: string, make: () => F) => F {
  const made = new Map<string, F>();
  return (key, make) => {
    let f = made.get(key);
    if (f === undefined) made.set(key, (f = make()));
    return f;
  };
}

const numberFormats = formatterCache<Intl.NumberFormat>();

/**
 * The hu-HU number formatter of one kind: forints, or a number or percentage with `decimals` fixed
 * digits. The key is built from the two, not from the options: the loan calculator formats many
 * numbers as it first draws, and JSON.stringify of the options was 11 ms of its hydration in a CPU
 * profile at full speed (2 ms with this key).
 */
function nf(kind: 'huf' | 'decimal' | 'percent', decimals = 0): Intl.NumberFormat {
  return numberFormats(`${kind}${decimals}`, () => {
    const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    return new Intl.NumberFormat(
      'hu-HU',
      kind === 'huf'
        ? { style: 'currency', currency: 'HUF', ...digits }
        : kind === 'percent'
          ? { style: 'percent', ...digits }
          : digits,
    );
  });
}

/** Forint without decimals: `formatHuf(1234567.8)` → `1 234 568 Ft`. */
export function formatHuf(value: number): string {
  const v = finite(value);
  if (v === null) return DASH;
  return nf('huf').format(v);
}

/**
 * A plain number with a fixed count of decimals: `formatNumber(1234.5, 2)` → `1234,50`.
 * @throws FinanceInputError unless `decimals` is a whole number in 0…20 (Intl's range).
 */
export function formatNumber(value: number, decimals = 0): string {
  checkDecimals(decimals);
  const v = finite(value);
  if (v === null) return DASH;
  return nf('decimal', decimals).format(v);
}

/**
 * A fraction as a percentage: `formatPercent(0.0654)` → `6,54%`.
 * @throws FinanceInputError unless `decimals` is a whole number in 0…20.
 */
export function formatPercent(fraction: number, decimals = 2): string {
  checkDecimals(decimals);
  const v = finite(fraction);
  if (v === null) return DASH;
  return nf('percent', decimals).format(v);
}

/** A value already in percent: `formatPercentPoints(7.5, 1)` → `7,5%`. */
export function formatPercentPoints(percent: number, decimals = 2): string {
  const v = finite(percent);
  return formatPercent(v === null ? NaN : v / 100, decimals);
}

function toDate(value: Date | string | number): Date | null {
  let d: Date;
  if (value instanceof Date) d = value;
  else if (typeof value === 'string') d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  else if (typeof value === 'number') d = new Date(value);
  else return null; // new Date(symbol) or new Date(bigint) would throw a TypeError
  return Number.isNaN(d.getTime()) ? null : d;
}

const dateFormats = formatterCache<Intl.DateTimeFormat>();

function df(month: 'long' | '2-digit'): Intl.DateTimeFormat {
  return dateFormats(
    month,
    () =>
      new Intl.DateTimeFormat('hu-HU', {
        year: 'numeric',
        month,
        day: month === 'long' ? 'numeric' : '2-digit',
        timeZone: 'UTC',
      }),
  );
}

/** Long Hungarian date: `2025. december 30.` Date-only ISO strings are read as UTC days. */
export function formatDate(value: Date | string | number): string {
  const d = toDate(value);
  return d ? df('long').format(d) : DASH;
}

/** Short Hungarian date: `2025. 12. 30.` */
export function formatDateShort(value: Date | string | number): string {
  const d = toDate(value);
  return d ? df('2-digit').format(d) : DASH;
}

/** ISO calendar date `yyyy-MM-dd` (the blog card format of docs/product.md#blog), in UTC. */
export function formatIsoDate(value: Date | string | number): string {
  const d = toDate(value);
  return d ? d.toISOString().slice(0, 10) : DASH;
}

/** A duration in months as Hungarian years and months: 27 → `2 év 3 hónap`, 12 → `1 év`. */
export function formatYearsMonths(totalMonths: number): string {
  if (typeof totalMonths !== 'number' || !Number.isFinite(totalMonths) || totalMonths < 0) return DASH;
  // The remainder by % (exact in floating point): totalMonths − 12·y cancels for huge counts.
  const rest = totalMonths % 12;
  let y = Math.round((totalMonths - rest) / 12);
  let m = Math.round(rest);
  if (m === 12) {
    y += 1;
    m = 0;
  }
  if (y === 0) return `${m} hónap`;
  return m === 0 ? `${y} év` : `${y} év ${m} hónap`;
}

/**
 * Parses a number as Hungarians type it: `50 000 000`, `50.000.000`, `7,5`, `-1,25`, `1 234,5 Ft`,
 * `7,5 %`. Returns `null` for anything that is not one number (empty, `abc`, `1,2,3`), never NaN.
 */
export function parseHuNumber(text: string): number | null {
  if (typeof text !== 'string')
    throw new FinanceInputError('text', 'Szám', 'Szám: szövegként adja meg a beolvasandó számot.');
  let s = text.trim().replace(/\s*(Ft|HUF|%|év)$/i, '');
  // Spaces of any kind (incl. U+00A0, U+202F) are group separators.
  s = s.replace(/[\s\u00a0\u202f]/g, '').replace(/^\u2212/, '-');
  if (s === '') return null;
  // Dots followed by exactly three digits are group separators (50.000.000) when there is no comma
  // or when a comma comes later (1.234,5).
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) s = s.replace(/\./g, '');
  if (/^-?\d+,\d+$/.test(s)) s = s.replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}
