/**
 * The affordability calculator's state as a URL query string (`?monthlyNetIncome=700000&fixationYears=10`):
 * only fields that differ from the defaults are written, and anything unreadable in a hand-edited link
 * is ignored. The optional amounts (co-borrower, own funds, price) travel as text, so that "not given"
 * ('') stays apart from 0 (no own funds is an answer: no loan under the HFM). The rules' day is written
 * only when the visitor chose one: a link without it answers with the rules of the day it is opened.
 */
import { isIsoDate, LOAN_TO_VALUE_CASES, type LoanToValueCase } from '@penzugy/finance-core';
import { fromQueryString, toQueryString } from '../calculator-kit';
import {
  AFFORDABILITY_CALCULATOR_DEFAULTS,
  AFFORDABILITY_NUMBER_FIELDS,
  AFFORDABILITY_OPTIONAL_FIELDS,
  type AffordabilityCalculatorValue,
  type AffordabilityNumberField,
} from './constants';

type OptionalField = 'coBorrowerMonthlyNetIncome' | 'ownFunds' | 'price';

/** The query form of the state: required amounts as numbers, optional ones, the HFM case and the day as text. */
export type AffordabilityQueryState = Record<Exclude<AffordabilityNumberField, OptionalField>, number> &
  Record<OptionalField, string> & { loanToValueCase: string; date: string };

const isOptional = (field: AffordabilityNumberField): field is OptionalField =>
  AFFORDABILITY_OPTIONAL_FIELDS.includes(field);

/** The state as query values; an empty or unreadable required field is left out (the link then has the default). */
export function toAffordabilityQueryState(value: AffordabilityCalculatorValue): AffordabilityQueryState {
  // In the order of the form (the link reads like it): the amounts, then the HFM case and the day.
  const out: Record<string, number | string> = {};
  for (const field of AFFORDABILITY_NUMBER_FIELDS) {
    const v = value[field];
    if (isOptional(field)) out[field] = v === null ? '' : String(v);
    else if (v !== null) out[field] = v;
  }
  out.loanToValueCase = value.loanToValueCase;
  out.date = value.date;
  // Missing keys are skipped by toQueryString, which is what "left out" means here.
  return out as AffordabilityQueryState;
}

/** Query defaults: the calculator's defaults in query form. */
export const AFFORDABILITY_QUERY_DEFAULTS: AffordabilityQueryState = toAffordabilityQueryState(
  AFFORDABILITY_CALCULATOR_DEFAULTS,
);

/** The fields a query sets, typed; an unknown HFM case, a malformed day or a non-number amount is ignored. */
export function fromAffordabilityQueryState(
  state: Partial<AffordabilityQueryState>,
): Partial<AffordabilityCalculatorValue> {
  const out: Partial<AffordabilityCalculatorValue> = {};
  for (const field of AFFORDABILITY_NUMBER_FIELDS) {
    const v = state[field];
    if (v === undefined) continue;
    if (typeof v === 'number') out[field] = v;
    else if (v.trim() === '') out[field] = null;
    else if (Number.isFinite(Number(v))) out[field] = Number(v);
  }
  const ltv = state.loanToValueCase;
  if (ltv !== undefined && (LOAN_TO_VALUE_CASES as readonly string[]).includes(ltv)) {
    out.loanToValueCase = ltv as LoanToValueCase;
  }
  if (state.date !== undefined && (state.date === '' || isIsoDate(state.date))) out.date = state.date;
  return out;
}

/** Reads and writes the affordability calculator's state in a URL query string. */
export const affordabilityCalculatorQuery = {
  /** The non-default fields of `value` as a query string without the leading `?`. */
  toQuery(value: AffordabilityCalculatorValue): string {
    return toQueryString(toAffordabilityQueryState(value), AFFORDABILITY_QUERY_DEFAULTS);
  },
  /** The fields a query string sets (with or without `?`); merge them over the defaults. */
  fromQuery(query: string | URLSearchParams): Partial<AffordabilityCalculatorValue> {
    return fromAffordabilityQueryState(fromQueryString(query, AFFORDABILITY_QUERY_DEFAULTS));
  },
} as const;
