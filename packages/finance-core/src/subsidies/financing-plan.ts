/**
 * A financing plan for a home: own funds, the falusi CSOK grant, a Babaváró as own funds, the
 * subsidised loans at their rates and a market loan for the rest, as one combined monthly schedule with
 * the programmes' dated events, the package's THM, the total repaid and the purchase duty.
 *
 * Sources are drawn in this order, each as far as the price still needs it (need N = the price):
 *   1. the falusi CSOK grant G = min(grant, N);  2. own cash C = min(ownFunds, N − G);
 *   3. the Babaváró Bb = min(asked, its largest loan for the term, N − G − C);
 *   4. mortgages, within the HFM room R = limit · valuation − (1 − s) · Bb, where the limit is the debt
 *      brake's (90 % for a first home, else 80 %) and s the share of a Babaváró taken with the mortgage
 *      that counts as own funds (1 when it is older): CSOK Plusz, then the falusi CSOK loan, then
 *      Otthon Start, each at most its verdict's largest amount (and the amount asked), then a market
 *      loan for the rest; 5. shortfall = what is still not covered.
 * Stacking (src/rules/programmes.ts SUBSIDY_STACKING): a subsidised loan is added only if the set stays
 * allowed — at most `maxSubsidisedLoans`, and more than one only as Otthon Start plus one of
 * `withOtthonStart`; before the rule, one subsidised loan. Each programme's own tests already hold for
 * the home (eligibility.ts), so where two differ the stricter binds.
 * Otthon Start's own-funds test: C + G + s · Bb ≥ minOwnFundsShare · valuation.
 *
 * The loans run by loan-schedule.ts; month k of the combined schedule sums their parts and adds the
 * monthly fee while any loan runs. The columns of src/loan/home-loan.ts follow its conventions: value
 * V_k = price · (1+a)^(k/12); equity V_k − Σ balances; cashInvested = C + Σ payments so far;
 * netGain = V_k − V_{k−1} − interest − fees + forgiven; the ROEs divide by cashInvested (0 while it is 0,
 * and while it is so small that the quotient overflows: a fee of 5e-324 Ft on a 1 Ft home gave Infinity).
 * Without any subsidy the plan is a level annuity of price − own funds, i.e. homeLoan's schedule.
 *
 * THM: cash-flow-rate.ts on the contract's flows — the payout Σ loans − one-off fees, then every
 * month's contract payments and monthly fee — with the state's interest subsidy in place and no birth,
 * suspension or forgiveness (what a bank's offer shows). Rounded half up to 2 decimals as in thm.ts.
 * Duty: duty.ts, with the programmes used (none for a renovation: nothing is acquired).
 *
 * Not checked here: the debt brake's JTM, which needs the income (src/loan's debtBrake and the
 * affordability calculator apply it to `monthlyPayment`); the bank's own credit assessment.
 */
import { loanToValueTest } from '../loan/debt-brake';
import {
  BABAVARO_MAX_PAYMENT,
  BABAVARO_OWN_FUNDS,
  BABAVARO_TERMS,
  cite,
  CSOK_PLUSZ_REPAYMENT_RELIEF,
  CSOK_PLUSZ_TERMS,
  FALUSI_CSOK_LOAN_TERMS,
  OTTHON_START_TERMS,
  SUBSIDY_STACKING,
  type IsoDate,
  type RuleCitation,
} from '../rules';
import { ruleInForce } from './rules-on';
import { annualRateOfMonthlyFlows } from './cash-flow-rate';
import { SUBSIDY_PROGRAMMES } from './constants';
import { dutyOf } from './duty';
import { babavaroMaxAmount, eligibilityOf, uniqueRules } from './eligibility';
import { runLoan, type LoanRun, type LoanTerms } from './loan-schedule';
import { resolveFinancingPlanInput, type ResolvedFinancingPlanInput } from './plan-input';
import {
  DUTY_TEXTS,
  EVENT_TEXTS,
  EXCLUSION_TEXTS,
  missingAnswersText,
  PLAN_LOAN_NAMES,
  PLAN_NOTES,
  PLAN_PROBLEMS,
} from './strings';
import type {
  FinancingPlanInput,
  FinancingPlanResult,
  PlanEvent,
  PlanLoan,
  PlanLoanKind,
  PlanPurchaseDuty,
  PlanRowPart,
  PlanScheduleRow,
  ProgrammeVerdict,
  SubsidyProgramme,
} from './types';

/** A shortfall below half a forint is rounding, not a gap (the screen shows whole forints). */
const SHORTFALL_TOLERANCE = 0.5;

/** The subsidised mortgages in the order they are drawn on, with their programme. */
const SUBSIDISED: readonly {
  loan: PlanLoanKind;
  programme: SubsidyProgramme;
  stackingName: 'csokPlusz' | 'falusiCsok' | 'otthonStart';
}[] = [
  { loan: 'csokPlusz', programme: 'csokPlusz', stackingName: 'csokPlusz' },
  { loan: 'falusiCsokLoan', programme: 'falusiCsok', stackingName: 'falusiCsok' },
  { loan: 'otthonStart', programme: 'otthonStart', stackingName: 'otthonStart' },
];

/** Whether a set of subsidised loans is allowed together on the day. */
function stackingAllows(names: readonly string[], date: IsoDate): boolean {
  const rule = ruleInForce(SUBSIDY_STACKING, date)?.value;
  if (!rule) return names.length <= 1;
  if (names.length > rule.maxSubsidisedLoans) return false;
  if (names.length <= 1) return true;
  return (
    names.includes('otthonStart') &&
    names.every((n) => n === 'otthonStart' || (rule.withOtthonStart as readonly string[]).includes(n))
  );
}

/** A day's month as a count of months since year 0 (2026-03-15 → 2026 · 12 + 2). */
function monthIndex(day: IsoDate): number {
  return Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
}

/** `yyyy-mm` of month `month` of a plan disbursed in the month `start` (plain arithmetic: a Date per row is slow). */
function calendarMonth(start: number, month: number): string {
  const index = start + month;
  const m = (index % 12) + 1;
  return `${Math.floor(index / 12)}-${m < 10 ? '0' : ''}${m}`;
}

/** Rounds half up (away from zero) to 2 decimals, as lenders show a THM. */
function roundThm(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100)) / 100;
}

/** The contract terms of each loan the plan uses (amounts already decided). */
function loanTerms(p: ResolvedFinancingPlanInput, amounts: Readonly<Record<PlanLoanKind, number>>): LoanTerms[] {
  const date = p.answers.date;
  const terms: LoanTerms[] = [];
  const csok = ruleInForce(CSOK_PLUSZ_TERMS, date)?.value;
  if (amounts.csokPlusz > 0 && csok) {
    const months = (p.csokPluszYears ?? csok.maxYears) * 12;
    const relief = ruleInForce(CSOK_PLUSZ_REPAYMENT_RELIEF, date)?.value;
    const grace = relief ? Math.min(relief.principalGraceMonths, months - 1) : 0;
    terms.push({
      loan: 'csokPlusz',
      amount: amounts.csokPlusz,
      annualRate: p.csokPluszRate ?? csok.maxRatePercent,
      months,
      graceMonths: grace,
      ...(relief
        ? { suspension: { months: relief.suspensionMonths, firstBirthOnly: true, notBeforeMonth: grace + 1 } }
        : {}),
      forgiveness: [
        { birth: 2, amount: csok.forgivenPerChild },
        { birth: 3, amount: csok.forgivenPerChild },
      ],
    });
  }
  const falusi = ruleInForce(FALUSI_CSOK_LOAN_TERMS, date)?.value;
  if (amounts.falusiCsokLoan > 0 && falusi) {
    terms.push({
      loan: 'falusiCsokLoan',
      amount: amounts.falusiCsokLoan,
      annualRate: p.falusiCsokLoanRate ?? falusi.maxRatePercent,
      months: p.falusiCsokLoanYears * 12,
    });
  }
  const os = ruleInForce(OTTHON_START_TERMS, date)?.value;
  if (amounts.otthonStart > 0 && os) {
    terms.push({
      loan: 'otthonStart',
      amount: amounts.otthonStart,
      annualRate: p.otthonStartRate ?? os.maxRatePercent,
      months: (p.otthonStartYears ?? os.maxYears) * 12,
    });
  }
  if (amounts.market > 0) {
    terms.push({ loan: 'market', amount: amounts.market, annualRate: p.marketRate, months: p.marketYears * 12 });
  }
  const bb = ruleInForce(BABAVARO_TERMS, date)?.value;
  if (amounts.babavaro > 0 && bb) {
    terms.push({
      loan: 'babavaro',
      amount: amounts.babavaro,
      annualRate: p.babavaroRate,
      months: (p.babavaroYears ?? bb.maxYears) * 12,
      interestFree: { childWithinMonths: bb.childWithinYears * 12, assumeKept: false },
      guaranteeFeePercent: bb.guaranteeFeePercent,
      suspension: { months: bb.suspensionYearsPerChild * 12, firstBirthOnly: false, notBeforeMonth: 1 },
      forgiveness: [
        { birth: 2, share: bb.forgivenShare[0] },
        { birth: 3, share: bb.forgivenShare[1] },
      ],
    });
  }
  return terms;
}

/** The combined rows of the loans' runs (formulas: the module header). Plain loops: this runs per month. */
function combine(p: ResolvedFinancingPlanInput, runs: readonly LoanRun[], ownFundsUsed: number): PlanScheduleRow[] {
  let horizon = 0;
  for (const r of runs) horizon = Math.max(horizon, r.rows.length);
  const price = p.answers.price;
  const valueGrowth = 1 + p.appreciation / 100;
  const fundsGrowth = 1 + p.alternativeReturn / 100;
  const rows: PlanScheduleRow[] = [];
  const firstMonth = monthIndex(p.startDate);
  let cashInvested = ownFundsUsed;
  let previousValue = price;
  for (let month = 1; month <= horizon; month++) {
    const parts: PlanRowPart[] = [];
    let fee = p.monthlyFee;
    let interest = 0;
    let principal = 0;
    let forgiven = 0;
    let loanBalance = 0;
    for (const r of runs) {
      const part = r.rows[month - 1];
      if (!part) continue;
      parts.push(part);
      fee += part.fee;
      interest += part.interest;
      principal += part.principal;
      forgiven += part.forgiven;
      loanBalance += part.balance;
    }
    const payment = interest + principal + fee;
    // V_k = price · (1+a)^(k/12), computed as src/loan/home-loan.ts computes it.
    const propertyPrice = price * Math.pow(valueGrowth, month / 12);
    const equity = propertyPrice - loanBalance;
    cashInvested += payment;
    const netGain = propertyPrice - previousValue - interest - fee + forgiven;
    rows.push({
      month,
      calendarMonth: calendarMonth(firstMonth, month),
      payment,
      interest,
      principal,
      fee,
      forgiven,
      loanBalance,
      propertyPrice,
      equity,
      cashInvested,
      netGain,
      cumulativeROE: perForintInvested(equity - cashInvested, cashInvested),
      monthlyROE: perForintInvested(netGain, cashInvested),
      alternativeValue: ownFundsUsed * Math.pow(fundsGrowth, month / 12),
      parts,
    });
    previousValue = propertyPrice;
  }
  return rows;
}

/** `amount / cashInvested`; 0 while nothing (or next to nothing: the quotient overflows) is invested. */
function perForintInvested(amount: number, cashInvested: number): number {
  const ratio = amount / cashInvested;
  return cashInvested > 0 && Number.isFinite(ratio) ? ratio : 0;
}

/**
 * The package's THM on the contract's flows (see the module header); null when it has none. `planned`
 * are the plan's own runs: they are the contract's when no birth and no interest-free loan alters them.
 */
function packageThm(
  p: ResolvedFinancingPlanInput,
  terms: readonly LoanTerms[],
  planned: readonly LoanRun[],
  upfrontFees: number,
): number | null {
  const borrowed = terms.reduce((s, t) => s + t.amount, 0);
  if (borrowed - upfrontFees <= 0) return null;
  const asContracted = p.plannedBirthMonths.length === 0 && terms.every((t) => !t.interestFree);
  const runs = asContracted
    ? planned
    : terms.map((t) =>
        runLoan(t.interestFree ? { ...t, interestFree: { ...t.interestFree, assumeKept: true } } : t, [], false),
      );
  const horizon = Math.max(0, ...runs.map((r) => r.rows.length));
  const flows = [borrowed - upfrontFees];
  for (let month = 1; month <= horizon; month++) {
    flows.push(-(runs.reduce((s, r) => s + (r.rows[month - 1]?.payment ?? 0), 0) + p.monthlyFee));
  }
  const guess = terms.reduce((s, t) => s + (t.interestFree ? 0 : t.annualRate) * t.amount, 0) / borrowed / 1200;
  return annualRateOfMonthlyFlows(flows, guess);
}

/** The reasons a programme that is not open gives, as sentences. */
function closedReasons(v: ProgrammeVerdict): string[] {
  return [
    ...v.reasons.map((r) => r.text),
    ...(v.missing.length > 0 ? [missingAnswersText(v.programme, v.missing)] : []),
  ];
}

/**
 * The financing plan of a home: sources, loans, the combined monthly schedule with its dated events,
 * the THM of the package, the total repaid and the purchase duty (formulas: the module header). A
 * programme that is not open is left out with its reasons; a gap in the financing is a `shortfall`
 * with `feasible: false`, not an error.
 * @throws FinanceInputError naming the field on bad input (also a subsidised loan's rate or term above
 *   the programme's cap).
 */
export function financingPlan(input?: FinancingPlanInput): FinancingPlanResult {
  const p = resolveFinancingPlanInput(input);
  const a = p.answers;
  const date = a.date;
  const eligibility = eligibilityOf(a);
  const verdictOf = (programme: SubsidyProgramme) => eligibility.verdicts.find((v) => v.programme === programme)!;
  const rules: RuleCitation[] = [...eligibility.rules];
  const excluded: FinancingPlanResult['excluded'] = [];
  const exclude = (programme: SubsidyProgramme, reasons: string[]) => excluded.push({ programme, reasons });

  const wanted = new Set(p.programmes ?? SUBSIDY_PROGRAMMES);
  const open = new Set<SubsidyProgramme>();
  for (const programme of SUBSIDY_PROGRAMMES) {
    const v = verdictOf(programme);
    if (!wanted.has(programme)) {
      if (v.eligible) exclude(programme, [EXCLUSION_TEXTS.notRequested(programme)]);
    } else if (!v.eligible) {
      if (p.programmes !== undefined) exclude(programme, closedReasons(v));
    } else open.add(programme);
  }

  const need = a.price;
  let remaining = need;
  const grant = open.has('falusiCsok') ? Math.min(verdictOf('falusiCsok').maxAmount, remaining) : 0;
  remaining -= grant;
  const ownFundsUsed = Math.min(p.ownFunds, remaining);
  remaining -= ownFundsUsed;

  const bbTerms = ruleInForce(BABAVARO_TERMS, date)?.value;
  let babavaro = 0;
  if (open.has('babavaro') && bbTerms) {
    const months = (p.babavaroYears ?? bbTerms.maxYears) * 12;
    const largest = babavaroMaxAmount(
      bbTerms.maxLoan,
      months,
      bbTerms.guaranteeFeePercent,
      ruleInForce(BABAVARO_MAX_PAYMENT, date)?.value,
    );
    babavaro = Math.min(p.babavaroAmount ?? largest, largest, remaining);
    if (babavaro <= 0) exclude('babavaro', [EXCLUSION_TEXTS.notNeeded('babavaro')]);
    remaining -= babavaro;
  }

  const hfm = loanToValueTest({
    price: a.valuation,
    downPayment: a.valuation,
    loanToValueCase: a.firstHome ? 'firstHome' : 'standard',
    date,
  });
  rules.push(hfm.loanToValueRule);
  const ownFundsRule = babavaro > 0 && p.babavaroRecent ? ruleInForce(BABAVARO_OWN_FUNDS, date) : undefined;
  if (ownFundsRule) rules.push(cite(ownFundsRule));
  const babavaroOwnShare = ownFundsRule ? ownFundsRule.value.recentShare : 1;
  const babavaroAsMortgage = (1 - babavaroOwnShare) * babavaro;
  let room = Math.max(hfm.loanToValueLimit * a.valuation - babavaroAsMortgage, 0);

  const amounts: Record<PlanLoanKind, number> = {
    csokPlusz: 0,
    falusiCsokLoan: 0,
    otthonStart: 0,
    market: 0,
    babavaro,
  };
  const asked: Record<string, number | undefined> = {
    csokPlusz: p.csokPluszAmount,
    falusiCsokLoan: p.falusiCsokLoanAmount,
    otthonStart: p.otthonStartAmount,
  };
  const stacked: string[] = [];
  for (const { loan, programme, stackingName } of SUBSIDISED) {
    if (!open.has(programme)) continue;
    const v = verdictOf(programme);
    const largest = loan === 'falusiCsokLoan' ? (v.maxLoan ?? 0) : v.maxAmount;
    if (largest <= 0) continue;
    if (!stackingAllows([...stacked, stackingName], date)) {
      exclude(programme, [EXCLUSION_TEXTS.stacking(programme)]);
      continue;
    }
    const amount = Math.min(asked[loan] ?? largest, largest, remaining, room);
    if (amount <= 0) {
      exclude(programme, [remaining > 0 ? EXCLUSION_TEXTS.noRoom(programme) : EXCLUSION_TEXTS.notNeeded(programme)]);
      continue;
    }
    amounts[loan] = amount;
    stacked.push(stackingName);
    remaining -= amount;
    room -= amount;
  }
  if (stacked.length > 1) {
    const stackingRule = ruleInForce(SUBSIDY_STACKING, date);
    if (stackingRule) rules.push(cite(stackingRule));
  }
  amounts.market = Math.min(remaining, room);
  remaining -= amounts.market;
  const shortfall = remaining > SHORTFALL_TOLERANCE ? remaining : 0;

  const terms = loanTerms(p, amounts);
  if (amounts.csokPlusz > 0) {
    const relief = ruleInForce(CSOK_PLUSZ_REPAYMENT_RELIEF, date);
    if (relief) rules.push(cite(relief));
  }
  const runs = terms.map((t) => runLoan(t, p.plannedBirthMonths, p.suspendOnBirth));
  const schedule = combine(p, runs, ownFundsUsed);

  const loans: PlanLoan[] = terms.map((t, i) => {
    const rows = runs[i]!.rows;
    const total = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
    return {
      loan: t.loan,
      name: PLAN_LOAN_NAMES[t.loan],
      amount: t.amount,
      annualRate: t.interestFree ? 0 : t.annualRate,
      termMonths: t.months,
      lastMonth: rows.length,
      firstPayment: rows[0]?.payment ?? 0,
      totalPaid: total((r) => r.payment),
      totalInterest: total((r) => r.interest),
      totalFees: total((r) => r.fee),
      principalRepaid: total((r) => r.principal),
      forgiven: total((r) => r.forgiven),
      ...(t.loan === 'market'
        ? { fixationYears: p.marketFixationYears, fixedToEnd: p.marketFixationYears >= p.marketYears }
        : {}),
    };
  });

  const events: PlanEvent[] = [
    ...p.plannedBirthMonths.map((month, i) => ({
      kind: 'birth' as const,
      month,
      amount: 0,
      text: EVENT_TEXTS.birth(i + 1),
    })),
    ...runs.flatMap((r) => r.events),
  ]
    .map((e) => ({ ...e, calendarMonth: calendarMonth(monthIndex(p.startDate), e.month) }))
    .sort((x, y) => x.month - y.month || (x.kind === 'birth' ? -1 : 0) - (y.kind === 'birth' ? -1 : 0));

  const upfrontFees = p.disbursementFee + p.valuationFee + p.landRegistryFee + p.otherFees;
  const thmExact = packageThm(p, terms, runs, upfrontFees);

  const usedProgrammes = SUBSIDY_PROGRAMMES.filter(
    (pr) =>
      (pr === 'falusiCsok' && (grant > 0 || amounts.falusiCsokLoan > 0)) ||
      (pr === 'babavaro' && babavaro > 0) ||
      (pr === 'csokPlusz' && amounts.csokPlusz > 0) ||
      (pr === 'otthonStart' && amounts.otthonStart > 0),
  );
  const purchaseDuty: PlanPurchaseDuty =
    a.purpose === 'renovation' && usedProgrammes.includes('falusiCsok')
      ? { full: 0, paid: 0, saved: 0, reason: DUTY_TEXTS.renovation, rules: [] }
      : dutyOf(a.price, usedProgrammes, a.firstHome === true, p.buyerAge, date);
  rules.push(...purchaseDuty.rules);

  const mortgages = amounts.csokPlusz + amounts.falusiCsokLoan + amounts.otthonStart + amounts.market;
  const counted = mortgages + babavaroAsMortgage;
  const loanToValue = {
    counted,
    ratio: counted / a.valuation,
    limit: hfm.loanToValueLimit,
    ok: counted <= hfm.loanToValueLimit * a.valuation * (1 + 1e-12),
  };
  const osTerms = amounts.otthonStart > 0 ? ruleInForce(OTTHON_START_TERMS, date)?.value : undefined;
  const ownFundsTest = osTerms
    ? (() => {
        const required = osTerms.minOwnFundsShare * a.valuation;
        const have = ownFundsUsed + grant + babavaroOwnShare * babavaro;
        return { required, counted: have, ok: have >= required * (1 - 1e-12) };
      })()
    : undefined;

  const problems: string[] = [];
  if (shortfall > 0) problems.push(PLAN_PROBLEMS.shortfall(shortfall));
  if (!loanToValue.ok) problems.push(PLAN_PROBLEMS.loanToValue(loanToValue.ratio, loanToValue.limit));
  if (ownFundsTest && !ownFundsTest.ok)
    problems.push(PLAN_PROBLEMS.ownFunds(ownFundsTest.required, ownFundsTest.counted));

  const notes: string[] = [];
  if (amounts.market > 0 && p.marketFixationYears < p.marketYears)
    notes.push(PLAN_NOTES.marketRateAfterFixation(p.marketFixationYears));
  if (ownFundsRule) notes.push(PLAN_NOTES.babavaroRecent(babavaroOwnShare));
  if (babavaro > 0) notes.push(PLAN_NOTES.babavaroRate);
  if (babavaro > 0 && p.suspendOnBirth && p.plannedBirthMonths.length > 0) notes.push(PLAN_NOTES.babavaroSuspensionFee);
  if ((amounts.csokPlusz > 0 || grant > 0) && a.plannedChildren > p.plannedBirthMonths.length) {
    notes.push(PLAN_NOTES.unfulfilledChildren(a.plannedChildren, p.plannedBirthMonths.length));
  }
  if (osTerms && p.disbursementFee + p.landRegistryFee + p.otherFees > osTerms.maxUpfrontFees) {
    notes.push(PLAN_NOTES.otthonStartFees(osTerms.maxUpfrontFees));
  }
  if (thmExact !== null) notes.push(PLAN_NOTES.thm);
  if (purchaseDuty.full > 0) notes.push(PLAN_NOTES.dutyBase);
  if (p.buyerAge === undefined && a.firstHome === true && purchaseDuty.paid > 0) notes.push(PLAN_NOTES.noBuyerAge);

  const sumRows = (pick: (r: PlanScheduleRow) => number) => schedule.reduce((s, r) => s + pick(r), 0);
  const payments = sumRows((r) => r.payment);
  return {
    eligibility,
    programmes: usedProgrammes,
    excluded,
    need,
    ownFundsUsed,
    grant,
    loans,
    totalBorrowed: terms.reduce((s, t) => s + t.amount, 0),
    shortfall,
    loanToValue,
    ...(ownFundsTest ? { ownFundsTest } : {}),
    feasible: problems.length === 0,
    problems,
    monthlyPayment: schedule[0]?.payment ?? 0,
    peakMonthlyPayment: Math.max(0, ...schedule.map((r) => r.payment)),
    schedule,
    events,
    totalRepaid: payments + upfrontFees,
    totalInterest: sumRows((r) => r.interest),
    totalFees: sumRows((r) => r.fee) + upfrontFees,
    principalRepaid: sumRows((r) => r.principal),
    totalForgiven: sumRows((r) => r.forgiven),
    thm: thmExact === null ? null : roundThm(thmExact),
    thmExact,
    purchaseDuty,
    notes,
    rules: uniqueRules(rules),
  };
}
