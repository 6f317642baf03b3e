/**
 * The charts' constants in one place. Values the product fixes link to docs/product.md#charts; the others
 * are this toolkit's layout choices and say so.
 */
import { vars } from '../../theme';

/** Height of the time-series line chart in px (docs/product.md#charts). */
export const LINE_CHART_HEIGHT_PX = 450;
/** Stroke width of the portfolio line in px (docs/product.md#charts). */
export const PORTFOLIO_STROKE_WIDTH = 5;
/** Stroke width of each ticker line in px (docs/product.md#charts). */
export const TICKER_STROKE_WIDTH = 2;
/** Decimals of the line chart's tooltip and axis values (docs/product.md#charts). */
export const LINE_CHART_DECIMALS = 2;
/** Key of the portfolio series in `timeSeries` (docs/product.md#charts). */
export const DEFAULT_PORTFOLIO_KEY = 'Portfolio';

/** Smallest weight a pie slice needs, as a fraction: smaller ones are left out (docs/product.md#charts). */
export const PIE_MIN_WEIGHT = 0.01;
/** Pie radius as a share of half the smaller side of the plot (docs/product.md#charts). */
export const PIE_RADIUS_RATIO = 0.7;
/** A slice's value is weight × 100 rounded to this many decimals (docs/product.md#charts). */
export const PIE_VALUE_DECIMALS = 2;

/** Layout choice (not in the spec): height of the pie plot in px. */
export const PIE_CHART_HEIGHT_PX = 360;
/** Layout choice: height of the Monte Carlo fan chart in px. */
export const FAN_CHART_HEIGHT_PX = 420;
/** Layout choice: height of the wealth comparison chart in px. */
export const WEALTH_CHART_HEIGHT_PX = 400;
/** Layout choice: height of a sensitivity chart in px. */
export const SENSITIVITY_CHART_HEIGHT_PX = 320;
/** Layout choice: height of the efficient-frontier chart in px. */
export const FRONTIER_CHART_HEIGHT_PX = 400;

/**
 * Width used when the container cannot be measured (no ResizeObserver: jsdom, very old browsers),
 * so the chart still renders instead of staying blank.
 */
export const FALLBACK_CHART_WIDTH_PX = 640;
/** PageUp / PageDown move the keyboard cursor by this share of the points (at least one). */
export const CURSOR_PAGE_FRACTION = 0.1;

/** Ticker and generic series colours, cycled in order; theme variables, so no re-render on theme switch. */
export const SERIES_COLORS = [
  vars.chart.series1,
  vars.chart.series2,
  vars.chart.series3,
  vars.chart.series4,
  vars.chart.series5,
  vars.chart.series6,
  vars.chart.series7,
  vars.chart.series8,
] as const;

/** The colour of the i-th series (cycles through {@link SERIES_COLORS}). */
export function seriesColor(index: number): string {
  const n = SERIES_COLORS.length;
  return SERIES_COLORS[((index % n) + n) % n]!;
}
