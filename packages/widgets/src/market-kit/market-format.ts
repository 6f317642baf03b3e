/**
 * Market figures as Hungarian text, shared by the market widgets (MarketTable, Heatmap, Watchlist,
 * StockDetailView). Built on finance-core's hu-HU helpers; only what they lack is added here: an
 * explicit sign on changes, and prices in any currency. Like finance-core, non-finite values become
 * an en dash, so NaN never reaches the screen.
 */
import { formatNumber, formatPercent } from '@penzugy/finance-core';

const DASH = '–';

/** Direction of a change: the arrow and colour of ChangeValue (never the only cue). */
export type ChangeDirection = 'up' | 'down' | 'flat';

/**
 * The direction a change is shown with, after rounding to what is displayed: a change that prints as
 * 0,00 is 'flat', so a tiny negative never shows a red arrow next to '0,00%'.
 */
export function changeDirection(value: number, decimals = 2): ChangeDirection {
  if (!Number.isFinite(value)) return 'flat';
  const rounded = Number(value.toFixed(decimals));
  if (rounded > 0) return 'up';
  if (rounded < 0) return 'down';
  return 'flat';
}

/** Adds '+' to positive figures; rounding to zero shows a plain 0 (never '+0,00' or '-0,00'). */
function signed(value: number, decimals: number, format: (v: number) => string): string {
  if (!Number.isFinite(value)) return DASH;
  const direction = changeDirection(value, decimals);
  if (direction === 'flat') return format(0);
  return direction === 'up' ? `+${format(value)}` : format(value);
}

/** A change in percent points with its sign: `formatSignedPercentPoints(1.234)` → `+1,23%`. */
export function formatSignedPercentPoints(percent: number, decimals = 2): string {
  return signed(percent, decimals, (v) => formatPercent(v / 100, decimals));
}

/** A change as a fraction with its sign: `formatSignedFraction(-0.0123)` → `-1,23%`. */
export function formatSignedFraction(fraction: number, decimals = 2): string {
  // Rounding is judged on the percent value, the figure that is printed.
  return signed(fraction * 100, decimals, (v) => formatPercent(v / 100, decimals));
}

/** A change in price or points with its sign: `formatSignedNumber(12.5)` → `+12,50`. */
export function formatSignedNumber(value: number, decimals = 2): string {
  return signed(value, decimals, (v) => formatNumber(v, decimals));
}

const priceFormats = new Map<string, Intl.NumberFormat | null>();

function priceFormat(currency: string): Intl.NumberFormat | null {
  let f = priceFormats.get(currency);
  if (f === undefined) {
    try {
      f = new Intl.NumberFormat('hu-HU', { style: 'currency', currency });
    } catch {
      f = null; // not an ISO 4217 code
    }
    priceFormats.set(currency, f);
  }
  return f;
}

/**
 * A price in its own currency with the currency's usual decimals: `271,84 USD`, `34 272 Ft`.
 * An unknown currency code is written after the number rather than failing.
 */
export function formatPrice(value: number, currency: string): string {
  if (!Number.isFinite(value)) return DASH;
  const f = priceFormat(currency.toUpperCase());
  return f ? f.format(value) : `${formatNumber(value, 2)} ${currency}`.trim();
}

/** A signed price change in its currency: `+3,10 USD`, `-120 Ft`, `0,00 USD`. */
export function formatSignedPrice(value: number, currency: string): string {
  const f = priceFormat(currency.toUpperCase());
  const decimals = f?.resolvedOptions().maximumFractionDigits ?? 2;
  return signed(value, decimals, (v) => formatPrice(v, currency));
}

/** An index level in points, two decimals: `111 032,45 pont` (an index has points, not a price). */
export function formatPoints(value: number): string {
  if (!Number.isFinite(value)) return DASH;
  return `${formatNumber(value, 2)} pont`;
}

/** A signed change of an index level: `+120,50 pont`. */
export function formatSignedPoints(value: number): string {
  return signed(value, 2, formatPoints);
}

/** Market capitalisation given in billions of USD: `4514,7 milliárd USD` (one decimal). */
export function formatBillionsUsd(billions: number): string {
  if (!Number.isFinite(billions)) return DASH;
  return `${formatNumber(billions, 1)} milliárd USD`;
}
