export { SensitivityChart, SENSITIVITY_VARIANTS } from './SensitivityChart';
export { SensitivityLineChart } from './SensitivityLineChart';
export { SensitivityBarChart } from './SensitivityBarChart';
export type { SensitivityChartProps } from './SensitivityChart';
export type { SensitivityPoint } from './sensitivity-points/sensitivity-points';
