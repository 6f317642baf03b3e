export { WealthComparisonChart } from './WealthComparisonChart';
export type { WealthComparisonChartProps, WealthMarker, WealthSeries } from './WealthComparisonChart';
