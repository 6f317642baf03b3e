'use client';
// Published as `@penzugy/widgets/state-bond-calculator` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
export { StateBondCalculator } from './StateBondCalculator';
export type { StateBondCalculatorProps } from './StateBondCalculator';
export type { StateBondEtfEstimate } from './StateBondForm';
export {
  STATE_BOND_CALCULATOR_DEFAULTS,
  STATE_BOND_GLOSSARY_TERMS,
  STATE_BOND_NUMBER_FIELDS,
  STATE_BOND_VIEWS,
} from './constants';
export type {
  StateBondCalculatorField,
  StateBondCalculatorValue,
  StateBondNumberField,
  StateBondView,
} from './constants';
export { parseInflationPath, stateBondInputOf } from './input';
export { stateBondCalculatorQuery } from './query';
export { STATE_BOND_CALCULATOR_STRINGS } from './strings';
