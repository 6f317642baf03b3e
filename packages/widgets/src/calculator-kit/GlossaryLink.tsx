import type { ReactNode } from 'react';
import * as styles from './shared.css';
import { safeHref } from '../safe-href';

/** Builds the address of a glossary entry from its Hungarian term ('THM', 'ROE', 'Önerő'…). */
export type GlossaryLinkBuilder = (term: string) => string;

export interface GlossaryLinkProps {
  /** The term as the glossary knows it, e.g. 'THM'. */
  term: string;
  /** The calculator's `glossaryLink` prop; without it the text is plain. */
  glossaryLink?: GlossaryLinkBuilder | undefined;
  /** The visible text. @default the term */
  children?: ReactNode | undefined;
}

/**
 * A term that links to the site's glossary when the host gives a `glossaryLink` builder, and plain
 * text otherwise (an embed has no glossary). Underlined, so it is a link by more than colour.
 */
export function GlossaryLink({ term, glossaryLink, children }: GlossaryLinkProps) {
  const text = children ?? term;
  if (!glossaryLink) return <>{text}</>;
  return (
    <a className={styles.link} href={safeHref(glossaryLink(term))}>
      {text}
    </a>
  );
}
