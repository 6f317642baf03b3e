import { useMemo } from 'react';
import { vars } from '../../theme';
import { categoryTicks, SENSITIVITY_CHART_HEIGHT_PX, X_TICK_SPACING, XYChart, type XYChartLine } from '../shared';
import type { SensitivityChartProps } from './SensitivityChart.types';
import { useSensitivityParts } from './sensitivity-parts';

/**
 * A sweep drawn as a line with a dot per point (the XYChart machinery), the base case highlighted.
 * Its own module, so a calculator that only draws lines does not bundle the bar drawing.
 */
export function SensitivityLineChart(props: SensitivityChartProps) {
  const { title, xLabel, yLabel, hidden = false, className } = props;
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
  const labelOf = useMemo(() => new Map(prepared.map((p) => [p.x, p.label])), [prepared]);
  const formatXTick = useMemo(() => (v: number) => labelOf.get(v) ?? formatX(v), [labelOf, formatX]);
  const formatXValue = useMemo(
    () => (_v: number, i: number) => (prepared[i] ? headerOf(prepared[i]) : formatX(_v)),
    [prepared, headerOf, formatX],
  );
  const xTickValues = useMemo(
    () => (_d: [number, number], maxTicks: number) => categoryTicks(x.length, maxTicks).map((i) => x[i]!),
    [x],
  );
  const highlightIndex = prepared.findIndex((p) => p.isBase);

  if (hidden) return null;
  return (
    <XYChart
      title={title}
      height={SENSITIVITY_CHART_HEIGHT_PX}
      x={x}
      lines={lines}
      formatXTick={formatXTick}
      formatXValue={formatXValue}
      formatValue={format.value}
      formatYTicks={format.ticks}
      xTickValues={xTickValues}
      xTickSpacing={X_TICK_SPACING.sensitivityChart}
      xLabel={xLabel}
      yLabel={yLabel}
      showPoints
      highlightIndex={highlightIndex >= 0 ? highlightIndex : null}
      legendItems={legendItems}
      summary={summary}
      className={className}
    />
  );
}
