import { formatPercent } from '@penzugy/finance-core';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './MonteCarloCalculator.css';
import { MONTE_CARLO_STRINGS as T } from './strings';

/** Spinner, progress bar with percent, and the cancel button ('Szimuláció feldolgozása...'). */
export function RunProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  return (
    <div className={styles.progressPanel}>
      <Spinner label={T.running} />
      <div className={styles.progressRow}>
        <progress className={styles.progressBar} max={1} value={progress} aria-label={T.progressLabel} />
        <p className={styles.progressText} aria-hidden="true">
          {T.progressText(formatPercent(progress, 0))}
        </p>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
    </div>
  );
}
