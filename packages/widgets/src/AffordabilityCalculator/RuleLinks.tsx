import type { RuleCitation } from '@penzugy/finance-core';
import {
  citationsOf,
  GlossaryLink,
  RuleNotes,
  type GlossaryLinkBuilder,
  type MethodologyHrefBuilder,
} from '../calculator-kit';
import * as styles from './AffordabilityCalculator.css';
import { AFFORDABILITY_GLOSSARY_TERMS } from './constants';
import { AFFORDABILITY_CALCULATOR_STRINGS as S } from './strings';

/** How the panels link out: to the glossary, and to the methodology page for the rules. */
export interface AffordabilityLinks {
  glossaryLink?: GlossaryLinkBuilder | undefined;
  methodologyHref?: MethodologyHrefBuilder | undefined;
  /** A rule note's link was followed (reported as a `rule_link` interaction). */
  onRuleLink: (ruleId: string) => void;
}

/** The rules of `ids` that the answer applied, as notes under a figure. */
export function PanelRules({
  rules,
  ids,
  links,
}: {
  rules: readonly RuleCitation[];
  ids: readonly string[];
  links: AffordabilityLinks;
}) {
  return (
    <RuleNotes rules={citationsOf(rules, ids)} methodologyHref={links.methodologyHref} onFollow={links.onRuleLink} />
  );
}

/** Glossary links under an answer ('Mi a JTM?'); nothing without a glossary. */
export function GlossaryLinks({
  terms,
  glossaryLink,
}: {
  terms: readonly (keyof typeof S.glossary)[];
  glossaryLink?: GlossaryLinkBuilder | undefined;
}) {
  if (!glossaryLink) return null;
  return (
    <ul className={styles.glossaryLinks}>
      {terms.map((t) => (
        <li key={t}>
          <GlossaryLink term={AFFORDABILITY_GLOSSARY_TERMS[t]} glossaryLink={glossaryLink}>
            {S.glossary[t]}
          </GlossaryLink>
        </li>
      ))}
    </ul>
  );
}
