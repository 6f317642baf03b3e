import { formatPercent } from '@penzugy/finance-core';
import { useSyncExternalStore } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './MonteCarloCalculator.css';
import type { ProgressStore } from './progress-store';
import { MONTE_CARLO_STRINGS as T } from './strings';

/** Spinner, progress bar with percent, and the cancel button ('Szimuláció feldolgozása...'). */
export function RunProgress({ store, onCancel }: { store: ProgressStore; onCancel: () => void }) {
  // Subscribed here, so a progress update renders this bar only (see progress-store.ts).
  const progress = useSyncExternalStore(store.subscribe, store.get, store.get);
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
