/**
 * Asking a rule for the version in force on a day.
 */
import { FinanceInputError } from '../shared/errors';
import { formatDate } from '../shared/format';
import { dayBefore, RULES_DATE_LABEL } from './dates';
import type { IsoDate, Rule, RuleInForce } from './types';

/**
 * The version of `rule` in force on `date`, or undefined when the date is before the first known version
 * or the rule no longer applies (a `null` version).
 */
export function ruleOn<T>(rule: Rule<T>, date: IsoDate): RuleInForce<T> | undefined {
  let index = -1;
  for (let i = 0; i < rule.versions.length; i++) if (rule.versions[i]!.from <= date) index = i;
  const version = rule.versions[index];
  if (!version || version.value === null) return undefined;
  const next = rule.versions[index + 1];
  return {
    id: rule.id,
    title: rule.title,
    value: version.value,
    from: version.from,
    ...(next ? { until: dayBefore(next.from) } : {}),
    source: version.source,
    text: rule.describe(version.value),
  };
}

/**
 * Like {@link ruleOn}, for a rule the calculation cannot do without.
 * @throws FinanceInputError naming the date field when the rule has no version in force on `date`.
 */
export function requireRule<T>(rule: Rule<T>, date: IsoDate, field = 'date', label = RULES_DATE_LABEL): RuleInForce<T> {
  const found = ruleOn(rule, date);
  if (found) return found;
  const first = rule.versions[0];
  // Dates are written without a case ending ("2018. október 1. óta"): Hungarian suffixes depend on the number.
  throw new FinanceInputError(
    field,
    label,
    first && first.from <= date
      ? `${label}: „${rule.title}” a megadott napon (${formatDate(date)}) már nem volt hatályban.`
      : `${label}: „${rule.title}” szabályát ${first ? `csak ${formatDate(first.from)} óta` : 'egyetlen napra sem'} ismerjük, ` +
          `a megadott nap (${formatDate(date)}) korábbi.`,
  );
}

/** Every version of a rule in order, each with the day it ended (the history a methodology page lists). */
export function ruleHistory<T>(
  rule: Rule<T>,
): (RuleInForce<T> | { id: string; from: IsoDate; until?: IsoDate; repealed: true })[] {
  return rule.versions.map((v, i) => {
    const next = rule.versions[i + 1];
    const until = next ? { until: dayBefore(next.from) } : {};
    if (v.value === null) return { id: rule.id, from: v.from, ...until, repealed: true as const };
    return {
      id: rule.id,
      title: rule.title,
      value: v.value,
      from: v.from,
      ...until,
      source: v.source,
      text: rule.describe(v.value),
    };
  });
}
