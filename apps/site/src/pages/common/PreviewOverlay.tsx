import { useState, type ReactNode } from 'react';
import { Button, ComingSoonOverlay } from '@penzugy/widgets';
import * as styles from './pages.css';

export interface PreviewOverlayProps {
  title?: string;
  description: ReactNode;
  features?: readonly string[];
  /** Links or actions offered on the overlay itself (the content under it is inert). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The 'Hamarosan' overlay of docs/product.md#overlays over a section that already works underneath. The content
 * stays inert under the overlay, so a visitor who wants to try it opens the preview explicitly.
 */
export function PreviewOverlay({ title = 'Hamarosan', description, features, actions, children }: PreviewOverlayProps) {
  const [preview, setPreview] = useState(false);
  if (preview) {
    return (
      <>
        <p role="status" className={styles.stateBox}>
          Előzetes: ez a rész még fejlesztés alatt áll, a végleges változat eltérhet.{' '}
          <Button variant="ghost" size="sm" onClick={() => setPreview(false)}>
            Előzetes bezárása
          </Button>
        </p>
        {children}
      </>
    );
  }
  return (
    <ComingSoonOverlay
      title={title}
      features={features}
      description={
        <>
          {description}
          <span className={`${styles.row} ${styles.spaced}`}>
            {actions}
            <Button onClick={() => setPreview(true)}>Előzetes megtekintése</Button>
          </span>
        </>
      }
    >
      {children}
    </ComingSoonOverlay>
  );
}
