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
import { MAX_PLAN_MONTHS } from '../subsidies/constants';
import { RENT_OR_BUY_FINANCING_LABELS, RENT_OR_BUY_LABELS, RENT_OR_BUY_MESSAGES } from './strings';
import type { RentOrBuyFinancedInput, RentOrBuyFinancing, RentOrBuyInput, ResolvedRentOrBuyInput } from './types';

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

/** An amount in 0 … MAX_AMOUNT_FT. */
function isAmount(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= MAX_AMOUNT_FT;
}

/** A list of at most MAX_PLAN_MONTHS amounts. */
function isAmountList(value: unknown): value is readonly number[] {
  return Array.isArray(value) && value.length <= MAX_PLAN_MONTHS && value.every(isAmount);
}

/**
 * The financing checked: absent (or null) is the plain mortgage; a `rate` financing's rate has the
 * mortgage rate's range; a `plan`'s amounts are forints in range and its two series have one length.
 */
function resolveFinancing(value: unknown): RentOrBuyFinancing | undefined {
  if (value === undefined || value === null) return undefined;
  const label = RENT_OR_BUY_FINANCING_LABELS.financing;
  const f = value as Partial<Record<string, unknown>>;
  if (typeof value === 'object' && f.kind === 'rate') {
    const annualRate = checkNumber(
      f.annualRate,
      'financing',
      RENT_OR_BUY_FINANCING_LABELS.annualRate,
      RULES.mortgageRate,
    );
    if (typeof f.dutyExempt !== 'boolean') {
      throw new FinanceInputError(
        'financing',
        RENT_OR_BUY_FINANCING_LABELS.dutyExempt,
        RENT_OR_BUY_MESSAGES.dutyExemptNotBoolean,
      );
    }
    return { kind: 'rate', annualRate, dutyExempt: f.dutyExempt };
  }
  if (typeof value === 'object' && f.kind === 'plan') {
    if (
      ![f.cashDown, f.purchaseDuty, f.borrowed].every(isAmount) ||
      !isAmountList(f.payments) ||
      !isAmountList(f.balances) ||
      f.payments.length !== f.balances.length
    ) {
      throw new FinanceInputError('financing', label, RENT_OR_BUY_MESSAGES.plan);
    }
    return {
      kind: 'plan',
      cashDown: f.cashDown as number,
      purchaseDuty: f.purchaseDuty as number,
      borrowed: f.borrowed as number,
      payments: f.payments,
      balances: f.balances,
    };
  }
  throw new FinanceInputError('financing', label, RENT_OR_BUY_MESSAGES.financingKind);
}

/** The input with defaults filled in; throws {@link FinanceInputError} naming the first bad field. */
export function resolveRentOrBuyInput(input: RentOrBuyFinancedInput | undefined): ResolvedRentOrBuyInput {
  const p = withDefaults<Required<RentOrBuyInput>>(RENT_OR_BUY_DEFAULTS, input, RENT_OR_BUY_LABELS);
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
  // withDefaults has refused anything but an object already.
  const financing = resolveFinancing(input ? input.financing : undefined);
  return financing ? { ...p, financing } : p;
}
