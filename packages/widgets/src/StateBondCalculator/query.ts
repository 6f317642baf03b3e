/**
 * The 'Állampapír-kalkulátor' state as a URL query string (`?amount=3000000&options=pmap,etfTbsz,deposit`):
 * only fields that differ from the defaults are written, and anything unreadable in a hand-edited link is
 * ignored. The inflation travels as text, so that "not given" ('', the KSH average) stays apart from 0.
 */
import {
  COUPON_REINVESTMENTS,
  isIsoDate,
  SAVINGS_OPTION_IDS,
  type CouponReinvestment,
  type SavingsOptionId,
} from '@penzugy/finance-core';
import { fromQueryString, toQueryString } from '../calculator-kit';
import {
  STATE_BOND_CALCULATOR_DEFAULTS,
  STATE_BOND_NUMBER_FIELDS,
  STATE_BOND_VIEWS,
  type StateBondCalculatorValue,
  type StateBondView,
} from './constants';

type RequiredNumber = Exclude<(typeof STATE_BOND_NUMBER_FIELDS)[number], 'inflation'>;

/** The query form of the state. */
export type StateBondQueryState = Record<RequiredNumber, number> & {
  inflation: string;
  inflationPath: string;
  options: readonly string[];
  couponReinvestment: string;
  date: string;
  view: string;
};

/** The state as query values; an empty or unreadable required field is left out (the link then has the default). */
export function toStateBondQueryState(value: StateBondCalculatorValue): StateBondQueryState {
  const out: Record<string, unknown> = {};
  for (const field of STATE_BOND_NUMBER_FIELDS) {
    const v = value[field];
    if (field === 'inflation') out[field] = v === null ? '' : String(v);
    else if (v !== null) out[field] = v;
  }
  out.inflationPath = value.inflationPath;
  out.options = value.options;
  out.couponReinvestment = value.couponReinvestment;
  out.date = value.date;
  out.view = value.view;
  // Missing keys are skipped by toQueryString, which is what "left out" means here.
  return out as StateBondQueryState;
}

export const STATE_BOND_QUERY_DEFAULTS: StateBondQueryState = toStateBondQueryState(STATE_BOND_CALCULATOR_DEFAULTS);

const known = <T extends string>(list: readonly T[], v: string | undefined): v is T =>
  v !== undefined && (list as readonly string[]).includes(v);

/** The fields a query sets, typed; an unknown option, choice or day and a non-number amount are ignored. */
export function fromStateBondQueryState(state: Partial<StateBondQueryState>): Partial<StateBondCalculatorValue> {
  const out: Partial<StateBondCalculatorValue> = {};
  for (const field of STATE_BOND_NUMBER_FIELDS) {
    const v = state[field];
    if (typeof v === 'number') out[field] = v;
    else if (typeof v === 'string') {
      if (v.trim() === '') out[field] = null;
      else if (Number.isFinite(Number(v))) out[field] = Number(v);
    }
  }
  if (state.inflationPath !== undefined) out.inflationPath = state.inflationPath;
  const options = (state.options ?? []).filter((o): o is SavingsOptionId => known(SAVINGS_OPTION_IDS, o));
  if (options.length > 0) out.options = [...new Set(options)];
  if (known(COUPON_REINVESTMENTS, state.couponReinvestment))
    out.couponReinvestment = state.couponReinvestment as CouponReinvestment;
  if (state.date !== undefined && (state.date === '' || isIsoDate(state.date))) out.date = state.date;
  if (known(STATE_BOND_VIEWS, state.view)) out.view = state.view as StateBondView;
  return out;
}

/** Reads and writes the calculator's state in a URL query string. */
export const stateBondCalculatorQuery = {
  /** The non-default fields of `value` as a query string without the leading `?`. */
  toQuery(value: StateBondCalculatorValue): string {
    return toQueryString(toStateBondQueryState(value), STATE_BOND_QUERY_DEFAULTS);
  },
  /** The fields a query string sets (with or without `?`); merge them over the defaults. */
  fromQuery(query: string | URLSearchParams): Partial<StateBondCalculatorValue> {
    return fromStateBondQueryState(fromQueryString(query, STATE_BOND_QUERY_DEFAULTS));
  },
} as const;
