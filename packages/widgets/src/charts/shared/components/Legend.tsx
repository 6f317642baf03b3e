import * as styles from '../charts.css';
import { CHART_STRINGS } from '../strings';
import { LEGEND_SWATCH } from '../layout/geometry';

/** One legend entry: a swatch drawn like the series it names, and its label. */
export interface LegendItem {
  key: string;
  label: string;
  /** A theme variable, e.g. `vars.chart.portfolio`. */
  color: string;
  /** Swatch shape: a line sample, a filled band, a square (slices, bars, points) or a diamond (marked points). @default 'line' */
  shape?: 'line' | 'band' | 'square' | 'diamond';
  /** Line width of a line swatch in px (capped at 5). @default 2 */
  strokeWidth?: number;
  /** Dashed line swatch. @default false */
  dashed?: boolean;
}

export interface LegendProps {
  /** The entries, in reading order. */
  items: readonly LegendItem[];
  /** Stack the entries (legend on the left of a plot). @default false */
  vertical?: boolean | undefined;
}

const DIAMOND_SIDE = LEGEND_SWATCH.squareSize / Math.SQRT2;

function Swatch({ item }: { item: LegendItem }) {
  const shape = item.shape ?? 'line';
  return (
    <svg
      className={styles.swatch}
      width={LEGEND_SWATCH.width}
      height={LEGEND_SWATCH.height}
      aria-hidden="true"
      focusable="false"
    >
      {shape === 'line' ? (
        <line
          x1={LEGEND_SWATCH.lineStart}
          y1={LEGEND_SWATCH.height / 2}
          x2={LEGEND_SWATCH.lineEnd}
          y2={LEGEND_SWATCH.height / 2}
          style={{ stroke: item.color }}
          strokeWidth={Math.min(item.strokeWidth ?? LEGEND_SWATCH.defaultStrokeWidth, LEGEND_SWATCH.maxStrokeWidth)}
          strokeDasharray={item.dashed ? LEGEND_SWATCH.dash : undefined}
          strokeLinecap="round"
        />
      ) : shape === 'band' ? (
        <rect
          x={0}
          y={LEGEND_SWATCH.bandTop}
          width={LEGEND_SWATCH.width}
          height={LEGEND_SWATCH.bandHeight}
          rx={LEGEND_SWATCH.cornerRadius}
          style={{ fill: item.color }}
        />
      ) : shape === 'diamond' ? (
        // A square turned 45° about the swatch's centre, its diagonal the square swatch's side.
        <rect
          x={(LEGEND_SWATCH.width - DIAMOND_SIDE) / 2}
          y={(LEGEND_SWATCH.squareSize - DIAMOND_SIDE) / 2}
          width={DIAMOND_SIDE}
          height={DIAMOND_SIDE}
          transform={`rotate(45 ${LEGEND_SWATCH.width / 2} ${LEGEND_SWATCH.squareSize / 2})`}
          style={{ fill: item.color }}
        />
      ) : (
        <rect
          x={(LEGEND_SWATCH.width - LEGEND_SWATCH.squareSize) / 2}
          y={0}
          width={LEGEND_SWATCH.squareSize}
          height={LEGEND_SWATCH.squareSize}
          rx={LEGEND_SWATCH.cornerRadius}
          style={{ fill: item.color }}
        />
      )}
    </svg>
  );
}

/** The legend of a chart: a list of swatches and labels (HTML, so it wraps and is read as a list). */
export function Legend({ items, vertical = false }: LegendProps) {
  if (items.length === 0) return null;
  return (
    <ul
      className={vertical ? `${styles.legend} ${styles.legendVertical}` : styles.legend}
      aria-label={CHART_STRINGS.legend}
    >
      {items.map((item) => (
        <li key={item.key} className={styles.legendItem}>
          <Swatch item={item} />
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
