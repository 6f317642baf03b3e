/**
 * A fixed-term bank deposit, renewed every year at the same rate, after tax.
 *
 * Conventions (A = amount, r = the yearly rate as a fraction, k = 1 … years, interest credited on each
 * anniversary of the start day):
 * - outside any wrapper the bank withholds the interest tax when it credits the interest (tax.ts
 *   `interestSchedule`: 15 % SZJA, plus 13 % szocho on deposits fixed from 2023-07-01, i.e. τ = 28 %), and
 *   the rest is fixed again: V_k = V_{k−1} (1 + r (1 − τ)) for r > 0 (a negative rate is not taxed). The row's
 *   `tax` is the tax withheld so far and `gross` = V_k + tax;
 * - in a TBSZ (a TBSZ deposit account) the interest stays untaxed until the account is broken:
 *   V_k = A (1 + r)^k, and a break on the k-th anniversary pays the TBSZ rate of that day (tax.ts) on V_k − A.
 * The rules are those in force on the start day (the TBSZ's: the opening day, here the start day).
 */
import { withDefaults } from '../shared/validate';
import type { IsoDate, RuleCitation, RuleInForce } from '../rules';
import { annualised, uniqueCitations } from './common';
import { SAVINGS_DEFAULTS, type Wrapper } from './constants';
import { addYears } from './days';
import { priceLevels, type InflationInput, type PriceLevels } from './inflation';
import { SAVINGS_LABELS, SAVINGS_NOTES } from './strings';
import { interestSchedule, taxOf, wrapperTaxes } from './tax';
import type { SavingsRow } from './types';
import { savingsChoice, savingsDate, savingsNumber } from './validate';

/** The wrappers a deposit can sit in. */
export const DEPOSIT_WRAPPERS = ['none', 'tbsz'] as const satisfies readonly Wrapper[];
export type DepositWrapper = (typeof DEPOSIT_WRAPPERS)[number];

/** The deposit rows and what they rest on. */
export interface DepositRows {
  rows: SavingsRow[];
  rules: RuleInForce<unknown>[];
  notes: string[];
  reason?: string;
}

/** The model of the module header over the anniversaries 0 … years. */
export function depositRows(
  amount: number,
  years: number,
  date: IsoDate,
  ratePercent: number,
  wrapper: DepositWrapper,
  levels: PriceLevels,
): DepositRows {
  const r = ratePercent / 100;
  const rows: SavingsRow[] = [{ year: 0, date, gross: amount, tax: 0, net: amount, real: amount, priceIndex: 1 }];
  const notes: string[] = [SAVINGS_NOTES.depositRenewal];
  if (wrapper === 'none') {
    const schedule = interestSchedule(date);
    let value = amount;
    let withheld = 0;
    for (let k = 1; k <= years; k++) {
      const day = addYears(date, k);
      const interest = value * r;
      const tax = taxOf(schedule, interest);
      value += interest - tax;
      withheld += tax;
      const level = levels.at(day);
      rows.push({
        year: k,
        date: day,
        gross: value + withheld,
        tax: withheld,
        net: value,
        real: value / level,
        priceIndex: level,
      });
    }
    return { rows, rules: schedule.rules, notes };
  }
  const tbsz = wrapperTaxes('tbsz', {
    date,
    openedOn: date,
    openedField: 'date',
    taxClass: 'interest',
    otherIncome: 0,
    otherPensionCredits: 0,
    invested: amount,
  });
  const rules = new Map<string, RuleInForce<unknown>>();
  for (let k = 1; k <= years; k++) {
    const day = addYears(date, k);
    const gross = amount * (1 + r) ** k;
    const schedule = tbsz.scheduleOn(day);
    for (const rule of schedule.rules) rules.set(rule.id, rule);
    const tax = taxOf(schedule, gross - amount);
    const level = levels.at(day);
    rows.push({ year: k, date: day, gross, tax, net: gross - tax, real: (gross - tax) / level, priceIndex: level });
  }
  return {
    rows,
    rules: [...rules.values()],
    notes: [...notes, ...tbsz.notes],
    ...(tbsz.reason ? { reason: tbsz.reason } : {}),
  };
}

/** Input of {@link taxedDeposit}. */
export interface DepositInput {
  /** Deposited on the start day, Ft ('Befektetett összeg'). @default 1000000 */
  amount?: number;
  /** Whole years, 1 … 30 ('Befektetési idő'). @default 5 */
  years?: number;
  /** The start day, whose rules apply ('Kezdőnap'). @default today in Hungary */
  date?: IsoDate;
  /** The yearly rate, percent ('Betéti kamat'). @default 3.65 (the MNB's August 2025 average, constants.ts) */
  rate?: number;
  /** The account ('Számla'): none, or a TBSZ opened on the start day. @default 'none' */
  wrapper?: DepositWrapper;
  /** The inflation path (inflation.ts); the latest KSH annual average by default. */
  inflation?: InflationInput;
}

/** Result of {@link taxedDeposit}. */
export interface DepositResult {
  input: { amount: number; years: number; date: IsoDate; rate: number; wrapper: DepositWrapper };
  /** False for a TBSZ below its minimum payment; the figures are still computed. */
  eligible: boolean;
  reason?: string;
  rows: SavingsRow[];
  annualReturnPercent: number;
  realAnnualReturnPercent: number;
  rules: RuleCitation[];
  notes: string[];
}

/**
 * A deposit renewed every year, after the interest tax or in a TBSZ, nominal and real (module header).
 * @throws FinanceInputError naming the field of a bad input, or the start day when a rule is not known on it.
 */
export function taxedDeposit(input: DepositInput = {}): DepositResult {
  const f = withDefaults(
    {
      amount: SAVINGS_DEFAULTS.amount,
      years: SAVINGS_DEFAULTS.years,
      date: undefined as IsoDate | undefined,
      rate: SAVINGS_DEFAULTS.depositRate,
      wrapper: 'none' as DepositWrapper,
      inflation: undefined as InflationInput | undefined,
    },
    input,
    SAVINGS_LABELS,
  );
  const date = savingsDate(f.date);
  const amount = savingsNumber(f.amount, 'amount');
  const years = savingsNumber(f.years, 'years');
  const rate = savingsNumber(f.rate, 'rate');
  const wrapper = savingsChoice(f.wrapper, 'wrapper', DEPOSIT_WRAPPERS);
  const levels = priceLevels(f.inflation, date);
  const d = depositRows(amount, years, date, rate, wrapper, levels);
  const final = d.rows[years]!;
  return {
    input: { amount, years, date, rate, wrapper },
    eligible: d.reason === undefined,
    ...(d.reason ? { reason: d.reason } : {}),
    rows: d.rows,
    annualReturnPercent: annualised(final.net, amount, years),
    realAnnualReturnPercent: annualised(final.real, amount, years),
    rules: uniqueCitations([...d.rules, ...(levels.rule ? [levels.rule] : [])]),
    notes: [...d.notes, ...levels.notes(), SAVINGS_NOTES.rulesOfTheDay],
  };
}
