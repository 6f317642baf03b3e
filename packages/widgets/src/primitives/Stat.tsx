import type { ReactNode } from 'react';
import * as styles from './Stat.css';

export interface StatProps {
  /** What the figure is, e.g. 'Havi törlesztő'. */
  label: string;
  /** The formatted figure (text from finance-core's hu-HU helpers). */
  value: ReactNode;
  /** A short explanation under the figure. */
  hint?: ReactNode | undefined;
}

/** A headline figure; a list of them forms a StatGrid. */
export function Stat({ label, value, hint }: StatProps) {
  return (
    <div className={styles.stat}>
      <dt className={styles.statLabel}>{label}</dt>
      <dd className={styles.statValue}>{value}</dd>
      {hint != null && <dd className={styles.statHint}>{hint}</dd>}
    </div>
  );
}

/** A grid of headline figures, as a description list so each value is read with its label. */
export function StatGrid({ children, label }: { children: ReactNode; label?: string | undefined }) {
  return (
    <dl className={styles.statGrid} aria-label={label}>
      {children}
    </dl>
  );
}
