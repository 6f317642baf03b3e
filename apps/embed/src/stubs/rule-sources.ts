/**
 * finance-core's rule-source shorthands (packages/finance-core/src/rules/sources.ts), as the embed
 * bundles them: a version's source keeps its confirmation status, which is all a widget shows of it
 * (packages/widgets/src/calculator-kit/rule-notes.ts: a rule note's "not confirmed" mark), and drops
 * the legal reference, the links and the Hungarian notes, which only the site's methodology page shows
 * (the embed's rule notes link there). Those strings were in every widget file that shows a rule note
 * (1 145 B gzipped of the loan calculator's first load, issue 25). The other fields are absent, not
 * stand-ins that throw (those cost 0.1 KB more): build/build.test.ts fails when a widget's source reads
 * a source's text; then take the stub off (build/plugins.mjs, STUBBED_FILES).
 */
import type { ConfirmationStatus, RuleSource } from '@penzugy/finance-core';

export { CONFIRMATION_LABELS, RULES_CHECKED } from '../../../../packages/finance-core/src/rules/sources';

/** The fields of a RuleSource the embed leaves out (build.test.ts checks no widget reads them). */
export const STUBBED_SOURCE_FIELDS = ['legalRef', 'url', 'readAt', 'checked', 'note'] as const;

const source = (status: ConfirmationStatus) => ({ status }) as RuleSource;

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
