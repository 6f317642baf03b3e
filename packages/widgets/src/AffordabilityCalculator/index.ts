'use client';
// Published as `@penzugy/widgets/affordability-calculator` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
export { AffordabilityCalculator } from './AffordabilityCalculator';
export type { AffordabilityCalculatorProps } from './AffordabilityCalculator';
export {
  AFFORDABILITY_CALCULATOR_DEFAULTS,
  AFFORDABILITY_GLOSSARY_TERMS,
  AFFORDABILITY_NUMBER_FIELDS,
} from './constants';
export type { AffordabilityCalculatorField, AffordabilityCalculatorValue, AffordabilityNumberField } from './constants';
export { affordabilityInputOf } from './input';
export { affordabilityCalculatorQuery } from './query';
export { AFFORDABILITY_CALCULATOR_STRINGS } from './strings';
