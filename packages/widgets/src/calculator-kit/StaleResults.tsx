import type { ReactNode } from 'react';
import * as styles from './shared.css';

export interface StaleResultsProps {
  /** The content belongs to an earlier, valid input. */
  stale: boolean;
  /** What to say while stale, e.g. 'Az eredmény a legutóbbi helyes adatokat mutatja.' */
  notice: string;
  /** Class of the wrapper (e.g. a grid). */
  className?: string | undefined;
  children: ReactNode;
}

/**
 * Keeps the last good results on screen while the input is invalid and says so in words, with
 * `aria-busy` for assistive technology. Replaces calculator-kit's opacity dimming, which fails the
 * colour-contrast check (see shared.css.ts).
 */
export function StaleResults({ stale, notice, className, children }: StaleResultsProps) {
  const cls = [className, stale ? styles.staleContent : null].filter(Boolean).join(' ') || undefined;
  return (
    <>
      {stale && <p className={styles.staleNotice}>{notice}</p>}
      <div className={cls} aria-busy={stale || undefined}>
        {children}
      </div>
    </>
  );
}
