/**
 * The full MNB debt brake for a forint home loan (MNB Decree 32/2014. (IX. 10.)), on the rules in force
 * on a given day (../rules/debt-brake.ts holds every figure with its date and source): is the loan
 * allowed at all, and what is the largest loan that would be, given the income, the price and the
 * fixation.
 *
 * Conventions (L = price − downPayment, r = annualRate / 1200, n = 12 · years):
 * - HFM = L / price ≤ h: h from the case (general, first home, green) in force on the day; a case not
 *   yet in force that day falls back to the general limit.
 * - Instalment A(L) = annuityPayment(L, r, n) (shared/annuity.ts), the level annuity at the initial rate.
 * - Debt service = A(L) + existing instalments + credit-line limits × the monthly share the rules count
 *   (5 %): JTM = debt service / monthly net income ≤ j, j from the fixation and the income against the
 *   threshold in force (a fixation of at least the term counts as fixed to the end, the longest band);
 *   a green loan fixed for at least 10 years has the green limit whatever the income.
 * - A loan not above the exempt amount (550 000 Ft from 2026) needs no JTM check.
 * - Largest allowed loan L* = min(h · price, the L whose instalment fills the JTM room), rounded DOWN
 *   to whole forints so that L* itself passes both tests. Inverting the annuity:
 *   L_JTM = room · (1 − (1+r)^−n) / r  (room · n at r = 0), room = j · income − other debt service.
 * A check passes within 1e-12 of its limit (relative: under 1 Ft for any accepted amount), so a loan
 * computed to sit exactly on the limit is not refused by the last bit of a division.
 */
import { FinanceInputError } from '../shared/errors';
import { annuityPayment, monthlyRateFromAnnualPercent } from '../shared/annuity';
import { formatHuf, formatPercent } from '../shared/format';
import { withDefaults } from '../shared/validate';
import {
  cite,
  CREDIT_LINE_MONTHLY_SHARE,
  HFM_FIRST_HOME,
  HFM_GREEN,
  HFM_STANDARD,
  JTM_BANDS,
  JTM_EXEMPT_LOAN_AMOUNT,
  JTM_GREEN_LIMIT,
  JTM_INCOME_THRESHOLD,
  requireRule,
  ruleOn,
  rulesDate,
  RULES_DATE_LABEL,
  type IsoDate,
  type RuleCitation,
  type RuleInForce,
} from '../rules';
import { DEBT_BRAKE_DEFAULTS, LOAN_TO_VALUE_CASES, type LoanToValueCase } from './constants';
import { LOAN_LABELS, LOAN_TO_VALUE_CASE_LABEL } from './strings';
import { checkDownPayment, checkLoanFields } from './validate-loan';

/** Input of {@link debtBrake}. Every field but the income is optional. */
export interface DebtBrakeInput {
  /** Property price (market value) in forints ('Ingatlan ára'). @default 50000000 */
  price?: number;
  /** Down payment in forints ('Önerő'); the loan is price − downPayment. @default 10000000 */
  downPayment?: number;
  /** Annual interest rate in percent during the fixation ('Éves kamat'). @default 7.5 */
  annualRate?: number;
  /** Term in whole years ('Futamidő'). @default 30 */
  years?: number;
  /** Fixation period in whole years, 0 = variable; ≥ years means fixed to the end ('Kamatfixálás'). @default 5 */
  fixationYears?: number;
  /** Regular monthly net income in forints ('Havi nettó jövedelem'). Required: the JTM needs it. */
  monthlyNetIncome?: number;
  /** Instalments of the borrower's other loans, Ft a month ('Meglévő havi törlesztések'). @default 0 */
  existingMonthlyPayments?: number;
  /** Credit-card and overdraft limits together, Ft ('Hitelkártya- és folyószámlakeretek'); the rules count a share a month. @default 0 */
  creditLineLimits?: number;
  /** The HFM case: the general 80 %, or 90 % for a first-time home buyer or a green loan. @default 'standard' */
  loanToValueCase?: LoanToValueCase;
  /** The day whose rules apply, `yyyy-mm-dd` ('A szabályok napja'). @default today in Hungary */
  date?: IsoDate;
}

/** Which limit sets the largest loan. */
export type DebtBrakeBinding = 'loanToValue' | 'paymentToIncome';

/** Result of {@link debtBrake}. */
export interface DebtBrakeResult {
  /** The input with defaults filled in (`date` is the day whose rules applied). */
  input: Required<DebtBrakeInput>;
  /** price − downPayment (Ft). */
  loanAmount: number;
  /** The level instalment of that loan (Ft). */
  monthlyPayment: number;
  /** loanAmount / price, a fraction. */
  loanToValue: number;
  /** The HFM limit that applies, a fraction (0.8 or 0.9). */
  loanToValueLimit: number;
  /** What the credit-card and overdraft limits count as a month (Ft). */
  creditLineMonthly: number;
  /** (monthlyPayment + existing instalments + creditLineMonthly) / income, in percent. */
  paymentToIncomePercent: number;
  /** The JTM limit that applies, in percent (25, 30, 35, 40, 50 or 60). */
  paymentToIncomeLimitPercent: number;
  /** The income threshold in force: at or above it the higher JTM limits apply (Ft). */
  jtmIncomeThreshold: number;
  /** False when the loan is not above the amount exempt from the JTM check (the check is then passed). */
  jtmApplies: boolean;
  /** True when the fixation covers the whole term (the longest JTM band applies). */
  fixedToEnd: boolean;
  /** The HFM test passes. */
  loanToValueOk: boolean;
  /** The JTM test passes. */
  paymentToIncomeOk: boolean;
  /** Both pass: the loan is allowed. */
  allowed: boolean;
  /** The largest loan under the HFM alone (Ft, whole forints). */
  maxLoanByLoanToValue: number;
  /** The largest loan under the JTM alone (Ft, whole forints; 0 when other debts fill the room). */
  maxLoanByPaymentToIncome: number;
  /** The largest allowed loan: the smaller of the two (Ft). */
  maxLoan: number;
  /** Which limit sets it (the HFM on a tie). */
  binding: DebtBrakeBinding;
  /** The smallest down payment for this price: price − maxLoan (Ft). */
  minDownPayment: number;
  /** The largest instalment the JTM allows for this loan: limit · income − existing instalments, at least 0 (Ft). */
  maxMonthlyPayment: number;
  /** Hungarian sentences, one per failed test (empty when allowed). */
  messages: string[];
  /** The rules every figure above rests on, in force on `input.date`. */
  rules: RuleCitation[];
}

/** Relative slack of the two tests (see the module header). */
const LIMIT_SLACK = 1e-12;

/** The on-screen names of the input fields, for the error messages. */
const FIELD_LABELS = { ...LOAN_LABELS, loanToValueCase: LOAN_TO_VALUE_CASE_LABEL, date: RULES_DATE_LABEL };

/** Input of {@link loanToValueTest}: the HFM alone, which needs no income. */
export type LoanToValueInput = Pick<DebtBrakeInput, 'price' | 'downPayment' | 'loanToValueCase' | 'date'>;

/** Result of {@link loanToValueTest} (the same fields in {@link DebtBrakeResult}). */
export interface LoanToValueResult {
  /** price − downPayment (Ft). */
  loanAmount: number;
  /** loanAmount / price, a fraction. */
  loanToValue: number;
  /** The HFM limit that applies, a fraction (0.8 or 0.9). */
  loanToValueLimit: number;
  /** The HFM test passes. */
  loanToValueOk: boolean;
  /** The largest loan under the HFM (Ft, whole forints). */
  maxLoanByLoanToValue: number;
  /** The HFM rule applied (the general one where the case was not yet in force). */
  loanToValueRule: RuleCitation;
}

/**
 * The loan-to-value half of the debt brake (HFM) on its own, for when the income is not known yet:
 * whether the loan passes it and the largest loan it allows. {@link debtBrake} applies the same test.
 * @throws FinanceInputError on a bad price, down payment or case.
 */
export function loanToValueTest(input: LoanToValueInput = {}): LoanToValueResult {
  const filled = withDefaults({ ...DEBT_BRAKE_DEFAULTS, date: undefined as IsoDate | undefined }, input, FIELD_LABELS);
  const date = rulesDate(filled.date);
  const { price, downPayment } = checkLoanFields(filled, ['price', 'downPayment']);
  checkDownPayment(price, downPayment);
  const ltvCase: unknown = filled.loanToValueCase;
  if (typeof ltvCase !== 'string' || !(LOAN_TO_VALUE_CASES as readonly string[]).includes(ltvCase)) {
    throw new FinanceInputError(
      'loanToValueCase',
      LOAN_TO_VALUE_CASE_LABEL,
      `${LOAN_TO_VALUE_CASE_LABEL}: ismeretlen kategória („${String(ltvCase)}”). Választható: ${LOAN_TO_VALUE_CASES.join(', ')}.`,
    );
  }
  const rule = loanToValueRule(ltvCase as LoanToValueCase, date);
  const loanToValueLimit = rule.limit;
  const loanAmount = price - downPayment;
  const loanToValue = loanAmount / price;
  return {
    loanAmount,
    loanToValue,
    loanToValueLimit,
    loanToValueOk: loanToValue <= loanToValueLimit * (1 + LIMIT_SLACK),
    maxLoanByLoanToValue: Math.floor(loanToValueLimit * price * (1 + LIMIT_SLACK)),
    loanToValueRule: cite(rule.rule),
  };
}

/** The HFM limit of a case on a day, and the rule it comes from. */
function loanToValueRule(ltvCase: LoanToValueCase, date: IsoDate): { limit: number; rule: RuleInForce<unknown> } {
  if (ltvCase === 'firstHome') {
    const first = ruleOn(HFM_FIRST_HOME, date);
    if (first) return { limit: first.value.limit, rule: first };
  }
  if (ltvCase === 'green') {
    const green = ruleOn(HFM_GREEN, date);
    if (green) return { limit: green.value, rule: green };
  }
  const standard = requireRule(HFM_STANDARD, date);
  return { limit: standard.value, rule: standard };
}

/** The JTM limit on a day and the rules it comes from. */
interface JtmLimit {
  limitPercent: number;
  threshold: number;
  rules: RuleInForce<unknown>[];
}

function jtmLimit(fixationYears: number, monthlyNetIncome: number, date: IsoDate, green: boolean): JtmLimit {
  const bands = requireRule(JTM_BANDS, date);
  const threshold = requireRule(JTM_INCOME_THRESHOLD, date);
  const band = bands.value.find((b) => fixationYears >= b.fromFixationYears)!;
  const greenRule = green && fixationYears >= 10 ? ruleOn(JTM_GREEN_LIMIT, date) : undefined;
  if (greenRule)
    return { limitPercent: greenRule.value, threshold: threshold.value, rules: [greenRule, threshold, bands] };
  return {
    limitPercent: monthlyNetIncome >= threshold.value ? band.fromThreshold : band.belowThreshold,
    threshold: threshold.value,
    rules: [threshold, bands],
  };
}

/**
 * The JTM limit in percent for a fixation (in years, Infinity when fixed to the end) and an income, on
 * the rules in force on `date` (today in Hungary by default).
 * @throws FinanceInputError on a negative or non-numeric fixation, an income that is not a positive
 *   finite number, or a date before the rules we know.
 */
export function paymentToIncomeLimitPercent(fixationYears: number, monthlyNetIncome: number, date?: IsoDate): number {
  if (fixationYears !== Infinity) checkLoanFields({ fixationYears }, ['fixationYears']);
  checkLoanFields({ monthlyNetIncome }, ['monthlyNetIncome']);
  return jtmLimit(fixationYears, monthlyNetIncome, rulesDate(date), false).limitPercent;
}

/** Present value of `months` level payments of `payment` at monthly rate r: the loan that payment repays. */
function loanForPayment(payment: number, r: number, months: number): number {
  if (!(payment > 0)) return 0;
  // annuityPayment is linear in the principal: L = payment / A(1 Ft) inverts it with the same formula.
  return payment / annuityPayment(1, r, months);
}

/**
 * Whether the loan passes the MNB debt brake (HFM and JTM) and the largest loan that would, for the
 * income, the price and the fixation. Formulas: the module header; the rules: ../rules/debt-brake.ts.
 * @throws FinanceInputError naming the field: a missing or non-positive income, a down payment above
 *   the price, an unknown HFM case, or any field outside the home loan's ranges.
 */
export function debtBrake(input: DebtBrakeInput): DebtBrakeResult {
  const filled = withDefaults<DebtBrakeInput>(
    { ...DEBT_BRAKE_DEFAULTS, monthlyNetIncome: undefined, date: undefined },
    input,
    FIELD_LABELS,
  );
  const date = rulesDate(filled.date);
  if (filled.monthlyNetIncome === undefined) {
    const label = LOAN_LABELS.monthlyNetIncome;
    throw new FinanceInputError(
      'monthlyNetIncome',
      label,
      `${label}: adja meg, a jövedelemarányos törlesztési mutatóhoz szükséges.`,
    );
  }
  const {
    price,
    downPayment,
    annualRate,
    years,
    fixationYears,
    monthlyNetIncome,
    existingMonthlyPayments,
    creditLineLimits,
  } = checkLoanFields(filled, [
    'price',
    'downPayment',
    'annualRate',
    'years',
    'fixationYears',
    'monthlyNetIncome',
    'existingMonthlyPayments',
    'creditLineLimits',
  ]);
  // The HFM, and the checks of the down payment and the case, exactly as loanToValueTest alone.
  const hfm = loanToValueTest({ price, downPayment, loanToValueCase: filled.loanToValueCase, date });
  const creditShare = creditLineLimits > 0 ? requireRule(CREDIT_LINE_MONTHLY_SHARE, date) : undefined;
  const creditLineMonthly = creditLineLimits * (creditShare?.value ?? 0);
  const otherDebt = existingMonthlyPayments + creditLineMonthly;
  const exempt = ruleOn(JTM_EXEMPT_LOAN_AMOUNT, date);

  const months = years * 12;
  const r = monthlyRateFromAnnualPercent(annualRate);
  const { loanToValueOk, maxLoanByLoanToValue } = hfm;
  const monthlyPayment = annuityPayment(hfm.loanAmount, r, months);
  const fixedToEnd = fixationYears >= years;
  const jtm = jtmLimit(
    fixedToEnd ? Infinity : fixationYears,
    monthlyNetIncome,
    date,
    filled.loanToValueCase === 'green',
  );
  const limitPercent = jtm.limitPercent;
  const jtmApplies = !exempt || hfm.loanAmount > exempt.value;

  const paymentToIncomePercent = ((monthlyPayment + otherDebt) / monthlyNetIncome) * 100;
  const paymentToIncomeOk = !jtmApplies || paymentToIncomePercent <= limitPercent * (1 + LIMIT_SLACK);

  const maxMonthlyPayment = Math.max((limitPercent / 100) * monthlyNetIncome - otherDebt, 0);
  // A loan up to the exempt amount needs no JTM check, so the JTM never limits below it.
  const maxLoanByPaymentToIncome = Math.max(
    Math.floor(loanForPayment(maxMonthlyPayment, r, months) * (1 + LIMIT_SLACK)),
    exempt?.value ?? 0,
  );
  const binding: DebtBrakeBinding =
    maxLoanByLoanToValue <= maxLoanByPaymentToIncome ? 'loanToValue' : 'paymentToIncome';
  const maxLoan = Math.min(maxLoanByLoanToValue, maxLoanByPaymentToIncome);

  const messages: string[] = [];
  if (!loanToValueOk) {
    messages.push(
      `Hitelfedezeti mutató: a hitel az ingatlan árának ${formatPercent(hfm.loanToValue)}-a, de legfeljebb ${formatPercent(hfm.loanToValueLimit, 0)} lehet ` +
        `(MNB 32/2014. rendelet); legalább ${formatHuf(price - maxLoanByLoanToValue)} önerő kell.`,
    );
  }
  if (!paymentToIncomeOk) {
    messages.push(
      `Jövedelemarányos törlesztőrészlet-mutató: a havi törlesztések a nettó jövedelem ${formatPercent(paymentToIncomePercent / 100)}-át ` +
        `tennék ki, de legfeljebb ${formatPercent(limitPercent / 100, 0)} lehet (MNB 32/2014. rendelet); ` +
        `ez legfeljebb ${formatHuf(maxMonthlyPayment)} új havi törlesztőrészletet enged.`,
    );
  }

  return {
    input: {
      price,
      downPayment,
      annualRate,
      years,
      fixationYears,
      monthlyNetIncome,
      existingMonthlyPayments,
      creditLineLimits,
      loanToValueCase: filled.loanToValueCase as LoanToValueCase,
      date,
    },
    loanAmount: hfm.loanAmount,
    loanToValue: hfm.loanToValue,
    loanToValueLimit: hfm.loanToValueLimit,
    loanToValueOk: hfm.loanToValueOk,
    maxLoanByLoanToValue: hfm.maxLoanByLoanToValue,
    monthlyPayment,
    creditLineMonthly,
    paymentToIncomePercent,
    paymentToIncomeLimitPercent: limitPercent,
    jtmIncomeThreshold: jtm.threshold,
    jtmApplies,
    fixedToEnd,
    paymentToIncomeOk,
    allowed: loanToValueOk && paymentToIncomeOk,
    maxLoanByPaymentToIncome,
    maxLoan,
    binding,
    minDownPayment: price - maxLoan,
    maxMonthlyPayment,
    messages,
    rules: [
      hfm.loanToValueRule,
      ...jtm.rules.map(cite),
      ...(creditShare ? [cite(creditShare)] : []),
      ...(exempt ? [cite(exempt)] : []),
    ],
  };
}
