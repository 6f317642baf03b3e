'use client';
// Published as `@penzugy/widgets/charts` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
/** The charts of @penzugy/widgets (docs/product.md#charts, docs/product.md#monte-carlo). */
export { LineChart } from './LineChart';
export type { LineChartProps } from './LineChart';
export { PieChart, pieSlices } from './PieChart';
export type { PieChartProps, PieSlice } from './PieChart';
export { FanChart } from './FanChart';
export type { FanChartProps, FanPercentiles, FanSamplePath } from './FanChart';
export { WealthComparisonChart } from './WealthComparisonChart';
export type { WealthComparisonChartProps, WealthMarker, WealthSeries } from './WealthComparisonChart';
export { FrontierChart } from './FrontierChart';
export type { FrontierChartProps, FrontierData, RiskReturn } from './FrontierChart';
export { SensitivityBarChart, SensitivityChart, SensitivityLineChart, SENSITIVITY_VARIANTS } from './SensitivityChart';
export type { SensitivityChartProps, SensitivityPoint } from './SensitivityChart';
export { hufTickFormat } from './shared';
export type { ChartValueFormat } from './shared';
export {
  DEFAULT_PORTFOLIO_KEY,
  LINE_CHART_HEIGHT_PX,
  PIE_MIN_WEIGHT,
  PIE_RADIUS_RATIO,
  PORTFOLIO_STROKE_WIDTH,
  TICKER_STROKE_WIDTH,
} from './shared';
// The charts' texts, for a caller that adds to a chart's default title (the portfolio's time series).
export { CHART_STRINGS } from './shared';
