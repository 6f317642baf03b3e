import { useId, type ReactNode } from 'react';
import * as styles from './ComingSoonOverlay.css';
import { COMING_SOON_STRINGS } from './strings';
import { INERT } from '../dom';

export interface ComingSoonOverlayProps {
  /** The overlay's heading. @default 'Hamarosan' */
  title?: string | undefined;
  /** Heading element of the title. @default 'h2' */
  as?: 'h2' | 'h3' | 'h4' | undefined;
  /** A sentence under the title. */
  description?: ReactNode | undefined;
  /** Upcoming features, listed under the description (e.g. the knowledge base's three). */
  features?: readonly string[] | undefined;
  /** The content under the overlay: shown blurred, kept in the DOM, but inert (not focusable, not read). */
  children?: ReactNode | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * Covers a section that is not ready yet. The overlay comes first in the DOM and is a labelled
 * region, so screen readers meet 'Hamarosan' before anything else; the content beneath is `inert`,
 * so neither the keyboard nor assistive technology can reach mock buttons and links.
 */
export function ComingSoonOverlay({
  title = COMING_SOON_STRINGS.title,
  as: Heading = 'h2',
  description,
  features,
  children,
  className,
}: ComingSoonOverlayProps) {
  const titleId = useId();
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <section className={styles.overlay} aria-labelledby={titleId}>
        <div className={styles.panel}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description != null && <p className={styles.description}>{description}</p>}
          {features && features.length > 0 && (
            <ul className={styles.features}>
              {features.map((f) => (
                <li key={f} className={styles.feature}>
                  {f}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <div className={styles.content} {...INERT}>
        {children}
      </div>
    </div>
  );
}
