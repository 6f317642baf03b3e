import { formatPercentPoints } from '@penzugy/finance-core';
import { useMemo } from 'react';
import {
  CHART_STRINGS,
  ChartFrame,
  ChartTooltip,
  Legend,
  PIE_CHART_HEIGHT_PX,
  PIE_VALUE_DECIMALS,
  ScreenReaderSummary,
  seriesColor,
  useChartCursor,
  usePlotBox,
} from '../shared';
import { computePieLayout, sliceAt } from './pie-layout/pie-layout';
import { pieSlices } from './pie-slices/pie-slices';
import * as styles from './PieChart.css';

export interface PieChartProps {
  /** Portfolio weights by ticker, as fractions (docs/product.md#charts). */
  weights: Readonly<Record<string, number>>;
  /** Hides the chart (the spec's chartHidden; also hidden when shorting is on). @default false */
  hidden?: boolean | undefined;
  /** Visible title and accessible name. @default 'Portfólió súlyok' */
  title?: string | undefined;
  /** Extra class on the figure. */
  className?: string | undefined;
}

const percent = (value: number) => formatPercentPoints(value, PIE_VALUE_DECIMALS);

/**
 * The portfolio weights pie (docs/product.md#charts): slices for weights of at least 1 %, valued
 * weight × 100 rounded to 2 decimals, legend on the left, radius 70 %, labels with name and percent.
 * Renders nothing when hidden or when no weight reaches 1 % (docs/product.md#charts: no empty-state text).
 */
export function PieChart({ weights, hidden = false, title = CHART_STRINGS.pie.title, className }: PieChartProps) {
  const slices = useMemo(() => pieSlices(weights), [weights]);
  const plot = usePlotBox(PIE_CHART_HEIGHT_PX);
  const { width, height } = plot;
  const labels = useMemo(() => slices.map((s) => `${s.key} ${percent(s.value)}`), [slices]);
  const layout = useMemo(
    () => computePieLayout(slices, Math.max(width, 1), height, labels),
    [slices, width, height, labels],
  );
  const cursor = useChartCursor(slices.length);

  // Where the pie has no room for its labels (computePieLayout), the legend carries the percentages.
  const labelsOutside = layout.labelsOutside;
  const legend = useMemo(
    () => (
      <Legend
        vertical
        items={slices.map((s, i) => ({
          key: s.key,
          label: labelsOutside ? s.key : labels[i]!,
          color: seriesColor(i),
          shape: 'square' as const,
        }))}
      />
    ),
    [slices, labels, labelsOutside],
  );
  const summary = useMemo(
    () => (
      <ScreenReaderSummary
        caption={title}
        columns={[CHART_STRINGS.pie.ticker, CHART_STRINGS.pie.weight]}
        rows={slices.map((s) => ({ key: s.key, cells: [s.key, percent(s.value)] }))}
      />
    ),
    [slices, title],
  );

  if (hidden || slices.length === 0) return null;

  const active = cursor.active;
  const activeArc = active !== null ? layout.arcs[active] : null;

  return (
    <ChartFrame
      title={title}
      legend={legend}
      legendPosition="left"
      plot={plot}
      cursor={cursor}
      stopAt={(x, y) => sliceAt(layout, x, y)}
      tooltip={
        activeArc ? (
          <ChartTooltip
            header={activeArc.slice.key}
            rows={[
              {
                key: 'weight',
                label: CHART_STRINGS.pie.weight,
                value: percent(activeArc.slice.value),
                color: seriesColor(active!),
              },
            ]}
          />
        ) : null
      }
      tooltipAnchor={activeArc ? { x: layout.cx + activeArc.centroid[0], y: layout.cy + activeArc.centroid[1] } : null}
      summary={summary}
      className={className}
    >
      <g transform={`translate(${layout.cx},${layout.cy})`}>
        {layout.arcs.map((a, i) => (
          <path
            key={a.slice.key}
            className={styles.slice}
            d={i === active ? a.activePath : a.path}
            style={{ fill: seriesColor(i) }}
            data-slice={a.slice.key}
          />
        ))}
        {labelsOutside &&
          layout.arcs.map((a, i) => (
            <g key={a.slice.key}>
              <polyline
                className={styles.leader}
                points={`${a.label.leader[0]},${a.label.leader[1]} ${a.label.leader[2]},${a.label.leader[3]} ${a.label.x},${a.label.y}`}
              />
              <text
                className={styles.label}
                x={a.label.x}
                y={a.label.y}
                dy="0.32em"
                textAnchor={a.label.anchor}
                data-label={a.slice.key}
              >
                {labels[i]}
              </text>
            </g>
          ))}
      </g>
    </ChartFrame>
  );
}
