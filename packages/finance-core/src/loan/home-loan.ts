/**
 * Home-loan calculator ('Lakáshitel kalkulátor': its schedule row and constants, docs/product.md#home-loan):
 * the return on buying a property with a mortgage, compared with investing the down payment.
 *
 * Conventions (n = 12 · years months, k = 1…n, payments at the end of each month):
 * - Loan L = price − downPayment. Monthly rate r = annualRate / 12 / 100 (docs/product.md#home-loan, the banks' "havi
 *   kamat"). Level annuity A = L·r / (1 − (1+r)^−n), A = L/n at r = 0 (shared/annuity.ts).
 * - Balance B_k from the closed form of `remainingBalance` (capped at B_{k−1} against ulp noise), so
 *   B_n = 0 exactly and B never rises.
 *   Principal part of month k: B_{k−1} − B_k; interest part: A − principal (= r·B_{k−1}).
 * - Property value V_k = price · (1+a)^(k/12): the annual appreciation a compounded monthly at the
 *   equivalent monthly factor (1+a)^(1/12), so that one year adds exactly a (compounding a/12 would
 *   give (1+a/12)^12 − 1 > a). The same convention grows the alternative investment.
 * - Base scenario: buying gives equity E_k = V_k − B_k (no selling costs); the alternative invests the
 *   down payment only, W_k = downPayment · (1+q)^(k/12). The instalments are treated as the cost of
 *   housing (they replace a rent) and are not invested; for renting and investing the difference use
 *   the rent-or-buy module.
 * - Cash invested C_k = downPayment + k·A: what the buyer has paid in so far.
 * - Net gain of month k: G_k = (V_k − V_{k−1}) − interest_k = E_k − E_{k−1} − A. Paying principal
 *   only moves cash into equity, so it is not a gain; interest is the cost of the leverage.
 * - cumulativeROE_k = (E_k − C_k) / C_k = (G_1 + … + G_k) / C_k: profit per forint paid in so far.
 * - monthlyROE_k = G_k / C_k: the month's profit per forint paid in so far, so the monthly figures
 *   weighted by C_k add up to the cumulative one. Both ROEs are fractions (0.1 = 10 %).
 *   Why not ΔE/E_{k−1}: it counts the principal repaid, the buyer's own cash, as a gain; and E_{k−1}
 *   is 0 when the whole price is borrowed and negative when the property falls below the balance.
 *   C_k cannot be 0: validation keeps price ≥ 1 Ft, so either downPayment > 0 or L ≥ 1 Ft and A > 0.
 * References: annuity and amortisation, e.g. Brealey–Myers–Allen, Principles of Corporate Finance,
 * ch. 2; ROE as net income over equity invested, with the equity read as the cash paid in.
 */
import { annuityPayment, monthlyRateFromAnnualPercent, remainingBalance } from '../shared/annuity';
import { withDefaults } from '../shared/validate';
import { LOAN_DEFAULTS, LOAN_TIE_TOLERANCE_HUF } from './constants';
import { LOAN_LABELS } from './strings';
import { checkDownPayment, checkLoanFields } from './validate-loan';
import type { HomeLoanInput } from './inputs';

export type { HomeLoanInput } from './inputs';

/** One month of the schedule: the fields of docs/product.md#home-loan plus the payment split and the base scenario. */
export interface LoanScheduleRow {
  /** Month number, 1…n. */
  month: number;
  /** The month's instalment (Ft). */
  payment: number;
  /** Interest part of the instalment (Ft). */
  interest: number;
  /** Principal part of the instalment (Ft). */
  principal: number;
  /** Outstanding loan after this month's payment (Ft). */
  loanBalance: number;
  /** Property value at the end of the month (Ft). */
  propertyPrice: number;
  /** propertyPrice − loanBalance (Ft). */
  equity: number;
  /** Down payment plus all instalments paid so far (Ft). */
  cashInvested: number;
  /** The month's appreciation minus its interest (Ft); see the module notes. */
  netGain: number;
  /** (equity − cashInvested) / cashInvested, a fraction. */
  cumulativeROE: number;
  /** netGain / cashInvested, a fraction. */
  monthlyROE: number;
  /** The down payment invested at the alternative return instead (Ft). */
  alternativeValue: number;
}

/** One year of the schedule: stocks at the end of the year, flows summed over its months. */
export interface LoanYearRow {
  /** Year number, 1…years. */
  year: number;
  /** Instalments paid in the year (Ft). */
  payment: number;
  /** Interest paid in the year (Ft). */
  interest: number;
  /** Principal repaid in the year (Ft). */
  principal: number;
  /** Appreciation minus interest over the year (Ft). */
  netGain: number;
  /** Outstanding loan at the end of the year (Ft). */
  loanBalance: number;
  /** Property value at the end of the year (Ft). */
  propertyPrice: number;
  /** Equity at the end of the year (Ft). */
  equity: number;
  /** Cash paid in up to the end of the year (Ft). */
  cashInvested: number;
  /** Cumulative ROE at the end of the year, a fraction. */
  cumulativeROE: number;
  /** The year's netGain / cashInvested at its end, a fraction (the yearly analogue of monthlyROE). */
  yearlyROE: number;
  /** Alternative investment at the end of the year (Ft). */
  alternativeValue: number;
}

/** Which side of the base scenario ends with more wealth. */
export type LoanVerdict = 'buy' | 'alternative' | 'equal';

/** The base scenario's outcome at the end of the term. */
export interface HomeLoanSummary {
  /** Equity at the end of the term = final property value (the loan is repaid) (Ft). */
  finalEquity: number;
  /** The down payment invested for the term (Ft). */
  finalAlternativeValue: number;
  /** finalEquity − finalAlternativeValue (Ft); positive when buying ends richer. */
  difference: number;
  /** 'equal' when the two differ by less than half a forint. */
  better: LoanVerdict;
  /** Cumulative ROE at the end of the term, a fraction. */
  finalCumulativeROE: number;
}

/** Result of {@link homeLoan}. */
export interface HomeLoanResult {
  /** The input with defaults filled in. */
  input: Required<HomeLoanInput>;
  /** price − downPayment (Ft). */
  loanAmount: number;
  /** loanAmount / price, the HFM loan-to-value ratio, a fraction. */
  loanToValue: number;
  /** Number of monthly payments. */
  months: number;
  /** Monthly interest rate, a fraction (annualRate / 1200). */
  monthlyRate: number;
  /** Level monthly instalment ('Havi törlesztő') (Ft). */
  monthlyPayment: number;
  /** Sum of all instalments (Ft). */
  totalPaid: number;
  /** totalPaid − loanAmount (Ft). */
  totalInterest: number;
  /** One row per month 1…months. */
  schedule: LoanScheduleRow[];
  /** One row per year 1…years, derived from the schedule (for charts and CSV). */
  yearly: LoanYearRow[];
  /** The base scenario at the end of the term. */
  summary: HomeLoanSummary;
}

/** Fills the docs/product.md#home-loan defaults and validates; throws {@link FinanceInputError} naming the bad field. */
export function resolveHomeLoanInput(input: HomeLoanInput | undefined): Required<HomeLoanInput> {
  const filled = withDefaults<Required<HomeLoanInput>>(LOAN_DEFAULTS, input, LOAN_LABELS);
  const checked = checkLoanFields(filled, [
    'price',
    'downPayment',
    'annualRate',
    'appreciation',
    'alternativeReturn',
    'years',
  ]);
  checkDownPayment(checked.price, checked.downPayment);
  return checked;
}

/** Value after `months` months of an amount growing at `annualPercent` a year, compounded monthly. */
export function grow(amount: number, annualPercent: number, months: number): number {
  return amount * Math.pow(1 + annualPercent / 100, months / 12);
}

/** Mortgage schedule, base scenario (buy vs. invest the down payment) and ROE series; docs/product.md#home-loan. */
export function homeLoan(input?: HomeLoanInput): HomeLoanResult {
  const resolved = resolveHomeLoanInput(input);
  const { price, downPayment, annualRate, appreciation, alternativeReturn, years } = resolved;
  const loanAmount = price - downPayment;
  const months = years * 12;
  const monthlyRate = monthlyRateFromAnnualPercent(annualRate);
  const monthlyPayment = annuityPayment(loanAmount, monthlyRate, months);

  const schedule: LoanScheduleRow[] = [];
  let previousBalance = loanAmount;
  let previousPrice = price;
  for (let month = 1; month <= months; month++) {
    // The closed form is exact to a few ulps of L; when (1+r)^n is huge (e.g. 100 % over 37 years) the
    // true early repayment is smaller than that and the balance could tick up by an ulp. Capping keeps
    // the principal part ≥ 0 so that no "−0 Ft" reaches the table.
    const loanBalance = Math.min(previousBalance, remainingBalance(loanAmount, monthlyRate, months, month));
    const propertyPrice = grow(price, appreciation, month);
    const principal = previousBalance - loanBalance;
    const interest = monthlyPayment - principal;
    const equity = propertyPrice - loanBalance;
    const cashInvested = downPayment + month * monthlyPayment;
    const netGain = propertyPrice - previousPrice - interest;
    schedule.push({
      month,
      payment: monthlyPayment,
      interest,
      principal,
      loanBalance,
      propertyPrice,
      equity,
      cashInvested,
      netGain,
      cumulativeROE: (equity - cashInvested) / cashInvested,
      monthlyROE: netGain / cashInvested,
      alternativeValue: grow(downPayment, alternativeReturn, month),
    });
    previousBalance = loanBalance;
    previousPrice = propertyPrice;
  }

  const totalPaid = months * monthlyPayment;
  return {
    input: resolved,
    loanAmount,
    loanToValue: loanAmount / price,
    months,
    monthlyRate,
    monthlyPayment,
    totalPaid,
    totalInterest: totalPaid - loanAmount,
    schedule,
    yearly: yearlyRows(schedule),
    summary: finalSummary(resolved, monthlyPayment),
  };
}

/**
 * The base scenario at the end of the term without the schedule (the sensitivity sweeps need only
 * this): the loan is repaid (balance 0, as the schedule's last row), so the equity is the home's value;
 * the same arithmetic as the schedule's last row, so the numbers are identical.
 */
function finalSummary(resolved: Required<HomeLoanInput>, monthlyPayment: number): HomeLoanSummary {
  const { price, downPayment, appreciation, alternativeReturn, years } = resolved;
  const months = years * 12;
  const equity = grow(price, appreciation, months);
  const alternativeValue = grow(downPayment, alternativeReturn, months);
  const cashInvested = downPayment + months * monthlyPayment;
  const difference = equity - alternativeValue;
  return {
    finalEquity: equity,
    finalAlternativeValue: alternativeValue,
    difference,
    better: Math.abs(difference) < LOAN_TIE_TOLERANCE_HUF ? 'equal' : difference > 0 ? 'buy' : 'alternative',
    finalCumulativeROE: (equity - cashInvested) / cashInvested,
  };
}

/** {@link homeLoan}'s instalment, total interest and summary, without building the schedule. */
export function homeLoanTotals(
  input?: HomeLoanInput,
): Pick<HomeLoanResult, 'monthlyPayment' | 'totalInterest' | 'summary'> {
  const resolved = resolveHomeLoanInput(input);
  const months = resolved.years * 12;
  const loanAmount = resolved.price - resolved.downPayment;
  const monthlyPayment = annuityPayment(loanAmount, monthlyRateFromAnnualPercent(resolved.annualRate), months);
  return {
    monthlyPayment,
    totalInterest: months * monthlyPayment - loanAmount,
    summary: finalSummary(resolved, monthlyPayment),
  };
}

/** Groups whole years of a monthly schedule: end-of-year stocks, flows summed over the year. */
function yearlyRows(schedule: readonly LoanScheduleRow[]): LoanYearRow[] {
  const rows: LoanYearRow[] = [];
  for (let start = 0; start < schedule.length; start += 12) {
    const months = schedule.slice(start, start + 12);
    const end = months[months.length - 1]!;
    const sum = (pick: (r: LoanScheduleRow) => number) => months.reduce((s, r) => s + pick(r), 0);
    const netGain = sum((r) => r.netGain);
    rows.push({
      year: start / 12 + 1,
      payment: sum((r) => r.payment),
      interest: sum((r) => r.interest),
      principal: sum((r) => r.principal),
      netGain,
      loanBalance: end.loanBalance,
      propertyPrice: end.propertyPrice,
      equity: end.equity,
      cashInvested: end.cashInvested,
      cumulativeROE: end.cumulativeROE,
      yearlyROE: netGain / end.cashInvested,
      alternativeValue: end.alternativeValue,
    });
  }
  return rows;
}
