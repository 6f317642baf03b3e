/**
 * One loan of a financing plan, month by month, with the programmes' dated events: an interest-only
 * grace period, suspensions at births (the interest of a suspended month is deferred, not forgiven),
 * forgiveness at the n-th birth, and the Babaváró's interest-free status, kept when a child arrives in
 * time and lost (with the interest subsidy repaid) when none does.
 *
 * Conventions (B the principal owed, D the deferred interest, r the borrower's monthly rate =
 * annual / 1200, m the scheduled payment months left; payments at the end of each month):
 * - Births of month k are applied first: forgiveness lowers B (by a fixed amount, at most B, or by a
 *   share of B), a suspension window [max(k, notBeforeMonth), … + months − 1] is opened, and the level
 *   payment is set again for the next paid month.
 * - A suspended month: D += r·B, nothing is paid, m does not fall (the term moves out).
 * - A grace month (k ≤ graceMonths): the interest r·B is paid, no principal; m falls by one.
 * - Any other month, at the level fixed when last (re)set:
 *     annuity A = annuityPayment(B, r, m) (shared/annuity.ts), the payment min(A, r·B + D + B) pays the
 *     interest first, then D, then principal, so the instalment never rises after a suspension and the
 *     term extends instead; without deferred interest the m-th month pays the rest exactly;
 *     straight line (an interest-free Babaváró): principal B/m, the last month the rest.
 *   A guarantee fee of fee%/1200 · B (before the payment) is added to every paid month.
 * - Interest-free loans: while the child deadline runs, the state pays r_c·B a month (r_c the contract
 *   rate); a birth by the deadline keeps the loan interest-free; otherwise, the month after it, the
 *   state's payments fall due at once (as interest), r becomes r_c and the rest is re-levelled as an
 *   annuity over the months left.
 * Principal paid never exceeds B and forgiveness never exceeds B, so B never goes negative; B reaches
 * exactly 0 in the last month, so the principal repaid plus the principal forgiven is the amount.
 */
import { annuityPayment, monthlyRateFromAnnualPercent } from '../shared/annuity';
import { MAX_PLAN_MONTHS } from './constants';
import { EVENT_TEXTS } from './strings';
import type { PlanEvent, PlanLoanKind, PlanRowPart } from './types';

/** A loan's contract and its programme's relief. */
export interface LoanTerms {
  loan: PlanLoanKind;
  amount: number;
  /** The borrower's rate, percent a year; for an interest-free loan the contract rate charged once the status is lost. */
  annualRate: number;
  /** Contract term, months. */
  months: number;
  /** Interest-only months at the start. */
  graceMonths?: number;
  /** Interest-free while a child arrives within `childWithinMonths`; `assumeKept` keeps it regardless (the THM's view). */
  interestFree?: { childWithinMonths: number; assumeKept: boolean };
  /** Guarantee fee, percent a year of the principal owed. */
  guaranteeFeePercent?: number;
  /** Repayment suspended for `months` at a birth (only the first when `firstBirthOnly`), not before `notBeforeMonth`. */
  suspension?: { months: number; firstBirthOnly: boolean; notBeforeMonth: number };
  /** Forgiven at the n-th birth (1-based): a fixed amount or a share of the principal owed. */
  forgiveness?: readonly { birth: number; amount?: number; share?: number }[];
}

/** A loan's months (row i is month i + 1) and events (without calendar months: the plan adds them). */
export interface LoanRun {
  rows: PlanRowPart[];
  events: Omit<PlanEvent, 'calendarMonth'>[];
}

/** The mutable state of a running loan. */
interface State {
  balance: number;
  deferred: number;
  rate: number;
  monthsLeft: number;
  level: number;
  straightLine: boolean;
  relevel: boolean;
  /** Deferred interest has arisen: the contract's end no longer holds. */
  extended: boolean;
  windows: { from: number; to: number }[];
  interestFree: 'running' | 'kept' | 'lost' | 'none';
  /** Interest the state has paid while the child deadline ran. */
  subsidy: number;
}

/** Applies the births of month `month` (their 1-based order in `order`). */
function applyBirth(
  t: LoanTerms,
  s: State,
  month: number,
  order: number,
  suspend: boolean,
  events: LoanRun['events'],
): number {
  if (s.interestFree === 'running' && t.interestFree && month <= t.interestFree.childWithinMonths) {
    s.interestFree = 'kept';
    events.push({ kind: 'interestFreeSecured', month, loan: t.loan, amount: 0, text: EVENT_TEXTS.interestFreeSecured });
  }
  let forgiven = 0;
  const rule = t.forgiveness?.find((f) => f.birth === order);
  if (rule && s.balance > 0) {
    forgiven = rule.share !== undefined ? rule.share * s.balance : Math.min(rule.amount ?? 0, s.balance);
    s.balance -= forgiven;
    s.relevel = true;
    events.push({
      kind: 'forgiveness',
      month,
      loan: t.loan,
      amount: forgiven,
      text: EVENT_TEXTS.forgiveness(t.loan, forgiven),
    });
  }
  const sus = t.suspension;
  if (suspend && sus && (!sus.firstBirthOnly || order === 1) && s.balance > 0) {
    const from = Math.max(month, sus.notBeforeMonth);
    const to = from + sus.months - 1;
    s.windows.push({ from, to });
    s.relevel = true;
    events.push({
      kind: 'suspension',
      month: from,
      loan: t.loan,
      amount: 0,
      text: EVENT_TEXTS.suspension(t.loan, from, to),
    });
  }
  return forgiven;
}

/** Whether `month` falls in one of the suspension windows. */
function inWindow(windows: readonly { from: number; to: number }[], month: number): boolean {
  for (const w of windows) if (w.from <= month && month <= w.to) return true;
  return false;
}

/** One paid (not suspended, not grace) month: returns the interest, deferred interest, principal paid. */
function payMonth(s: State): { interest: number; principal: number } {
  if (s.relevel) {
    const months = Math.max(s.monthsLeft, 1);
    s.level = s.straightLine ? s.balance / months : annuityPayment(s.balance, s.rate, months);
    s.relevel = false;
  }
  const interest = s.rate * s.balance;
  const finalMonth = s.monthsLeft <= 1 && !s.extended;
  if (s.straightLine) {
    const principal = finalMonth ? s.balance : Math.min(s.balance, s.level);
    return { interest, principal };
  }
  if (finalMonth || s.balance === 0 || s.level >= interest + s.deferred + s.balance) {
    // The rest is paid off: settled exactly, so no rounding residue of the subtraction survives.
    const all = { interest: interest + s.deferred, principal: s.balance };
    s.deferred = 0;
    return all;
  }
  const towardDeferred = Math.min(s.deferred, Math.max(s.level - interest, 0));
  s.deferred -= towardDeferred;
  const principal = Math.min(s.balance, Math.max(s.level - interest - towardDeferred, 0));
  return { interest: interest + towardDeferred, principal };
}

/**
 * The loan's months until it is repaid, with its events. `births` are the months of the children's
 * births in any order; `suspend` says whether the family asks for the suspensions the programme allows.
 */
export function runLoan(t: LoanTerms, births: readonly number[], suspend: boolean): LoanRun {
  const contractRate = monthlyRateFromAnnualPercent(t.annualRate);
  const free = t.interestFree !== undefined;
  const s: State = {
    balance: t.amount,
    deferred: 0,
    rate: free ? 0 : contractRate,
    monthsLeft: t.months,
    level: 0,
    straightLine: free,
    relevel: true,
    extended: false,
    windows: [],
    interestFree: free ? (t.interestFree!.assumeKept ? 'kept' : 'running') : 'none',
    subsidy: 0,
  };
  const sorted = [...births].sort((x, y) => x - y);
  const rows: PlanRowPart[] = [];
  const events: LoanRun['events'] = [];
  const grace = t.graceMonths ?? 0;
  const feeRate = (t.guaranteeFeePercent ?? 0) / 1200;

  let nextBirth = 0;
  for (let month = 1; (s.balance > 0 || s.deferred > 0) && month <= MAX_PLAN_MONTHS; month++) {
    let forgiven = 0;
    for (; nextBirth < sorted.length && sorted[nextBirth]! <= month; nextBirth++) {
      if (sorted[nextBirth] === month) forgiven += applyBirth(t, s, month, nextBirth + 1, suspend, events);
    }
    let lumpInterest = 0;
    if (s.interestFree === 'running' && month === t.interestFree!.childWithinMonths + 1) {
      s.interestFree = 'lost';
      lumpInterest = s.subsidy;
      s.rate = contractRate;
      s.straightLine = false;
      s.relevel = true;
      events.push({
        kind: 'interestFreeLost',
        month,
        loan: t.loan,
        amount: lumpInterest,
        text: EVENT_TEXTS.interestFreeLost(lumpInterest),
      });
    }
    if (s.interestFree === 'running') s.subsidy += contractRate * s.balance;

    const suspended = s.balance > 0 && inWindow(s.windows, month);
    let interest = lumpInterest;
    let principal = 0;
    let fee = 0;
    if (suspended) {
      const accrued = s.rate * s.balance;
      s.deferred += accrued;
      if (accrued !== 0) s.extended = true;
    } else if (month <= grace && s.balance > 0) {
      interest += s.rate * s.balance;
      s.monthsLeft--;
      if (month === grace)
        events.push({ kind: 'graceEnd', month, loan: t.loan, amount: 0, text: EVENT_TEXTS.graceEnd(t.loan) });
    } else {
      fee = feeRate * s.balance;
      const paid = payMonth(s);
      interest += paid.interest;
      principal = paid.principal;
      s.balance -= principal;
      s.monthsLeft--;
    }
    if (month === MAX_PLAN_MONTHS && (s.balance > 0 || s.deferred > 0)) {
      // Never reached with validated input (see constants.ts); settles the rest rather than loop on.
      interest += s.deferred;
      principal += s.balance;
      s.deferred = 0;
      s.balance = 0;
    }
    rows.push({
      loan: t.loan,
      payment: interest + principal + fee,
      interest,
      principal,
      fee,
      forgiven,
      balance: s.balance,
      suspended,
    });
    if (s.balance === 0 && s.deferred === 0) {
      events.push({ kind: 'repaid', month, loan: t.loan, amount: 0, text: EVENT_TEXTS.repaid(t.loan) });
    }
  }
  return { rows, events };
}
