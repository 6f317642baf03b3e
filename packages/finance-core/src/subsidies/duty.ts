/**
 * The purchase duty (vagyonszerzési illeték) of a home bought with or without a subsidy, on the rules
 * in force on the day (src/rules/home-costs.ts):
 * - full duty T = min(cap, rate · min(V, upTo) + aboveRate · max(V − upTo, 0)) on the value V, here the
 *   purchase price (the tax office may assess the market value instead);
 * - none when a programme that exempts the purchase is used (CSOK Plusz, falusi CSOK; not Otthon Start);
 * - otherwise a buyer younger than the relief's age buying a first home worth at most its value limit
 *   pays T · (1 − share) (the law allows "up to" the share; the full share is assumed);
 * - saved = T − paid.
 */
import { withDefaults } from '../shared/validate';
import {
  cite,
  DUTY_EXEMPT_PROGRAMMES,
  DUTY_YOUNG_FIRST_HOME,
  PURCHASE_DUTY,
  requireRule,
  rulesDate,
  type DutyScale,
  type IsoDate,
} from '../rules';
import { ruleInForce } from './rules-on';
import { checkField, checkYesNo, withoutNulls } from './answers';
import { checkProgrammes } from './plan-input';
import { SUBSIDY_ANSWER_DEFAULTS, SUBSIDY_LIMITS } from './constants';
import { ALL_PLAN_LABELS, DUTY_TEXTS } from './strings';
import type { PlanPurchaseDuty, SubsidyProgramme } from './types';

/** Input of {@link homePurchaseDuty}. Every field is optional. */
export interface HomePurchaseDutyInput {
  /** Purchase price, Ft ('Vételár'). @default 50000000 */
  price?: number;
  /** The programmes the purchase uses ('Igénybe vett támogatások'). @default none */
  programmes?: readonly SubsidyProgramme[];
  /** The buyer's first home ('Első lakás'). @default false */
  firstHome?: boolean;
  /** The buyer's age in whole years ('A vevő életkora'). @default none (no age relief) */
  buyerAge?: number;
  /** The day whose rules apply ('A szabályok napja'). @default today in Hungary */
  date?: IsoDate;
}

/** The duty of a price on the scale in force: rate up to `upTo`, `aboveRate` above it, at most `cap`. */
function dutyOnScale(price: number, { rate, upTo, aboveRate, cap }: DutyScale): number {
  return Math.min(cap, rate * Math.min(price, upTo) + aboveRate * Math.max(price - upTo, 0));
}

/** The duty of resolved, checked values (financingPlan calls this). */
export function dutyOf(
  price: number,
  programmes: readonly SubsidyProgramme[],
  firstHome: boolean,
  buyerAge: number | undefined,
  date: IsoDate,
): PlanPurchaseDuty {
  const scale = requireRule(PURCHASE_DUTY, date);
  const full = dutyOnScale(price, scale.value);
  const rules = [cite(scale)];
  const exemption = ruleInForce(DUTY_EXEMPT_PROGRAMMES, date);
  const exemptBy = exemption?.value.find((p) => programmes.includes(p));
  if (exemption && exemptBy) {
    rules.push(cite(exemption));
    return { full, paid: 0, saved: full, reason: DUTY_TEXTS.exempt(exemptBy), rules };
  }
  const relief = ruleInForce(DUTY_YOUNG_FIRST_HOME, date);
  if (
    relief &&
    firstHome &&
    buyerAge !== undefined &&
    buyerAge < relief.value.underAge &&
    price <= relief.value.maxValue
  ) {
    rules.push(cite(relief));
    const paid = full * (1 - relief.value.share);
    return {
      full,
      paid,
      saved: full - paid,
      reason: DUTY_TEXTS.youngFirstHome(relief.value.share, relief.value.underAge),
      rules,
    };
  }
  return { full, paid: full, saved: 0, reason: '', rules };
}

/**
 * The purchase duty of a home: in full, exempt with CSOK Plusz or falusi CSOK, or halved for a young
 * first-time buyer of a cheap home (formulas: the module header).
 * @throws FinanceInputError naming the field on bad input, or the date when no duty rule is known for it.
 */
export function homePurchaseDuty(input?: HomePurchaseDutyInput): PlanPurchaseDuty {
  const filled = withDefaults(
    {
      price: SUBSIDY_ANSWER_DEFAULTS.price,
      programmes: [] as readonly SubsidyProgramme[],
      firstHome: false,
      buyerAge: undefined as number | undefined,
      date: undefined as IsoDate | undefined,
    },
    withoutNulls(input),
    ALL_PLAN_LABELS,
  );
  const date = rulesDate(filled.date);
  const price = checkField(filled.price, 'price', SUBSIDY_LIMITS.price);
  const programmes = checkProgrammes(filled.programmes);
  const firstHome = checkYesNo(filled.firstHome, 'firstHome');
  const buyerAge =
    filled.buyerAge === undefined ? undefined : checkField(filled.buyerAge, 'buyerAge', SUBSIDY_LIMITS.age);
  return dutyOf(price, programmes, firstHome, buyerAge, date);
}
