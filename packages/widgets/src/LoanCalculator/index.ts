'use client';
// Published as `@penzugy/widgets/loan-calculator` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
export { LoanCalculator } from './LoanCalculator';
export type { LoanCalculatorProps } from './LoanCalculator';
export { LOAN_CALCULATOR_DEFAULTS, LOAN_CALCULATOR_FIELDS, LOAN_GLOSSARY_TERMS, LOAN_LIVE_FIELDS } from './constants';
export type { LoanCalculatorField, LoanCalculatorValue } from './constants';
export { loanCalculatorQuery } from './query';
export { LOAN_CALCULATOR_STRINGS } from './strings';
