/**
 * `ruleOn` for the subsidies module, remembering the answers for the last day asked. A plan asks
 * about twenty rules, some several times, and each answer formats its Hungarian text (Intl), which
 * dominated a plan's run time; the rules are immutable data, so one day's answers can be reused.
 */
import { ruleOn, type IsoDate, type Rule, type RuleInForce } from '../rules';

let day: IsoDate | undefined;
let answers = new Map<Rule<unknown>, RuleInForce<unknown> | undefined>();

/** {@link ruleOn}, cached for the last day asked. */
export function ruleInForce<T>(rule: Rule<T>, date: IsoDate): RuleInForce<T> | undefined {
  if (date !== day) {
    day = date;
    answers = new Map();
  }
  const key = rule as unknown as Rule<unknown>;
  if (!answers.has(key)) answers.set(key, ruleOn(rule, date));
  return answers.get(key) as RuleInForce<T> | undefined;
}
