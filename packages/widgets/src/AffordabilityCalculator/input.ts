/**
 * The form's value as finance-core's `affordability` input: an empty number field or day is "not
 * given" (finance-core's default). The embed checks its settings with this, so that a partner's
 * attributes are refused exactly as the calculator would refuse them.
 */
import type { AffordabilityInput } from '@penzugy/finance-core';
import { AFFORDABILITY_NUMBER_FIELDS, type AffordabilityCalculatorValue } from './constants';

export function affordabilityInputOf(value: AffordabilityCalculatorValue): AffordabilityInput {
  const input: AffordabilityInput = {
    loanToValueCase: value.loanToValueCase,
    date: value.date === '' ? undefined : value.date,
  };
  for (const field of AFFORDABILITY_NUMBER_FIELDS) input[field] = value[field] ?? undefined;
  return input;
}
