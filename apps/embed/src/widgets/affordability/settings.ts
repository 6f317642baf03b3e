/**
 * The affordability calculator's settings: one per number field (kebab case: `monthly-net-income`,
 * `own-funds`…; `annualRate` is `rate`, as for the loan calculator), `loan-to-value-case`
 * (`standard`, `first-home`, `green`), `date` (the rules' day), `methodology-url` (where a rule note
 * links, ../shared.ts), plus the calculator settings. Ranges are finance-core's, checked by running `affordability`
 * on the settings over the defaults, exactly as the calculator will.
 */
import { affordability, type LoanToValueCase } from '@penzugy/finance-core';
import {
  AFFORDABILITY_CALCULATOR_DEFAULTS,
  AFFORDABILITY_NUMBER_FIELDS,
  affordabilityInputOf,
  type AffordabilityCalculatorValue,
} from '@penzugy/widgets';
import { financeCheck } from '../../config/finance-check';
import type { AttributeProblem, AttributeSpecs } from '../../config/schema';
import { dateAttribute } from '../../config/value-types';
import type { CheckContext } from '../../runtime/define-widget';
import {
  CALCULATOR_ATTRIBUTES,
  fieldAttributes,
  fieldValues,
  GLOSSARY_ATTRIBUTES,
  METHODOLOGY_ATTRIBUTES,
} from '../shared';

// Its rule notes' links, shared with the state-bond calculator (../shared.ts).
export { DEFAULT_METHODOLOGY_URL, methodologyHrefOf as methodologyHref } from '../shared';

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

const OWN = {
  /** The HFM case. @default 'standard' */
  'loan-to-value-case': { type: 'choice', values: Object.keys(CASES) },
  /** The day whose rules apply, `YYYY-MM-DD`. @default today */
  date: dateAttribute(),
  ...METHODOLOGY_ATTRIBUTES,
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
