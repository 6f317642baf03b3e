export { FrontierChart } from './FrontierChart';
export type { FrontierChartProps } from './FrontierChart';
export { computeFrontierLayout } from './frontier-layout/frontier-layout';
export type { FrontierData, RiskReturn } from './frontier-layout/frontier-layout';
