/**
 * Validation of loan inputs: one rule per field, so every public function checks a field the same way
 * and names it by the same label. Bounds: {@link LOAN_LIMITS}.
 */
import { FinanceInputError } from '../shared/errors';
import { checkNumber, type NumberRule } from '../shared/validate';
import { LOAN_LIMITS } from './constants';
import { LOAN_LABELS, LOAN_MESSAGES, type LoanField } from './strings';

const money: NumberRule = { min: 0, max: LOAN_LIMITS.maxMoney };
const positiveMoney: NumberRule = { min: LOAN_LIMITS.minMoney, max: LOAN_LIMITS.maxMoney };
const ratePercent: NumberRule = { min: LOAN_LIMITS.minRatePercent, max: LOAN_LIMITS.maxRatePercent };
const wholeYears = (min: number): NumberRule => ({ min, max: LOAN_LIMITS.maxYears, integer: true });

const RULES: Record<LoanField, NumberRule> = {
  price: positiveMoney,
  downPayment: money,
  annualRate: ratePercent,
  appreciation: ratePercent,
  alternativeReturn: ratePercent,
  years: wholeYears(1),
  loanAmount: positiveMoney,
  disbursementFee: money,
  valuationFee: money,
  landRegistryFee: money,
  otherFees: money,
  monthlyFee: money,
  // 0 is a variable-rate loan: the rate may change right after disbursement.
  fixationYears: wholeYears(0),
  monthlyNetIncome: positiveMoney,
  existingMonthlyPayments: money,
  creditLineLimits: money,
};

/**
 * Checks the given fields of `input` against their rules and returns them typed as numbers; throws a
 * {@link FinanceInputError} naming the first bad field by its label.
 */
export function checkLoanFields<T extends Partial<Record<LoanField, unknown>>, K extends keyof T & LoanField>(
  input: T,
  fields: readonly K[],
): { [P in K]: number } {
  const out = {} as { [P in K]: number };
  for (const field of fields) out[field] = checkNumber(input[field], field, LOAN_LABELS[field], RULES[field]);
  return out;
}

/** Throws unless 0 ≤ downPayment ≤ price (both already range-checked). */
export function checkDownPayment(price: number, downPayment: number): void {
  if (downPayment > price) {
    throw new FinanceInputError('downPayment', LOAN_LABELS.downPayment, LOAN_MESSAGES.downPaymentAbovePrice);
  }
}
