/** Building blocks every widget may use, calculators and market widgets alike. */
export { Stat, StatGrid } from './Stat';
export type { StatProps } from './Stat';
export { useControllableState } from './useControllableState';
export type { ControllableStateProps } from './useControllableState';
