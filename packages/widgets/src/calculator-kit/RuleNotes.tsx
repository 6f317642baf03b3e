import { formatDate, type RuleCitation } from '@penzugy/finance-core';
import { safeHref } from '../safe-href';
import * as styles from './shared.css';
import { CALCULATOR_KIT_STRINGS } from './strings';

/** Builds the address of a rule's entry on the methodology page from its id (the site: `/modszertan#<id>`). */
export type MethodologyHref = (ruleId: string) => string;

export interface RuleNotesProps {
  /** The rules a figure rests on (finance-core's `rules`), in force on the day it was computed. */
  rules: readonly RuleCitation[];
  /** Links each rule to its methodology entry; without it the notes are plain text (an embed without a site). */
  methodologyHref?: MethodologyHref | undefined;
}

const S = CALCULATOR_KIT_STRINGS.rules;

/**
 * Under a figure: which rules it rests on — each rule's title, the day its version took effect („2026.
 * január 1. óta”), „nem megerősített” when its source is not official, and a link to the rule on the
 * methodology page (docs/rules.md), so every figure's rule, date and source is one click away.
 */
export function RuleNotes({ rules, methodologyHref }: RuleNotesProps) {
  if (rules.length === 0) return null;
  return (
    <ul className={styles.ruleNotes} aria-label={S.label}>
      {rules.map((r) => {
        const text = S.note(r.title, r.text, formatDate(r.from), r.source.status !== 'official');
        return (
          <li key={r.id} data-rule={r.id}>
            {methodologyHref ? (
              <a className={styles.link} href={safeHref(methodologyHref(r.id))}>
                {text}
              </a>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
}
