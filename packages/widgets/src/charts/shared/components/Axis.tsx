import { placeBottomLabels } from '../layout/bottom-labels/bottom-labels';
import * as styles from '../charts.css';
import type { XYTick } from '../layout/xy-layout/xy-layout';
import { AXIS } from '../layout/geometry';

export interface AxisProps {
  /** Left (values, with grid lines) or bottom (x). */
  orientation: 'left' | 'bottom';
  /** Ticks with their position along the axis in plot px. */
  ticks: readonly XYTick[];
  /** Length of the axis in px (inner width for bottom, inner height for left). */
  length: number;
  /** Length of the grid lines drawn across the plot from each left tick; 0 for none. @default 0 */
  gridLength?: number | undefined;
  /** Axis title ('Év', 'Ft'). */
  title?: string | undefined;
  /** Left margin in px, so the left axis title starts at the SVG's edge. @default 0 */
  offset?: number | undefined;
}

/** A chart axis rendered by React from precomputed ticks (no d3-axis, no d3-selection). */
export function Axis({ orientation, ticks, length, gridLength = 0, title, offset = 0 }: AxisProps) {
  if (orientation === 'left') {
    return (
      <g aria-hidden="true">
        {ticks.map((t) => (
          <g key={t.value} transform={`translate(0,${t.position})`}>
            {gridLength > 0 ? <line className={styles.gridLine} x1={0} x2={gridLength} /> : null}
            <text className={styles.axisText} x={-AXIS.yLabelGap} dy="0.32em" textAnchor="end">
              {t.label}
            </text>
          </g>
        ))}
        {title ? (
          <text className={styles.axisTitle} x={-offset + AXIS.yTitleInset} y={-AXIS.yTitleRise} textAnchor="start">
            {title}
          </text>
        ) : null}
      </g>
    );
  }
  const labels = placeBottomLabels(ticks, length);
  return (
    <g aria-hidden="true">
      <line className={styles.axisLine} x1={0} x2={length} />
      {ticks.map((t, i) => (
        <g key={t.value} transform={`translate(${t.position},0)`}>
          <line className={styles.axisLine} y2={AXIS.xTickLength} />
          {labels[i]!.shown ? (
            <text className={styles.axisText} y={AXIS.xLabelBaseline} textAnchor={labels[i]!.anchor}>
              {t.label}
            </text>
          ) : null}
        </g>
      ))}
      {title ? (
        <text className={styles.axisTitle} x={length} y={AXIS.xTitleBaseline} textAnchor="end">
          {title}
        </text>
      ) : null}
    </g>
  );
}

export interface ValueAxisProps {
  ticks: readonly XYTick[];
  /** The plot's inner size in px: the axis runs its height, the grid lines its width. */
  width: number;
  height: number;
  title?: string | undefined;
  /** The left margin in px (see Axis's `offset`). */
  offset: number;
}

/** The left value axis with grid lines across the whole plot, as the XY and bar charts draw it. */
export function ValueAxis({ ticks, width, height, title, offset }: ValueAxisProps) {
  return <Axis orientation="left" ticks={ticks} length={height} gridLength={width} title={title} offset={offset} />;
}

/** The line at value 0 across the plot, drawn when the value axis crosses 0 (`y` is null otherwise). */
export function ZeroLine({ y, width }: { y: number | null; width: number }) {
  if (y === null) return null;
  return <line className={styles.zeroLine} x1={0} x2={width} y1={y} y2={y} data-zero-line="" />;
}
