import { useMemo, type ReactNode } from 'react';
import { Region, useNextTask } from '../../../primitives';
import { useChartCursor } from '../hooks/useChartCursor';
import { usePlotBox } from '../hooks/usePlotBox';
import { XY_MARKS } from '../layout/geometry';
import { nearestIndex } from '../layout/nearest-index/nearest-index';
import { computeXYLayout } from '../layout/xy-layout/xy-layout';
import { Axis, ValueAxis, ZeroLine } from './Axis';
import { ChartFrame, EmptyChart } from './ChartFrame';
import { XY_CHART_KINDS, type XYChartBand, type XYChartProps } from './XYChart.types';
import { XYCursor, XYMarker, XYPoints } from './XYMarks';
import { SeriesLayer } from './XYSeriesLayer';
import { XYTooltip } from './XYTooltip';
import { useXYLegend } from './useXYLegend';
import { useXYSummary } from './useXYSummary';

export type {
  XYChartBand,
  XYChartKind,
  XYChartLine,
  XYChartMarker,
  XYChartProps,
  XYChartXAxis,
  XYSummarySeries,
} from './XYChart.types';

const EMPTY_BANDS: readonly XYChartBand[] = [];

/**
 * The x/y chart machinery shared by LineChart, WealthComparisonChart, FanChart and the line variant
 * of SensitivityChart: d3 computes scales and path data (computeXYLayout), React renders the axes,
 * one path per series, the marker, the keyboard/pointer cursor, the tooltip, the legend and the
 * screen-reader summary. Renders nothing when hidden.
 */
export function XYChart(latest: XYChartProps) {
  // A new input draws in a task of its own (useNextTask): several charts updated by one change then
  // leave room for a keystroke between them. A chart is a region of its page (Region): the site
  // hydrates each in a task of its own.
  const props = useNextTask(latest);
  return props.hidden ? null : (
    <Region>
      <XYChartFigure {...props} />
    </Region>
  );
}

function XYChartFigure(props: XYChartProps) {
  const {
    kind,
    x,
    lines,
    bands = EMPTY_BANDS,
    xAxis,
    format,
    yLabel,
    showPoints = false,
    highlightIndex = null,
    includeZero = false,
    legendItems,
    legendExtra,
  } = props;
  const figure = { title: props.title, notes: props.notes, className: props.className };
  const { height, xTickSpacing } = XY_CHART_KINDS[kind];
  const plot = usePlotBox(height);
  const { width } = plot;
  const markers = [xAxis.marker ?? []].flat();
  const hasTopLabel = Boolean(yLabel) || markers.length > 0;

  const layout = useMemo(
    () =>
      computeXYLayout({
        width: Math.max(width, 1),
        height,
        x,
        lines,
        bands,
        formatYTicks: format.ticks,
        formatXTick: xAxis.formatTick,
        xTickValues: xAxis.tickValues,
        xTickSpacing,
        xLabel: Boolean(xAxis.label),
        yLabel: hasTopLabel,
        includeZero,
      }),
    [width, height, x, lines, bands, format, xAxis, xTickSpacing, hasTopLabel, includeZero],
  );

  const stops = layout?.cursor;
  const cursor = useChartCursor(stops?.length ?? 0);
  const stopPositions = useMemo(() => (stops ? stops.map((s) => s.position) : []), [stops]);

  const legend = useXYLegend(legendItems, legendExtra, bands, lines);
  const summary = useXYSummary(props, stops);

  if (!layout) return <EmptyChart {...figure} />;

  const { margin, innerWidth, innerHeight, xScale } = layout;
  const activeStop = cursor.active !== null ? layout.cursor[cursor.active] : null;
  const activeIndex = activeStop?.index ?? null;

  const tooltip: ReactNode =
    activeStop && activeIndex !== null ? (
      <XYTooltip
        index={activeIndex}
        header={xAxis.formatValue(x[activeIndex]!, activeIndex)}
        bands={bands}
        lines={lines}
        formatValue={format.value}
      />
    ) : null;

  const [x0, x1] = xScale.domain();
  // Markers inside the data; a label too close to the previous label is left out (the summary names every marker).
  const markerMarks = markers
    .filter((m) => Number.isFinite(m.x) && m.x >= x0! && m.x <= x1!)
    .reduce<{ px: number; label: string; labelledAt: number }[]>((marks, m) => {
      const px = xScale(m.x);
      const lastLabel = marks.at(-1)?.labelledAt ?? -Infinity;
      const labelled = px - lastLabel >= XY_MARKS.markerLabelGap;
      return [...marks, { px, label: labelled ? m.label : '', labelledAt: labelled ? px : lastLabel }];
    }, []);
  const tooltipLines = lines.filter((l) => l.inTooltip !== false);

  return (
    <ChartFrame
      {...figure}
      legend={legend}
      plot={plot}
      cursor={cursor}
      stopAt={(px) => nearestIndex(stopPositions, px - margin.left)}
      tooltip={tooltip}
      tooltipAnchor={activeStop ? { x: margin.left + activeStop.position, y: margin.top } : null}
      summary={summary}
    >
      <g transform={`translate(${margin.left},${margin.top})`}>
        <ValueAxis ticks={layout.yTicks} width={innerWidth} height={innerHeight} title={yLabel} offset={margin.left} />
        <ZeroLine y={layout.zeroY} width={innerWidth} />
        <SeriesLayer layout={layout} lines={lines} bands={bands} />
        {showPoints ? (
          <XYPoints x={x} lines={tooltipLines} xScale={xScale} yScale={layout.yScale} highlightIndex={highlightIndex} />
        ) : null}
        {markerMarks.map((m) => (
          <XYMarker key={m.px} x={m.px} label={m.label} innerWidth={innerWidth} innerHeight={innerHeight} />
        ))}
        <g transform={`translate(0,${innerHeight})`}>
          <Axis orientation="bottom" ticks={layout.xTicks} length={innerWidth} title={xAxis.label} />
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
