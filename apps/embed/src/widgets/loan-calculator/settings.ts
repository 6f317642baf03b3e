/**
 * The loan calculator's settings: one per field of the calculator (kebab case, `annualRate` is
 * `rate`), plus the calculator settings. Numbers only here; the ranges are finance-core's, checked
 * by running finance-core on the settings (see `checkLoanSettings`).
 */
import { homeLoan, rateResetStress, thm } from '@penzugy/finance-core';
import { LOAN_CALCULATOR_DEFAULTS, LOAN_CALCULATOR_FIELDS, type LoanCalculatorValue } from '@penzugy/widgets';
import { financeCheck } from '../../config/finance-check';
import type { AttributeProblem, AttributeSpecs } from '../../config/schema';
import type { CheckContext } from '../../runtime/define-widget';
import { CALCULATOR_ATTRIBUTES, fieldAttributes, fieldValues, GLOSSARY_ATTRIBUTES } from '../shared';

const WHOLE_YEARS = ['years', 'fixationYears'];

const fields = fieldAttributes(LOAN_CALCULATOR_FIELDS, (f) => ({ type: 'number', integer: WHOLE_YEARS.includes(f) }), {
  annualRate: 'rate',
});

/** The number settings are built from the calculator's field list, hence the index signature. */
export const LOAN_ATTRIBUTES: AttributeSpecs & typeof CALCULATOR_ATTRIBUTES & typeof GLOSSARY_ATTRIBUTES = {
  ...fields.attributes,
  ...CALCULATOR_ATTRIBUTES,
  ...GLOSSARY_ATTRIBUTES,
};

/** The calculator's initial input from the settings: only the fields that were written. */
export function loanDefaultValue(values: Readonly<Record<string, unknown>>): Partial<LoanCalculatorValue> {
  return fieldValues(values, fields.fieldOfKey) as Partial<LoanCalculatorValue>;
}

/**
 * Runs the calculator's three finance-core functions on the settings over the defaults, as the
 * calculator will: the loan (price, down payment, rate, term…), the THM with the fees, the
 * rate-reset test with the fixation and income. The first refusal of each names its attribute.
 */
export function checkLoanSettings(
  values: Readonly<Record<string, unknown>>,
  context: CheckContext,
): AttributeProblem[] {
  const v = { ...LOAN_CALCULATOR_DEFAULTS, ...loanDefaultValue(values) } as Record<
    keyof LoanCalculatorValue,
    number | null
  >;
  const ctx = { ...context, keyOfField: fields.keyOfField, defaults: LOAN_CALCULATOR_DEFAULTS };
  const main = financeCheck(
    () =>
      homeLoan({
        price: v.price!,
        downPayment: v.downPayment!,
        annualRate: v.annualRate!,
        appreciation: v.appreciation!,
        alternativeReturn: v.alternativeReturn!,
        years: v.years!,
      }),
    ctx,
  );
  if (main.length > 0) return main;
  const loan = { loanAmount: v.price! - v.downPayment!, annualRate: v.annualRate!, years: v.years! };
  return [
    ...financeCheck(
      () =>
        thm({
          ...loan,
          disbursementFee: v.disbursementFee!,
          valuationFee: v.valuationFee!,
          landRegistryFee: v.landRegistryFee!,
          otherFees: v.otherFees!,
          monthlyFee: v.monthlyFee!,
        }),
      ctx,
    ),
    ...financeCheck(
      () =>
        rateResetStress({
          ...loan,
          fixationYears: v.fixationYears!,
          monthlyNetIncome: v.monthlyNetIncome ?? undefined,
        }),
      ctx,
    ),
  ];
}
