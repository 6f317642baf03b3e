/**
 * The state-bond calculator's settings: one per number field (kebab case: `amount`, `years`,
 * `inflation`, `deposit-rate`, `etf-expected-return`, `etf-volatility`), `inflation-path` (yearly
 * percents separated by ';', as the form's 'Infláció évenként'), `options` (the options compared, a
 * comma-separated list: `map-plusz`, `fix-map`, `bmap`, `pmap`, `dkj`, `etf-tbsz`, `etf-none`,
 * `etf-nyesz`, `deposit`, `deposit-tbsz`), `coupon-reinvestment` (`same-bond`, `cash`), `view`
 * (`nominal`, `real`), `date` (the day whose offers and rules apply), `methodology-url` (where a rule
 * note links, ../shared.ts), plus the calculator settings. Ranges are finance-core's, checked by
 * running `compareSavings` on the settings over the defaults, exactly as the calculator will.
 */
import {
  compareSavings,
  COUPON_REINVESTMENTS,
  SAVINGS_OPTION_IDS,
  type CouponReinvestment,
  type SavingsOptionId,
} from '@penzugy/finance-core';
import {
  parseInflationPath,
  STATE_BOND_CALCULATOR_DEFAULTS,
  STATE_BOND_CALCULATOR_STRINGS,
  STATE_BOND_NUMBER_FIELDS,
  STATE_BOND_VIEWS,
  stateBondInputOf,
  type StateBondCalculatorValue,
} from '@penzugy/widgets';
import { financeCheck } from '../../config/finance-check';
import type { AttributeProblem, AttributeSpecs, ParseResult } from '../../config/schema';
import { dateAttribute, listAttribute } from '../../config/value-types';
import type { CheckContext } from '../../runtime/define-widget';
import {
  CALCULATOR_ATTRIBUTES,
  fieldAttributes,
  fieldValues,
  GLOSSARY_ATTRIBUTES,
  kebabCase,
  METHODOLOGY_ATTRIBUTES,
} from '../shared';

const fields = fieldAttributes(STATE_BOND_NUMBER_FIELDS, (f) => ({ type: 'number', integer: f === 'years' }));

/** The options and reinvestment choices as partners write them (`etf-tbsz`), and finance-core's names (`etfTbsz`). */
const byKebab = <T extends string>(ids: readonly T[]): Readonly<Record<string, T>> =>
  Object.fromEntries(ids.map((id) => [kebabCase(id), id]));
const OPTIONS = byKebab(SAVINGS_OPTION_IDS);
const REINVESTMENTS = byKebab(COUPON_REINVESTMENTS);

/** The form's own message for a path it cannot read ('Infláció évenként: pontosvesszővel…'). */
const BAD_PATH = STATE_BOND_CALCULATOR_STRINGS.badPath(STATE_BOND_CALCULATOR_STRINGS.labels.inflationPath);

const OWN = {
  /** Yearly inflation, percents separated by ';' ('4,4; 3,5; 3'); the last one for the years after. @default none: `inflation` */
  'inflation-path': {
    type: 'text',
    // Thirty years of percents with two decimals fit well within it.
    maxLength: 300,
    parse: (text: string): ParseResult<string> => (parseInflationPath(text) ? { value: text } : { message: BAD_PATH }),
  },
  /** The options compared. @default finance-core's: every bond, the ETF in a TBSZ and the deposit */
  options: listAttribute({ values: Object.keys(OPTIONS) }),
  /** What happens to a bond's interest. @default 'same-bond' */
  'coupon-reinvestment': { type: 'choice', values: Object.keys(REINVESTMENTS) },
  /** The chart and table in forints of each year or in start-month forints. @default 'nominal' */
  view: { type: 'choice', values: STATE_BOND_VIEWS },
  /** The day whose offers and tax rules apply, and the TBSZ opens, `YYYY-MM-DD`. @default today */
  date: dateAttribute(),
  ...METHODOLOGY_ATTRIBUTES,
} as const satisfies AttributeSpecs;

/** The number settings are built from the calculator's field list, hence the index signature. */
export const STATE_BOND_ATTRIBUTES: AttributeSpecs &
  typeof OWN &
  typeof CALCULATOR_ATTRIBUTES &
  typeof GLOSSARY_ATTRIBUTES = {
  ...fields.attributes,
  ...OWN,
  ...CALCULATOR_ATTRIBUTES,
  ...GLOSSARY_ATTRIBUTES,
};

const fieldOfKey = {
  ...fields.fieldOfKey,
  'inflation-path': 'inflationPath' as const,
  options: 'options' as const,
  'coupon-reinvestment': 'couponReinvestment' as const,
  view: 'view' as const,
  date: 'date' as const,
};
const keyOfField: Readonly<Record<string, string>> = {
  ...fields.keyOfField,
  options: 'options',
  couponReinvestment: 'coupon-reinvestment',
  date: 'date',
};

/** The calculator's initial input from the settings: only the fields that were written. */
export function stateBondDefaultValue(values: Readonly<Record<string, unknown>>): Partial<StateBondCalculatorValue> {
  const out = fieldValues(values, fieldOfKey) as Partial<Record<string, unknown>>;
  if (Array.isArray(out.options)) out.options = out.options.map((o: string) => OPTIONS[o] as SavingsOptionId);
  if (typeof out.couponReinvestment === 'string')
    out.couponReinvestment = REINVESTMENTS[out.couponReinvestment] as CouponReinvestment;
  return out as Partial<StateBondCalculatorValue>;
}

export function checkStateBondSettings(
  values: Readonly<Record<string, unknown>>,
  context: CheckContext,
): AttributeProblem[] {
  const value = { ...STATE_BOND_CALCULATOR_DEFAULTS, ...stateBondDefaultValue(values) };
  // finance-core names 'inflation' for either form of it: with a path written, the path is at fault
  // (as the calculator's own message placement, StateBondCalculator.tsx).
  const inflation = value.inflationPath.trim() === '' ? 'inflation' : 'inflation-path';
  return financeCheck(() => compareSavings(stateBondInputOf(value)), {
    ...context,
    keyOfField: { ...keyOfField, inflation },
    defaults: STATE_BOND_CALCULATOR_DEFAULTS,
  });
}
