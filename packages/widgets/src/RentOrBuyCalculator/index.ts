'use client';
// Published as `@penzugy/widgets/rent-or-buy-calculator` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
export { RentOrBuyCalculator } from './RentOrBuyCalculator';
export type { RentOrBuyCalculatorProps } from './RentOrBuyCalculator';
export { RENT_OR_BUY_CALCULATOR_DEFAULTS, RENT_OR_BUY_NUMBER_FIELDS, RENT_OR_BUY_GLOSSARY_TERMS } from './constants';
export type { RentOrBuyCalculatorField, RentOrBuyCalculatorValue, RentOrBuyNumberField } from './constants';
export { rentOrBuyCalculatorQuery } from './query';
export { RENT_OR_BUY_CALCULATOR_STRINGS } from './strings';
