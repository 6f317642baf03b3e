/** What the charts share, for the chart folders and the other widgets; not part of the package's public API. */
// The charts' shared styles (frame, axis and mark classes), for charts that draw their own marks.
export * as chartStyles from './charts.css';
export { Axis, ValueAxis, ZeroLine } from './components/Axis';
export { ChartFrame, EmptyChart } from './components/ChartFrame';
export { ChartTooltip } from './components/ChartTooltip';
export type { TooltipRow } from './components/ChartTooltip';
export { Legend } from './components/Legend';
export type { LegendItem } from './components/Legend';
export { ScreenReaderSummary } from './components/ScreenReaderSummary';
export { XYChart } from './components/XYChart';
export type { XYChartBand, XYChartLine, XYChartMarker, XYChartXAxis, XYSummarySeries } from './components/XYChart';
export { categoryXAxis } from './components/category-x-axis';
export { categoryTicks } from './layout/category-ticks/category-ticks';
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
export { X_TICK_SPACING } from './layout/geometry';
export { nearestIndex } from './layout/nearest-index/nearest-index';
export { stepTicks } from './layout/step-ticks/step-ticks';
export { CHART_STRINGS } from './strings';
export { useChartCursor } from './hooks/useChartCursor';
export { useContainerWidth } from './hooks/useContainerWidth';
export { usePlotBox } from './hooks/usePlotBox';
export type { PlotBox } from './hooks/usePlotBox';
export { valueExtent } from './layout/value-extent/value-extent';
export { hufTickFormat, resolveValueFormat } from './layout/value-format/value-format';
export type { ChartValueFormat, ResolvedValueFormat } from './layout/value-format/value-format';
export { estimateLabelWidth, labelWidth, linearTicks, plotFrame, valueAxis } from './layout/xy-layout/xy-layout';
export type { XYMargin, XYPlotFrame, XYTick } from './layout/xy-layout/xy-layout';
