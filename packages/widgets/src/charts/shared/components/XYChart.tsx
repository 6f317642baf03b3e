import { memo, useMemo, type ReactNode } from 'react';
import { vars } from '../../../theme';
import { Axis, ValueAxis } from './Axis';
import { ChartFrame } from './ChartFrame';
import { ChartTooltip, type TooltipRow } from './ChartTooltip';
import * as styles from '../charts.css';
import { Legend, type LegendItem } from './Legend';
import { nearestIndex } from '../layout/nearest-index/nearest-index';
import { ScreenReaderSummary } from './ScreenReaderSummary';
import { summarizeSeries } from '../layout/series-summary/series-summary';
import { CHART_STRINGS } from '../strings';
import { useChartCursor } from '../hooks/useChartCursor';
import { useContainerWidth } from '../hooks/useContainerWidth';
import { computeXYLayout, type XYLayout, type XYLayoutBand, type XYLayoutLine } from '../layout/xy-layout/xy-layout';
import { XY_MARKS } from '../layout/geometry';

/** A line of an x/y chart. */
export interface XYChartLine extends XYLayoutLine {
  /** Name in the legend, tooltip and summary. */
  label: string;
  /** A theme variable (`vars.chart.*`). */
  color: string;
  /** Stroke width in px. */
  strokeWidth: number;
  /** Dashed stroke. @default false */
  dashed?: boolean;
  /** Drawn above the other lines (e.g. the portfolio) while keeping its place in lists. @default false */
  onTop?: boolean;
  /** Listed in the tooltip and marked at the cursor. @default true */
  inTooltip?: boolean;
  /** Listed in the legend. @default true */
  inLegend?: boolean;
}

/** A filled band between two series (e.g. P5–P95). */
export interface XYChartBand extends XYLayoutBand {
  label: string;
  /** A theme variable for the fill. */
  color: string;
  /** Listed in the tooltip as 'lower – upper'. @default true */
  inTooltip?: boolean;
}

/** A vertical marker at an x (e.g. the break-even month). */
export interface XYChartMarker {
  x: number;
  label: string;
}

/** A series of the screen-reader summary table. */
export interface XYSummarySeries {
  key: string;
  label: string;
  values: ArrayLike<number>;
}

export interface XYChartProps {
  /** Visible title and accessible name. */
  title: string;
  /** Visible notes under the title. */
  notes?: ReactNode | undefined;
  /** Plot height in px. */
  height: number;
  /** x of each index. */
  x: ArrayLike<number>;
  /** Lines, drawn in order (those with onTop last). */
  lines: readonly XYChartLine[];
  /** Bands, drawn under the lines. @default [] */
  bands?: readonly XYChartBand[] | undefined;
  /** Label of an x tick. */
  formatXTick: (x: number) => string;
  /** The x as the tooltip header and in the summary (index is -1 for a marker). */
  formatXValue: (x: number, index: number) => string;
  /** A value in the tooltip and summary. */
  formatValue: (value: number) => string;
  /** Builds the y tick formatter from the ticks. */
  formatYTicks: (ticks: readonly number[]) => (value: number) => string;
  /** Chooses the x ticks. @default d3 linear ticks */
  xTickValues?: ((domain: [number, number], maxTicks: number) => number[]) | undefined;
  /** Minimal room per x tick label in px. @default 80 */
  xTickSpacing?: number | undefined;
  /** x-axis title. */
  xLabel?: string | undefined;
  /** y-axis title. */
  yLabel?: string | undefined;
  /** Vertical marker; not drawn when its x is not finite or outside the data. @default null */
  marker?: XYChartMarker | null | undefined;
  /** Draw a dot at every finite point of the tooltip lines. @default false */
  showPoints?: boolean | undefined;
  /** Index of the point to highlight (with showPoints). @default null */
  highlightIndex?: number | null | undefined;
  /** Stretch the y domain to contain 0. @default false */
  includeZero?: boolean | undefined;
  /** Legend entries. @default one per band and line (inLegend) */
  legendItems?: readonly LegendItem[] | undefined;
  /** Extra legend content after the entries (e.g. a note). */
  legendExtra?: ReactNode | undefined;
  /** Series of the summary table. @default the lines */
  summarySeries?: readonly XYSummarySeries[] | undefined;
  /** A custom screen-reader summary instead of the first/last/min/max table. */
  summary?: ReactNode | undefined;
  /** Extra class on the figure. */
  className?: string | undefined;
}

const EMPTY_BANDS: readonly XYChartBand[] = [];

interface SeriesLayerProps {
  layout: XYLayout;
  lines: readonly XYChartLine[];
  bands: readonly XYChartBand[];
}

/**
 * Bands and lines: one `<path>` per series whatever the number of points. Memoised on the layout,
 * so moving the cursor does not re-render hundreds of paths (the fan chart has up to 55).
 */
const SeriesLayer = memo(function SeriesLayer({ layout, lines, bands }: SeriesLayerProps) {
  const ordered = [...lines.filter((l) => !l.onTop), ...lines.filter((l) => l.onTop)];
  return (
    <g>
      {bands.map((b) =>
        layout.bandPaths[b.key] ? (
          <path key={b.key} d={layout.bandPaths[b.key]} style={{ fill: b.color }} stroke="none" data-series={b.key} />
        ) : null,
      )}
      {ordered.map((l) =>
        layout.linePaths[l.key] ? (
          <path
            key={l.key}
            className={styles.series}
            d={layout.linePaths[l.key]}
            style={{ stroke: l.color }}
            strokeWidth={l.strokeWidth}
            strokeDasharray={l.dashed ? XY_MARKS.dash : undefined}
            data-series={l.key}
          />
        ) : null,
      )}
      {ordered.map((l) => {
        const p = layout.lonePoints[l.key];
        return p ? (
          <circle
            key={`${l.key}-lone`}
            cx={p[0]}
            cy={p[1]}
            r={Math.max(XY_MARKS.lonePointMinRadius, l.strokeWidth)}
            style={{ fill: l.color }}
            data-series={l.key}
          />
        ) : null;
      })}
    </g>
  );
});

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

  const legend = useMemo(() => {
    const items: LegendItem[] = legendItems
      ? [...legendItems]
      : [
          ...bands.map((b) => ({ key: b.key, label: b.label, color: b.color, shape: 'band' as const })),
          ...lines
            .filter((l) => l.inLegend !== false)
            .map((l) => ({ key: l.key, label: l.label, color: l.color, strokeWidth: l.strokeWidth, dashed: l.dashed })),
        ];
    return (
      <div>
        <Legend items={items} />
        {legendExtra}
      </div>
    );
  }, [legendItems, legendExtra, bands, lines]);

  const summary = useMemo(() => {
    if (customSummary !== undefined) return customSummary;
    if (!stops || stops.length === 0) return null;
    const firstIndex = stops[0]!.index;
    const lastIndex = stops[stops.length - 1]!.index;
    const series = summarySeries ?? lines.map((l) => ({ key: l.key, label: l.label, values: l.values }));
    const dash = '–';
    const rows = series.map((s) => {
      const sum = summarizeSeries(s.values);
      return {
        key: s.key,
        cells: sum
          ? [s.label, formatValue(sum.first), formatValue(sum.last), formatValue(sum.min), formatValue(sum.max)]
          : [s.label, dash, dash, dash, dash],
      };
    });
    const s = CHART_STRINGS.summary;
    const caption = `${title} – ${s.range}: ${formatXValue(x[firstIndex]!, firstIndex)} – ${formatXValue(x[lastIndex]!, lastIndex)}`;
    const notesText = marker && Number.isFinite(marker.x) ? [`${marker.label}: ${formatXValue(marker.x, -1)}`] : [];
    return (
      <ScreenReaderSummary
        caption={caption}
        columns={[s.series, s.first, s.last, s.min, s.max]}
        rows={rows}
        notes={notesText}
      />
    );
  }, [customSummary, stops, summarySeries, lines, formatValue, formatXValue, title, x, marker]);

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

  let tooltip: ReactNode = null;
  if (activeStop && activeIndex !== null) {
    const rows: TooltipRow[] = [
      ...bands
        .filter((b) => b.inTooltip !== false)
        .map((b) => ({
          key: b.key,
          label: b.label,
          value: `${formatValue(b.lower[activeIndex]!)} – ${formatValue(b.upper[activeIndex]!)}`,
          color: b.color,
        })),
      ...lines
        .filter((l) => l.inTooltip !== false)
        .map((l) => ({ key: l.key, label: l.label, value: formatValue(l.values[activeIndex]!), color: l.color })),
    ];
    tooltip = <ChartTooltip header={formatXValue(x[activeIndex]!, activeIndex)} rows={rows} />;
  }

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
        {showPoints
          ? tooltipLines.map((l) => (
              <g key={`${l.key}-points`}>
                {Array.from({ length: Math.min(x.length, l.values.length) }, (_, i) => {
                  const xv = x[i]!;
                  const yv = l.values[i]!;
                  if (!Number.isFinite(xv) || !Number.isFinite(yv)) return null;
                  const hi = i === highlightIndex;
                  return (
                    <circle
                      key={i}
                      cx={xScale(xv)}
                      cy={layout.yScale(yv)}
                      r={hi ? XY_MARKS.pointRadiusHighlighted : XY_MARKS.pointRadius}
                      className={styles.cursorDot}
                      style={{ fill: hi ? vars.chart.highlight : l.color }}
                      data-highlight={hi ? '' : undefined}
                    />
                  );
                })}
              </g>
            ))
          : null}
        {markerX !== null && marker ? (
          <g data-marker="">
            <line className={styles.marker} x1={markerX} x2={markerX} y1={0} y2={innerHeight} />
            <text
              className={styles.markerText}
              x={markerX}
              y={-XY_MARKS.markerLabelRise}
              textAnchor={
                markerX > innerWidth - XY_MARKS.markerLabelEdge
                  ? 'end'
                  : markerX < XY_MARKS.markerLabelEdge
                    ? 'start'
                    : 'middle'
              }
            >
              {marker.label}
            </text>
          </g>
        ) : null}
        <g transform={`translate(0,${innerHeight})`}>
          <Axis orientation="bottom" ticks={layout.xTicks} length={innerWidth} title={xLabel} />
        </g>
        {activeStop && activeIndex !== null ? (
          <g data-cursor="">
            <line
              className={styles.cursorLine}
              x1={activeStop.position}
              x2={activeStop.position}
              y1={0}
              y2={innerHeight}
            />
            {tooltipLines.map((l) => {
              const v = l.values[activeIndex]!;
              return Number.isFinite(v) ? (
                <circle
                  key={l.key}
                  className={styles.cursorDot}
                  cx={activeStop.position}
                  cy={layout.yScale(v)}
                  r={XY_MARKS.cursorDotRadius}
                  style={{ fill: l.color }}
                />
              ) : null;
            })}
          </g>
        ) : null}
      </g>
    </ChartFrame>
  );
}
