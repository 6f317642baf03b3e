import { Legend } from '../shared';
import { SensitivityBars } from './SensitivityBars';
import type { SensitivityChartProps } from './SensitivityChart.types';
import { useSensitivityParts } from './sensitivity-parts';

/** A sweep drawn as bars from 0, the base case highlighted. */
export function SensitivityBarChart(props: SensitivityChartProps) {
  const { title, xLabel, yLabel, hidden = false, className } = props;
  const { prepared, format, headerOf, legendItems, summary, valueLabel } = useSensitivityParts(props, 'square');
  if (hidden) return null;
  return (
    <SensitivityBars
      points={prepared}
      title={title}
      format={format}
      valueLabel={valueLabel}
      headerOf={headerOf}
      xLabel={xLabel}
      yLabel={yLabel}
      legend={<Legend items={legendItems} />}
      summary={summary}
      className={className}
    />
  );
}
