export { SensitivityChart, SENSITIVITY_VARIANTS } from './SensitivityChart';
export type { SensitivityChartProps } from './SensitivityChart';
export type { SensitivityPoint } from './sensitivity-points/sensitivity-points';
