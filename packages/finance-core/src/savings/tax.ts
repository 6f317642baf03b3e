/**
 * The tax on a realised gain, in each wrapper, on the rules of a day (../rules/tax.ts holds the figures).
 *
 * A tax schedule is a sum of kinks: tax(G) = Σᵢ rᵢ · max(G − tᵢ, 0) for a gain G = value − cost basis, so
 * that one shape covers every case and the ETF's expected tax has a closed form (etf.ts):
 * - outside any wrapper (SZJA 15 % from 2016; szocho 13 % from 2022, on interest from 2023-07-01):
 *   `controlledMarket` (ellenőrzött tőkepiaci ügylet): r = SZJA; `interest`: r = SZJA + szocho, no cap
 *   (before 2023-07-01: SZJA only); `capitalGain`: SZJA on the whole gain and szocho on the part of it
 *   that fits under the year's cap, 24 × the monthly minimum wage less the saver's other income already
 *   counted towards it: kinks (0, SZJA + szocho) and (room, −szocho), room = max(0, cap − otherIncome);
 * - TBSZ: the rates of the schedule in force on the OPENING day, by completed lock-up years on the day of
 *   the withdrawal: lock-up = year(withdrawal) − year(opening) − 1 (the lock-up starts on 1 January after
 *   the opening year); one kink (0, SZJA + szocho) of the step the lock-up falls in;
 * - NYESZ paid out as a pension: no kink (tax-free).
 * A loss (G ≤ 0) is never taxed. Every schedule's total rate stays below 1, so the value after tax,
 * V − tax(V − B), rises with V: percentiles map through it.
 *
 * Rules of the calculation's day apply for the whole horizon (no rule change is forecast); the TBSZ's are
 * the opening day's, as the law keeps them for the account's life.
 */
import {
  CAPITAL_INCOME_TAX,
  CONTROLLED_MARKET_TAX,
  MINIMUM_WAGE,
  NYESZ_PENSION_PAYOUT,
  PENSION_CREDITS,
  requireRule,
  SZOCHO_ON_SAVINGS,
  TBSZ_COLLECTION_YEAR,
  TBSZ_SCHEDULE,
  type IsoDate,
  type Rule,
  type RuleInForce,
} from '../rules';
import { NYESZ_CREDIT_ARRIVAL, type TaxClass, type Wrapper } from './constants';
import { yearOf } from './days';
import { INELIGIBLE, SAVINGS_LABELS, SAVINGS_NOTES } from './strings';

/** tax(G) = Σ rate · max(G − threshold, 0). */
export interface TaxKink {
  threshold: number;
  rate: number;
}

/** A tax schedule and the rules it comes from. */
export interface TaxSchedule {
  kinks: TaxKink[];
  rules: RuleInForce<unknown>[];
}

/** The tax of a gain under a schedule (0 for a loss). */
export function taxOf(schedule: TaxSchedule, gain: number): number {
  let tax = 0;
  for (const k of schedule.kinks) if (gain > k.threshold) tax += k.rate * (gain - k.threshold);
  return tax;
}

/** The total rate of the schedule's first kink: the marginal rate on the first forint of gain. */
export function firstRate(schedule: TaxSchedule): number {
  return schedule.kinks.reduce((sum, k) => (k.threshold <= 0 ? sum + k.rate : sum), 0);
}

/** A rule the calculation cannot do without, on the start day (an unknown day names the `date` field). */
const dateRule = <T>(rule: Rule<T>, date: IsoDate) => requireRule(rule, date, 'date', SAVINGS_LABELS.date);

/** The tax on interest credited on `date` (SZJA, plus szocho where it applies to interest). */
export function interestSchedule(date: IsoDate): TaxSchedule {
  const szja = dateRule(CAPITAL_INCOME_TAX, date);
  const szocho = dateRule(SZOCHO_ON_SAVINGS, date);
  const rate = szja.value + (szocho.value.onInterest ? szocho.value.rate : 0);
  return { kinks: [{ threshold: 0, rate }], rules: [szja, szocho] };
}

/**
 * The tax on a gain realised outside any wrapper (see the module header).
 * @param otherIncome the saver's income of the year already counted towards the szocho cap (Ft).
 */
export function outsideWrapperSchedule(taxClass: TaxClass, date: IsoDate, otherIncome: number): TaxSchedule {
  if (taxClass === 'interest') return interestSchedule(date);
  if (taxClass === 'controlledMarket') {
    const rule = dateRule(CONTROLLED_MARKET_TAX, date);
    return { kinks: [{ threshold: 0, rate: rule.value.szja + rule.value.szocho }], rules: [rule] };
  }
  const szja = dateRule(CAPITAL_INCOME_TAX, date);
  const szocho = dateRule(SZOCHO_ON_SAVINGS, date);
  const wage = dateRule(MINIMUM_WAGE, date);
  // The cap is 24 MONTHLY minimum wages for the whole year (7 747 200 Ft in 2026).
  const room = Math.max(0, szocho.value.capMinimumWages * wage.value - otherIncome);
  return {
    kinks: [
      { threshold: 0, rate: szja.value + szocho.value.rate },
      { threshold: room, rate: -szocho.value.rate },
    ],
    rules: [szja, szocho, wage],
  };
}

/** Completed TBSZ lock-up years on `day` for an account opened on `openedOn`. */
export function tbszLockupYears(openedOn: IsoDate, day: IsoDate): number {
  return Math.max(0, yearOf(day) - yearOf(openedOn) - 1);
}

/** The TBSZ rules in force on the opening day (field `openedOn` names a day before the data). */
export function tbszRules(openedOn: IsoDate, field = 'openedOn', label: string = SAVINGS_LABELS.openedOn) {
  return {
    schedule: requireRule(TBSZ_SCHEDULE, openedOn, field, label),
    collection: requireRule(TBSZ_COLLECTION_YEAR, openedOn, field, label),
  };
}

/** The tax when a TBSZ opened on `openedOn` is broken on `day`. */
export function tbszSchedule(rules: ReturnType<typeof tbszRules>, openedOn: IsoDate, day: IsoDate): TaxSchedule {
  const lockup = tbszLockupYears(openedOn, day);
  const steps = rules.schedule.value;
  const step = steps.find((s) => s.untilYears === undefined || lockup < s.untilYears) ?? steps.at(-1)!;
  return { kinks: [{ threshold: 0, rate: step.szja + step.szocho }], rules: [rules.schedule, rules.collection] };
}

/**
 * The first day a TBSZ opened on `openedOn` can be broken without tax: 1 January after the lock-up years of
 * the schedule's tax-free step (2032-01-01 for an account opened in 2026); null if no step is tax-free.
 */
export function tbszTaxFreeFrom(rules: ReturnType<typeof tbszRules>, openedOn: IsoDate): IsoDate | null {
  const steps = rules.schedule.value;
  const free = steps.findIndex((s) => s.szja + s.szocho === 0);
  if (free < 0) return null;
  const years = free === 0 ? 0 : steps[free - 1]!.untilYears!;
  return `${yearOf(openedOn) + 1 + years}-01-01`;
}

/** The NYESZ pension payout: tax-free. */
export function nyeszSchedule(date: IsoDate): TaxSchedule {
  return { kinks: [], rules: [dateRule(NYESZ_PENSION_PAYOUT, date)] };
}

/** The NYESZ tax credit of a payment on `date`, and the day it reaches the account. */
export interface NyeszCredit {
  credit: number;
  arrival: IsoDate;
  rule: RuleInForce<unknown>;
}

/**
 * credit = min(share · paid, NYESZ cap, max(0, total cap − the year's other pension credits)); it arrives on
 * 30 June of the following year (constants.ts).
 */
export function nyeszCredit(paid: number, date: IsoDate, otherPensionCredits: number): NyeszCredit {
  const rule = dateRule(PENSION_CREDITS, date);
  const v = rule.value;
  const credit = Math.max(0, Math.min(v.share * paid, v.nyeszMax, v.totalMax - otherPensionCredits));
  const month = String(NYESZ_CREDIT_ARRIVAL.month).padStart(2, '0');
  const day = String(NYESZ_CREDIT_ARRIVAL.day).padStart(2, '0');
  return { credit, arrival: `${yearOf(date) + 1}-${month}-${day}`, rule };
}

/** How a wrapper taxes money invested on a day: the schedule of a sale on any later day, and its extras. */
export interface WrapperTaxes {
  /** The tax schedule of a sale on a day (for a deposit outside any wrapper: of a crediting). */
  scheduleOn: (day: IsoDate) => TaxSchedule;
  /** The NYESZ credit. */
  credit?: NyeszCredit;
  /** Why the wrapper's rules refuse the amount (a TBSZ below its minimum payment), in Hungarian. */
  reason?: string;
  /** Rules the schedules do not name themselves (the NYESZ credit). */
  rules: RuleInForce<unknown>[];
  /** The Hungarian notes of the wrapper's conventions. */
  notes: string[];
}

/** What {@link wrapperTaxes} needs besides the wrapper. */
export interface WrapperTaxInput {
  /** The day the money goes in, whose rules apply. */
  date: IsoDate;
  /** The TBSZ's opening day (the start day unless a caller lets the saver give it), and the field naming it. */
  openedOn: IsoDate;
  openedField: 'date' | 'openedOn';
  /** How a gain outside any wrapper is taxed. */
  taxClass: TaxClass;
  otherIncome: number;
  otherPensionCredits: number;
  /** The payment: the NYESZ credit's base and the TBSZ minimum's test. */
  invested: number;
}

/** The taxes of money in a wrapper (module header): one place for the ETF, the deposit and afterTax. */
export function wrapperTaxes(wrapper: Wrapper, o: WrapperTaxInput): WrapperTaxes {
  if (wrapper === 'none') {
    const schedule = outsideWrapperSchedule(o.taxClass, o.date, o.otherIncome);
    return {
      scheduleOn: () => schedule,
      rules: [],
      notes: o.taxClass === 'capitalGain' ? [SAVINGS_NOTES.szochoCap] : [],
    };
  }
  if (wrapper === 'tbsz') {
    const rules = o.openedField === 'date' ? tbszRules(o.openedOn, 'date', SAVINGS_LABELS.date) : tbszRules(o.openedOn);
    const free = tbszTaxFreeFrom(rules, o.openedOn);
    const min = rules.collection.value.minDeposit;
    return {
      scheduleOn: (day) => tbszSchedule(rules, o.openedOn, day),
      ...(o.invested < min ? { reason: INELIGIBLE.tbszMinimum(min) } : {}),
      rules: [],
      notes: [SAVINGS_NOTES.tbszCounting, ...(free ? [SAVINGS_NOTES.tbszTaxFree(free)] : [])],
    };
  }
  const payout = nyeszSchedule(o.date);
  const credit = nyeszCredit(o.invested, o.date, o.otherPensionCredits);
  return {
    scheduleOn: () => payout,
    credit,
    rules: [credit.rule, ...payout.rules],
    notes: [SAVINGS_NOTES.nyesz, SAVINGS_NOTES.nyeszCredit(credit.credit)],
  };
}
