/**
 * Fills the defaults of a rent-or-buy input and validates it. The limits are ours (docs/product.md#rent-or-buy shows no
 * validation); see constants.ts for why they keep every result finite.
 */
import { FinanceInputError } from '../shared/errors';
import { checkNumber, withDefaults, type NumberRule } from '../shared/validate';
import {
  GROWTH_PERCENT_RANGE,
  MAX_AMOUNT_FT,
  MAX_MORTGAGE_RATE_PERCENT,
  MAX_SELLING_COSTS_PERCENT,
  MAX_TERM_YEARS,
  RENT_OR_BUY_DEFAULTS,
} from './constants';
import { RENT_OR_BUY_LABELS, RENT_OR_BUY_MESSAGES } from './strings';
import type { RentOrBuyInput, ResolvedRentOrBuyInput } from './types';

type NumericField = Exclude<keyof RentOrBuyInput, 'purchaseDuty'>;

const AMOUNT: NumberRule = { min: 0, max: MAX_AMOUNT_FT };
const GROWTH: NumberRule = { ...GROWTH_PERCENT_RANGE };

/** The rule of each numeric field, in the order of the form so the first error is the topmost field. */
const RULES: Record<NumericField, NumberRule> = {
  price: { min: 0, exclusiveMin: true, max: MAX_AMOUNT_FT },
  downPayment: AMOUNT,
  mortgageRate: { min: 0, max: MAX_MORTGAGE_RATE_PERCENT },
  years: { min: 1, max: MAX_TERM_YEARS, integer: true },
  appreciation: GROWTH,
  closingCosts: AMOUNT,
  propertyTax: AMOUNT,
  insurance: AMOUNT,
  maintenance: AMOUNT,
  rent: AMOUNT,
  rentIncrease: GROWTH,
  rentersInsurance: AMOUNT,
  investmentReturn: GROWTH,
  sellingCosts: { min: 0, max: MAX_SELLING_COSTS_PERCENT },
};

/** The input with defaults filled in; throws {@link FinanceInputError} naming the first bad field. */
export function resolveRentOrBuyInput(input: RentOrBuyInput | undefined): ResolvedRentOrBuyInput {
  const p = withDefaults<ResolvedRentOrBuyInput>(RENT_OR_BUY_DEFAULTS, input, RENT_OR_BUY_LABELS);
  for (const field of Object.keys(RULES) as NumericField[]) {
    checkNumber(p[field], field, RENT_OR_BUY_LABELS[field], RULES[field]);
  }
  if (p.downPayment > p.price) {
    throw new FinanceInputError(
      'downPayment',
      RENT_OR_BUY_LABELS.downPayment,
      RENT_OR_BUY_MESSAGES.downPaymentAbovePrice,
    );
  }
  if (typeof p.purchaseDuty !== 'boolean') {
    throw new FinanceInputError(
      'purchaseDuty',
      RENT_OR_BUY_LABELS.purchaseDuty,
      RENT_OR_BUY_MESSAGES.purchaseDutyNotBoolean,
    );
  }
  return p;
}
