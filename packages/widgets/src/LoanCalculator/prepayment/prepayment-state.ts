/**
 * The prepayment panel's inputs (pure): the one-off prepayments, the regular extra payment, how they
 * are applied, the loan kind and the contract's fee, and the goal seek's target day; read from and
 * written to the panel's query value (../panel-state.ts) and turned into finance-core's prepayment
 * input for the loan the calculator applied.
 */
import {
  PREPAYMENT_LOAN_KINDS,
  PREPAYMENT_MODES,
  type PrepaymentInput,
  type PrepaymentLoanKind,
  type PrepaymentMode,
} from '@penzugy/finance-core';
import {
  readNumber,
  readNumbers,
  readPanelValues,
  writePanelValues,
  writeValue,
  type AppliedLoan,
} from '../panel-state';

/** A one-off prepayment as typed: `null` is an empty (or unreadable) field. */
export interface PrepaymentRow {
  month: number | null;
  amount: number | null;
}

/** The panel's inputs. */
export interface PrepaymentPanelState {
  rows: readonly PrepaymentRow[];
  extraMonthly: number | null;
  extraFromMonth: number | null;
  mode: PrepaymentMode;
  loanKind: PrepaymentLoanKind;
  contractFeePercent: number | null;
  /** The goal seek's day, `yyyy-mm-dd`, or '' when none is asked. */
  target: string;
}

/** A panel as it opens: one empty row to fill in, the instalment kept, a market loan at the legal cap. */
export const PREPAYMENT_PANEL_START: PrepaymentPanelState = {
  rows: [{ month: null, amount: null }],
  extraMonthly: null,
  extraFromMonth: null,
  mode: 'shorterTerm',
  loanKind: 'market',
  contractFeePercent: null,
  target: '',
};

/** The query keys (short Hungarian words, as the rest of the link is read). */
const KEYS = {
  rows: 'tetelek',
  extraMonthly: 'havi',
  extraFromMonth: 'tol',
  mode: 'mod',
  loanKind: 'hitel',
  contractFeePercent: 'dij',
  target: 'cel',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One of `options`, or the start's value. */
function choice<T extends string>(raw: string | undefined, options: readonly T[], start: T): T {
  return (options as readonly string[]).includes(raw ?? '') ? (raw as T) : start;
}

/** The panel's inputs from its query value; anything unreadable takes the start's value. */
export function readPrepaymentState(text: string): PrepaymentPanelState {
  const v = readPanelValues(text);
  const start = PREPAYMENT_PANEL_START;
  const flat = readNumbers(v[KEYS.rows]);
  const rows: PrepaymentRow[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) rows.push({ month: flat[i]!, amount: flat[i + 1]! });
  return {
    rows: v[KEYS.rows] === undefined ? start.rows : rows,
    extraMonthly: readNumber(v[KEYS.extraMonthly]),
    extraFromMonth: readNumber(v[KEYS.extraFromMonth]),
    mode: choice(v[KEYS.mode], PREPAYMENT_MODES, start.mode),
    loanKind: choice(v[KEYS.loanKind], PREPAYMENT_LOAN_KINDS, start.loanKind),
    contractFeePercent: readNumber(v[KEYS.contractFeePercent]),
    target: DAY.test(v[KEYS.target] ?? '') ? v[KEYS.target]! : '',
  };
}

/** The panel's query value: only what differs from the start. */
export function writePrepaymentState(state: PrepaymentPanelState): string {
  const start = PREPAYMENT_PANEL_START;
  const out: Record<string, string> = {};
  if (JSON.stringify(state.rows) !== JSON.stringify(start.rows)) {
    out[KEYS.rows] = writeValue(state.rows.flatMap((r) => [r.month, r.amount]));
  }
  for (const key of ['extraMonthly', 'extraFromMonth', 'contractFeePercent'] as const) {
    if (state[key] !== null) out[KEYS[key]] = writeValue(state[key]);
  }
  for (const key of ['mode', 'loanKind', 'target'] as const) {
    if (state[key] !== start[key]) out[KEYS[key]] = state[key];
  }
  return writePanelValues(out);
}

/** The loan the calculator applied, as far as the prepayments need it (homeLoan's input). */
export type PrepaidLoan = Pick<
  AppliedLoan,
  'price' | 'downPayment' | 'annualRate' | 'years' | 'appreciation' | 'alternativeReturn'
>;

/**
 * finance-core's prepayment input: the loan, the rows with both a month and an amount (a row being
 * filled in is left out until it is complete), the extra payment (none when empty), the mode, the
 * loan kind and the contract's fee (the legal cap when empty).
 */
export function prepaymentInput(state: PrepaymentPanelState, loan: PrepaidLoan): PrepaymentInput {
  return {
    price: loan.price,
    downPayment: loan.downPayment,
    annualRate: loan.annualRate,
    years: loan.years,
    appreciation: loan.appreciation,
    alternativeReturn: loan.alternativeReturn,
    prepayments: state.rows.flatMap((r) =>
      r.month !== null && r.amount !== null ? [{ month: r.month, amount: r.amount }] : [],
    ),
    ...(state.extraMonthly !== null ? { extraMonthly: state.extraMonthly } : {}),
    ...(state.extraFromMonth !== null ? { extraFromMonth: state.extraFromMonth } : {}),
    mode: state.mode,
    loanKind: state.loanKind,
    contractFeePercent: state.contractFeePercent,
  };
}
