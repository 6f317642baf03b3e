/**
 * finance-core's rule-source shorthands (packages/finance-core/src/rules/sources.ts), as the embed
 * bundles them: a version's source keeps its confirmation status, which is all a widget shows of it
 * (packages/widgets/src/calculator-kit/rule-notes.ts: a rule note's "not confirmed" mark), and drops
 * the legal reference, the links and the Hungarian notes, which only the site's methodology page shows
 * (the embed's rule notes link there). Those strings were in every widget file that shows a rule note
 * load (1 145 B of the loan calculator, issue 25). Reading any of them throws, so a widget that starts to show them fails loudly in
 * the tests; then take the stub off (build/plugins.mjs, STUBBED_FILES).
 */
import type { ConfirmationStatus, RuleSource } from '@penzugy/finance-core';
import { unavailable } from './unavailable';

export { CONFIRMATION_LABELS, RULES_CHECKED } from '../../../../packages/finance-core/src/rules/sources';

/** What every stubbed source inherits: its text fields, which throw when read. */
const TEXT = Object.defineProperties(
  {},
  Object.fromEntries(
    ['legalRef', 'url', 'readAt', 'checked', 'note'].map((name) => [
      name,
      { get: () => unavailable('rules/sources.ts', name) },
    ]),
  ),
);

const source = (status: ConfirmationStatus) => ({ __proto__: TEXT, status }) as unknown as RuleSource;

/* @__NO_SIDE_EFFECTS__ */
export function official(..._args: unknown[]): RuleSource {
  return source('official');
}
/* @__NO_SIDE_EFFECTS__ */
export function secondary(..._args: unknown[]): RuleSource {
  return source('secondary');
}
/* @__NO_SIDE_EFFECTS__ */
export function conflicting(..._args: unknown[]): RuleSource {
  return source('conflict');
}
