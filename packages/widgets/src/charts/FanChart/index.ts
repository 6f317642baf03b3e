export { FanChart } from './FanChart';
export type { FanChartProps } from './FanChart';
export type { FanPercentiles, FanSamplePath } from './fan-series/fan-series';
