/** What the charts share, for the chart folders and the other widgets; not part of the package's public API. */
// The charts' shared styles (frame, axis and mark classes), for charts that draw their own marks.
export * as chartStyles from './charts.css';
export { Axis } from './Axis';
export { ChartFrame } from './ChartFrame';
export { ChartTooltip } from './ChartTooltip';
export type { TooltipRow } from './ChartTooltip';
export { Legend } from './Legend';
export type { LegendItem } from './Legend';
export { ScreenReaderSummary } from './ScreenReaderSummary';
export { XYChart } from './XYChart';
export type { XYChartBand, XYChartLine, XYChartMarker, XYSummarySeries } from './XYChart';
export { categoryTicks } from './category-ticks/category-ticks';
export {
  DEFAULT_PORTFOLIO_KEY,
  FAN_CHART_HEIGHT_PX,
  FRONTIER_CHART_HEIGHT_PX,
  LINE_CHART_DECIMALS,
  LINE_CHART_HEIGHT_PX,
  PIE_CHART_HEIGHT_PX,
  PIE_MIN_WEIGHT,
  PIE_RADIUS_RATIO,
  PIE_VALUE_DECIMALS,
  PORTFOLIO_STROKE_WIDTH,
  SENSITIVITY_CHART_HEIGHT_PX,
  TICKER_STROKE_WIDTH,
  WEALTH_CHART_HEIGHT_PX,
  seriesColor,
} from './constants';
export { X_TICK_SPACING } from './geometry';
export { nearestIndex } from './nearest-index/nearest-index';
export { stepTicks } from './step-ticks/step-ticks';
export { CHART_STRINGS } from './strings';
export { useChartCursor } from './useChartCursor';
export { useContainerWidth } from './useContainerWidth';
export { valueExtent } from './value-extent/value-extent';
export { hufTickFormat, resolveValueFormat } from './value-format/value-format';
export type { ChartValueFormat, ResolvedValueFormat } from './value-format/value-format';
export { estimateLabelWidth } from './xy-layout/xy-layout';
export type { XYMargin, XYPlotFrame, XYTick } from './xy-layout/xy-layout';
