/**
 * Regulatory figures as dated, sourced data.
 *
 * A {@link Rule} is one figure the tools use (the JTM income threshold, the Otthon Start rate cap, the
 * TBSZ tax by holding time, …) with its whole known history: each {@link RuleVersion} holds the value,
 * the first day it was in force and the source that sets it. The version in force on a day is the last
 * one whose `from` is not after that day; before the first version the rule is unknown to us (and a
 * calculation asked for such a day says so instead of guessing). A version whose value is `null` means
 * the rule stopped applying (a programme closed).
 *
 * Dates are calendar days in Hungary (Europe/Budapest), written `yyyy-mm-dd`, so they compare as
 * strings.
 */

/** A calendar day, `yyyy-mm-dd`. */
export type IsoDate = string;

/**
 * How far a figure is confirmed:
 * - `official`: read in the legal text or on the authority's own page (njt.hu, mnb.hu, csalad.hu, nav.gov.hu, …);
 * - `secondary`: read only in the press or on a bank's page, not yet in the legal text: shown as unconfirmed;
 * - `conflict`: sources disagree; the value used is named and the other reading is in `note`.
 */
export type ConfirmationStatus = 'official' | 'secondary' | 'conflict';

/** Where a figure comes from. */
export interface RuleSource {
  /** The legal reference in Hungarian citation form, e.g. `32/2014. (IX. 10.) MNB rendelet`. */
  legalRef: string;
  /** A public page to read it on: the legal text where we reached it, else the page we read. */
  url: string;
  /** The page the figure was read on, when it is not `url` (a news page quoting the decree). */
  readAt?: string;
  /** The day we last checked the figure against `readAt` (or `url`). */
  checked: IsoDate;
  status: ConfirmationStatus;
  /** A short Hungarian remark shown with the figure (what is not confirmed, the conflicting reading). */
  note?: string;
}

/** One value of a rule and the day it took effect. */
export interface RuleVersion<T> {
  /** First day in force. */
  from: IsoDate;
  /** The figure; `null` when the rule no longer applies from `from`. */
  value: T | null;
  source: RuleSource;
}

/** The areas the methodology page groups rules by. */
export type RuleArea =
  | 'debt-brake'
  | 'home-costs'
  | 'otthon-start'
  | 'csok-plusz'
  | 'falusi-csok'
  | 'babavaro'
  | 'tax'
  | 'wrappers'
  | 'state-bonds';

/** A regulatory figure with its history. */
export interface Rule<T> {
  /** Stable identifier, e.g. `debtBrake.jtmIncomeThreshold`; figures cite rules by it. */
  id: string;
  area: RuleArea;
  /** Hungarian name, as the methodology page and a figure's rule note show it. */
  title: string;
  /** The value in Hungarian words and numbers, e.g. `800 000 Ft`. */
  describe: (value: T) => string;
  /** Ascending by `from`. */
  versions: readonly RuleVersion<T>[];
}

/** The version of a rule in force on a day, with the rule's identity: what a figure cites. */
export interface RuleInForce<T> {
  id: string;
  title: string;
  value: T;
  from: IsoDate;
  /** The day before the next version took effect; undefined while it is the newest. */
  until?: IsoDate;
  source: RuleSource;
  /** The value in Hungarian (the rule's `describe`). */
  text: string;
}

/** What a figure rests on: the rule, the version's first day and the source's status (for a footnote). */
export type RuleCitation = Pick<RuleInForce<unknown>, 'id' | 'title' | 'from' | 'text' | 'source'>;

/** A rule's citation (the value's text and source, without the typed value). */
export function cite(rule: RuleInForce<unknown>): RuleCitation {
  return { id: rule.id, title: rule.title, from: rule.from, text: rule.text, source: rule.source };
}
