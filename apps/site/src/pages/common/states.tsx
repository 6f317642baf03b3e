import type { ReactNode } from 'react';
import { Button, Spinner } from '@penzugy/widgets';
import * as styles from './pages.css';

/** A load failure in Hungarian with a retry button, instead of the original's silent log. */
export function ErrorState({
  title = 'Nem sikerült betölteni a tartalmat.',
  message,
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div role="alert" className={styles.stateBox}>
      <p>
        <strong>{title}</strong>
        {message ? ` ${message}` : null}
      </p>
      {onRetry && <Button onClick={onRetry}>Újrapróbálkozás</Button>}
    </div>
  );
}

export function Loading({ label = 'Betöltés...' }: { label?: string }) {
  return <Spinner label={label} />;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className={styles.stateBox}>{children}</p>;
}

export function PageHeader({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <>
      <h1 className={styles.pageTitle}>{title}</h1>
      {lead != null && <p className={styles.lead}>{lead}</p>}
    </>
  );
}
