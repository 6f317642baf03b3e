import type { GlossaryItem, GlossaryTermHref } from './types';
import * as styles from './glossary.css';
import { safeHref } from '../safe-href';

/** The terms of a letter as links (plain `<a href>`; the site intercepts internal links). */
export function TermList({
  items,
  termHref,
  labelledBy,
}: {
  items: readonly GlossaryItem[];
  termHref: GlossaryTermHref;
  labelledBy?: string;
}) {
  return (
    <ul className={styles.termList} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.properName}>
          <a className={styles.link} href={safeHref(termHref(item))}>
            {item.displayName}
          </a>
        </li>
      ))}
    </ul>
  );
}
