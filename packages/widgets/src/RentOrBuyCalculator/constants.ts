/**
 * The rent-or-buy calculator's fields, groups and defaults in one place. The numbers are
 * finance-core's RENT_OR_BUY_DEFAULTS (docs/product.md#rent-or-buy); this file only arranges them into the form.
 */
import { RENT_OR_BUY_DEFAULTS } from '@penzugy/finance-core';
import { fieldUnits, type FieldUnit } from '../calculator-kit';
import type { RentOrBuySubsidy } from './subsidised-financing';

/** The 'Vásárlás' group (docs/product.md#rent-or-buy), with the optional selling costs at its end. */
export const RENT_OR_BUY_BUY_FIELDS = [
  'price',
  'downPayment',
  'mortgageRate',
  'years',
  'appreciation',
  'closingCosts',
  'propertyTax',
  'insurance',
  'maintenance',
  'sellingCosts',
] as const;

/** The 'Bérlés' group (docs/product.md#rent-or-buy). */
export const RENT_OR_BUY_RENT_FIELDS = ['rent', 'rentIncrease', 'rentersInsurance'] as const;

/** The 'Befektetés' group (docs/product.md#rent-or-buy). */
export const RENT_OR_BUY_INVEST_FIELDS = ['investmentReturn'] as const;

/** Every number field, in the order of the form. */
export const RENT_OR_BUY_NUMBER_FIELDS = [
  ...RENT_OR_BUY_BUY_FIELDS,
  ...RENT_OR_BUY_RENT_FIELDS,
  ...RENT_OR_BUY_INVEST_FIELDS,
] as const;

/** A number field of the rent-or-buy calculator. */
export type RentOrBuyNumberField = (typeof RENT_OR_BUY_NUMBER_FIELDS)[number];

/** Any input of the rent-or-buy calculator. */
export type RentOrBuyCalculatorField = RentOrBuyNumberField | 'purchaseDuty' | 'subsidy';

/**
 * The whole input of the rent-or-buy calculator, as the form holds it. A number field is `null`
 * while it is empty or its text is not a number; an empty 'Eladási költségek' means 0 (off).
 */
export type RentOrBuyCalculatorValue = Record<RentOrBuyNumberField, number | null> & {
  /** Whether the buyer pays the 4 % vagyonszerzési illeték. */
  purchaseDuty: boolean;
  /** Buy with the form's mortgage ('none') or with a subsidised loan's rate and duty exemption (subsidised-financing.ts). */
  subsidy: RentOrBuySubsidy;
};

/** Fields that may be left empty (finance-core's default applies: no selling costs). */
export const RENT_OR_BUY_OPTIONAL_FIELDS: readonly RentOrBuyNumberField[] = ['sellingCosts'];

/** Unit shown in each field. */
export const RENT_OR_BUY_FIELD_UNITS: Record<RentOrBuyNumberField, FieldUnit> = fieldUnits({
  Ft: ['price', 'downPayment', 'closingCosts', 'propertyTax', 'insurance', 'maintenance', 'rent', 'rentersInsurance'],
  '%': ['mortgageRate', 'appreciation', 'sellingCosts', 'rentIncrease', 'investmentReturn'],
  év: ['years'],
});

/** Defaults: docs/product.md#rent-or-buy; no selling costs, no purchase duty and no subsidy, as in finance-core. */
export const RENT_OR_BUY_CALCULATOR_DEFAULTS: Readonly<RentOrBuyCalculatorValue> = Object.freeze({
  ...RENT_OR_BUY_DEFAULTS,
  subsidy: 'none',
});

/** Terms the calculator links to the glossary when given `glossaryLink`; the builder receives these. */
export const RENT_OR_BUY_GLOSSARY_TERMS = ['Önerő', 'Vagyonszerzési illeték', 'Otthon Start', 'CSOK Plusz'] as const;
