import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

/** Heading levels a card title can take, exported for stories and docs. */
export const CARD_HEADING_LEVELS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;
export type CardHeadingLevel = (typeof CARD_HEADING_LEVELS)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The card's title, rendered as a heading. Without it the card is a plain surface. */
  title?: ReactNode | undefined;
  /** Heading element of the title; pick the level that fits the page outline. @default 'h2' */
  as?: CardHeadingLevel | undefined;
  /** A short line under the title, in muted text. */
  description?: ReactNode | undefined;
  /** Controls shown at the right of the header (buttons, a tooltip trigger). */
  actions?: ReactNode | undefined;
  /** The card's content. */
  children?: ReactNode | undefined;
}

/**
 * A titled surface. It is a `div`, not a `section`: a page of summary cards should not turn into a
 * page of landmarks; the heading alone puts the card in the document outline.
 */
export function Card({ title, as: Heading = 'h2', description, actions, children, className, ...rest }: CardProps) {
  const hasHeader = title != null || actions != null;
  return (
    <div className={className ? `${styles.card} ${className}` : styles.card} {...rest}>
      {hasHeader && (
        <div className={styles.header}>
          {title != null && <Heading className={styles.title}>{title}</Heading>}
          {actions != null && <div className={styles.actions}>{actions}</div>}
        </div>
      )}
      {description != null && <p className={styles.description}>{description}</p>}
      {children != null && <div className={styles.body}>{children}</div>}
    </div>
  );
}
