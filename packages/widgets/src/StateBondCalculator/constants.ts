/**
 * The 'Állampapír-kalkulátor' form's fields, groups and defaults in one place. The numbers are
 * finance-core's SAVINGS_DEFAULTS (packages/finance-core/src/savings/constants.ts); this file only
 * arranges them into the form.
 */
import { SAVINGS_DEFAULTS, type CouponReinvestment, type SavingsOptionId } from '@penzugy/finance-core';
import { fieldUnits, type FieldUnit } from '../calculator-kit';

/** The number fields, in the order of the form: the money and the term, then the assumptions. */
export const STATE_BOND_NUMBER_FIELDS = [
  'amount',
  'years',
  'inflation',
  'depositRate',
  'etfExpectedReturn',
  'etfVolatility',
] as const;
export type StateBondNumberField = (typeof STATE_BOND_NUMBER_FIELDS)[number];

/** What the chart and the table show: what is left after tax in forints of each year, or of the start month. */
export const STATE_BOND_VIEWS = ['nominal', 'real'] as const;
export type StateBondView = (typeof STATE_BOND_VIEWS)[number];

/**
 * The whole input as the form holds it. A number field is `null` while it is empty or its text is not
 * a number; an empty 'Infláció' is the latest KSH annual average (finance-core's default), and a
 * yearly path in `inflationPath` ('4,4; 3,5; 3') overrides the flat rate. `date` '' is today.
 */
export type StateBondCalculatorValue = Record<StateBondNumberField, number | null> & {
  options: SavingsOptionId[];
  inflationPath: string;
  couponReinvestment: CouponReinvestment;
  date: string;
  view: StateBondView;
};

export type StateBondCalculatorField = keyof StateBondCalculatorValue;

/** May be left empty: the inflation falls back to the KSH average. */
export const STATE_BOND_OPTIONAL_FIELDS: readonly StateBondNumberField[] = ['inflation'];

export const STATE_BOND_FIELD_UNITS: Record<StateBondNumberField, FieldUnit> = fieldUnits({
  Ft: ['amount'],
  '%': ['inflation', 'depositRate', 'etfExpectedReturn', 'etfVolatility'],
  év: ['years'],
});

/** Defaults: finance-core's, the KSH inflation, today's rules, nominal forints. */
export const STATE_BOND_CALCULATOR_DEFAULTS: Readonly<StateBondCalculatorValue> = Object.freeze({
  amount: SAVINGS_DEFAULTS.amount,
  years: SAVINGS_DEFAULTS.years,
  inflation: null,
  depositRate: SAVINGS_DEFAULTS.depositRate,
  etfExpectedReturn: SAVINGS_DEFAULTS.etfExpectedReturn,
  etfVolatility: SAVINGS_DEFAULTS.etfVolatility,
  options: [...SAVINGS_DEFAULTS.options],
  inflationPath: '',
  couponReinvestment: SAVINGS_DEFAULTS.couponReinvestment,
  date: '',
  view: 'nominal',
});

/**
 * The glossary entries the form links to (packages/content/src/glossary/terms/savings-tax.ts has them
 * under these names or aliases); the builder receives these.
 */
export const STATE_BOND_GLOSSARY_TERMS = ['MÁP Plusz', 'FixMÁP', 'BMÁP', 'PMÁP', 'DKJ', 'TBSZ', 'NYESZ'] as const;
