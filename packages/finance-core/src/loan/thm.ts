/**
 * THM (teljes hiteldíj mutató), the Hungarian APR, per Gov. Decree 83/2010 (III. 25.) Annex 1 and
 * Directive 2014/17/EU Annex I: the annual rate X that equates the present values of what the lender
 * pays out and what the borrower pays back,
 *   Σ drawdowns · (1+X)^(−t) = Σ (instalments + charges) · (1+X)^(−t),
 * with t in years from the first drawdown and a month counted as 1/12 year (Annex I remark (c)).
 *
 * Cash flows modelled here (a level-annuity loan):
 * - one drawdown at t = 0 of the net amount N = loanAmount − upfront fees (disbursement, valuation,
 *   land-registry and other one-off fees): a fee paid at disbursement is the same as a smaller payout;
 * - n = 12 · years payments c = A + monthlyFee at t_k = k/12, where A is the annuity of
 *   shared/annuity.ts at annualRate/12/100 and monthlyFee a recurring charge (e.g. account fee).
 * Included costs follow the decree (interest, disbursement/processing, valuation, land-registry and
 * obligatory account fees); notary fees, prepayment fees and late interest are excluded.
 *
 * Solving: ../shared/monthly-flows-rate.ts, the same equation for any monthly flows (the subsidised
 * packages' THM uses it too): unique root, bracketed from the nominal rate, Newton steps with
 * bisection as the fallback. Without fees THM = (1 + r/12)^12 − 1 exactly.
 * Rounding: lenders show two decimals; the directive asks for at least one, rounding half up.
 */
import { FinanceInputError } from '../shared/errors';
import { annuityPayment, monthlyRateFromAnnualPercent } from '../shared/annuity';
import { withDefaults } from '../shared/validate';
import { annualRateOfMonthlyFlows } from '../shared/monthly-flows-rate';
import { LOAN_LIMITS, THM_DEFAULTS, THM_DISPLAY_DECIMALS } from './constants';
import { LOAN_LABELS, LOAN_MESSAGES } from './strings';
import { checkLoanFields } from './validate-loan';
import type { ThmInput } from './inputs';

export type { ThmInput } from './inputs';

/** Result of {@link thm}. */
export interface ThmResult {
  /** THM in percent, rounded half up to 2 decimals as lenders show it (6.54 means 6,54 %). */
  thm: number;
  /** THM in percent, unrounded (solver tolerance ≈ 1e-13). */
  thmExact: number;
  /** Instalment without the monthly fee (Ft). */
  monthlyPayment: number;
  /** Instalment plus monthly fee, the amount paid each month (Ft). */
  monthlyOutflow: number;
  /** Sum of the one-off fees (Ft). */
  upfrontFees: number;
  /** loanAmount − upfrontFees: what the borrower effectively receives (Ft). */
  netDisbursed: number;
  /** Total amount payable ('teljes visszafizetendő összeg'): all instalments, monthly and upfront fees (Ft). */
  totalPayable: number;
  /** Total cost of credit ('teljes hiteldíj'): totalPayable − loanAmount (Ft). */
  totalCost: number;
}

/** Rounds half up (away from zero) to `decimals`, the directive's rule for showing the APR. */
function roundHalfUp(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
}

/** The Hungarian THM (APR) of a level-annuity loan with upfront and monthly fees; Decree 83/2010. */
export function thm(input?: ThmInput): ThmResult {
  const filled = withDefaults<Required<ThmInput>>(THM_DEFAULTS, input, LOAN_LABELS);
  const { loanAmount, years, annualRate, disbursementFee, valuationFee, landRegistryFee, otherFees, monthlyFee } =
    checkLoanFields(filled, [
      'loanAmount',
      'years',
      'annualRate',
      'disbursementFee',
      'valuationFee',
      'landRegistryFee',
      'otherFees',
      'monthlyFee',
    ]);
  const upfrontFees = disbursementFee + valuationFee + landRegistryFee + otherFees;
  const netDisbursed = loanAmount - upfrontFees;
  // At least 1 Ft must be paid out, else no finite rate equates the two sides.
  if (netDisbursed < LOAN_LIMITS.minMoney) {
    throw new FinanceInputError('loanAmount', LOAN_LABELS.loanAmount, LOAN_MESSAGES.feesReachLoan());
  }

  const months = years * 12;
  const monthlyRate = monthlyRateFromAnnualPercent(annualRate);
  const monthlyPayment = annuityPayment(loanAmount, monthlyRate, months);
  const monthlyOutflow = monthlyPayment + monthlyFee;
  const flows = [netDisbursed, ...Array.from({ length: months }, () => -monthlyOutflow)];
  // Never null: the payout is at least 1 Ft (above) and every instalment is positive (a loan of at least 1 Ft).
  const thmExact = annualRateOfMonthlyFlows(flows, monthlyRate)!;
  const totalPayable = months * monthlyOutflow + upfrontFees;
  return {
    thm: roundHalfUp(thmExact, THM_DISPLAY_DECIMALS),
    thmExact,
    monthlyPayment,
    monthlyOutflow,
    upfrontFees,
    netDisbursed,
    totalPayable,
    totalCost: totalPayable - loanAmount,
  };
}
