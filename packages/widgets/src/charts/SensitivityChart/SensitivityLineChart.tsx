import { useMemo } from 'react';
import { vars } from '../../theme';
import { categoryXAxis, XYChart, type XYChartLine } from '../shared';
import type { SensitivityChartProps } from './SensitivityChart.types';
import { useSensitivityParts } from './sensitivity-parts';

/**
 * A sweep drawn as a line with a dot per point (the XYChart machinery), the base case highlighted.
 * Its own module, so a calculator that only draws lines does not bundle the bar drawing.
 */
export function SensitivityLineChart(props: SensitivityChartProps) {
  const { title, xLabel, yLabel, hidden, className } = props;
  const frame = { title, yLabel, hidden, className };
  const { prepared, format, headerOf, legendItems, summary, valueLabel, formatX } = useSensitivityParts(props, 'line');
  const x = useMemo(() => prepared.map((p) => p.x), [prepared]);
  const lines = useMemo<XYChartLine[]>(
    () => [
      {
        key: 'value',
        label: valueLabel,
        values: prepared.map((p) => p.value),
        color: vars.chart.series1,
        strokeWidth: 2.5,
      },
    ],
    [prepared, valueLabel],
  );
  const xAxis = useMemo(() => {
    const labelOf = new Map(prepared.map((p) => [p.x, p.label]));
    return categoryXAxis(
      x,
      (v) => labelOf.get(v) ?? formatX(v),
      (v, i) => (prepared[i] ? headerOf(prepared[i]) : formatX(v)),
      xLabel,
    );
  }, [x, prepared, headerOf, formatX, xLabel]);
  const highlightIndex = prepared.findIndex((p) => p.isBase);

  return (
    <XYChart
      {...frame}
      kind="sensitivity"
      x={x}
      lines={lines}
      xAxis={xAxis}
      format={format}
      showPoints
      highlightIndex={highlightIndex >= 0 ? highlightIndex : null}
      legendItems={legendItems}
      summary={summary}
    />
  );
}
