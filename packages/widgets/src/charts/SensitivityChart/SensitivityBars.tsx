import { useMemo } from 'react';
import { vars } from '../../theme';
import {
  Axis,
  ValueAxis,
  ChartFrame,
  ChartTooltip,
  EmptyChart,
  Legend,
  nearestIndex,
  SENSITIVITY_CHART_HEIGHT_PX,
  useChartCursor,
  usePlotBox,
  ZeroLine,
} from '../shared';
import { computeBarLayout } from './bar-layout/bar-layout';
import type { SensitivityParts } from './sensitivity-parts';
import type { SensitivityChartProps } from './SensitivityChart.types';
import * as styles from './SensitivityChart.css';

export interface SensitivityBarsProps {
  /** The chart's props (title, axis titles, class). */
  chart: SensitivityChartProps;
  /** What both drawings of the sweep share (prepared points, format, legend, summary). */
  parts: SensitivityParts;
}

/** The bar variant of SensitivityChart: one bar per point from 0, the base bar highlighted. */
export function SensitivityBars({ chart, parts }: SensitivityBarsProps) {
  const { title, xLabel, yLabel, className } = chart;
  const { prepared: points, format, valueLabel, headerOf, legendItems, summary } = parts;
  const plot = usePlotBox(SENSITIVITY_CHART_HEIGHT_PX);
  const { width, height } = plot;
  const layout = useMemo(
    () =>
      computeBarLayout({
        width: Math.max(width, 1),
        height,
        values: points.map((p) => p.value),
        labels: points.map((p) => p.label),
        formatYTicks: format.ticks,
        xLabel: Boolean(xLabel),
        yLabel: Boolean(yLabel),
      }),
    [width, height, points, format, xLabel, yLabel],
  );
  const cursor = useChartCursor(points.length);
  const centers = useMemo(() => layout?.bars.map((b) => b.center) ?? [], [layout]);

  if (!layout) return <EmptyChart title={title} className={className} />;
  const { margin, innerWidth, innerHeight } = layout;
  const active = cursor.active;
  const activePoint = active !== null ? points[active] : null;

  return (
    <ChartFrame
      title={title}
      legend={<Legend items={legendItems} />}
      plot={plot}
      cursor={cursor}
      stopAt={(px) => nearestIndex(centers, px - margin.left)}
      tooltip={
        activePoint ? (
          <ChartTooltip
            header={headerOf(activePoint)}
            rows={[
              {
                key: 'value',
                label: valueLabel,
                value: format.value(activePoint.value),
                color: activePoint.isBase ? vars.chart.highlight : vars.chart.series1,
              },
            ]}
          />
        ) : null
      }
      tooltipAnchor={active !== null ? { x: margin.left + layout.bars[active]!.center, y: margin.top } : null}
      summary={summary}
      className={className}
    >
      <g transform={`translate(${margin.left},${margin.top})`}>
        <ValueAxis ticks={layout.yTicks} width={innerWidth} height={innerHeight} title={yLabel} offset={margin.left} />
        {layout.bars.map((b, i) => (
          <rect
            key={points[i]!.x}
            className={i === active ? `${styles.bar} ${styles.barActive}` : styles.bar}
            x={b.x}
            y={b.y}
            width={b.width}
            height={b.height}
            style={{ fill: points[i]!.isBase ? vars.chart.highlight : vars.chart.series1 }}
            data-highlight={points[i]!.isBase ? '' : undefined}
            data-active={i === active ? '' : undefined}
          />
        ))}
        <ZeroLine y={layout.zeroY} width={innerWidth} />
        <g transform={`translate(0,${innerHeight})`}>
          <Axis orientation="bottom" ticks={layout.xTicks} length={innerWidth} title={xLabel} />
        </g>
      </g>
    </ChartFrame>
  );
}
