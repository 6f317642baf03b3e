export { useControllableState } from './useControllableState';
export type { ControllableStateProps } from './useControllableState';
export { toQueryString, fromQueryString } from './query';
export type { QueryState, QueryValue } from './query';
export { useCalculation } from './useCalculation';
export type { CalculationProblem, CalculationState } from './useCalculation';
export { CALCULATOR_IDS } from './events';
export type { CalculatorEvent, CalculatorEventHandler, CalculatorId } from './events';
