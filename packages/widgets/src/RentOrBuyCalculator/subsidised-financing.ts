/**
 * Buying with a subsidised loan in the rent-or-buy comparison (issue 25 part 2): the programme's rate
 * cap as the loan's rate and, where the programme exempts the purchase, no duty — finance-core's `rate`
 * financing, on the rules in force on the day (its programme terms and the duty exemption), with the
 * rules it rests on for the notes. Eligibility is not checked here: the loan calculator's
 * 'Támogatott hitelek' panel does that.
 */
import {
  cite,
  CSOK_PLUSZ_TERMS,
  DUTY_EXEMPT_PROGRAMMES,
  OTTHON_START_TERMS,
  ruleOn,
  todayInHungary,
  type IsoDate,
  type RentOrBuyRateFinancing,
  type RuleCitation,
} from '@penzugy/finance-core';

/** How the buyer finances the purchase: the plain mortgage of the form, or a subsidised loan. */
export const RENT_OR_BUY_SUBSIDIES = ['none', 'otthonStart', 'csokPlusz'] as const;

export type RentOrBuySubsidy = (typeof RENT_OR_BUY_SUBSIDIES)[number];

/** A subsidised financing: finance-core's `rate` financing and the rules it rests on. */
export interface SubsidisedFinancing {
  financing: RentOrBuyRateFinancing;
  rules: RuleCitation[];
}

/**
 * The financing of a programme on `date` (today in Hungary by default): its rate cap, and whether its
 * use exempts the purchase from the duty; null when the programme's rules are not in force that day.
 */
export function subsidisedFinancing(
  programme: Exclude<RentOrBuySubsidy, 'none'>,
  date: IsoDate = todayInHungary(),
): SubsidisedFinancing | null {
  const terms = programme === 'otthonStart' ? ruleOn(OTTHON_START_TERMS, date) : ruleOn(CSOK_PLUSZ_TERMS, date);
  if (!terms) return null;
  const exemption = ruleOn(DUTY_EXEMPT_PROGRAMMES, date);
  return {
    financing: {
      kind: 'rate',
      annualRate: terms.value.maxRatePercent,
      dutyExempt: (exemption?.value as readonly string[] | undefined)?.includes(programme) ?? false,
    },
    rules: [cite(terms), ...(exemption ? [cite(exemption)] : [])],
  };
}
