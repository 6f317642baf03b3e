/**
 * Home loan (docs/product.md#home-loan): amortisation schedule and base scenario, sensitivity sweeps,
 * the Hungarian THM (APR) and a rate-reset stress test. Formulas and conventions are at the top of
 * each module.
 */
export { homeLoan } from './home-loan';
export type {
  HomeLoanInput,
  HomeLoanResult,
  HomeLoanSummary,
  LoanScheduleRow,
  LoanYearRow,
  LoanVerdict,
} from './home-loan';
export { loanSensitivity } from './sensitivity';
export type { LoanSensitivity, LoanSensitivityPoint } from './sensitivity';
export { thm } from './thm';
export type { ThmInput, ThmResult } from './thm';
export { rateResetStress } from './rate-reset';
export { debtBrake, loanToValueTest, paymentToIncomeLimitPercent } from './debt-brake';
export type {
  DebtBrakeInput,
  DebtBrakeResult,
  DebtBrakeBinding,
  LoanToValueInput,
  LoanToValueResult,
} from './debt-brake';
export type { RateResetInput, RateResetResult, RateResetScenario } from './rate-reset';
export {
  LOAN_DEFAULTS,
  LOAN_LIMITS,
  LOAN_SENSITIVITY,
  RATE_RESET_DEFAULTS,
  RATE_RESET_SHOCKS,
  THM_DEFAULTS,
  DEBT_BRAKE_DEFAULTS,
  LOAN_TO_VALUE_CASES,
} from './constants';
export type { LoanSweepRange, LoanToValueCase } from './constants';
export { LOAN_LABELS, LOAN_TO_VALUE_CASE_LABEL, LOAN_TO_VALUE_CASE_OPTIONS } from './strings';
export type { LoanField } from './strings';
