import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import * as styles from './market-kit.css';
import { DATA_STATE_STRINGS } from './strings';

/** The states a data-driven widget shows instead of its content. */
export const DATA_STATES = ['loading', 'error', 'empty'] as const;
export type DataStateKind = (typeof DATA_STATES)[number];

export interface DataStateProps {
  /** Which state to show. */
  state: DataStateKind;
  /** The Hungarian message: the spinner's label, the error or the empty text. @default 'Betöltés...' when loading */
  message?: ReactNode | undefined;
  /** Error state only: shows 'Újrapróbálkozás', which calls this. */
  onRetry?: (() => void) | undefined;
  /** Extra content under the message (e.g. a link). */
  children?: ReactNode | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * Loading, error and empty states of the market and glossary widgets, so they look and read alike:
 * loading is a polite status (the Spinner), an error an alert with a retry button, an empty result a
 * polite status, so a screen reader hears the outcome of a load it could not see.
 */
export function DataState({ state, message, onRetry, children, className }: DataStateProps) {
  const cls = className ? `${styles.state} ${className}` : styles.state;
  if (state === 'loading') {
    return (
      <div className={cls} data-state="loading">
        <Spinner label={typeof message === 'string' ? message : DATA_STATE_STRINGS.loading} />
        {children}
      </div>
    );
  }
  return (
    <div className={cls} data-state={state}>
      <div role={state === 'error' ? 'alert' : 'status'} className={styles.stateMessage}>
        <p className={styles.stateText}>{message}</p>
        {state === 'error' && onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {DATA_STATE_STRINGS.retry}
          </Button>
        )}
      </div>
      {children}
    </div>
  );
}
