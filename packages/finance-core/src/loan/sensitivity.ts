/**
 * Sensitivity of the home-loan outcome (docs/product.md#home-loan): three one-at-a-time sweeps around the
 * user's input — appreciation 0–10 %, down payment 5–40 % of the price, term 10–40 years
 * ({@link LOAN_SENSITIVITY}). Every point re-runs {@link homeLoan} exactly (no approximation); the
 * other inputs stay as given.
 */
import { LOAN_SENSITIVITY, type LoanSweepRange } from './constants';
import { homeLoanTotals, resolveHomeLoanInput, type HomeLoanInput } from './home-loan';

/** One point of a sweep: the swept value and the key outcomes of {@link homeLoan} there. */
export interface LoanSensitivityPoint {
  /** The swept value: appreciation in %, down payment in % of the price, or term in years. */
  x: number;
  /** Level monthly instalment (Ft). */
  monthlyPayment: number;
  /** Total interest over the term (Ft). */
  totalInterest: number;
  /** Equity at the end of the term (Ft). */
  finalEquity: number;
  /** The down payment invested for the term (Ft). */
  finalAlternativeValue: number;
  /** finalEquity − finalAlternativeValue (Ft). */
  difference: number;
  /** Cumulative ROE at the end of the term, a fraction. */
  finalCumulativeROE: number;
}

/** Result of {@link loanSensitivity}: one series per sweep of docs/product.md#home-loan. */
export interface LoanSensitivity {
  /** Appreciation 0…10 % (x in percent). */
  appreciation: LoanSensitivityPoint[];
  /** Down payment 5…40 % of the price (x in percent of the price). */
  downPayment: LoanSensitivityPoint[];
  /** Term 10…40 years (x in years). */
  term: LoanSensitivityPoint[];
}

/** from, from + step, …, to; computed by index so that no rounding error accumulates. */
function sweepValues({ from, to, step }: LoanSweepRange): number[] {
  return Array.from({ length: Math.floor((to - from) / step + 1e-9) + 1 }, (_, i) => from + i * step);
}

function point(x: number, input: HomeLoanInput): LoanSensitivityPoint {
  const { monthlyPayment, totalInterest, summary } = homeLoanTotals(input);
  return {
    x,
    monthlyPayment,
    totalInterest,
    finalEquity: summary.finalEquity,
    finalAlternativeValue: summary.finalAlternativeValue,
    difference: summary.difference,
    finalCumulativeROE: summary.finalCumulativeROE,
  };
}

/** The three docs/product.md#home-loan sensitivity sweeps around `input` (validated like {@link homeLoan}). */
export function loanSensitivity(input?: HomeLoanInput): LoanSensitivity {
  const base = resolveHomeLoanInput(input);
  const sweep = (range: LoanSweepRange, at: (x: number) => HomeLoanInput) =>
    sweepValues(range).map((x) => point(x, { ...base, ...at(x) }));
  return {
    appreciation: sweep(LOAN_SENSITIVITY.appreciation, (x) => ({ appreciation: x })),
    downPayment: sweep(LOAN_SENSITIVITY.downPaymentPercent, (x) => ({ downPayment: (base.price * x) / 100 })),
    term: sweep(LOAN_SENSITIVITY.termYears, (x) => ({ years: x })),
  };
}
