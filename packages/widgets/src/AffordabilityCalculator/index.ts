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
