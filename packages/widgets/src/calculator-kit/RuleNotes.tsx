import type { RuleCitation } from '@penzugy/finance-core';
import { safeHref } from '../safe-href';
import { RULE_NOTE_STRINGS as S, ruleNoteText, type MethodologyHrefBuilder } from './rule-notes';
import * as styles from './RuleNotes.css';
import { link } from './shared.css';

export interface RuleNotesProps {
  /** The rules the figure above rests on (finance-core's `rules`, already picked for this figure). */
  rules: readonly RuleCitation[];
  /** Links each rule's title to its place on the methodology page; without it the titles are plain text. */
  methodologyHref?: MethodologyHrefBuilder | undefined;
  /** Called with the rule's id when its link is followed (the calculators report an interaction). */
  onFollow?: ((ruleId: string) => void) | undefined;
}

/**
 * The rules a figure rests on, under it: each rule's title (a link to the methodology page when the host
 * gives `methodologyHref`), its value, since when it is in force and whether it is confirmed
 * (calculator-kit/rule-notes.ts).
 */
export function RuleNotes({ rules, methodologyHref, onFollow }: RuleNotesProps) {
  if (rules.length === 0) return null;
  return (
    <ul className={styles.ruleNotes} aria-label={S.label}>
      {rules.map((rule) => {
        const note = ruleNoteText(rule);
        return (
          <li key={note.id} data-rule={note.id}>
            {S.prefix}{' '}
            {methodologyHref ? (
              <a className={link} href={safeHref(methodologyHref(note.id))} onClick={() => onFollow?.(note.id)}>
                {note.title}
              </a>
            ) : (
              note.title
            )}
            {`: ${note.value} (${note.since}${note.status ? `, ${note.status}` : ''})`}
          </li>
        );
      })}
    </ul>
  );
}
