/**
 * Which of Otthon Start, CSOK Plusz, falusi CSOK and Babaváró are open to a family for a home on a
 * given day, and why each other one is not, with the numbers. Every figure is the version of its rule
 * in force that day (src/rules/programmes.ts); a programme whose rules are not in force is closed.
 *
 * The tests, per programme (a failed test is a reason; an answer the test needs and lacks is `missing`):
 * - Otthon Start: first home (none, or only a home worth at most `ownedHomeValueIgnored`, in the last
 *   10 years); price ≤ the cap of the kind; price / floor area ≤ the per-m² cap; outside a built-up
 *   area only where the day's rules allow it. Largest loan: min(maxLoan, (1 − s)·valuation,
 *   price − s·valuation) with s the own-funds share (the own funds are measured against the valuation,
 *   and the loan cannot pay for more than the price).
 * - CSOK Plusz: married; at least one undertaken child; the wife younger than `wifeUnderAge` or at
 *   least 12 weeks pregnant where the exception applies; price ≤ the cap of the kind; floor area ≥ the
 *   minimum for the children counted. Children counted c = existing + undertaken; largest loan
 *   min(maxLoanByChildren[min(c, 3)], price).
 * - Falusi CSOK: a preferred small settlement; at least one child counted, where undertaken children
 *   count only for a married couple with the wife younger than the applicants' age limit; price ≤ the
 *   cap where one is in force. The grant by purpose and min(c, 3); beside it the falusi CSOK loan for
 *   2 or 3+ existing children when buying.
 * - Babaváró: married; the wife's age in [wifeMinAge, wifeUnderAge). Largest loan: min(maxLoan, the
 *   loan whose first instalment, L/n + L·fee/12 over the longest term n, is the largest instalment).
 * The stacking rule (at most two subsidised loans: Otthon Start plus CSOK Plusz or the falusi CSOK
 * loan; the stricter rule where they differ) is stated in `stacking`; financingPlan applies it.
 */
import {
  BABAVARO_MAX_PAYMENT,
  BABAVARO_TERMS,
  cite,
  CSOK_PLUSZ_MIN_FLOOR_AREA,
  CSOK_PLUSZ_TERMS,
  FALUSI_CSOK_APPLICANTS,
  FALUSI_CSOK_LOAN_TERMS,
  FALUSI_CSOK_TERMS,
  OTTHON_START_TERMS,
  SUBSIDY_STACKING,
  type IsoDate,
  type Rule,
  type RuleCitation,
  type RuleInForce,
} from '../rules';
import { ruleInForce } from './rules-on';
import { resolveSubsidyAnswers } from './answers';
import {
  ELIGIBILITY_NOTES,
  PROGRAMME_NAMES,
  STACKING_TEXTS,
  VERDICT_REASON_TEXTS,
  type ReasonArguments,
} from './strings';
import type {
  ProgrammeVerdict,
  ResolvedSubsidyAnswers,
  SubsidyAnswerField,
  SubsidyAnswers,
  SubsidyEligibilityResult,
  SubsidyProgramme,
  VerdictReason,
  VerdictReasonCode,
} from './types';

/** A verdict being put together: its reasons, missing answers and rules. */
class Draft {
  readonly reasons: VerdictReason[] = [];
  readonly missing: SubsidyAnswerField[] = [];
  readonly rules: RuleInForce<unknown>[] = [];

  constructor(
    readonly programme: SubsidyProgramme,
    readonly date: IsoDate,
  ) {}

  fail(code: VerdictReasonCode, args: Omit<ReasonArguments, 'programme'> = {}): void {
    const text = VERDICT_REASON_TEXTS[code]({ programme: this.programme, date: this.date, ...args });
    this.reasons.push({ code, text });
  }

  need(field: SubsidyAnswerField): void {
    if (!this.missing.includes(field)) this.missing.push(field);
  }

  /** The rule in force on the day, cited; undefined (and the programme closed) when there is none. */
  use<T>(rule: Rule<T>): RuleInForce<T> | undefined {
    const found = ruleInForce(rule, this.date);
    if (found) this.rules.push(found);
    return found;
  }

  /** The programme's terms in force, cited; without them the programme is closed on the day. */
  terms<T>(rule: Rule<T>): T | undefined {
    const found = this.use(rule);
    if (!found) this.fail('notInForce');
    return found?.value;
  }

  finish(amounts: { maxAmount: number; childrenCounted?: number; maxLoan?: number }): ProgrammeVerdict {
    const eligible = this.reasons.length === 0 && this.missing.length === 0;
    return {
      programme: this.programme,
      name: PROGRAMME_NAMES[this.programme],
      eligible,
      maxAmount: eligible ? Math.floor(Math.max(amounts.maxAmount, 0)) : 0,
      ...(amounts.maxLoan !== undefined ? { maxLoan: eligible ? Math.floor(Math.max(amounts.maxLoan, 0)) : 0 } : {}),
      childrenCounted: amounts.childrenCounted ?? 0,
      reasons: this.reasons,
      missing: this.missing,
      rules: this.rules.map(cite),
    };
  }
}

/** The index (0, 1, 2) of a per-children table for `children` ≥ 1: 1, 2, 3 or more. */
function childIndex(children: number): 0 | 1 | 2 {
  return (Math.min(Math.max(children, 1), 3) - 1) as 0 | 1 | 2;
}

function otthonStart(a: ResolvedSubsidyAnswers): ProgrammeVerdict {
  const d = new Draft('otthonStart', a.date);
  const t = d.terms(OTTHON_START_TERMS);
  if (!t) return d.finish({ maxAmount: 0 });
  if (a.firstHome === undefined) d.need('firstHome');
  else if (!a.firstHome && !(a.ownedHomeValue !== undefined && a.ownedHomeValue <= t.ownedHomeValueIgnored)) {
    d.fail('notFirstHome', { value: a.ownedHomeValue, limit: t.ownedHomeValueIgnored });
  }
  const cap = t.maxPrice[a.homeKind];
  if (a.price > cap) d.fail('priceAboveCap', { value: a.price, limit: cap, homeKind: a.homeKind });
  if (a.floorArea === undefined) d.need('floorArea');
  else if (a.price / a.floorArea > t.maxPricePerSquareMetre) {
    d.fail('pricePerSquareMetre', { value: a.price / a.floorArea, limit: t.maxPricePerSquareMetre });
  }
  if (a.outsideBuiltUpArea && !t.outsideBuiltUpArea) d.fail('outsideBuiltUpArea');
  const s = t.minOwnFundsShare;
  return d.finish({ maxAmount: Math.min(t.maxLoan, (1 - s) * a.valuation, a.price - s * a.valuation) });
}

/** Checks the wife's age against an upper limit with an optional pregnancy exception; true when it passes. */
function wifeYoungEnough(d: Draft, a: ResolvedSubsidyAnswers, underAge: number, pregnancyException: boolean): boolean {
  if (pregnancyException && a.pregnant) return true;
  if (a.wifeAge === undefined) {
    d.need('wifeAge');
    return false;
  }
  return a.wifeAge < underAge;
}

function csokPlusz(a: ResolvedSubsidyAnswers): ProgrammeVerdict {
  const d = new Draft('csokPlusz', a.date);
  const t = d.terms(CSOK_PLUSZ_TERMS);
  if (!t) return d.finish({ maxAmount: 0 });
  if (!a.married) d.fail('notMarried');
  else if (!wifeYoungEnough(d, a, t.wifeUnderAge, t.pregnancyException) && a.wifeAge !== undefined) {
    d.fail('wifeTooOld', { value: a.wifeAge, limit: t.wifeUnderAge });
  }
  if (a.plannedChildren < 1) d.fail('noPlannedChild');
  const children = a.existingChildren + a.plannedChildren;
  const cap = t.maxPrice[a.homeKind];
  if (a.price > cap) d.fail('priceAboveCap', { value: a.price, limit: cap, homeKind: a.homeKind });
  const floor = d.use(CSOK_PLUSZ_MIN_FLOOR_AREA);
  if (floor && children >= 1) {
    const min = floor.value[a.homeKind][childIndex(children)];
    if (a.floorArea === undefined) d.need('floorArea');
    else if (a.floorArea < min) d.fail('floorAreaTooSmall', { value: a.floorArea, limit: min, homeKind: a.homeKind });
  }
  return d.finish({
    maxAmount: children >= 1 ? Math.min(t.maxLoanByChildren[childIndex(children)], a.price) : 0,
    childrenCounted: children,
  });
}

function falusiCsok(a: ResolvedSubsidyAnswers): ProgrammeVerdict {
  const d = new Draft('falusiCsok', a.date);
  const t = d.terms(FALUSI_CSOK_TERMS);
  if (!t) return d.finish({ maxAmount: 0, maxLoan: 0 });
  if (!a.preferredSettlement) d.fail('notPreferredSettlement');
  const applicants = d.use(FALUSI_CSOK_APPLICANTS);
  const ageLimit = applicants?.value.plannedChildrenWifeUnderAge ?? 0;
  const plannedCount =
    a.married && a.plannedChildren > 0 && applicants !== undefined && wifeYoungEnough(d, a, ageLimit, false);
  const children = a.existingChildren + (plannedCount ? a.plannedChildren : 0);
  if (children < 1 && !d.missing.includes('wifeAge')) d.fail('noCountableChild', { limit: ageLimit });
  if (t.maxPrice && a.price > t.maxPrice[a.homeKind]) {
    d.fail('priceAboveCap', { value: a.price, limit: t.maxPrice[a.homeKind], homeKind: a.homeKind });
  }
  const grant = children >= 1 ? (a.purpose === 'purchase' ? t.purchase : t.renovationOnly)[childIndex(children)] : 0;
  const loanTerms = a.purpose === 'purchase' && a.existingChildren >= 2 ? d.use(FALUSI_CSOK_LOAN_TERMS) : undefined;
  const loan = loanTerms ? loanTerms.value.maxLoanByChildren[a.existingChildren >= 3 ? 1 : 0] : 0;
  return d.finish({
    maxAmount: Math.min(grant, a.price),
    maxLoan: Math.min(loan, Math.max(a.price - grant, 0)),
    childrenCounted: children,
  });
}

function babavaro(a: ResolvedSubsidyAnswers): ProgrammeVerdict {
  const d = new Draft('babavaro', a.date);
  const t = d.terms(BABAVARO_TERMS);
  if (!t) return d.finish({ maxAmount: 0 });
  if (!a.married) d.fail('notMarried');
  else if (a.wifeAge === undefined) d.need('wifeAge');
  else if (a.wifeAge < t.wifeMinAge || a.wifeAge >= t.wifeUnderAge) {
    d.fail('wifeAgeOutOfRange', { value: a.wifeAge, minAge: t.wifeMinAge, limit: t.wifeUnderAge });
  }
  const maxPayment = d.use(BABAVARO_MAX_PAYMENT)?.value;
  return d.finish({ maxAmount: babavaroMaxAmount(t.maxLoan, t.maxYears * 12, t.guaranteeFeePercent, maxPayment) });
}

/**
 * The largest Babaváró loan over `months`: at most `maxLoan`, and its first instalment (the principal
 * part L/n plus the guarantee fee L·fee/1200) at most `maxPayment` when a largest instalment is in force.
 */
export function babavaroMaxAmount(
  maxLoan: number,
  months: number,
  guaranteeFeePercent: number,
  maxPayment: number | undefined,
): number {
  if (maxPayment === undefined) return maxLoan;
  return Math.min(maxLoan, Math.floor(maxPayment / (1 / months + guaranteeFeePercent / 1200)));
}

/** How the open programmes combine, in Hungarian, and the stacking rule cited when it matters. */
function stackingSummary(verdicts: readonly ProgrammeVerdict[], date: IsoDate): { text: string; rule?: RuleCitation } {
  const open = verdicts.filter((v) => v.eligible);
  if (open.length === 0) return { text: STACKING_TEXTS.none };
  const has = (p: SubsidyProgramme) => open.some((v) => v.programme === p);
  const sentences = [STACKING_TEXTS.list(open.map((v) => v.name))];
  const falusiLoan = (open.find((v) => v.programme === 'falusiCsok')?.maxLoan ?? 0) > 0;
  if (has('csokPlusz') && falusiLoan) sentences.push(STACKING_TEXTS.csokPluszOverFalusiLoan);
  if (has('otthonStart') && (has('csokPlusz') || falusiLoan)) sentences.push(STACKING_TEXTS.stricterRule);
  const rule = sentences.length > 1 ? ruleInForce(SUBSIDY_STACKING, date) : undefined;
  return { text: sentences.join(' '), ...(rule ? { rule: cite(rule) } : {}) };
}

/** Each citation once, in order of first appearance. */
export function uniqueRules(rules: readonly RuleCitation[]): RuleCitation[] {
  const seen = new Set<string>();
  return rules.filter((r) => {
    const key = `${r.id}@${r.from}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The verdicts on resolved answers (financingPlan calls this with its own resolved answers). */
export function eligibilityOf(answers: ResolvedSubsidyAnswers): SubsidyEligibilityResult {
  const verdicts = [otthonStart(answers), csokPlusz(answers), falusiCsok(answers), babavaro(answers)];
  const stacking = stackingSummary(verdicts, answers.date);
  return {
    answers,
    verdicts,
    eligible: verdicts.filter((v) => v.eligible).map((v) => v.programme),
    stacking: stacking.text,
    notes: [...ELIGIBILITY_NOTES],
    rules: uniqueRules([...verdicts.flatMap((v) => v.rules), ...(stacking.rule ? [stacking.rule] : [])]),
  };
}

/**
 * Which programmes are open on the day for these answers, the largest amount of each, and why each
 * other one is not, with the numbers (formulas: the module header).
 * @throws FinanceInputError naming the field on an answer of the wrong kind or out of range.
 */
export function subsidyEligibility(answers?: SubsidyAnswers): SubsidyEligibilityResult {
  return eligibilityOf(resolveSubsidyAnswers(answers));
}
