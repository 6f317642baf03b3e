/**
 * The marks XYChart draws over its series: the optional dots at every point, the vertical marker
 * with its label, and the cursor line with a dot on each tooltip line.
 */
import { vars } from '../../../theme';
import * as styles from '../charts.css';
import { XY_MARKS } from '../layout/geometry';
import type { XYChartLine } from './XYChart.types';

interface XYPointsProps {
  x: ArrayLike<number>;
  lines: readonly XYChartLine[];
  xScale: (value: number) => number;
  yScale: (value: number) => number;
  highlightIndex: number | null;
}

/** A dot at every finite point of each line; the highlighted index is drawn larger. */
export function XYPoints({ x, lines, xScale, yScale, highlightIndex }: XYPointsProps) {
  return (
    <>
      {lines.map((l) => (
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
                cy={yScale(yv)}
                r={hi ? XY_MARKS.pointRadiusHighlighted : XY_MARKS.pointRadius}
                className={styles.cursorDot}
                style={{ fill: hi ? vars.chart.highlight : l.color }}
                data-highlight={hi ? '' : undefined}
              />
            );
          })}
        </g>
      ))}
    </>
  );
}

interface XYMarkerProps {
  /** The marker's position in px. */
  x: number;
  label: string;
  innerWidth: number;
  innerHeight: number;
}

/** A vertical line with its label above; near an edge the label is aligned inwards so it stays visible. */
export function XYMarker({ x, label, innerWidth, innerHeight }: XYMarkerProps) {
  return (
    <g data-marker="">
      <line className={styles.marker} x1={x} x2={x} y1={0} y2={innerHeight} />
      <text
        className={styles.markerText}
        x={x}
        y={-XY_MARKS.markerLabelRise}
        textAnchor={
          x > innerWidth - XY_MARKS.markerLabelEdge ? 'end' : x < XY_MARKS.markerLabelEdge ? 'start' : 'middle'
        }
      >
        {label}
      </text>
    </g>
  );
}

interface XYCursorProps {
  /** The cursor's position in px. */
  position: number;
  index: number;
  lines: readonly XYChartLine[];
  yScale: (value: number) => number;
  innerHeight: number;
}

/** The cursor line and a dot where it crosses each line that has a finite value there. */
export function XYCursor({ position, index, lines, yScale, innerHeight }: XYCursorProps) {
  return (
    <g data-cursor="">
      <line className={styles.cursorLine} x1={position} x2={position} y1={0} y2={innerHeight} />
      {lines.map((l) => {
        const v = l.values[index]!;
        return Number.isFinite(v) ? (
          <circle
            key={l.key}
            className={styles.cursorDot}
            cx={position}
            cy={yScale(v)}
            r={XY_MARKS.cursorDotRadius}
            style={{ fill: l.color }}
          />
        ) : null;
      })}
    </g>
  );
}
