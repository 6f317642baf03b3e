import { useMemo, type ReactNode } from 'react';
import { vars } from '../../theme';
import {
  Axis,
  ValueAxis,
  ChartFrame,
  ChartTooltip,
  nearestIndex,
  type ResolvedValueFormat,
  SENSITIVITY_CHART_HEIGHT_PX,
  useChartCursor,
  useContainerWidth,
} from '../shared';
import { chartStyles as shared } from '../shared';
import { computeBarLayout } from './bar-layout/bar-layout';
import type { PreparedSensitivityPoint } from './sensitivity-points/sensitivity-points';
import * as styles from './SensitivityChart.css';

export interface SensitivityBarsProps {
  /** Prepared points (finite, sorted, labelled). */
  points: readonly PreparedSensitivityPoint[];
  /** Visible title and accessible name. */
  title: string;
  /** Value formatters. */
  format: ResolvedValueFormat;
  /** Name of the value in the tooltip. */
  valueLabel: string;
  /** Writes a point's label for the tooltip header (adds the base-case note). */
  headerOf: (point: PreparedSensitivityPoint) => string;
  /** x-axis title. */
  xLabel?: string | undefined;
  /** y-axis title. */
  yLabel?: string | undefined;
  /** Legend element. */
  legend: ReactNode;
  /** Screen-reader summary. */
  summary: ReactNode;
  /** Extra class on the figure. */
  className?: string | undefined;
}

/** The bar variant of SensitivityChart: one bar per point from 0, the base bar highlighted. */
export function SensitivityBars({
  points,
  title,
  format,
  valueLabel,
  headerOf,
  xLabel,
  yLabel,
  legend,
  summary,
  className,
}: SensitivityBarsProps) {
  const [plotRef, width] = useContainerWidth();
  const height = SENSITIVITY_CHART_HEIGHT_PX;
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

  if (!layout) {
    return (
      <ChartFrame
        title={title}
        empty
        height={height}
        plotRef={plotRef}
        width={width}
        cursor={cursor}
        className={className}
      />
    );
  }
  const { margin, innerWidth, innerHeight } = layout;
  const active = cursor.active;
  const activePoint = active !== null ? points[active] : null;

  return (
    <ChartFrame
      title={title}
      legend={legend}
      height={height}
      plotRef={plotRef}
      width={width}
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
        <line
          className={shared.zeroLine}
          x1={0}
          x2={innerWidth}
          y1={layout.zeroY}
          y2={layout.zeroY}
          data-zero-line=""
        />
        <g transform={`translate(0,${innerHeight})`}>
          <Axis orientation="bottom" ticks={layout.xTicks} length={innerWidth} title={xLabel} />
        </g>
      </g>
    </ChartFrame>
  );
}
