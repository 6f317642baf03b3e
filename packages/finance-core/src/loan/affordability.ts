/**
 * "Mekkora hitelt kaphatok?" — what a household can borrow and buy under the MNB debt brake in force on
 * a day (MNB Decree 32/2014. (IX. 10.); every figure is a dated rule in ../rules/debt-brake.ts). The
 * debt brake itself is {@link debtBrake} in ./debt-brake.ts: this module only asks it questions, so the
 * two can never disagree on a rule.
 *
 * Notation: I = household income (the borrowers' net monthly incomes summed), D = other debt service
 * (existing instalments + credit-line limits × the monthly share the rules count, 5 %), j(I) = the JTM
 * limit for the fixation at income I (a lower one below the income threshold T, a higher one from T on),
 * h = the HFM limit of the case (80 %, or 90 % for a first home or a green loan), r = annualRate / 1200,
 * n = 12 · years, A(L) = annuityPayment(L, r, n), F = own funds, P = a price.
 *
 * - Largest loan under the JTM: L_JTM = debtBrake's maxLoanByPaymentToIncome, the L whose instalment
 *   fills the room j(I) · I − D (never below the amount exempt from the JTM check). It does not depend
 *   on the price.
 * - Without own funds: the largest loan is L_JTM (binding: the JTM); it needs a home worth at least
 *   ⌈L_JTM / h⌉ and own funds of that price − L_JTM (the HFM).
 * - With own funds F (and no price): a home P = F + L passes the HFM while L ≤ h · (F + L), i.e.
 *   L ≤ h · F / (1 − h). The largest loan is min(L_JTM, ⌊h · F / (1 − h)⌋) and the dearest home
 *   F + that loan; the binding rule is the own funds (through the HFM) when the second is smaller,
 *   else the JTM.
 * - With a price P: the largest loan on it is min(⌊h · P⌋, L_JTM) (debtBrake's maxLoan; binding HFM or
 *   JTM), the smallest own funds P − that. The loan needed is P − F with own funds, else ⌊h · P⌋ (the
 *   plan with the least own funds). More own funds: max(0, P − maxLoan − F). More income, closed form
 *   with the threshold's jump: the needed instalment room is R = A(N) + D; below the threshold it takes
 *   I_low = R / j_low, from it I_high = R / j_high (j_high ≥ j_low, so I_high ≤ I_low). The smallest
 *   income that passes is I_low when I_low < T; otherwise no income below T passes, and it is
 *   max(T, I_high) — exactly T when the jump alone lifts the limit enough. It is rounded up to whole
 *   forints and then checked with debtBrake at that income and one forint less (the JTM test is
 *   monotone in the income: a higher income has an equal or higher limit and a lower ratio), so the
 *   answer passes and one forint less does not. Income cannot help when N > ⌊h · P⌋: the HFM then
 *   needs more own funds whatever the income.
 * - The income cliff: the JTM limit and the largest loan at T − 1 Ft and at T (the same other debts,
 *   rate and term), and T − I when the household is below T.
 *
 * The borrowers' incomes are summed and the sum is compared with the threshold, as lenders do for a
 * borrower and a co-borrower (adóstárs); the sources in docs/rules.md do not state this rule
 * explicitly. A case outside the rules is an answer (not affordable, with the numbers); bad input is a
 * {@link FinanceInputError} naming the field.
 *
 * For the screens (widget, site, embed): `messages` is the whole answer in Hungarian sentences;
 * `maxLoan`, `maxLoanMonthlyPayment`, `dearestHome` and `binding` are the headline; `target` is the
 * "what would it take" panel for a price; `cliff` the income-threshold panel (limits and loans either
 * side of the threshold, and the income still missing); `rules` the footnotes, each with its first day
 * and source. Field labels: LOAN_LABELS (including `coBorrowerMonthlyNetIncome` and `ownFunds`) and
 * LOAN_TO_VALUE_CASE_OPTIONS; an error's `field` is the input property to mark. `input` is the input
 * resolved (date included) and gives the same answer when passed again, so it can go in a share link.
 */
import { annuityPayment, monthlyRateFromAnnualPercent } from '../shared/annuity';
import { FinanceInputError } from '../shared/errors';
import { checkNumber, withDefaults, type NumberRule } from '../shared/validate';
import { rulesDate, RULES_DATE_LABEL, type IsoDate, type RuleCitation } from '../rules';
import { DEBT_BRAKE_DEFAULTS, LOAN_LIMITS, type LoanToValueCase } from './constants';
import { debtBrake, type DebtBrakeResult } from './debt-brake';
import { AFFORDABILITY_LABELS, AFFORDABILITY_TEXT, LOAN_LABELS, LOAN_TO_VALUE_CASE_LABEL } from './strings';
import { checkLoanFields } from './validate-loan';
import type { AffordabilityInput } from './inputs';

export type { AffordabilityInput } from './inputs';

/**
 * Defaults of {@link affordability}: the debt brake's (the spec's rate and term, a 5-year fixation, the
 * general HFM case) and no other debts; the income has none, and own funds and a price are optional.
 * Kept here, not in constants.ts: read from DEBT_BRAKE_DEFAULTS, it would be evaluated in every bundle
 * that loads the loan constants, the size-budgeted loan embed included.
 */
export const AFFORDABILITY_DEFAULTS: Readonly<AffordabilityInput> = /* @__PURE__ */ Object.freeze({
  monthlyNetIncome: undefined,
  coBorrowerMonthlyNetIncome: 0,
  existingMonthlyPayments: DEBT_BRAKE_DEFAULTS.existingMonthlyPayments,
  creditLineLimits: DEBT_BRAKE_DEFAULTS.creditLineLimits,
  annualRate: DEBT_BRAKE_DEFAULTS.annualRate,
  years: DEBT_BRAKE_DEFAULTS.years,
  fixationYears: DEBT_BRAKE_DEFAULTS.fixationYears,
  loanToValueCase: DEBT_BRAKE_DEFAULTS.loanToValueCase,
  ownFunds: undefined,
  price: undefined,
  date: undefined,
});

/** The input with defaults filled in; `ownFunds` and `price` are null when not given. */
export interface ResolvedAffordabilityInput {
  monthlyNetIncome: number;
  coBorrowerMonthlyNetIncome: number;
  existingMonthlyPayments: number;
  creditLineLimits: number;
  annualRate: number;
  years: number;
  fixationYears: number;
  loanToValueCase: LoanToValueCase;
  ownFunds: number | null;
  price: number | null;
  date: IsoDate;
}

/**
 * What limits the answer: the JTM (income), the HFM on a given price (the home's value), or the own
 * funds (which, through the HFM, cap the home when no price is given).
 */
export type AffordabilityBinding = 'paymentToIncome' | 'loanToValue' | 'ownFunds';

/** The dearest home the own funds and the debt brake allow together. */
export interface DearestHome {
  /** F + loan (Ft). */
  price: number;
  /** The loan on it (Ft, whole forints). */
  loan: number;
  /** The own funds, all of them (Ft). */
  ownFunds: number;
  /** The loan's level instalment (Ft). */
  monthlyPayment: number;
}

/** The answer for a given price. */
export interface AffordabilityTarget {
  price: number;
  /** The largest loan on this price: min(HFM, JTM) (Ft, whole forints). */
  maxLoan: number;
  /** The HFM alone on this price (Ft, whole forints). */
  maxLoanByLoanToValue: number;
  /** Which limit sets maxLoan (the HFM on a tie). */
  binding: 'loanToValue' | 'paymentToIncome';
  /** price − maxLoan: the least own funds that buy this home (Ft). */
  minOwnFunds: number;
  /** price − own funds with own funds given, else the HFM's largest loan (the plan with the least own funds) (Ft). */
  loanNeeded: number;
  /** The loan needed passes the debt brake (own funds given); null without own funds. */
  affordable: boolean | null;
  /** max(0, minOwnFunds − own funds), 0 when affordable: more own funds that would buy it (Ft; all of minOwnFunds without own funds). */
  extraOwnFundsNeeded: number;
  /**
   * The smallest household income (whole forints) at which the loan needed passes the JTM: 0 when the
   * loan is small enough to be exempt from the JTM; null when no income can do it (the HFM refuses
   * the loan, or it would take more than the largest accepted income).
   */
  incomeNeeded: number | null;
  /** max(0, incomeNeeded − household income) (Ft a month); null with incomeNeeded. */
  extraIncomeNeeded: number | null;
  /** The income needed is the threshold itself: reaching it lifts the JTM limit enough. */
  reachedByThresholdJump: boolean;
}

/** The JTM income threshold in force and what it means for this household. */
export interface IncomeCliff {
  /** The threshold in force on the day (Ft a month). */
  threshold: number;
  /** The JTM limit for this fixation one forint below it, in percent. */
  limitBelowPercent: number;
  /** The JTM limit at it, in percent. */
  limitAtPercent: number;
  /** The largest loan (JTM alone) at an income of threshold − 1 Ft. */
  maxLoanBelow: number;
  /** The largest loan (JTM alone) at an income of exactly the threshold. */
  maxLoanAt: number;
  /** maxLoanAt − maxLoanBelow: what the last forint of income adds (Ft). */
  loanJump: number;
  /** The household income is below the threshold. */
  householdBelow: boolean;
  /** threshold − household income while below it, else 0 (Ft a month). */
  extraIncomeToThreshold: number;
}

/** Result of {@link affordability}. */
export interface AffordabilityResult {
  input: ResolvedAffordabilityInput;
  /** The incomes summed (Ft a month). */
  householdIncome: number;
  /** What the credit-line limits count as a month (Ft). */
  creditLineMonthly: number;
  /** Existing instalments + creditLineMonthly (Ft a month). */
  otherMonthlyDebt: number;
  /** The JTM limit for this household, in percent. */
  paymentToIncomeLimitPercent: number;
  /** The largest new instalment the JTM allows (Ft a month, at least 0). */
  maxMonthlyPayment: number;
  /** The HFM limit of the case, a fraction. */
  loanToValueLimit: number;
  /** The largest loan under the JTM alone (Ft, whole forints). */
  maxLoanByPaymentToIncome: number;
  /** The largest loan the household can use: the JTM's, or less when the own funds cap the home (Ft). */
  maxLoan: number;
  /** The instalment of maxLoan (Ft). */
  maxLoanMonthlyPayment: number;
  /** The cheapest home on which maxLoan passes the HFM: ⌈maxLoan / h⌉ (Ft). */
  minPriceForMaxLoan: number;
  /** minPriceForMaxLoan − maxLoan: the own funds that loan needs at least (Ft). */
  minOwnFundsForMaxLoan: number;
  /** The dearest home with the own funds given; null without them. */
  dearestHome: DearestHome | null;
  /** What sets the answer: for a price the HFM or the JTM on it; without one the own funds or the JTM. */
  binding: AffordabilityBinding;
  /** The answer for the price given; null without one. */
  target: AffordabilityTarget | null;
  /** The income threshold, plainly. */
  cliff: IncomeCliff;
  /** The answer in Hungarian sentences, for the screen. */
  messages: string[];
  /** The rules every figure rests on, in force on `input.date`. */
  rules: RuleCitation[];
}

/** How many forints debtBrake may move the closed-form income (see incomeForLoan). */
const ROUNDING_STEPS = 4;

/** The on-screen names of the input fields, for the error messages. */
const FIELD_LABELS = {
  ...LOAN_LABELS,
  ...AFFORDABILITY_LABELS,
  loanToValueCase: LOAN_TO_VALUE_CASE_LABEL,
  date: RULES_DATE_LABEL,
};

/** A sum of money, as the loan fields take it. */
const MONEY: NumberRule = { min: 0, max: LOAN_LIMITS.maxMoney };

/** Fills the defaults and checks every field; throws {@link FinanceInputError} naming the first bad one. */
function resolveInput(input: AffordabilityInput | undefined): ResolvedAffordabilityInput {
  const filled = withDefaults<AffordabilityInput>(AFFORDABILITY_DEFAULTS, input, FIELD_LABELS);
  const date = rulesDate(filled.date);
  // Without an income debtBrake refuses, with its own message: the JTM cannot do without one.
  if (filled.monthlyNetIncome === undefined) debtBrake({ date });
  const checked = checkLoanFields(filled, [
    'monthlyNetIncome',
    'existingMonthlyPayments',
    'creditLineLimits',
    'annualRate',
    'years',
    'fixationYears',
  ]);
  const coBorrowerLabel = AFFORDABILITY_LABELS.coBorrowerMonthlyNetIncome;
  const coBorrowerMonthlyNetIncome = checkNumber(
    filled.coBorrowerMonthlyNetIncome,
    'coBorrowerMonthlyNetIncome',
    coBorrowerLabel,
    MONEY,
  );
  if (checked.monthlyNetIncome + coBorrowerMonthlyNetIncome > LOAN_LIMITS.maxMoney) {
    throw new FinanceInputError('coBorrowerMonthlyNetIncome', coBorrowerLabel, AFFORDABILITY_TEXT.incomesTooLarge());
  }
  // null (a result's `input`) means not given, as undefined does.
  const ownFunds =
    filled.ownFunds == null ? null : checkNumber(filled.ownFunds, 'ownFunds', AFFORDABILITY_LABELS.ownFunds, MONEY);
  const price = filled.price == null ? null : checkLoanFields(filled, ['price']).price;
  // The case is checked by debtBrake, which names it; it is only passed on here.
  return {
    ...checked,
    coBorrowerMonthlyNetIncome,
    loanToValueCase: filled.loanToValueCase as LoanToValueCase,
    ownFunds,
    price,
    date,
  };
}

/**
 * What a household can borrow and buy under the MNB debt brake in force on the day: the largest loan,
 * the dearest home with the own funds, which rule binds, how much more income or own funds a given
 * price takes, and the JTM income threshold's cliff. Formulas: the module header.
 * @throws FinanceInputError naming the field: a missing or non-positive income, any field outside the
 *   home loan's ranges, an unknown HFM case, or a date before the rules we know.
 */
export function affordability(input: AffordabilityInput): AffordabilityResult {
  const resolved = resolveInput(input);
  const { annualRate, years, ownFunds, price } = resolved;
  const householdIncome = resolved.monthlyNetIncome + resolved.coBorrowerMonthlyNetIncome;
  const r = monthlyRateFromAnnualPercent(annualRate);
  const months = years * 12;

  /** The debt brake at an income, for a home `atPrice` with a loan of `loan` (the JTM figures do not depend on them). */
  const brake = (income: number, atPrice = price ?? 1, loan = 0): DebtBrakeResult =>
    debtBrake({
      price: atPrice,
      downPayment: atPrice - loan,
      annualRate,
      years,
      fixationYears: resolved.fixationYears,
      monthlyNetIncome: income,
      existingMonthlyPayments: resolved.existingMonthlyPayments,
      creditLineLimits: resolved.creditLineLimits,
      loanToValueCase: resolved.loanToValueCase,
      date: resolved.date,
    });

  const base = brake(householdIncome);
  const h = base.loanToValueLimit;
  const otherMonthlyDebt = resolved.existingMonthlyPayments + base.creditLineMonthly;
  const jtmLoan = base.maxLoanByPaymentToIncome;

  const ownFundsCap = ownFunds === null ? Infinity : Math.floor((h * ownFunds) / (1 - h));
  const maxLoan = Math.min(jtmLoan, ownFundsCap);
  const maxLoanMonthlyPayment = annuityPayment(maxLoan, r, months);
  const minPriceForMaxLoan = Math.ceil(maxLoan / h);
  const dearestHome: DearestHome | null =
    ownFunds === null
      ? null
      : { price: ownFunds + maxLoan, loan: maxLoan, ownFunds, monthlyPayment: maxLoanMonthlyPayment };

  const cliff = incomeCliff(base, householdIncome, brake);
  const target = price === null ? null : priceTarget(price, ownFunds, householdIncome, otherMonthlyDebt, cliff, brake);
  // What caps the largest loan itself; with a price, `binding` is the price's answer instead, and the
  // second sentence, which speaks of the largest loan, must still name this one.
  const loanBinding: AffordabilityBinding = ownFundsCap < jtmLoan ? 'ownFunds' : 'paymentToIncome';
  const binding: AffordabilityBinding = target ? target.binding : loanBinding;

  const messages = [
    AFFORDABILITY_TEXT.maxLoan(maxLoan, maxLoanMonthlyPayment),
    loanBinding === 'ownFunds'
      ? AFFORDABILITY_TEXT.bindingOwnFunds(h)
      : AFFORDABILITY_TEXT.bindingPaymentToIncome(base.paymentToIncomeLimitPercent, base.maxMonthlyPayment),
    ...(maxLoan === 0
      ? []
      : dearestHome
        ? [AFFORDABILITY_TEXT.dearestHome(dearestHome.price, dearestHome.loan, dearestHome.ownFunds)]
        : [AFFORDABILITY_TEXT.homeForMaxLoan(minPriceForMaxLoan, minPriceForMaxLoan - maxLoan)]),
    ...(target ? AFFORDABILITY_TEXT.target(target, cliff) : []),
    AFFORDABILITY_TEXT.cliff(cliff),
  ];

  return {
    input: resolved,
    householdIncome,
    creditLineMonthly: base.creditLineMonthly,
    otherMonthlyDebt,
    paymentToIncomeLimitPercent: base.paymentToIncomeLimitPercent,
    maxMonthlyPayment: base.maxMonthlyPayment,
    loanToValueLimit: h,
    maxLoanByPaymentToIncome: jtmLoan,
    maxLoan,
    maxLoanMonthlyPayment,
    minPriceForMaxLoan,
    minOwnFundsForMaxLoan: minPriceForMaxLoan - maxLoan,
    dearestHome,
    binding,
    target,
    cliff,
    messages,
    rules: base.rules,
  };
}

type Brake = (income: number, atPrice?: number, loan?: number) => DebtBrakeResult;

/** The JTM limit and the largest loan one forint below the threshold and at it. */
function incomeCliff(base: DebtBrakeResult, householdIncome: number, brake: Brake): IncomeCliff {
  const threshold = base.jtmIncomeThreshold;
  const below = brake(threshold - 1);
  const at = brake(threshold);
  const householdBelow = householdIncome < threshold;
  return {
    threshold,
    limitBelowPercent: below.paymentToIncomeLimitPercent,
    limitAtPercent: at.paymentToIncomeLimitPercent,
    maxLoanBelow: below.maxLoanByPaymentToIncome,
    maxLoanAt: at.maxLoanByPaymentToIncome,
    loanJump: at.maxLoanByPaymentToIncome - below.maxLoanByPaymentToIncome,
    householdBelow,
    extraIncomeToThreshold: householdBelow ? threshold - householdIncome : 0,
  };
}

/** The answer for a price: the largest loan on it, the own funds and the income it takes. */
function priceTarget(
  price: number,
  ownFunds: number | null,
  householdIncome: number,
  otherMonthlyDebt: number,
  cliff: IncomeCliff,
  brake: Brake,
): AffordabilityTarget {
  const onPrice = brake(householdIncome, price);
  const loanNeeded = ownFunds === null ? onPrice.maxLoanByLoanToValue : Math.max(price - ownFunds, 0);
  const affordable = ownFunds === null ? null : brake(householdIncome, price, loanNeeded).allowed;
  const incomeNeeded =
    loanNeeded > onPrice.maxLoanByLoanToValue
      ? null
      : incomeForLoan(loanNeeded, price, otherMonthlyDebt, cliff, onPrice, brake);
  return {
    price,
    maxLoan: onPrice.maxLoan,
    maxLoanByLoanToValue: onPrice.maxLoanByLoanToValue,
    binding: onPrice.binding,
    minOwnFunds: onPrice.minDownPayment,
    loanNeeded,
    affordable,
    // 0 when the brake allows the loan: a sub-forint loan can pass while maxLoan, in whole forints, is 0.
    extraOwnFundsNeeded: affordable ? 0 : Math.max(0, onPrice.minDownPayment - (ownFunds ?? 0)),
    incomeNeeded,
    extraIncomeNeeded: incomeNeeded === null ? null : Math.max(0, incomeNeeded - householdIncome),
    reachedByThresholdJump: incomeNeeded === cliff.threshold && cliff.limitAtPercent > cliff.limitBelowPercent,
  };
}

/**
 * The smallest household income (whole forints) at which `loan` on `price` passes the JTM, by the
 * closed form of the module header, confirmed with debtBrake at the answer and one forint below; 0
 * when the loan is exempt from the check, null when it would take more than the largest income accepted.
 */
function incomeForLoan(
  loan: number,
  price: number,
  otherMonthlyDebt: number,
  cliff: IncomeCliff,
  onPrice: DebtBrakeResult,
  brake: Brake,
): number | null {
  if (!brake(LOAN_LIMITS.minMoney, price, loan).jtmApplies) return 0;
  const passes = (income: number) => brake(income, price, loan).paymentToIncomeOk;
  const { annualRate, years } = onPrice.input;
  const room = annuityPayment(loan, monthlyRateFromAnnualPercent(annualRate), years * 12) + otherMonthlyDebt;
  const incomeBelow = room / (cliff.limitBelowPercent / 100);
  const exact =
    incomeBelow < cliff.threshold ? incomeBelow : Math.max(cliff.threshold, room / (cliff.limitAtPercent / 100));
  if (!(exact <= LOAN_LIMITS.maxMoney)) return null;
  let income = Math.max(LOAN_LIMITS.minMoney, Math.ceil(exact));
  // The closed form is exact up to rounding in the last bits, so debtBrake (which has the last word)
  // moves the answer by a forint at most; the bound only keeps a wrong closed form from looping.
  for (let step = 0; step < ROUNDING_STEPS && income < LOAN_LIMITS.maxMoney && !passes(income); step++) income++;
  for (let step = 0; step < ROUNDING_STEPS && income > LOAN_LIMITS.minMoney && passes(income - 1); step++) income--;
  return passes(income) ? income : null;
}
