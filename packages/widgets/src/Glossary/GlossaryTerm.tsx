import { useId } from 'react';
import { DataState } from '../market-kit';
import { safeHref } from '../safe-href';
import { HEADING_BELOW } from '../primitives';
import { DICTIONARY_HREF, defaultTermHref } from './constants';
import { definitionParagraphs } from './definition';
import * as styles from './glossary.css';
import { GLOSSARY_STRINGS as T } from './strings';
import type { GlossaryTermData, GlossaryTermHref } from './types';

export interface GlossaryTermProps {
  /** The term; `undefined` while loading, `null` when the glossary has no such term. */
  term: GlossaryTermData | null | undefined;
  /** A load failure in Hungarian; shown with a retry button when `onRetry` is given. */
  error?: string | null | undefined;
  /** Called by the retry button. */
  onRetry?: (() => void) | undefined;
  /** Address of a related term's page. @default `/dictionary/${properName}` */
  termHref?: GlossaryTermHref | undefined;
  /** Address of the dictionary landing, for the back link. @default '/dictionary' */
  backHref?: string | undefined;
  /** Heading element of the title; the term page passes 'h1'. @default 'h2' */
  as?: 'h1' | 'h2' | 'h3' | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * A glossary term (the term page): its name, the definition first, then related terms as links and,
 * where a calculator fits, a call to action that opens it. Links are plain `<a href>`.
 */
export function GlossaryTerm({
  term,
  error,
  onRetry,
  termHref = defaultTermHref,
  backHref = DICTIONARY_HREF,
  as: Heading = 'h2',
  className,
}: GlossaryTermProps) {
  const titleId = useId();
  const relatedId = useId();
  const cls = className ? `${styles.article} ${className}` : styles.article;
  const back = (
    <a className={styles.link} href={safeHref(backHref)}>
      {T.backToDictionary}
    </a>
  );
  if (error) return <DataState className={cls} state="error" message={error} onRetry={onRetry} />;
  if (term === undefined) return <DataState className={cls} state="loading" message={T.termLoading} />;
  if (term === null) {
    return (
      <DataState className={cls} state="empty" message={T.notFound}>
        {back}
      </DataState>
    );
  }

  const SubHeading = HEADING_BELOW[Heading];
  // The term comes from fetched JSON: a call to action whose address fails the link rule is left out.
  const calculatorHref = safeHref(term.calculator?.href);
  return (
    <article className={cls} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {term.displayName}
      </Heading>
      <div className={styles.definition}>
        {definitionParagraphs(term.definition).map((p, i) => (
          <p key={i} className={styles.paragraph}>
            {p}
          </p>
        ))}
      </div>
      {term.related.length > 0 && (
        <div className={styles.section}>
          <SubHeading id={relatedId} className={styles.subheading}>
            {T.related}
          </SubHeading>
          <ul className={styles.relatedList} aria-labelledby={relatedId}>
            {term.related.map((r) => (
              <li key={r.properName}>
                <a className={styles.link} href={safeHref(termHref(r))}>
                  {r.displayName}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {term.calculator && calculatorHref && (
        <div className={styles.ctaBox}>
          <p className={styles.paragraph}>{T.calculator}</p>
          <a className={styles.cta} href={calculatorHref}>
            {term.calculator.label}
          </a>
        </div>
      )}
      {back}
    </article>
  );
}
