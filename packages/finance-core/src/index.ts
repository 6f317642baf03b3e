/**
 * @penzugy/finance-core — the toolkit's money maths. Pure TypeScript: no DOM, no React, no I/O.
 *
 * Conventions shared by every function (see each module for its formulas):
 * - every input field is optional and defaults to the value in the product spec, so `homeLoan({})`
 *   is the spec's default scenario;
 * - rates and returns are given in percent (7.5 means 7.5 %), money in forints, except
 *   `optimizePortfolio`'s `riskFreeRate`, a fraction as the portfolio service receives it;
 * - bad input throws {@link FinanceInputError} with a Hungarian message naming the field; valid input
 *   never yields NaN or Infinity.
 */
export { FinanceInputError, isFinanceInputError } from './shared/errors';
export { checkNumber, withDefaults } from './shared/validate';
export type { NumberRule } from './shared/validate';
export {
  annuityPayment,
  remainingBalance,
  monthlyRateFromAnnualPercent,
  ANNUITY_LIMITS,
  ANNUITY_LABELS,
} from './shared/annuity';
export {
  formatHuf,
  formatNumber,
  formatPercent,
  formatPercentPoints,
  formatDate,
  formatDateShort,
  formatIsoDate,
  formatYearsMonths,
  parseHuNumber,
} from './shared/format';

export * from './rules';
export * from './loan';
export * from './rent-or-buy';
export * from './subsidies';
export * from './monte-carlo';
export * from './portfolio';
export * from './savings';
