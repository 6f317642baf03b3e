import { DataState } from '../market-kit';
import { DICTIONARY_PREVIEW_SIZE, GLOSSARY_ID_PREFIX, defaultAllTermsHref, defaultTermHref } from './constants';
import * as styles from './glossary.css';
import { letterAnchorId } from './letter-anchor';
import { LetterNav } from './LetterNav';
import { scrollToSection } from './scroll-to-section';
import { GLOSSARY_STRINGS as T } from './strings';
import { TermList } from './TermList';
import type { GlossaryLetterGroup, GlossaryLetterHref, GlossaryTermHref } from './types';
import { elementById } from '../dom';
import { safeHref } from '../safe-href';

export interface GlossaryLandingProps {
  /** The letter groups as served (docs/product.md#dictionary); `undefined` while loading. */
  groups: readonly GlossaryLetterGroup[] | undefined;
  /** A load failure in Hungarian; shown with a retry button when `onRetry` is given. */
  error?: string | null | undefined;
  /** Called by the retry button. */
  onRetry?: (() => void) | undefined;
  /** Address of a term page. @default `/dictionary/${properName}?path=${encodeURIComponent(path)}` */
  termHref?: GlossaryTermHref | undefined;
  /** Address of a letter's all-terms page. @default `/all-terms?letter=${encodeURIComponent(letter)}` */
  allTermsHref?: GlossaryLetterHref | undefined;
  /** Terms shown per letter (docs/product.md#dictionary). @default 12 */
  previewSize?: number | undefined;
  /** Prefix of the sections' ids, so two landings on a page do not clash. @default 'szotar' */
  idPrefix?: string | undefined;
  /** Heading element of the letter sections. @default 'h2' */
  as?: 'h2' | 'h3' | undefined;
  /** Extra class names for the root element. */
  className?: string | undefined;
}

/**
 * The dictionary landing (docs/product.md#dictionary): a sticky letter bar (a named `nav`) whose links scroll
 * smoothly to the letter's section and move focus to its heading; each section lists the first 12
 * terms and links 'Összes {letter} tétel' to the letter's page. The links are real `#` anchors, so
 * the bar also works without script and a letter can be linked to.
 */
export function GlossaryLanding({
  groups,
  error,
  onRetry,
  termHref = defaultTermHref,
  allTermsHref = defaultAllTermsHref,
  previewSize = DICTIONARY_PREVIEW_SIZE,
  idPrefix = GLOSSARY_ID_PREFIX,
  as: Heading = 'h2',
  className,
}: GlossaryLandingProps) {
  const cls = className ? `${styles.root} ${className}` : styles.root;
  if (error) return <DataState className={cls} state="error" message={error} onRetry={onRetry} />;
  if (!groups) return <DataState className={cls} state="loading" message={T.loading} />;
  const visible = groups.filter((g) => g.items.length > 0);
  if (visible.length === 0) return <DataState className={cls} state="empty" message={T.empty} />;

  const idOf = (letter: string) => letterAnchorId(letter, idPrefix);
  return (
    <div className={cls}>
      <LetterNav
        sticky
        label={T.letterNav}
        letters={visible.map((g) => g.letter)}
        hrefFor={(letter) => `#${idOf(letter)}`}
        onNavigate={(letter, event) => {
          const target = elementById(idOf(letter), event.currentTarget);
          if (!target) return;
          event.preventDefault();
          scrollToSection(target);
        }}
      />
      <div className={styles.sections}>
        {visible.map((group) => {
          const id = idOf(group.letter);
          return (
            <div key={group.letter} className={styles.section} data-letter={group.letter}>
              <Heading id={id} tabIndex={-1} className={styles.letterHeading}>
                {group.letter}
              </Heading>
              <TermList items={group.items.slice(0, Math.max(0, previewSize))} termHref={termHref} labelledBy={id} />
              <a className={styles.allLink} href={safeHref(allTermsHref(group.letter))}>
                {T.allTerms(group.letter)}
              </a>
            </div>
          );
        })}
      </div>
    </div>
  );
}
