import { useMemo, type ReactNode } from 'react';
import * as styles from '../charts.css';
import { useChartCursor } from '../hooks/useChartCursor';
import { useContainerWidth } from '../hooks/useContainerWidth';
import { nearestIndex } from '../layout/nearest-index/nearest-index';
import { computeXYLayout } from '../layout/xy-layout/xy-layout';
import { Axis, ValueAxis } from './Axis';
import { ChartFrame } from './ChartFrame';
import type { XYChartBand, XYChartProps } from './XYChart.types';
import { XYCursor, XYMarker, XYPoints } from './XYMarks';
import { SeriesLayer } from './XYSeriesLayer';
import { XYTooltip } from './XYTooltip';
import { useXYLegend } from './useXYLegend';
import { useXYSummary } from './useXYSummary';

export type { XYChartBand, XYChartLine, XYChartMarker, XYChartProps, XYSummarySeries } from './XYChart.types';

const EMPTY_BANDS: readonly XYChartBand[] = [];

/**
 * The x/y chart machinery shared by LineChart, WealthComparisonChart, FanChart and the line variant
 * of SensitivityChart: d3 computes scales and path data (computeXYLayout), React renders the axes,
 * one path per series, the marker, the keyboard/pointer cursor, the tooltip, the legend and the
 * screen-reader summary.
 */
export function XYChart({
  title,
  notes,
  height,
  x,
  lines,
  bands = EMPTY_BANDS,
  formatXTick,
  formatXValue,
  formatValue,
  formatYTicks,
  xTickValues,
  xTickSpacing,
  xLabel,
  yLabel,
  marker = null,
  showPoints = false,
  highlightIndex = null,
  includeZero = false,
  legendItems,
  legendExtra,
  summarySeries,
  summary: customSummary,
  className,
}: XYChartProps) {
  const [plotRef, width] = useContainerWidth();
  const hasTopLabel = Boolean(yLabel) || marker !== null;

  const layout = useMemo(
    () =>
      computeXYLayout({
        width: Math.max(width, 1),
        height,
        x,
        lines,
        bands,
        formatYTicks,
        formatXTick,
        xTickValues,
        xTickSpacing,
        xLabel: Boolean(xLabel),
        yLabel: hasTopLabel,
        includeZero,
      }),
    [
      width,
      height,
      x,
      lines,
      bands,
      formatYTicks,
      formatXTick,
      xTickValues,
      xTickSpacing,
      xLabel,
      hasTopLabel,
      includeZero,
    ],
  );

  const stops = layout?.cursor;
  const cursor = useChartCursor(stops?.length ?? 0);
  const stopPositions = useMemo(() => (stops ? stops.map((s) => s.position) : []), [stops]);

  const legend = useXYLegend(legendItems, legendExtra, bands, lines);
  const summary = useXYSummary({
    title,
    x,
    lines,
    stops,
    summarySeries,
    marker,
    formatValue,
    formatXValue,
    customSummary,
  });

  if (!layout) {
    return (
      <ChartFrame
        title={title}
        notes={notes}
        empty
        height={height}
        plotRef={plotRef}
        width={width}
        cursor={cursor}
        className={className}
      />
    );
  }

  const { margin, innerWidth, innerHeight, xScale } = layout;
  const activeStop = cursor.active !== null ? layout.cursor[cursor.active] : null;
  const activeIndex = activeStop?.index ?? null;

  const tooltip: ReactNode =
    activeStop && activeIndex !== null ? (
      <XYTooltip
        index={activeIndex}
        header={formatXValue(x[activeIndex]!, activeIndex)}
        bands={bands}
        lines={lines}
        formatValue={formatValue}
      />
    ) : null;

  const [x0, x1] = xScale.domain();
  const markerX = marker && Number.isFinite(marker.x) && marker.x >= x0! && marker.x <= x1! ? xScale(marker.x) : null;
  const tooltipLines = lines.filter((l) => l.inTooltip !== false);

  return (
    <ChartFrame
      title={title}
      notes={notes}
      legend={legend}
      height={height}
      plotRef={plotRef}
      width={width}
      cursor={cursor}
      stopAt={(px) => nearestIndex(stopPositions, px - margin.left)}
      tooltip={tooltip}
      tooltipAnchor={activeStop ? { x: margin.left + activeStop.position, y: margin.top } : null}
      summary={summary}
      className={className}
    >
      <g transform={`translate(${margin.left},${margin.top})`}>
        <ValueAxis ticks={layout.yTicks} width={innerWidth} height={innerHeight} title={yLabel} offset={margin.left} />
        {layout.zeroY !== null ? (
          <line
            className={styles.zeroLine}
            x1={0}
            x2={innerWidth}
            y1={layout.zeroY}
            y2={layout.zeroY}
            data-zero-line=""
          />
        ) : null}
        <SeriesLayer layout={layout} lines={lines} bands={bands} />
        {showPoints ? (
          <XYPoints x={x} lines={tooltipLines} xScale={xScale} yScale={layout.yScale} highlightIndex={highlightIndex} />
        ) : null}
        {markerX !== null && marker ? (
          <XYMarker x={markerX} label={marker.label} innerWidth={innerWidth} innerHeight={innerHeight} />
        ) : null}
        <g transform={`translate(0,${innerHeight})`}>
          <Axis orientation="bottom" ticks={layout.xTicks} length={innerWidth} title={xLabel} />
        </g>
        {activeStop && activeIndex !== null ? (
          <XYCursor
            position={activeStop.position}
            index={activeIndex}
            lines={tooltipLines}
            yScale={layout.yScale}
            innerHeight={innerHeight}
          />
        ) : null}
      </g>
    </ChartFrame>
  );
}
