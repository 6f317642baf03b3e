import type { MouseEvent } from 'react';
import * as styles from './glossary.css';
import { safeHref } from '../safe-href';

export interface LetterNavProps {
  /** The letters, in the order given. */
  letters: readonly string[];
  /** The nav landmark's name. */
  label: string;
  /** The address of a letter's link. */
  hrefFor: (letter: string) => string;
  /** The letter of the current page (`aria-current="page"`). */
  current?: string;
  /** Called on a plain click (no modifier keys), e.g. to scroll instead of navigating. */
  onNavigate?: (letter: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Stick to the top of the scroll area. @default false */
  sticky?: boolean;
}

/** A letter bar: a named `nav` with one real link per letter, so it works without script as well. */
export function LetterNav({ letters, label, hrefFor, current, onNavigate, sticky = false }: LetterNavProps) {
  return (
    <nav aria-label={label} className={sticky ? styles.letterNav : styles.letterNavStatic}>
      <ul className={styles.letterList}>
        {letters.map((letter) => (
          <li key={letter}>
            <a
              className={styles.letterLink}
              href={safeHref(hrefFor(letter))}
              aria-current={letter === current ? 'page' : undefined}
              onClick={(event) => {
                // New tab / window clicks keep the browser's behaviour.
                if (
                  !onNavigate ||
                  event.button !== 0 ||
                  event.metaKey ||
                  event.ctrlKey ||
                  event.shiftKey ||
                  event.altKey
                )
                  return;
                onNavigate(letter, event);
              }}
            >
              {letter}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
