/**
 * The affordability calculator's settings: one per number field (kebab case: `monthly-net-income`,
 * `own-funds`…; `annualRate` is `rate`, as for the loan calculator), `loan-to-value-case`
 * (`standard`, `first-home`, `green`), `date` (the rules' day), `methodology-url` (where a rule note
 * links), plus the calculator settings. Ranges are finance-core's, checked by running `affordability`
 * on the settings over the defaults, exactly as the calculator will.
 */
import { affordability, type LoanToValueCase } from '@penzugy/finance-core';
import {
  AFFORDABILITY_CALCULATOR_DEFAULTS,
  AFFORDABILITY_NUMBER_FIELDS,
  affordabilityInputOf,
  type AffordabilityCalculatorValue,
  type MethodologyHrefBuilder,
} from '@penzugy/widgets';
import { financeCheck } from '../../config/finance-check';
import type { AttributeProblem, AttributeSpecs, ValuesOf } from '../../config/schema';
import { dateAttribute } from '../../config/value-types';
import type { CheckContext } from '../../runtime/define-widget';
import { CALCULATOR_ATTRIBUTES, fieldAttributes, fieldValues, GLOSSARY_ATTRIBUTES } from '../shared';

const WHOLE_YEARS = ['years', 'fixationYears'];

const fields = fieldAttributes(
  AFFORDABILITY_NUMBER_FIELDS,
  (f) => ({ type: 'number', integer: WHOLE_YEARS.includes(f) }),
  { annualRate: 'rate' },
);

/** The HFM cases as partners write them, and finance-core's names for them. */
const CASES: Readonly<Record<string, LoanToValueCase>> = {
  standard: 'standard',
  'first-home': 'firstHome',
  green: 'green',
};

/**
 * Where the rule notes link by default: the rule's anchor on the methodology page of our site (its
 * public address as the site's build defaults to it, apps/site/vite/page-meta.ts DEFAULT_SITE_ORIGIN).
 */
export const DEFAULT_METHODOLOGY_URL = 'https://penzugy.example/modszertan#{rule}';

const OWN = {
  /** The HFM case. @default 'standard' */
  'loan-to-value-case': { type: 'choice', values: Object.keys(CASES) },
  /** The day whose rules apply, `YYYY-MM-DD`. @default today */
  date: dateAttribute(),
  /** Where a rule note links: a URL with `{rule}` (the rule's id). @default DEFAULT_METHODOLOGY_URL */
  'methodology-url': { type: 'url', placeholder: '{rule}' },
} as const satisfies AttributeSpecs;

/** The number settings are built from the calculator's field list, hence the index signature. */
export const AFFORDABILITY_ATTRIBUTES: AttributeSpecs &
  typeof OWN &
  typeof CALCULATOR_ATTRIBUTES &
  typeof GLOSSARY_ATTRIBUTES = {
  ...fields.attributes,
  ...OWN,
  ...CALCULATOR_ATTRIBUTES,
  ...GLOSSARY_ATTRIBUTES,
};

const fieldOfKey = { ...fields.fieldOfKey, 'loan-to-value-case': 'loanToValueCase' as const, date: 'date' as const };
const keyOfField = { ...fields.keyOfField, loanToValueCase: 'loan-to-value-case', date: 'date' };

/** The calculator's initial input from the settings: only the fields that were written. */
export function affordabilityDefaultValue(
  values: Readonly<Record<string, unknown>>,
): Partial<AffordabilityCalculatorValue> {
  const out = fieldValues(values, fieldOfKey) as Partial<Record<string, unknown>>;
  if (typeof out.loanToValueCase === 'string') out.loanToValueCase = CASES[out.loanToValueCase];
  return out as Partial<AffordabilityCalculatorValue>;
}

/** The rule notes' links: the setting's template, else our site's methodology page. */
export function methodologyHref(values: ValuesOf<typeof OWN>): MethodologyHrefBuilder {
  const template = values['methodology-url'] ?? DEFAULT_METHODOLOGY_URL;
  return (ruleId) => template.split(OWN['methodology-url'].placeholder).join(encodeURIComponent(ruleId));
}

export function checkAffordabilitySettings(
  values: Readonly<Record<string, unknown>>,
  context: CheckContext,
): AttributeProblem[] {
  const input = affordabilityInputOf({ ...AFFORDABILITY_CALCULATOR_DEFAULTS, ...affordabilityDefaultValue(values) });
  return financeCheck(() => affordability(input), {
    ...context,
    keyOfField,
    defaults: AFFORDABILITY_CALCULATOR_DEFAULTS,
  });
}
