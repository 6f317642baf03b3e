/**
 * Home loan (docs/product.md#home-loan): amortisation schedule and base scenario, sensitivity sweeps,
 * the Hungarian THM (APR), a rate-reset stress test, the MNB debt brake, what a household can borrow
 * (affordability) and prepayments with their fees and the "debt-free by" goal seek. Formulas and
 * conventions are at the top of each module.
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
export { affordability, AFFORDABILITY_DEFAULTS } from './affordability';
export type {
  AffordabilityInput,
  AffordabilityResult,
  AffordabilityTarget,
  AffordabilityBinding,
  DearestHome,
  IncomeCliff,
  ResolvedAffordabilityInput,
} from './affordability';
export { prepayment, extraPaymentForPayoff } from './prepayment';
export type {
  PrepaymentInput,
  PrepaymentResult,
  PrepaymentScheduleRow,
  PrepaymentEvent,
  PrepaymentFeeReason,
  OneOffPrepayment,
  OriginalLoan,
  PayoffTarget,
  PayoffGoalResult,
  ResolvedPrepaymentInput,
} from './prepayment';
export {
  LOAN_DEFAULTS,
  LOAN_LIMITS,
  LOAN_SENSITIVITY,
  RATE_RESET_DEFAULTS,
  RATE_RESET_SHOCKS,
  THM_DEFAULTS,
  DEBT_BRAKE_DEFAULTS,
  LOAN_TO_VALUE_CASES,
  PREPAYMENT_DEFAULTS,
  PREPAYMENT_MODES,
  PREPAYMENT_LOAN_KINDS,
} from './constants';
export type { LoanSweepRange, LoanToValueCase, PrepaymentMode, PrepaymentLoanKind } from './constants';
export { LOAN_LABELS, LOAN_TO_VALUE_CASE_LABEL, LOAN_TO_VALUE_CASE_OPTIONS, AFFORDABILITY_LABELS } from './strings';
export { PREPAYMENT_LABELS, PREPAYMENT_MODE_OPTIONS, PREPAYMENT_LOAN_KIND_OPTIONS } from './prepayment-strings';
export type { LoanField } from './strings';
