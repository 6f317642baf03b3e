/**
 * Prepaying a home loan (előtörlesztés): one-off prepayments and a regular extra payment, applied to
 * keep the instalment (a shorter term) or to keep the end date (a lower instalment), with the fee each
 * prepayment costs under the rules in force on a day, and the goal seek "adósságmentes ekkorra": the
 * smallest regular extra that pays the loan off by a target month.
 *
 * The loan is {@link homeLoan}'s: L = price − downPayment (or `loanAmount` alone, read as a home bought
 * wholly on credit), r = annualRate / 1200, n = 12 · years, the level instalment A = annuityPayment(L, r, n),
 * paid at the end of each month; month 1 is due on `startDate`, month k on startDate + (k − 1) months.
 *
 * Month k, with B the balance after month k − 1:
 * - interest = r · B; the instalment's principal is A − interest, or all of B when that is at least B
 *   or when k = n (the last instalment is then B + interest, at most A);
 * - then the month's prepayment p_k = min(requested, balance left): the one-off prepayments of month
 *   k together plus the regular extra from `extraFromMonth` on, one payment a month;
 * - 'shorterTerm' keeps A, so the loan ends in the first month whose balance reaches 0; 'lowerPayment'
 *   re-amortises what is left over the months left after each prepayment, A ← annuityPayment(B_k, r, n − k),
 *   so it ends in month n.
 * Principal repaid plus prepayments sum to L. The home columns are homeLoan's with the prepayments and
 * fees counted as cash paid in: cashInvested_k = downPayment + Σ (payment + prepayment + fee), and the
 * fee is a cost like interest, netGain_k = (V_k − V_{k−1}) − interest_k − fee_k; so, as in homeLoan,
 * equity_k − cashInvested_k = Σ netGain.
 *
 * Fees (all rules read on `date`, today by default: the rules known for future months are today's):
 * - free (FREE_PREPAYMENT, Fhtv.): a prepayment of at most 200 000 Ft when no free prepayment was made
 *   in the 12 months before ("12 hónaponként egyszer": the free occasion returns 12 months after the last
 *   free one; a larger, charged prepayment does not use it up — one source reads it more strictly, see the
 *   rule's note in ../rules/home-costs.ts). A prepayment above 200 000 Ft is charged on its whole amount.
 *   One month's one-off prepayments and extra payment count as one prepayment.
 * - otherwise share × amount, share = the contract's figure (`contractFeePercent`) capped by the loan
 *   kind's cap: MORTGAGE_PREPAYMENT_FEE_CAP for a market loan, MFL_TERMS' for an MFL loan, the programme's
 *   for Otthon Start and CSOK Plusz (../rules/programmes.ts); without a contract figure, the cap itself.
 *   The fee is paid on top of the prepayment: it does not reduce the balance.
 * interestSaved = the original schedule's interest (the same month-by-month arithmetic, no prepayment)
 * − the new interest; netSaving = interestSaved − fees.
 *
 * Goal seek: with the instalment kept, the month the loan ends is a non-increasing step function of
 * the regular extra E (a larger E leaves a smaller balance every month; fees do not touch the balance).
 * E = ⌈L⌉ pays everything in month `extraFromMonth`, so a target from that month on is reachable; the
 * smallest whole-forint E is found by bisection on the integers (about 40 runs of the schedule), so
 * E pays off by the target and E − 1 Ft does not.
 *
 * For the screens (the loan calculator's prepayment panel): `schedule` has homeLoan's columns, so its
 * table and chart take it as they are, plus `date`, `prepayment` and `fee`; `original` is the loan
 * without prepayments to compare with; `events` lists each month's prepayment with its fee and a
 * Hungarian `explanation`; `messages` is the summary; `rules` the footnotes. Choices:
 * PREPAYMENT_MODE_OPTIONS, PREPAYMENT_LOAN_KIND_OPTIONS; labels: LOAN_LABELS and PREPAYMENT_LABELS. An
 * error's `field` is the input property (`prepayments` for any item of the list, its label naming the
 * item). `input` is the input resolved and gives the same result when passed again.
 */
import { annuityPayment, monthlyRateFromAnnualPercent } from '../shared/annuity';
import { FinanceInputError } from '../shared/errors';
import { checkNumber, withDefaults, type NumberRule } from '../shared/validate';
import {
  addMonths,
  cite,
  CSOK_PLUSZ_TERMS,
  FREE_PREPAYMENT,
  isIsoDate,
  MFL_TERMS,
  MORTGAGE_PREPAYMENT_FEE_CAP,
  OTTHON_START_TERMS,
  requireRule,
  rulesDate,
  RULES_DATE_LABEL,
  type FreePrepayment,
  type IsoDate,
  type RuleCitation,
  type RuleInForce,
} from '../rules';
import {
  LOAN_DEFAULTS,
  LOAN_LIMITS,
  PREPAYMENT_DEFAULTS,
  PREPAYMENT_LOAN_KINDS,
  PREPAYMENT_MODES,
  type PrepaymentLoanKind,
  type PrepaymentMode,
} from './constants';
import { homeColumns } from './home-columns';
import { resolveHomeLoanInput, type LoanScheduleRow } from './home-loan';
import { PREPAYMENT_LABELS, PREPAYMENT_TEXT } from './prepayment-strings';
import { LOAN_LABELS } from './strings';
import { checkLoanFields } from './validate-loan';
import type { OneOffPrepayment, PrepaymentInput } from './inputs';

export type { OneOffPrepayment, PrepaymentInput } from './inputs';

/** The input with defaults filled in and checked; `contractFeePercent` is null when not given. */
export interface ResolvedPrepaymentInput {
  price: number;
  downPayment: number;
  annualRate: number;
  appreciation: number;
  alternativeReturn: number;
  years: number;
  loanAmount: number;
  startDate: IsoDate;
  prepayments: OneOffPrepayment[];
  extraMonthly: number;
  extraFromMonth: number;
  mode: PrepaymentMode;
  loanKind: PrepaymentLoanKind;
  contractFeePercent: number | null;
  date: IsoDate;
}

/** One month of the new schedule: homeLoan's columns, the due day, the prepayment and its fee. */
export interface PrepaymentScheduleRow extends LoanScheduleRow {
  /** The instalment's due day, `yyyy-mm-dd`. */
  date: IsoDate;
  /** The prepayment made after the month's instalment (Ft). */
  prepayment: number;
  /** Its fee (Ft), paid on top. */
  fee: number;
}

/** Why a prepayment costs what it does. */
export type PrepaymentFeeReason = 'free' | 'contract' | 'cap';

/** One month's prepayment and its fee. */
export interface PrepaymentEvent {
  month: number;
  date: IsoDate;
  /** The amount applied (at most the balance left) (Ft). */
  amount: number;
  /** The fee (Ft). */
  fee: number;
  /** The fee as a share of the amount (0 when free). */
  feeShare: number;
  reason: PrepaymentFeeReason;
  /** The reason in Hungarian. */
  explanation: string;
}

/** The loan without prepayments, for comparison. */
export interface OriginalLoan {
  months: number;
  monthlyPayment: number;
  totalInterest: number;
  endDate: IsoDate;
}

/** Result of {@link prepayment}. */
export interface PrepaymentResult {
  input: ResolvedPrepaymentInput;
  loanAmount: number;
  /** annualRate / 1200, a fraction. */
  monthlyRate: number;
  original: OriginalLoan;
  /** One row per month until the loan is repaid. */
  schedule: PrepaymentScheduleRow[];
  /** One per month with a prepayment. */
  events: PrepaymentEvent[];
  /** The new number of instalments: the month the loan is repaid. */
  months: number;
  /** The last instalment's due day. */
  endDate: IsoDate;
  /** original.months − months. */
  monthsSaved: number;
  /** The instalment due the month after the first prepayment: the new instalment (A without prepayments; 0 when it repaid everything). */
  monthlyPayment: number;
  /**
   * The level instalment in force at the end: A when the instalment is kept; with a lower instalment and
   * several prepayments (a regular extra), the last one re-amortised.
   */
  finalMonthlyPayment: number;
  /** Interest of the new schedule (Ft). */
  totalInterest: number;
  /** original.totalInterest − totalInterest (Ft). */
  interestSaved: number;
  /** Prepayments applied (Ft). */
  totalPrepaid: number;
  /** Fees paid (Ft). */
  feesPaid: number;
  /** interestSaved − feesPaid (Ft). */
  netSaving: number;
  /** Instalments + prepayments + fees (Ft). */
  totalPaid: number;
  /** The fee cap of the loan kind, a fraction of the prepaid amount. */
  feeCap: number;
  /** The result in Hungarian sentences. */
  messages: string[];
  /** The rules the fees rest on, in force on `input.date`. */
  rules: RuleCitation[];
}

/** Input of {@link extraPaymentForPayoff}: a month of the loan (1 = the first instalment) or a day. */
export type PayoffTarget = number | IsoDate;

/** Result of {@link extraPaymentForPayoff}. */
export interface PayoffGoalResult {
  /** The goal can be met with a regular extra payment from `extraFromMonth`. */
  reachable: boolean;
  /** The last month the loan may run: the target month, or the last instalment due by the target day (0: none). */
  targetMonth: number;
  /** The smallest regular extra payment that meets the goal, whole forints; null when unreachable. */
  extraMonthly: number | null;
  /** The schedule with that extra (instalment kept); null when unreachable. */
  result: PrepaymentResult | null;
  /** Why the goal cannot be met, in Hungarian; null when it can. */
  reason: string | null;
  /** The answer in Hungarian sentences. */
  messages: string[];
  /** The rules the fees rest on, in force on the input's `date` (also when the goal is unreachable). */
  rules: RuleCitation[];
}

/** The on-screen names of the input fields, for the error messages. */
const FIELD_LABELS = { ...LOAN_LABELS, ...PREPAYMENT_LABELS, date: RULES_DATE_LABEL };

/** The contract's fee, percent of the prepaid amount; the legal cap is applied to it later, not here. */
const FEE_PERCENT: NumberRule = { min: 0, max: 100 };

/** The fields {@link withDefaults} fills: homeLoan's own defaults are applied after the loan's form is known. */
const PREPAYMENT_FIELDS: PrepaymentInput = {
  price: undefined,
  downPayment: undefined,
  annualRate: LOAN_DEFAULTS.annualRate,
  appreciation: LOAN_DEFAULTS.appreciation,
  alternativeReturn: LOAN_DEFAULTS.alternativeReturn,
  years: LOAN_DEFAULTS.years,
  loanAmount: undefined,
  startDate: undefined,
  prepayments: undefined,
  ...PREPAYMENT_DEFAULTS,
  contractFeePercent: undefined,
  date: undefined,
};

/** A choice field's value, or a FinanceInputError naming it. */
function choice<T extends string>(
  value: unknown,
  options: readonly T[],
  field: string,
  message: (v: string) => string,
): T {
  if (typeof value === 'string' && (options as readonly string[]).includes(value)) return value as T;
  throw new FinanceInputError(field, FIELD_LABELS[field as keyof typeof FIELD_LABELS], message(String(value)));
}

/** The one-off prepayments, each month within the term and each amount a valid sum. */
function checkPrepayments(value: unknown, months: number): OneOffPrepayment[] {
  const field = 'prepayments';
  const label = PREPAYMENT_LABELS.prepayments;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new FinanceInputError(field, label, PREPAYMENT_TEXT.notAList());
  if (value.length > LOAN_LIMITS.maxYears * 12) {
    throw new FinanceInputError(field, label, PREPAYMENT_TEXT.tooMany(LOAN_LIMITS.maxYears * 12));
  }
  return value.map((item: unknown, i) => {
    if (item === null || typeof item !== 'object') {
      throw new FinanceInputError(field, label, PREPAYMENT_TEXT.notAnItem(i + 1));
    }
    const { month, amount } = item as Record<string, unknown>;
    return {
      month: checkNumber(month, field, PREPAYMENT_TEXT.itemField(i + 1, 'month'), {
        min: 1,
        max: months,
        integer: true,
      }),
      amount: checkNumber(amount, field, PREPAYMENT_TEXT.itemField(i + 1, 'amount'), {
        min: 0,
        max: LOAN_LIMITS.maxMoney,
      }),
    };
  });
}

/** Fills the defaults and checks every field; throws {@link FinanceInputError} naming the first bad one. */
function resolveInput(input: PrepaymentInput | undefined): ResolvedPrepaymentInput {
  const filled = withDefaults<PrepaymentInput>(PREPAYMENT_FIELDS, input, FIELD_LABELS);
  const date = rulesDate(filled.date);
  let home: { price: number; downPayment: number };
  if (filled.loanAmount !== undefined) {
    const { loanAmount } = checkLoanFields(filled, ['loanAmount']);
    home = { price: loanAmount, downPayment: 0 };
    // Given with the price and down payment (a result's `input` is), they must say the same.
    if (filled.price !== undefined || filled.downPayment !== undefined) {
      const both = filled.price !== undefined && filled.downPayment !== undefined;
      home = both ? checkLoanFields(filled, ['price', 'downPayment']) : home;
      if (!both || home.price - home.downPayment !== loanAmount) {
        throw new FinanceInputError('loanAmount', LOAN_LABELS.loanAmount, PREPAYMENT_TEXT.loanAmountWithPrice());
      }
    }
  } else {
    home = { price: filled.price ?? LOAN_DEFAULTS.price, downPayment: filled.downPayment ?? LOAN_DEFAULTS.downPayment };
  }
  const loan = resolveHomeLoanInput({
    ...home,
    annualRate: filled.annualRate,
    appreciation: filled.appreciation,
    alternativeReturn: filled.alternativeReturn,
    years: filled.years,
  });
  const loanAmount = loan.price - loan.downPayment;
  if (!(loanAmount >= LOAN_LIMITS.minMoney)) {
    throw new FinanceInputError('downPayment', LOAN_LABELS.downPayment, PREPAYMENT_TEXT.nothingToPrepay());
  }
  const months = loan.years * 12;
  const startDate =
    filled.startDate === undefined
      ? addMonths(date, 1)
      : rulesDate(filled.startDate, 'startDate', PREPAYMENT_LABELS.startDate);
  const extraMonthly = checkNumber(filled.extraMonthly, 'extraMonthly', PREPAYMENT_LABELS.extraMonthly, {
    min: 0,
    max: LOAN_LIMITS.maxMoney,
  });
  const extraFromMonth = checkNumber(filled.extraFromMonth, 'extraFromMonth', PREPAYMENT_LABELS.extraFromMonth, {
    min: 1,
    max: months,
    integer: true,
  });
  const contractFeePercent =
    filled.contractFeePercent == null
      ? null
      : checkNumber(filled.contractFeePercent, 'contractFeePercent', PREPAYMENT_LABELS.contractFeePercent, FEE_PERCENT);
  return {
    ...loan,
    loanAmount,
    startDate,
    prepayments: checkPrepayments(filled.prepayments, months),
    extraMonthly,
    extraFromMonth,
    mode: choice(filled.mode, PREPAYMENT_MODES, 'mode', PREPAYMENT_TEXT.unknownMode),
    loanKind: choice(filled.loanKind, PREPAYMENT_LOAN_KINDS, 'loanKind', PREPAYMENT_TEXT.unknownLoanKind),
    contractFeePercent,
    date,
  };
}

/** The loan's month-by-month arithmetic without the home columns and fees (see the module header). */
interface LoanMonth {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  prepayment: number;
  loanBalance: number;
}

interface Amortisation {
  /** The month the balance reaches 0. */
  months: number;
  /** The rows, when asked for. */
  rows: LoanMonth[];
  /** The instalment due the month after the first prepayment (A without one; 0 when it repaid everything). */
  instalmentAfterFirstPrepayment: number;
  /** The level instalment in force at the end (A with the instalment kept). */
  finalInstalment: number;
  /** The interest of all months. */
  totalInterest: number;
}

/** The loan's terms and the prepayments asked for, month by month. */
interface Plan {
  loanAmount: number;
  monthlyRate: number;
  months: number;
  mode: PrepaymentMode;
  /** One-off prepayments requested per month (index = month; 0 unused). */
  oneOff: Float64Array;
  extraMonthly: number;
  extraFromMonth: number;
}

/** Runs the schedule; `collect` false keeps only the month it ends (the goal seek's many runs). */
function amortise(plan: Plan, collect: boolean): Amortisation {
  const { loanAmount, monthlyRate: r, months: n, mode, oneOff, extraMonthly, extraFromMonth } = plan;
  const rows: LoanMonth[] = [];
  let balance = loanAmount;
  let instalment = annuityPayment(loanAmount, r, n);
  let afterFirst: number | null = null;
  let totalInterest = 0;
  for (let month = 1; month <= n; month++) {
    const interest = r * balance;
    totalInterest += interest;
    const due = instalment - interest;
    const last = month === n || due >= balance;
    const principal = last ? balance : due;
    const payment = last ? balance + interest : instalment;
    balance -= principal;
    const requested = oneOff[month]! + (month >= extraFromMonth ? extraMonthly : 0);
    const prepayment = Math.min(requested, balance);
    balance -= prepayment;
    if (collect) rows.push({ month, payment, interest, principal, prepayment, loanBalance: balance });
    if (balance <= 0) {
      const afterFirstPrepayment = afterFirst ?? (prepayment > 0 ? 0 : instalment);
      return {
        months: month,
        rows,
        instalmentAfterFirstPrepayment: afterFirstPrepayment,
        finalInstalment: instalment,
        totalInterest,
      };
    }
    if (prepayment > 0) {
      if (mode === 'lowerPayment') instalment = annuityPayment(balance, r, n - month);
      afterFirst ??= instalment;
    }
  }
  // Unreachable: month n repays the whole balance.
  return {
    months: n,
    rows,
    instalmentAfterFirstPrepayment: afterFirst ?? instalment,
    finalInstalment: instalment,
    totalInterest,
  };
}

/** The plan of a resolved input, with `extraMonthly` replaced when given. */
function planOf(input: ResolvedPrepaymentInput, extraMonthly = input.extraMonthly): Plan {
  const months = input.years * 12;
  const oneOff = new Float64Array(months + 1);
  for (const p of input.prepayments) oneOff[p.month]! += p.amount;
  return {
    loanAmount: input.loanAmount,
    monthlyRate: monthlyRateFromAnnualPercent(input.annualRate),
    months,
    mode: input.mode,
    oneOff,
    extraMonthly,
    extraFromMonth: input.extraFromMonth,
  };
}

/** The fee terms of a loan kind on a day: the cap on the share, the free allowance, and their rules. */
interface FeeTerms {
  cap: number;
  free: FreePrepayment;
  rules: RuleInForce<unknown>[];
}

function feeTerms(kind: PrepaymentLoanKind, date: IsoDate): FeeTerms {
  const free = requireRule(FREE_PREPAYMENT, date);
  let cap: { share: number; rule: RuleInForce<unknown> };
  if (kind === 'mfl') {
    const rule = requireRule(MFL_TERMS, date);
    cap = { share: rule.value.prepaymentFeeShare, rule };
  } else if (kind === 'otthonStart') {
    const rule = requireRule(OTTHON_START_TERMS, date);
    cap = { share: rule.value.prepaymentFeeShare, rule };
  } else if (kind === 'csokPlusz') {
    const rule = requireRule(CSOK_PLUSZ_TERMS, date);
    cap = { share: rule.value.prepaymentFeeShare, rule };
  } else {
    const rule = requireRule(MORTGAGE_PREPAYMENT_FEE_CAP, date);
    cap = { share: rule.value, rule };
  }
  return { cap: cap.share, free: free.value, rules: [free, cap.rule] };
}

/** The fee of each month's prepayment, in order (the free allowance depends on the earlier ones); `dates[i]` is row i's due day. */
function prepaymentFees(
  rows: readonly LoanMonth[],
  dates: readonly IsoDate[],
  input: ResolvedPrepaymentInput,
  terms: FeeTerms,
): Map<number, PrepaymentEvent> {
  const events = new Map<number, PrepaymentEvent>();
  const contract = input.contractFeePercent === null ? null : input.contractFeePercent / 100;
  const charged = contract === null ? terms.cap : Math.min(contract, terms.cap);
  const reason: PrepaymentFeeReason = contract !== null && contract <= terms.cap ? 'contract' : 'cap';
  const explanation =
    reason === 'contract'
      ? PREPAYMENT_TEXT.fee.contract(charged)
      : PREPAYMENT_TEXT.fee.cap(charged, input.loanKind, contract);
  const freeExplanation = PREPAYMENT_TEXT.fee.free(terms.free.amount, terms.free.periodMonths);
  let lastFree = -Infinity;
  for (const [i, row] of rows.entries()) {
    if (!(row.prepayment > 0)) continue;
    const date = dates[i]!;
    if (row.prepayment <= terms.free.amount && row.month - lastFree >= terms.free.periodMonths) {
      lastFree = row.month;
      events.set(row.month, {
        month: row.month,
        date,
        amount: row.prepayment,
        fee: 0,
        feeShare: 0,
        reason: 'free',
        explanation: freeExplanation,
      });
    } else {
      events.set(row.month, {
        month: row.month,
        date,
        amount: row.prepayment,
        fee: charged * row.prepayment,
        feeShare: charged,
        reason,
        explanation,
      });
    }
  }
  return events;
}

/** The sum of one field over rows. */
const total = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((s, row) => s + pick(row), 0);

/** The schedule, fees and savings of a resolved input (shared by {@link prepayment} and the goal seek). */
function prepaymentOf(input: ResolvedPrepaymentInput): PrepaymentResult {
  const plan = planOf(input);
  const terms = feeTerms(input.loanKind, input.date);
  const original = amortise({ ...plan, extraMonthly: 0, oneOff: new Float64Array(plan.months + 1) }, false);
  const run = amortise(plan, true);
  // addMonths is the costliest step of a long schedule: once per row.
  const dates = run.rows.map((row) => addMonths(input.startDate, row.month - 1));
  const events = prepaymentFees(run.rows, dates, input, terms);

  const { startDate } = input;
  const schedule: PrepaymentScheduleRow[] = [];
  let cashInvested = input.downPayment;
  let previousPrice = input.price;
  for (const [i, row] of run.rows.entries()) {
    const fee = events.get(row.month)?.fee ?? 0;
    cashInvested += row.payment + row.prepayment + fee;
    // A fee is a cost of the month like its interest.
    const home = homeColumns(input, row.month, row.loanBalance, cashInvested, row.interest + fee, previousPrice);
    schedule.push({
      month: row.month,
      date: dates[i]!,
      payment: row.payment,
      interest: row.interest,
      principal: row.principal,
      prepayment: row.prepayment,
      fee,
      loanBalance: row.loanBalance,
      ...home,
    });
    previousPrice = home.propertyPrice;
  }

  const originalInterest = original.totalInterest;
  const totalInterest = run.totalInterest;
  const feesPaid = total([...events.values()], (e) => e.fee);
  const totalPrepaid = total(run.rows, (r) => r.prepayment);
  const interestSaved = originalInterest - totalInterest;
  const endDate = dates[run.months - 1]!;
  const originalPayment = annuityPayment(plan.loanAmount, plan.monthlyRate, plan.months);
  const monthsSaved = original.months - run.months;
  const messages = [
    ...(input.mode === 'shorterTerm' || monthsSaved > 0 ? [PREPAYMENT_TEXT.shorter(monthsSaved, endDate)] : []),
    ...(input.mode === 'lowerPayment'
      ? [PREPAYMENT_TEXT.lower(run.instalmentAfterFirstPrepayment, run.finalInstalment, originalPayment)]
      : []),
    PREPAYMENT_TEXT.savings(interestSaved, feesPaid, interestSaved - feesPaid),
  ];

  return {
    input,
    loanAmount: input.loanAmount,
    monthlyRate: plan.monthlyRate,
    original: {
      months: original.months,
      monthlyPayment: originalPayment,
      totalInterest: originalInterest,
      endDate: addMonths(startDate, original.months - 1),
    },
    schedule,
    events: [...events.values()],
    months: run.months,
    endDate,
    monthsSaved,
    monthlyPayment: run.instalmentAfterFirstPrepayment,
    finalMonthlyPayment: run.finalInstalment,
    totalInterest,
    interestSaved,
    totalPrepaid,
    feesPaid,
    netSaving: interestSaved - feesPaid,
    totalPaid: total(run.rows, (r) => r.payment + r.prepayment) + feesPaid,
    feeCap: terms.cap,
    messages,
    rules: terms.rules.map(cite),
  };
}

/**
 * Prepayments of a home loan: the new schedule (homeLoan's columns plus the prepayment and fee of each
 * month), each prepayment's fee and why, the interest saved, the fees, the new end date and instalment,
 * on the fee rules in force on `date`. Formulas and conventions: the module header.
 * @throws FinanceInputError naming the field: a loan given both as an amount and as price and down
 *   payment, a month outside the term, an unknown mode or loan kind, any number out of range, a date
 *   before the rules of the loan kind.
 */
export function prepayment(input?: PrepaymentInput): PrepaymentResult {
  return prepaymentOf(resolveInput(input));
}

/** The target as a month of the loan: a month number as given, a day as the last instalment due by it. */
function targetMonth(target: unknown, input: ResolvedPrepaymentInput): number {
  const months = input.years * 12;
  if (typeof target === 'number') {
    return checkNumber(target, 'target', PREPAYMENT_LABELS.target, {
      min: 1,
      max: LOAN_LIMITS.maxYears * 12,
      integer: true,
    });
  }
  if (!isIsoDate(target)) throw new FinanceInputError('target', PREPAYMENT_LABELS.target, PREPAYMENT_TEXT.badTarget());
  let month = 0;
  while (month < months && addMonths(input.startDate, month) <= target) month++;
  return month;
}

/**
 * "Adósságmentes ekkorra": the smallest regular monthly extra payment (whole forints, from the input's
 * `extraFromMonth`, with its one-off prepayments kept and the instalment kept) that repays the loan by
 * `target` — a month of the loan (1 = the first instalment) or a day (`yyyy-mm-dd`, the last instalment
 * due on or before it). A target the extra payment cannot reach is an answer (`reachable: false` with
 * the reason), not an error. Method: the module header.
 * @throws FinanceInputError naming the field, as {@link prepayment}, or `target` when it is neither a
 *   month number nor a day.
 */
export function extraPaymentForPayoff(input: PrepaymentInput | undefined, target: PayoffTarget): PayoffGoalResult {
  const resolved = { ...resolveInput(input), mode: 'shorterTerm' as const };
  const goal = targetMonth(target, resolved);
  const endsBy = (extra: number) => amortise(planOf(resolved, extra), false).months <= goal;
  const answer = (extra: number): PayoffGoalResult => {
    const result = prepaymentOf({ ...resolved, extraMonthly: extra });
    return {
      reachable: true,
      targetMonth: goal,
      extraMonthly: extra,
      result,
      reason: null,
      messages: [PREPAYMENT_TEXT.payoff(extra, result.endDate)],
      rules: result.rules,
    };
  };
  const unreachable = (reason: string): PayoffGoalResult => ({
    reachable: false,
    targetMonth: goal,
    extraMonthly: null,
    result: null,
    reason,
    messages: [reason],
    rules: feeTerms(resolved.loanKind, resolved.date).rules.map(cite),
  });

  if (endsBy(0)) return answer(0);
  if (goal < 1) return unreachable(PREPAYMENT_TEXT.targetBeforeFirstPayment(resolved.startDate));
  if (goal < resolved.extraFromMonth)
    return unreachable(PREPAYMENT_TEXT.targetBeforeExtra(resolved.extraFromMonth, goal));
  // endsBy(0) is false and endsBy(⌈L⌉) true (it repays everything in month extraFromMonth ≤ goal).
  let fails = 0;
  let meets = Math.ceil(resolved.loanAmount);
  while (meets - fails > 1) {
    const mid = Math.floor((fails + meets) / 2);
    if (endsBy(mid)) meets = mid;
    else fails = mid;
  }
  return answer(meets);
}
