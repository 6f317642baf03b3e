/**
 * The rent-or-buy calculator's state as a URL query string (`?rent=250000&purchaseDuty=true`): only
 * fields that differ from the defaults are written, and anything unreadable in a hand-edited link is
 * ignored. Built on calculator-kit's toQueryString / fromQueryString.
 */
import { fromQueryString, toQueryString } from '../calculator-kit';
import {
  RENT_OR_BUY_CALCULATOR_DEFAULTS,
  RENT_OR_BUY_NUMBER_FIELDS,
  type RentOrBuyCalculatorValue,
  type RentOrBuyNumberField,
} from './constants';
import { RENT_OR_BUY_SUBSIDIES, type RentOrBuySubsidy } from './subsidised-financing';

/** The query form of the state: numbers, the duty flag and the subsidy. */
export type RentOrBuyQueryState = Record<RentOrBuyNumberField, number> & { purchaseDuty: boolean; subsidy: string };

/** Query defaults: the calculator's defaults, all of which are set. */
export const RENT_OR_BUY_QUERY_DEFAULTS = RENT_OR_BUY_CALCULATOR_DEFAULTS as RentOrBuyQueryState;

/** The state as query values; an empty or unreadable field is left out (the link then has the default). */
export function toRentOrBuyQueryState(value: RentOrBuyCalculatorValue): RentOrBuyQueryState {
  const out: Partial<RentOrBuyQueryState> = { purchaseDuty: value.purchaseDuty, subsidy: value.subsidy };
  for (const field of RENT_OR_BUY_NUMBER_FIELDS) {
    const v = value[field];
    if (v !== null) out[field] = v;
  }
  // Missing keys are skipped by toQueryString, which is what "left out" means here.
  return out as RentOrBuyQueryState;
}

/** The fields a query sets, without a subsidy it does not know (a hand-edited link). */
export function fromRentOrBuyQueryState(state: Partial<RentOrBuyQueryState>): Partial<RentOrBuyCalculatorValue> {
  const { subsidy, ...rest } = state;
  return (RENT_OR_BUY_SUBSIDIES as readonly (string | undefined)[]).includes(subsidy)
    ? { ...rest, subsidy: subsidy as RentOrBuySubsidy }
    : rest;
}

/** Reads and writes the rent-or-buy calculator's state in a URL query string. */
export const rentOrBuyCalculatorQuery = {
  /** The non-default fields of `value` as a query string without the leading `?`. */
  toQuery(value: RentOrBuyCalculatorValue): string {
    return toQueryString(toRentOrBuyQueryState(value), RENT_OR_BUY_QUERY_DEFAULTS);
  },
  /** The fields a query string sets (with or without `?`); merge them over the defaults. */
  fromQuery(query: string | URLSearchParams): Partial<RentOrBuyCalculatorValue> {
    return fromRentOrBuyQueryState(fromQueryString(query, RENT_OR_BUY_QUERY_DEFAULTS));
  },
} as const;
