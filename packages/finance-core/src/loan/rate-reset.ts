/**
 * Rate-reset stress test: what happens to the instalment when the fixation period (kamatperiódus)
 * ends and the rate rises by {@link RATE_RESET_SHOCKS} percentage points.
 *
 * Conventions (n = 12 · years, f = 12 · fixationYears months):
 * - Before the reset: level annuity A = annuityPayment(L, r, n) at r = annualRate / 1200.
 * - At the reset the bank re-computes the annuity on the outstanding balance B_f =
 *   remainingBalance(L, r, n, f) over the remaining n − f months at r' = (annualRate + shock) / 1200:
 *   A' = B_f · r' / (1 − (1 + r')^−(n−f)).
 * - fixationYears = 0 is a variable-rate loan (the rate may change right away: B_0 = L over n months).
 * - Bankmonitor's rule: when the term is not longer than the fixation, the loan is fixed to the end;
 *   the rate cannot change, so every shock leaves the instalment as it is (`fixedToEnd`, with a note).
 *   A fixation longer than the term is therefore accepted rather than rejected: a 10-year-fixed
 *   product taken for 8 years is simply fixed to the end.
 * - JTM (jövedelemarányos törlesztési mutató, MNB Decree 32/2014) = instalment / monthly net income,
 *   in percent, before and after the reset; only when the income is given.
 */
import { annuityPayment, monthlyRateFromAnnualPercent, remainingBalance } from '../shared/annuity';
import { withDefaults } from '../shared/validate';
import { RATE_RESET_DEFAULTS, RATE_RESET_SHOCKS } from './constants';
import { LOAN_LABELS, LOAN_MESSAGES } from './strings';
import { checkLoanFields } from './validate-loan';
import type { RateResetInput } from './inputs';

export type { RateResetInput } from './inputs';

/** The instalment after one rate shock. */
export interface RateResetScenario {
  /** The shock in percentage points (+1, +2, +4). */
  shock: number;
  /** Annual rate after the reset, in percent (unchanged when fixed to the end). */
  newRate: number;
  /** Instalment after the reset (Ft). */
  newPayment: number;
  /** newPayment − the instalment before the reset (Ft). */
  change: number;
  /** change relative to the instalment before the reset, in percent. */
  changePercent: number;
  /** Payment-to-income ratio after the reset in percent, or null without an income. */
  jtmAfterPercent: number | null;
}

/** Result of {@link rateResetStress}. */
export interface RateResetResult {
  /** The input with defaults filled in; monthlyNetIncome is null when not given. */
  input: Required<Omit<RateResetInput, 'monthlyNetIncome'>> & { monthlyNetIncome: number | null };
  /** Instalment during the fixation (Ft). */
  initialPayment: number;
  /** Months until the rate may change (the whole term when fixed to the end). */
  fixationMonths: number;
  /** Months left after the reset (0 when fixed to the end). */
  remainingMonths: number;
  /** Outstanding balance when the rate may change (Ft; 0 when fixed to the end). */
  balanceAtReset: number;
  /** True when the term is not longer than the fixation (Bankmonitor: "végig fix"). */
  fixedToEnd: boolean;
  /** Hungarian note to show, e.g. that the loan is fixed to the end; null when there is none. */
  note: string | null;
  /** Payment-to-income ratio before the reset in percent, or null without an income. */
  jtmBeforePercent: number | null;
  /** One scenario per shock of {@link RATE_RESET_SHOCKS}, in that order. */
  scenarios: RateResetScenario[];
}

/** Instalment after the fixation period ends and the rate rises by +1, +2 and +4 points. */
export function rateResetStress(input?: RateResetInput): RateResetResult {
  const filled = withDefaults<RateResetInput>(
    { ...RATE_RESET_DEFAULTS, monthlyNetIncome: undefined },
    input,
    LOAN_LABELS,
  );
  const { loanAmount, annualRate, years, fixationYears } = checkLoanFields(filled, [
    'loanAmount',
    'annualRate',
    'years',
    'fixationYears',
  ]);
  const income =
    filled.monthlyNetIncome === undefined ? null : checkLoanFields(filled, ['monthlyNetIncome']).monthlyNetIncome;

  const months = years * 12;
  const fixedToEnd = fixationYears >= years;
  const fixationMonths = Math.min(fixationYears, years) * 12;
  const remainingMonths = months - fixationMonths;
  const monthlyRate = monthlyRateFromAnnualPercent(annualRate);
  const initialPayment = annuityPayment(loanAmount, monthlyRate, months);
  const balanceAtReset = remainingBalance(loanAmount, monthlyRate, months, fixationMonths);
  const jtm = (payment: number) => (income === null ? null : (payment / income) * 100);

  const scenarios = RATE_RESET_SHOCKS.map((shock): RateResetScenario => {
    const newRate = fixedToEnd ? annualRate : annualRate + shock;
    const newPayment = fixedToEnd
      ? initialPayment
      : annuityPayment(balanceAtReset, monthlyRateFromAnnualPercent(newRate), remainingMonths);
    const change = newPayment - initialPayment;
    return {
      shock,
      newRate,
      newPayment,
      change,
      changePercent: (change / initialPayment) * 100,
      jtmAfterPercent: jtm(newPayment),
    };
  });

  return {
    input: { loanAmount, annualRate, years, fixationYears, monthlyNetIncome: income },
    initialPayment,
    fixationMonths,
    remainingMonths,
    balanceAtReset,
    fixedToEnd,
    note: fixedToEnd ? LOAN_MESSAGES.fixedToEnd : null,
    jtmBeforePercent: jtm(initialPayment),
    scenarios,
  };
}
