import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';
import { SPINNER_STRINGS } from './strings';

/** Spinner sizes, exported for stories and docs. */
export const SPINNER_SIZES = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps extends HTMLAttributes<HTMLDivElement> {
  /** What is going on, in Hungarian, e.g. 'Számítás folyamatban...'. @default 'Betöltés...' */
  label?: string | undefined;
  /** Hide the label on screen; it is still announced. @default false */
  hideLabel?: boolean | undefined;
  /** Size of the ring. @default 'md' */
  size?: (typeof SPINNER_SIZES)[number] | undefined;
}

/**
 * A busy indicator. `role="status"` makes screen readers announce the label politely when the spinner
 * appears; the ring is decorative. Under `prefers-reduced-motion: reduce` it fades instead of spinning.
 */
export function Spinner({
  label = SPINNER_STRINGS.defaultLabel,
  hideLabel = false,
  size = 'md',
  className,
  ...rest
}: SpinnerProps) {
  return (
    <div role="status" className={className ? `${styles.root} ${className}` : styles.root} {...rest}>
      <span aria-hidden="true" className={`${styles.ring} ${styles.size[size]}`} />
      {hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : <span className={styles.label}>{label}</span>}
    </div>
  );
}
