import { SensitivityBarChart } from './SensitivityBarChart';
import type { SensitivityChartProps } from './SensitivityChart.types';
import { SensitivityLineChart } from './SensitivityLineChart';

export { SENSITIVITY_VARIANTS } from './SensitivityChart.types';
export type { SensitivityChartProps } from './SensitivityChart.types';

/**
 * How an outcome varies with one parameter (docs/product.md#rent-or-buy sensitivity charts, docs/product.md#home-loan sweeps, docs/product.md#rent-or-buy
 * offsets): a line with a dot per point or bars from 0, the base case highlighted, a zero line when
 * the values cross 0, and the shared keyboard/pointer tooltip.
 */
export function SensitivityChart({ variant = 'line', ...props }: SensitivityChartProps) {
  return variant === 'bar' ? <SensitivityBarChart {...props} /> : <SensitivityLineChart {...props} />;
}
