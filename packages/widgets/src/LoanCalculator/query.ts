/**
 * The loan calculator's state as a URL query string (`?price=60000000&years=25`): only fields that
 * differ from the defaults are written, and anything unreadable in a hand-edited link is ignored.
 * Built on calculator-kit's toQueryString / fromQueryString.
 */
import { fromQueryString, toQueryString } from '../calculator-kit';
import {
  LOAN_CALCULATOR_DEFAULTS,
  LOAN_CALCULATOR_FIELDS,
  type LoanCalculatorField,
  type LoanCalculatorValue,
} from './constants';

/** The query form of the state: every field a number. */
export type LoanQueryState = Record<LoanCalculatorField, number>;

/**
 * Query defaults. The query has no "empty": a missing income is written as 0, which finance-core
 * would refuse as an income anyway (the minimum is 1 Ft), so 0 can only mean "not given".
 */
export const LOAN_QUERY_DEFAULTS: LoanQueryState = {
  ...(LOAN_CALCULATOR_DEFAULTS as LoanQueryState),
  monthlyNetIncome: 0,
};

/** The state as query values; an empty or unreadable field is left out (the link then has the default). */
export function toLoanQueryState(value: LoanCalculatorValue): LoanQueryState {
  const out: Partial<LoanQueryState> = {};
  for (const field of LOAN_CALCULATOR_FIELDS) {
    const v = value[field];
    if (v !== null) out[field] = v;
  }
  if (value.monthlyNetIncome === null) out.monthlyNetIncome = 0;
  // Missing keys are skipped by toQueryString, which is what "left out" means here.
  return out as LoanQueryState;
}

/** The fields a query sets, with the income's 0 read back as "not given". */
export function fromLoanQueryState(state: Partial<LoanQueryState>): Partial<LoanCalculatorValue> {
  const out: Partial<LoanCalculatorValue> = { ...state };
  if (state.monthlyNetIncome === 0) out.monthlyNetIncome = null;
  return out;
}

/** Reads and writes the loan calculator's state in a URL query string. */
export const loanCalculatorQuery = {
  /** The non-default fields of `value` as a query string without the leading `?`. */
  toQuery(value: LoanCalculatorValue): string {
    return toQueryString(toLoanQueryState(value), LOAN_QUERY_DEFAULTS);
  },
  /** The fields a query string sets (with or without `?`); merge them over the defaults. */
  fromQuery(query: string | URLSearchParams): Partial<LoanCalculatorValue> {
    return fromLoanQueryState(fromQueryString(query, LOAN_QUERY_DEFAULTS));
  },
} as const;

/**
 * The panels' query keys (Támogatott hitelek, Előtörlesztés, Hozam az infláció felett): each panel's inputs travel as one value
 * under its key, written and read by the panel itself (panel-state.ts); the key is present while the
 * panel is open, with {@link OPEN_PANEL} when nothing in it was changed.
 */
export const LOAN_PANEL_QUERY_DEFAULTS = { tamogatas: '', elotorlesztes: '', hozam: '' };

/** A panel of the calculator, by its query key. */
export type LoanPanelKey = keyof typeof LOAN_PANEL_QUERY_DEFAULTS;

/** The query value of an open panel whose inputs are all as they start. */
export const OPEN_PANEL = '1';
