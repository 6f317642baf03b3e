import { formatHuf, formatNumber } from '@penzugy/finance-core';

/**
 * How a chart writes its values: 'huf' (forints: full in tooltips, compact on the axis), 'number'
 * (2 decimals in tooltips, as many as the tick step needs on the axis), or a function used for both.
 */
export type ChartValueFormat = 'huf' | 'number' | ((value: number) => string);

/** The two formatters a chart needs: one for a single value, one built from the axis ticks. */
export interface ResolvedValueFormat {
  /** A value in the tooltip and the screen-reader summary. */
  value: (value: number) => string;
  /** Builds the axis tick formatter from the tick values (one unit and precision for all ticks). */
  ticks: (ticks: readonly number[]) => (value: number) => string;
}

const DASH = '–';
const NBSP = '\u00a0';

/** Compact forint units, largest first: milliárd, millió, ezer (Hungarian abbreviations). */
const HUF_UNITS = [
  { divisor: 1e9, suffix: 'Mrd Ft' },
  { divisor: 1e6, suffix: 'M Ft' },
  { divisor: 1e3, suffix: 'E Ft' },
] as const;
/** Below this the axis writes whole forints (`5000 Ft`), as `5 E Ft` reads worse. */
const HUF_COMPACT_FROM = 1e4;

/**
 * Decimals needed to write `step` exactly, up to `max`: 2.5 → 1, 0.25 → 2, 10 → 0. (d3's
 * precisionFixed looks only at the power of ten, so it would give 0 for 2.5.)
 */
export function stepDecimals(step: number, max: number): number {
  if (!Number.isFinite(step) || step <= 0) return 0;
  for (let d = 0; d < max; d++) {
    const scaled = step * 10 ** d;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, scaled)) return d;
  }
  return max;
}

/** The smallest positive gap between the sorted finite ticks (0 for fewer than two). */
function tickStep(ticks: readonly number[]): number {
  const sorted = ticks.filter(Number.isFinite).sort((a, b) => a - b);
  let step = 0;
  for (let i = 1; i < sorted.length; i++) {
    const d = sorted[i]! - sorted[i - 1]!;
    if (d > 0 && (step === 0 || d < step)) step = d;
  }
  return step;
}

/**
 * Forint axis ticks in compact hu-HU form with one unit for the whole axis: [0, 2.5e7, 5e7] →
 * `0 Ft`, `25 M Ft`, `50 M Ft`; [0, 2.5e6, 5e6] → `0 Ft`, `2,5 M Ft`, `5 M Ft`. Intl's compact
 * notation would round 12 500 000 to `13 M`, so the decimals follow the tick step instead.
 */
export function hufTickFormat(ticks: readonly number[]): (value: number) => string {
  const maxAbs = ticks.reduce((m, t) => (Number.isFinite(t) ? Math.max(m, Math.abs(t)) : m), 0);
  const unit = maxAbs >= HUF_COMPACT_FROM ? HUF_UNITS.find((u) => maxAbs >= u.divisor) : undefined;
  if (!unit) return (v) => formatHuf(v);
  const step = tickStep(ticks) / unit.divisor;
  const decimals = stepDecimals(step, 2);
  return (v) => {
    if (!Number.isFinite(v)) return DASH;
    if (v === 0) return `0${NBSP}Ft`;
    return `${formatNumber(v / unit.divisor, decimals)}${NBSP}${unit.suffix}`;
  };
}

/** Plain-number axis ticks with as many decimals as the tick step needs (at most 4). */
export function numberTickFormat(ticks: readonly number[]): (value: number) => string {
  const step = tickStep(ticks);
  const decimals = stepDecimals(step, 4);
  return (v) => formatNumber(v, decimals);
}

/** Turns a {@link ChartValueFormat} into the value and tick formatters. */
export function resolveValueFormat(format: ChartValueFormat): ResolvedValueFormat {
  if (typeof format === 'function') {
    return { value: (v) => (Number.isFinite(v) ? format(v) : DASH), ticks: () => (v) => format(v) };
  }
  if (format === 'huf') return { value: formatHuf, ticks: hufTickFormat };
  return { value: (v) => formatNumber(v, 2), ticks: numberTickFormat };
}
