export { PieChart } from './PieChart';
export type { PieChartProps } from './PieChart';
export { pieSlices } from './pie-slices/pie-slices';
export type { PieSlice } from './pie-slices/pie-slices';
