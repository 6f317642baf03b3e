/**
 * Shorthands for writing a rule's source. `CHECKED` is the day the figures of this release were read
 * against their sources (docs/rules.md says how and lists what could not be confirmed).
 */
import type { IsoDate, RuleSource } from './types';

/** The day the rules data of this release was last checked against its sources. */
export const RULES_CHECKED: IsoDate = '2026-11-28';

/** A figure read in the legal text or on the authority's own page. */
/* @__NO_SIDE_EFFECTS__ */
export function official(legalRef: string, url: string, note?: string): RuleSource {
  return { legalRef, url, checked: RULES_CHECKED, status: 'official', ...(note ? { note } : {}) };
}

/**
 * A figure read only on a press or bank page (`readAt`) that reports the legal text (`legalRef`, found at
 * `url`): shown as not confirmed.
 */
/* @__NO_SIDE_EFFECTS__ */
export function secondary(legalRef: string, url: string, readAt: string, note?: string): RuleSource {
  return { legalRef, url, readAt, checked: RULES_CHECKED, status: 'secondary', ...(note ? { note } : {}) };
}

/** Sources disagree: `note` names the other reading. */
/* @__NO_SIDE_EFFECTS__ */
export function conflicting(legalRef: string, url: string, readAt: string, note: string): RuleSource {
  return { legalRef, url, readAt, checked: RULES_CHECKED, status: 'conflict', note };
}

/** Hungarian label of a confirmation status, as a figure's rule note shows it. */
export const CONFIRMATION_LABELS = /* @__PURE__ */ Object.freeze({
  official: 'jogszabályból vagy hivatalos oldalról ellenőrizve',
  secondary: 'nem megerősített: csak sajtó- vagy banki forrásból',
  conflict: 'a források ellentmondanak',
} as const);
