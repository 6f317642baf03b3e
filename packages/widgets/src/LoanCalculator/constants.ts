/**
 * The loan calculator's fields, defaults and rules in one place. The numbers come from finance-core
 * (docs/product.md#home-loan defaults, THM and stress-test defaults); this file only says which field is which.
 */
import { LOAN_DEFAULTS, RATE_RESET_DEFAULTS, THM_DEFAULTS } from '@penzugy/finance-core';
import { fieldUnits, type FieldUnit } from '../calculator-kit';

/** The fields of homeLoan (docs/product.md#home-loan): finance-core's defaults name them, in the order of the form. */
export const LOAN_MAIN_FIELDS = Object.keys(LOAN_DEFAULTS) as readonly (keyof typeof LOAN_DEFAULTS)[];

/** The fee fields of the THM panel: the fees Gov. Decree 83/2010 includes in the THM. */
export const LOAN_FEE_FIELDS = [
  'disbursementFee',
  'valuationFee',
  'landRegistryFee',
  'otherFees',
  'monthlyFee',
] as const;

/** The fields of the rate-reset panel. */
export const LOAN_STRESS_FIELDS = ['fixationYears', 'monthlyNetIncome'] as const;

/** Every input of the calculator, in the order of the form. */
export const LOAN_CALCULATOR_FIELDS = [...LOAN_MAIN_FIELDS, ...LOAN_FEE_FIELDS, ...LOAN_STRESS_FIELDS] as const;

/** An input of the loan calculator. */
export type LoanCalculatorField = (typeof LOAN_CALCULATOR_FIELDS)[number];

/**
 * The whole input of the loan calculator, as the form holds it. `null` is a field the user left
 * empty or whose text is not a number; `monthlyNetIncome` may be `null` on purpose (no JTM).
 */
export type LoanCalculatorValue = Record<LoanCalculatorField, number | null>;

/**
 * Fields that recompute as soon as they change (docs/product.md#home-loan: "on change of price or down
 * payment", and the income, which the debt-brake panel asks beside its verdict); every other field
 * waits for the 'Számítás' button.
 */
export const LOAN_LIVE_FIELDS: readonly LoanCalculatorField[] = ['price', 'downPayment', 'monthlyNetIncome'];

/** Fields that may be left empty. */
export const LOAN_OPTIONAL_FIELDS: readonly LoanCalculatorField[] = ['monthlyNetIncome'];

/** Unit shown in each field. */
export const LOAN_FIELD_UNITS: Record<LoanCalculatorField, FieldUnit> = fieldUnits({
  Ft: ['price', 'downPayment', ...LOAN_FEE_FIELDS, 'monthlyNetIncome'],
  '%': ['annualRate', 'appreciation', 'alternativeReturn'],
  év: ['years', 'fixationYears'],
});

/**
 * Defaults: docs/product.md#home-loan for the loan, no fees (so the THM is the contract rate's), a 5-year
 * fixation (finance-core's RATE_RESET_DEFAULTS) and no income.
 */
export const LOAN_CALCULATOR_DEFAULTS: Readonly<LoanCalculatorValue> = Object.freeze({
  price: LOAN_DEFAULTS.price,
  downPayment: LOAN_DEFAULTS.downPayment,
  annualRate: LOAN_DEFAULTS.annualRate,
  appreciation: LOAN_DEFAULTS.appreciation,
  alternativeReturn: LOAN_DEFAULTS.alternativeReturn,
  years: LOAN_DEFAULTS.years,
  disbursementFee: THM_DEFAULTS.disbursementFee,
  valuationFee: THM_DEFAULTS.valuationFee,
  landRegistryFee: THM_DEFAULTS.landRegistryFee,
  otherFees: THM_DEFAULTS.otherFees,
  monthlyFee: THM_DEFAULTS.monthlyFee,
  fixationYears: RATE_RESET_DEFAULTS.fixationYears,
  monthlyNetIncome: null,
});

/** Terms the calculator links to the glossary when given `glossaryLink`; the builder receives these. */
export const LOAN_GLOSSARY_TERMS = ['Önerő', 'THM', 'ROE', 'JTM'] as const;
