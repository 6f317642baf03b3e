/**
 * How a figure names the rule it rests on (issue 25: "every figure that rests on a rule can show which
 * one"): the rule's title, its value, the first day of the version applied and, unless the figure was
 * read in the legal text, that it is not confirmed. The rules and their sources are finance-core's
 * (packages/finance-core/src/rules); the site's methodology page (/modszertan) lists them, one anchor per
 * rule id.
 */
import { formatDate, type RuleCitation } from '@penzugy/finance-core';

/**
 * The texts of a rule note: `Szabály: JTM jövedelemhatár (havi nettó): 800 000 Ft (2026. január 1. óta, nem
 * megerősített)`. Here rather than in strings.ts, whose object every calculator bundles: the loan embed
 * has almost no room left under its size budget (apps/embed/README.md, Size).
 */
export const RULE_NOTE_STRINGS = {
  label: 'A számítás szabályai',
  prefix: 'Szabály:',
  since: (date: string) => `${date} óta`,
  /** A source that is not official: read only in the press or on a bank's page, or sources that disagree. */
  status: { secondary: 'nem megerősített', conflict: 'nem megerősített, a források ellentmondanak' },
} as const;

const S = RULE_NOTE_STRINGS;

/** Builds the address of a rule on the methodology page from its id (the site: `/modszertan#<id>`). */
export type MethodologyHrefBuilder = (ruleId: string) => string;

/** The parts of one rule's note, as RuleNotes shows them. */
export interface RuleNoteText {
  id: string;
  /** The rule's Hungarian title (the link's text). */
  title: string;
  /** The value in force, in words (`800 000 Ft`). */
  value: string;
  /** `2026. január 1. óta`. */
  since: string;
  /** `nem megerősített` unless the source is official; null when it is. */
  status: string | null;
}

/** The note of one rule citation. */
export function ruleNoteText(rule: RuleCitation): RuleNoteText {
  return {
    id: rule.id,
    title: rule.title,
    value: rule.text,
    since: S.since(formatDate(rule.from)),
    status: rule.source.status === 'official' ? null : S.status[rule.source.status],
  };
}

/** The citations whose ids are in `ids`, in the order of `ids` (a rule not applied is left out). */
export function citationsOf(rules: readonly RuleCitation[], ids: readonly string[]): RuleCitation[] {
  return ids.flatMap((id) => rules.filter((r) => r.id === id));
}
