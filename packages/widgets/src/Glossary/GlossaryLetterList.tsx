import { useId } from 'react';
import { DataState } from '../market-kit';
import { defaultAllTermsHref, defaultTermHref } from './constants';
import * as styles from './glossary.css';
import { findLetterGroup } from './letter-anchor';
import { LetterNav } from './LetterNav';
import { GLOSSARY_STRINGS as T } from './strings';
import { TermList } from './TermList';
import type { GlossaryLetterGroup, GlossaryLetterHref, GlossaryTermHref } from './types';

export interface GlossaryLetterListProps {
  /** The letter groups as served (docs/product.md#dictionary); `undefined` while loading. */
  groups: readonly GlossaryLetterGroup[] | undefined;
  /** The letter to list, e.g. from `?letter=` ('Sz', or 'sz': matched without regard to case). */
  letter: string | null | undefined;
  /** A load failure in Hungarian; shown with a retry button when `onRetry` is given. */
  error?: string | null | undefined;
  /** Called by the retry button. */
  onRetry?: (() => void) | undefined;
  /** Address of a term page. @default `/dictionary/${properName}?path=${encodeURIComponent(path)}` */
  termHref?: GlossaryTermHref | undefined;
  /** Address of a letter's page; the switcher links to it. @default `/all-terms?letter=${encodeURIComponent(letter)}` */
  allTermsHref?: GlossaryLetterHref | undefined;
  /** Heading element of the title. @default 'h2' */
  as?: 'h1' | 'h2' | 'h3' | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * The all-terms page of one letter (docs/product.md#dictionary all-terms?letter=): a letter switcher (links to the
 * other letters' pages, the current one marked `aria-current="page"`) and every term of the letter.
 * An unknown letter says so in Hungarian and keeps the switcher.
 */
export function GlossaryLetterList({
  groups,
  letter,
  error,
  onRetry,
  termHref = defaultTermHref,
  allTermsHref = defaultAllTermsHref,
  as: Heading = 'h2',
  className,
}: GlossaryLetterListProps) {
  const titleId = useId();
  const cls = className ? `${styles.root} ${className}` : styles.root;
  if (error) return <DataState className={cls} state="error" message={error} onRetry={onRetry} />;
  if (!groups) return <DataState className={cls} state="loading" message={T.loading} />;

  const visible = groups.filter((g) => g.items.length > 0);
  const group = findLetterGroup(visible, letter);
  const nav = (
    <LetterNav
      label={T.letterSwitcher}
      letters={visible.map((g) => g.letter)}
      hrefFor={allTermsHref}
      current={group?.letter}
    />
  );

  if (!group) {
    return (
      <div className={cls}>
        {nav}
        <p role="status" className={styles.paragraph}>
          {letter ? T.unknownLetter(letter) : T.noLetter}
        </p>
      </div>
    );
  }

  return (
    <div className={cls}>
      {nav}
      <div className={styles.section}>
        <Heading id={titleId} className={styles.title}>
          {T.letterTitle(group.letter)}
        </Heading>
        <p className={styles.muted}>{T.termCount(group.items.length)}</p>
        <TermList items={group.items} termHref={termHref} labelledBy={titleId} />
      </div>
    </div>
  );
}
