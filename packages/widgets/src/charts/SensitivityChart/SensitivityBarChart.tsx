import { SensitivityBars } from './SensitivityBars';
import type { SensitivityChartProps } from './SensitivityChart.types';
import { useSensitivityParts } from './sensitivity-parts';

/** A sweep drawn as bars from 0, the base case highlighted. */
export function SensitivityBarChart(props: SensitivityChartProps) {
  const parts = useSensitivityParts(props, 'square');
  return props.hidden ? null : <SensitivityBars chart={props} parts={parts} />;
}
