import * as styles from './charts.css';
import { CHART_STRINGS } from './strings';

/** One legend entry: a swatch drawn like the series it names, and its label. */
export interface LegendItem {
  key: string;
  label: string;
  /** A theme variable, e.g. `vars.chart.portfolio`. */
  color: string;
  /** Swatch shape: a line sample, a filled band, or a square (slices, bars). @default 'line' */
  shape?: 'line' | 'band' | 'square';
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

function Swatch({ item }: { item: LegendItem }) {
  const shape = item.shape ?? 'line';
  return (
    <svg className={styles.swatch} width={24} height={12} aria-hidden="true" focusable="false">
      {shape === 'line' ? (
        <line
          x1={2}
          y1={6}
          x2={22}
          y2={6}
          style={{ stroke: item.color }}
          strokeWidth={Math.min(item.strokeWidth ?? 2, 5)}
          strokeDasharray={item.dashed ? '5 3' : undefined}
          strokeLinecap="round"
        />
      ) : shape === 'band' ? (
        <rect x={0} y={1} width={24} height={10} rx={2} style={{ fill: item.color }} />
      ) : (
        <rect x={6} y={0} width={12} height={12} rx={2} style={{ fill: item.color }} />
      )}
    </svg>
  );
}

/** The legend of a chart: a list of swatches and labels (HTML, so it wraps and is read as a list). */
export function Legend({ items, vertical = false }: LegendProps) {
  if (items.length === 0) return null;
  return (
    <ul className={vertical ? `${styles.legend} ${styles.legendVertical}` : styles.legend} aria-label={CHART_STRINGS.legend}>
      {items.map((item) => (
        <li key={item.key} className={styles.legendItem}>
          <Swatch item={item} />
          <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
