import * as styles from '../charts.css';

/** One line of a tooltip: swatch colour, series name, formatted value. */
export interface TooltipRow {
  key: string;
  label: string;
  /** Already formatted (never a raw number, so never 'NaN'). */
  value: string;
  /** A theme variable for the swatch. */
  color?: string;
}

export interface ChartTooltipProps {
  /** The x of the cursor as text (a date, a year, a slice name). */
  header: string;
  /** The values at the cursor. */
  rows: readonly TooltipRow[];
}

/** The content of a chart tooltip; ChartFrame positions it and announces it politely. */
export function ChartTooltip({ header, rows }: ChartTooltipProps) {
  return (
    <>
      <div className={styles.tooltipHeader}>{header}</div>
      {rows.map((row) => (
        <div key={row.key} className={styles.tooltipRow}>
          <svg className={styles.swatch} width={10} height={10} aria-hidden="true" focusable="false">
            {row.color ? <rect width={10} height={10} rx={2} style={{ fill: row.color }} /> : null}
          </svg>
          <span>{row.label}:</span>
          <span className={styles.tooltipValue}>{row.value}</span>
        </div>
      ))}
    </>
  );
}
