/**
 * Every regulatory figure the tools use, as dated, sourced data (docs/rules.md explains the sources and
 * what is confirmed). Ask a rule for the version in force on a day with {@link ruleOn}; every
 * calculation that applies rules takes an optional `date` (`yyyy-mm-dd`), today in Hungary by default.
 */
import { DEBT_BRAKE_RULES } from './debt-brake';
import { HOME_COST_RULES } from './home-costs';
import { ruleOn } from './lookup';
import { PROGRAMME_RULES } from './programmes';
import { STATE_BOND_RULES } from './state-bonds';
import { TAX_RULES } from './tax';
import type { IsoDate, Rule, RuleArea, RuleInForce } from './types';

export type {
  ConfirmationStatus,
  IsoDate,
  Rule,
  RuleArea,
  RuleCitation,
  RuleInForce,
  RuleSource,
  RuleVersion,
} from './types';
export { cite } from './types';
export { ruleOn, requireRule, ruleHistory } from './lookup';
export { todayInHungary, isIsoDate, rulesDate, dayBefore, RULES_DATE_LABEL } from './dates';
export { addMonths } from './add-months';
export { RULES_CHECKED, CONFIRMATION_LABELS } from './sources';
export * from './debt-brake';
export * from './home-costs';
export * from './programmes';
export * from './tax';
export * from './state-bonds';

/**
 * Every rule, grouped in the methodology page's order. A rule's `describe` takes its own value type;
 * listed together they are only read, never written. The list is a call marked pure (bundlers keep
 * array spreads and unmarked calls, and with them every rule, in a bundle that uses only a few).
 */
export const ALL_RULES = /* @__PURE__ */ (DEBT_BRAKE_RULES as readonly unknown[]).concat(
  HOME_COST_RULES,
  PROGRAMME_RULES,
  TAX_RULES,
  STATE_BOND_RULES,
) as readonly Rule<unknown>[];

/** The Hungarian heading of each rule area, in the methodology page's order. */
export const RULE_AREA_TITLES: Readonly<Record<RuleArea, string>> = /* @__PURE__ */ Object.freeze({
  'debt-brake': 'Adósságfék (MNB)',
  'home-costs': 'Illeték, díjak, előtörlesztés',
  'otthon-start': 'Otthon Start',
  'csok-plusz': 'CSOK Plusz',
  'falusi-csok': 'Falusi CSOK',
  babavaro: 'Babaváró',
  tax: 'Megtakarítások adója',
  wrappers: 'TBSZ és nyugdíj-megtakarítások',
  'state-bonds': 'Lakossági állampapírok',
});

/** Every rule in force on `date`, in order (rules without a version in force that day are left out). */
export function rulesInForce(date: IsoDate): RuleInForce<unknown>[] {
  return ALL_RULES.flatMap((rule) => {
    const found = ruleOn(rule, date);
    return found ? [found] : [];
  });
}

/** A rule by its id. */
export function ruleById(id: string): Rule<unknown> | undefined {
  return ALL_RULES.find((r) => r.id === id);
}
