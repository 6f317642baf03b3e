/**
 * The rent-or-buy calculator's settings: one per field (kebab case: `down-payment`, `rent-increase`…),
 * `purchase-duty` (yes/no), plus the calculator settings. Ranges are finance-core's, checked by
 * running `rentOrBuy` on the settings over the defaults, exactly as the calculator will.
 */
import { rentOrBuy, type RentOrBuyInput } from '@penzugy/finance-core';
import {
  RENT_OR_BUY_CALCULATOR_DEFAULTS,
  RENT_OR_BUY_NUMBER_FIELDS,
  type RentOrBuyCalculatorValue,
} from '@penzugy/widgets';
import { financeCheck } from '../../config/finance-check';
import type { AttributeProblem, AttributeSpecs } from '../../config/schema';
import type { CheckContext } from '../../runtime/define-widget';
import { CALCULATOR_ATTRIBUTES, fieldAttributes, fieldValues, GLOSSARY_ATTRIBUTES } from '../shared';

const fields = fieldAttributes(RENT_OR_BUY_NUMBER_FIELDS, (f) => ({ type: 'number', integer: f === 'years' }));

const DUTY = { 'purchase-duty': { type: 'boolean' } } as const satisfies AttributeSpecs;

/** The number settings are built from the calculator's field list, hence the index signature. */
export const RENT_OR_BUY_ATTRIBUTES: AttributeSpecs &
  typeof DUTY &
  typeof CALCULATOR_ATTRIBUTES &
  typeof GLOSSARY_ATTRIBUTES = {
  ...fields.attributes,
  ...DUTY,
  ...CALCULATOR_ATTRIBUTES,
  ...GLOSSARY_ATTRIBUTES,
};

const fieldOfKey = { ...fields.fieldOfKey, 'purchase-duty': 'purchaseDuty' as const };
const keyOfField = { ...fields.keyOfField, purchaseDuty: 'purchase-duty' };

/** The calculator's initial input from the settings: only the fields that were written. */
export function rentOrBuyDefaultValue(values: Readonly<Record<string, unknown>>): Partial<RentOrBuyCalculatorValue> {
  return fieldValues(values, fieldOfKey) as Partial<RentOrBuyCalculatorValue>;
}

export function checkRentOrBuySettings(
  values: Readonly<Record<string, unknown>>,
  context: CheckContext,
): AttributeProblem[] {
  const input = { ...RENT_OR_BUY_CALCULATOR_DEFAULTS, ...rentOrBuyDefaultValue(values) } as RentOrBuyInput;
  return financeCheck(() => rentOrBuy(input), { ...context, keyOfField, defaults: RENT_OR_BUY_CALCULATOR_DEFAULTS });
}
