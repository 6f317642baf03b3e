import type { SubsidyEligibilityResult } from '@penzugy/finance-core';
import {
  GlossaryLink,
  resultStyles,
  RuleNotes,
  type GlossaryLinkBuilder,
  type MethodologyHrefBuilder,
} from '../../calculator-kit';
import { Subheading } from '../Subheading';
import * as styles from './SubsidyPanel.css';
import { SUBSIDY_PANEL_STRINGS as S } from './strings';

export interface SubsidyVerdictsProps {
  eligibility: SubsidyEligibilityResult;
  glossaryLink?: GlossaryLinkBuilder | undefined;
  methodologyHref?: MethodologyHrefBuilder | undefined;
  /** Called with a rule's id when its methodology link is followed (the `rule_link` interaction). */
  onRuleFollow?: ((ruleId: string) => void) | undefined;
}

/**
 * Each programme's answer to the questionnaire: open with its largest amount, closed with finance-core's
 * reasons and their numbers („Az Otthon Start nem vehető igénybe: 1,62 M Ft/m², a határ 1,5 M Ft/m².”),
 * or not yet decided with the answers still needed; then the stacking rule and the rules the verdicts
 * rest on.
 */
export function SubsidyVerdicts({ eligibility, glossaryLink, methodologyHref, onRuleFollow }: SubsidyVerdictsProps) {
  const V = S.verdicts;
  return (
    <div className={resultStyles.section}>
      <Subheading>{V.heading}</Subheading>
      <ul className={styles.verdicts} aria-label={V.label}>
        {eligibility.verdicts.map((v) => {
          const status = v.eligible ? 'open' : v.reasons.length > 0 ? 'closed' : 'undecided';
          return (
            <li key={v.programme} className={styles.verdict} data-verdict={status} data-programme={v.programme}>
              <p className={styles.verdictTitle}>
                <GlossaryLink term={S.glossaryTerms[v.programme]} glossaryLink={glossaryLink}>
                  {v.name}
                </GlossaryLink>
                {': '}
                <strong>{V[status]}</strong>
              </p>
              {v.eligible && <p className={resultStyles.note}>{V.amount(v.programme, v.maxAmount, v.maxLoan)}</p>}
              {v.reasons.map((r) => (
                <p key={r.code} className={resultStyles.note}>
                  {r.text}
                </p>
              ))}
              {!v.eligible && v.reasons.length === 0 && v.missing.length > 0 && (
                <p className={resultStyles.note}>{V.missing(v.missing)}</p>
              )}
            </li>
          );
        })}
      </ul>
      {eligibility.stacking && (
        <p className={resultStyles.note}>
          {eligibility.stacking}{' '}
          {glossaryLink && (
            <GlossaryLink term={S.glossaryTerms.stacking} glossaryLink={glossaryLink}>
              {S.stackingGlossary}
            </GlossaryLink>
          )}
        </p>
      )}
      {eligibility.notes.map((n) => (
        <p key={n} className={resultStyles.note}>
          {n}
        </p>
      ))}
      <RuleNotes rules={eligibility.rules} methodologyHref={methodologyHref} onFollow={onRuleFollow} />
    </div>
  );
}
