/**
 * Cash flows of a retail state bond held from a start day to a horizon: coupon dates and amounts, the
 * redemption or the early sale, and what a sale on each anniversary would leave. The terms come from the
 * offer in force on the start day (../rules/state-bonds.ts); the interest is tax-free (../rules/tax.ts
 * `STATE_BOND_TAX_EXEMPT`, series issued from 2019-06-01).
 *
 * Schedule:
 * - a SERIES with published dates (`STATE_BOND_SERIES`) when one is named, or when the start day falls in a
 *   series' published sale window: interest runs from `interestFrom`; coupon dates step back from the
 *   maturity by 12 / f months (f coupons a year) down to the first coupon date. The first period may be
 *   irregular; its coupon is the ICMA actual/actual share: Σ over the regular periods it overlaps of
 *   (days of the overlap / days of that regular period) · rate / f. (FixMÁP 2031/Q2: 2026-03-13 … 2026-07-23
 *   gives 7 % · (41/90 + 1) / 4 = 2,547 %, the 2,55 % the ÁKK published.) Other periods pay rate / f.
 *   The buyer pays the face value plus the interest accrued since the period began, by the same
 *   actual/actual rule: face = amount / (1 + accrued) (the ÁKK's offer prices a series so during its sale;
 *   docs/rules.md, group 13a, has the source — read for a BMÁP series, assumed for every series).
 * - otherwise a GENERIC series starting on the start day: coupon dates on the start day plus 12k / f
 *   months, maturity after the tenor, bought at face value with nothing accrued.
 * Coupon rates (percent a year) of the period that ends on coupon date c, year y of the term =
 * tenor − ⌊months from c to maturity / 12⌋:
 * - fixed: the rate; stepped (MÁP Plusz): the rate of year y;
 * - DKJ-floating (BMÁP): the DKJ path's value in the horizon year the period starts in, plus the premium of
 *   year y (the loyalty premium in the last two years);
 * - inflation-linked (PMÁP): the first period's fixed rate, then the annual average inflation of the
 *   calendar year before the period starts (inflation.ts) plus the premium, never below 0.
 * Holding:
 * - MÁP Plusz pays every coupon but the last as more of the same series at face value; a cash coupon is,
 *   by default (`couponReinvestment: 'sameBond'`), also reinvested in the same bond at face value, or
 *   (`'cash'`) kept without interest;
 * - at maturity the face value and the last coupon are paid; if the horizon is later, the money rolls in
 *   DKJ until then;
 * - a sale before maturity gets the Treasury's early-redemption price (99 %; the MÁP Plusz 100 % from a
 *   coupon date to the 5th working day after it, Monday to Friday) times the face, plus accrued interest.
 * DKJ (discount bills of m months, rolled): a bill bought on s for a yield y (the DKJ path, simple yield,
 * 365-day basis) grows to P (1 + y · days(s, e) / 365) at its maturity e; on a day x before e it is valued at
 * the same yield: P (1 + y · days(s, e)/365) / (1 + y · days(x, e)/365).
 * Rows: row 0 is the amount; row k is what a sale on the k-th anniversary would leave.
 */
import { withDefaults } from '../shared/validate';
import {
  DKJ_TERMS,
  requireRule,
  STATE_BOND_PRODUCTS,
  STATE_BOND_SERIES,
  STATE_BOND_TAX_EXEMPT,
  STATE_BOND_TERMS,
  type CouponBondProduct,
  type DiscountBillTerms,
  type IsoDate,
  type RuleCitation,
  type RuleInForce,
  type StateBondProduct,
  type StateBondSeries,
  type StateBondTerms,
} from '../rules';
import { addMonths } from '../rules/add-months';
import { annualised, uniqueCitations } from './common';
import {
  COUPON_REINVESTMENTS,
  DKJ_DAY_BASIS,
  DKJ_TENORS_MONTHS,
  SAVINGS_DEFAULTS,
  type CouponReinvestment,
  type DkjTenorMonths,
} from './constants';
import { addWorkingDays, addYears, daysBetween, monthIndexOf, yearOf } from './days';
import {
  dkjPath,
  dkjPercents,
  pathValueOn,
  priceLevels,
  type DkjPath,
  type InflationInput,
  type PriceLevels,
} from './inflation';
import { INELIGIBLE, SAVINGS_LABELS, SAVINGS_MESSAGES, SAVINGS_NOTES } from './strings';
import type { SavingsRow } from './types';
import { savingsChoice, savingsDate, savingsError, savingsNumber } from './validate';

/** What happened on a day of the holding. */
export type BondFlowKind = 'purchase' | 'coupon' | 'redemption' | 'sale' | 'dkjPurchase' | 'dkjMaturity';

/** One event of the holding. */
export interface BondFlow {
  date: IsoDate;
  kind: BondFlowKind;
  /**
   * Forints: paid by the saver (a purchase, negative) or paid to the saver (positive). A coupon credited as
   * more of the bond, or a DKJ bought with money already in the holding, shows its amount with
   * `reinvested: true`.
   */
  amount: number;
  /** The coupon rate of the period (percent a year), or the DKJ's yield. */
  ratePercent?: number;
  /** The share of the year's rate a coupon pays (1 / f for a regular period). */
  yearFraction?: number;
  /** Face value of the bond held after the event (0 once it has matured). */
  face: number;
  reinvested?: boolean;
}

/** One anniversary of a bond holding: a SavingsRow with the holding's parts. */
export interface BondYearRow extends SavingsRow {
  /** Face value of the bond still held. */
  face: number;
  /** Interest accrued on that face, Ft. */
  accrued: number;
  /** Coupons waiting as cash, Ft. */
  cash: number;
  /** Money rolled in DKJ after the maturity (or the DKJ holding itself), Ft. */
  dkj: number;
  /** The net price a sale that day gets, percent of face (100 at maturity or for DKJ). */
  pricePercent: number;
}

/** The resolved schedule of the bond bought. */
interface Schedule {
  kind: 'series' | 'generic';
  series: StateBondSeries | null;
  interestFrom: IsoDate;
  /** Coupon dates ascending; the last is the maturity. */
  couponDates: IsoDate[];
  maturity: IsoDate;
}

/** Everything the engine needs, resolved. */
export interface BondModel {
  product: StateBondProduct;
  amount: number;
  years: number;
  date: IsoDate;
  series: string | null;
  dkj: DkjPath;
  dkjMonths: DkjTenorMonths;
  levels: PriceLevels;
  reinvestment: CouponReinvestment;
}

/** The engine's result, before the public wrapping. */
export interface BondHolding {
  terms: StateBondTerms | DiscountBillTerms;
  schedule: Schedule | null;
  face: number;
  accruedPercentAtPurchase: number;
  flows: BondFlow[];
  rows: BondYearRow[];
  reason?: string;
  rules: RuleInForce<unknown>[];
  notes: string[];
}

/** The months between coupons. */
const monthsPerCoupon = (terms: StateBondTerms) => 12 / terms.couponsPerYear;

function seriesSchedule(series: StateBondSeries, terms: StateBondTerms): Schedule {
  const step = monthsPerCoupon(terms);
  const dates: IsoDate[] = [];
  for (let j = 0; ; j++) {
    const c = addMonths(series.maturity, -step * j);
    if (c < series.firstCouponDate) break;
    dates.push(c);
  }
  dates.reverse();
  return { kind: 'series', series, interestFrom: series.interestFrom, couponDates: dates, maturity: series.maturity };
}

function genericSchedule(start: IsoDate, terms: StateBondTerms): Schedule {
  const step = monthsPerCoupon(terms);
  const n = terms.tenorYears * terms.couponsPerYear;
  const couponDates = Array.from({ length: n }, (_, k) => addMonths(start, step * (k + 1)));
  return { kind: 'generic', series: null, interestFrom: start, couponDates, maturity: couponDates.at(-1)! };
}

/** The series the start day falls in the published sale window of (FixMÁP and MÁP Plusz only). */
function seriesOnSale(product: StateBondProduct, date: IsoDate): StateBondSeries | undefined {
  return STATE_BOND_SERIES.find(
    (s) => s.product === product && s.saleTo !== undefined && s.saleFrom <= date && date <= s.saleTo,
  );
}

/**
 * The ICMA actual/actual share of a year's rate accrued from `from` to `to` inside the period that ends on
 * `periodEnd` (regular periods stepping back from it by `step` months).
 */
function icmaYearFraction(from: IsoDate, to: IsoDate, periodEnd: IsoDate, step: number, perYear: number): number {
  let fraction = 0;
  for (let j = 0; ; j++) {
    const hi = addMonths(periodEnd, -step * j);
    const lo = addMonths(periodEnd, -step * (j + 1));
    const overlap = daysBetween(from > lo ? from : lo, to < hi ? to : hi);
    if (overlap > 0) fraction += overlap / daysBetween(lo, hi);
    if (lo <= from) break;
  }
  return fraction / perYear;
}

/** The coupon rule evaluated for one period. */
function couponRate(
  terms: StateBondTerms,
  schedule: Schedule,
  periodIndex: number,
  periodStart: IsoDate,
  periodEnd: IsoDate,
  model: BondModel,
): number {
  const monthsToMaturity = monthIndexOf(schedule.maturity) - monthIndexOf(periodEnd);
  const year = Math.min(Math.max(terms.tenorYears - Math.floor(monthsToMaturity / 12), 1), terms.tenorYears);
  const c = terms.coupon;
  switch (c.kind) {
    case 'fixed':
      return c.ratePercent;
    case 'stepped':
      return c.byYear[year - 1]!.ratePercent;
    case 'dkjFloating':
      return pathValueOn(dkjPercents(model.dkj), model.date, periodStart) + c.premiumByYear[year - 1]!;
    case 'inflationLinked':
      return periodIndex === 0
        ? c.firstPeriodPercent
        : Math.max(0, model.levels.annualAverage(yearOf(periodStart) - 1) + c.premiumPercent);
  }
}

/**
 * DKJ bills rolled from `start` with `money` until `until`: their flows (a last bill still running on
 * `until` is sold that day), and the value of the holding on any day from `start` to `until`.
 * `paidBySaver`: the first purchase is the saver's payment (the DKJ product), not money already held.
 */
function rollDkj(
  model: BondModel,
  start: IsoDate,
  money: number,
  until: IsoDate,
  flows: BondFlow[],
  paidBySaver: boolean,
): (day: IsoDate) => number {
  const bills: { s: IsoDate; e: IsoDate; atMaturity: number; y: number }[] = [];
  const yields = dkjPercents(model.dkj);
  let value = money;
  for (let s = start; s < until;) {
    const e = addMonths(s, model.dkjMonths);
    const y = pathValueOn(yields, model.date, s) / 100;
    const first = bills.length === 0;
    flows.push({
      date: s,
      kind: 'dkjPurchase',
      amount: first && paidBySaver ? -value : value,
      ratePercent: y * 100,
      face: 0,
      ...(first && paidBySaver ? {} : { reinvested: true }),
    });
    value *= 1 + (y * daysBetween(s, e)) / DKJ_DAY_BASIS;
    bills.push({ s, e, atMaturity: value, y });
    if (e <= until)
      flows.push({
        date: e,
        kind: 'dkjMaturity',
        amount: value,
        ratePercent: y * 100,
        face: 0,
        ...(e < until ? { reinvested: true } : {}),
      });
    s = e;
  }
  const valueOn = (day: IsoDate): number => {
    const bill = bills.find((b) => b.s <= day && day < b.e) ?? bills.at(-1);
    if (!bill) return money;
    return bill.atMaturity / (1 + (bill.y * Math.max(daysBetween(day, bill.e), 0)) / DKJ_DAY_BASIS);
  };
  const last = bills.at(-1);
  if (last && last.e > until) flows.push({ date: until, kind: 'sale', amount: valueOn(until), face: 0 });
  return valueOn;
}

/** The engine of the module header. */
export function holdBond(model: BondModel): BondHolding {
  const { product, amount, years, date, levels } = model;
  const horizon = addYears(date, years);
  const rows: BondYearRow[] = [
    {
      year: 0,
      date,
      gross: amount,
      tax: 0,
      net: amount,
      real: amount,
      priceIndex: 1,
      face: 0,
      accrued: 0,
      cash: 0,
      dkj: 0,
      pricePercent: 100,
    },
  ];
  const flows: BondFlow[] = [];
  const exempt = requireRule(STATE_BOND_TAX_EXEMPT, date, 'date', SAVINGS_LABELS.date);
  const rules: RuleInForce<unknown>[] = [exempt];
  const notes: string[] = [];
  const anniversaryRow = (k: number, parts: Omit<BondYearRow, keyof SavingsRow>) => {
    const day = addYears(date, k);
    const value = (parts.face * parts.pricePercent) / 100 + parts.accrued + parts.cash + parts.dkj;
    const level = levels.at(day);
    rows.push({
      year: k,
      date: day,
      gross: value,
      tax: 0,
      net: value,
      real: value / level,
      priceIndex: level,
      ...parts,
    });
  };
  /** The DKJ reference the default yield path comes from, cited and noted where the path is used. */
  const dkjReference = () => {
    const reference = model.dkj.rule;
    if (!reference) return;
    rules.push(reference);
    notes.push(SAVINGS_NOTES.dkjDefault(reference.value));
  };
  /** The DKJ's terms, cited with the yield path's rule, once DKJ is bought. */
  const dkjTerms = () => {
    const rule = requireRule(DKJ_TERMS, date, 'date', SAVINGS_LABELS.date);
    rules.push(rule);
    dkjReference();
    notes.push(SAVINGS_NOTES.dkjPricing);
    return rule.value;
  };

  if (product === 'dkj') {
    const terms = dkjTerms();
    const valueOn = rollDkj(model, date, amount, horizon, flows, true);
    for (let k = 1; k <= years; k++) {
      anniversaryRow(k, { face: 0, accrued: 0, cash: 0, dkj: valueOn(addYears(date, k)), pricePercent: 100 });
    }
    return {
      terms,
      schedule: null,
      face: 0,
      accruedPercentAtPurchase: 0,
      flows,
      rows,
      ...(amount < terms.denomination ? { reason: INELIGIBLE.belowDenomination(terms.denomination) } : {}),
      rules,
      notes,
    };
  }

  const termsRule = requireRule(STATE_BOND_TERMS[product], date, 'date', SAVINGS_LABELS.date);
  const terms = termsRule.value;
  rules.unshift(termsRule);
  if (terms.coupon.kind === 'dkjFloating') dkjReference();
  if (terms.coupon.kind === 'stepped' && terms.coupon.byYear.some((y) => !y.confirmed))
    notes.push(SAVINGS_NOTES.inferredCoupons(terms.shortName));
  if (terms.coupon.kind === 'inflationLinked') notes.push(SAVINGS_NOTES.pmapFloor);

  let reason: string | undefined;
  let schedule: Schedule;
  const named = model.series;
  if (named !== null) {
    const series = STATE_BOND_SERIES.find((s) => s.id === named)!;
    schedule = seriesSchedule(series, terms);
    if (date < series.saleFrom || (series.saleTo !== undefined && date > series.saleTo))
      reason = INELIGIBLE.seriesNotOnSale(series.id, date);
  } else {
    const onSale = seriesOnSale(product, date);
    schedule = onSale ? seriesSchedule(onSale, terms) : genericSchedule(date, terms);
  }
  notes.push(schedule.series ? SAVINGS_NOTES.knownSeries(schedule.series.id) : SAVINGS_NOTES.genericSeries);

  const step = monthsPerCoupon(terms);
  const f = terms.couponsPerYear;
  const starts = [schedule.interestFrom, ...schedule.couponDates.slice(0, -1)];
  const periods = schedule.couponDates.map((end, i) => {
    const start = starts[i]!;
    const irregular = i === 0 && schedule.kind === 'series';
    return {
      start,
      end,
      rate: couponRate(terms, schedule, i, start, end, model),
      yearFraction: irregular ? icmaYearFraction(start, end, end, step, f) : 1 / f,
      irregular,
    };
  });
  /** Accrued share of face (a fraction) on `day` inside period i. */
  const accruedOn = (i: number, day: IsoDate): number => {
    const p = periods[i]!;
    const share = p.irregular
      ? icmaYearFraction(p.start, day, p.end, step, f)
      : daysBetween(p.start, day) / daysBetween(p.start, p.end) / f;
    return (p.rate / 100) * share;
  };
  const periodOf = (day: IsoDate) => periods.findIndex((p) => p.start <= day && day < p.end);

  const firstPeriod = periodOf(date);
  const accruedAtPurchase = firstPeriod >= 0 ? accruedOn(firstPeriod, date) : 0;
  let face = amount / (1 + accruedAtPurchase);
  let cash = 0;
  flows.push({ date, kind: 'purchase', amount: -amount, face });
  if (face > terms.maxPurchase && reason === undefined)
    reason = INELIGIBLE.aboveCap(terms.shortName, terms.maxPurchase);

  const inKind = terms.couponPaidIn === 'bond';
  if (inKind) notes.push(SAVINGS_NOTES.mapPluszInKind);
  notes.push(model.reinvestment === 'sameBond' || inKind ? SAVINGS_NOTES.reinvestSameBond : SAVINGS_NOTES.reinvestCash);
  if (terms.earlyRedemption.afterCouponWorkingDays) notes.push(SAVINGS_NOTES.workingDays);

  let dkjValueOn: ((day: IsoDate) => number) | undefined;
  let nextRow = 1;
  const valueRowsUntil = (limit: IsoDate, inclusive: boolean) => {
    for (; nextRow <= years; nextRow++) {
      const day = addYears(date, nextRow);
      if (inclusive ? day > limit : day >= limit) break;
      if (dkjValueOn) {
        anniversaryRow(nextRow, { face: 0, accrued: 0, cash: 0, dkj: dkjValueOn(day), pricePercent: 100 });
        continue;
      }
      const i = periodOf(day);
      const accrued = i >= 0 ? face * accruedOn(i, day) : 0;
      anniversaryRow(nextRow, { face, accrued, cash, dkj: 0, pricePercent: salePrice(day) });
    }
  };
  const salePrice = (day: IsoDate): number => {
    const early = terms.earlyRedemption;
    if (early.afterCouponWorkingDays && early.afterCouponPricePercent !== undefined) {
      const inWindow = schedule.couponDates.some(
        (c) => c <= day && day <= addWorkingDays(c, early.afterCouponWorkingDays!),
      );
      if (inWindow) return early.afterCouponPricePercent;
    }
    return early.pricePercent;
  };

  for (let i = 0; i < periods.length; i++) {
    const p = periods[i]!;
    if (p.end <= date) continue;
    if (p.end > horizon) break;
    // Rows strictly before the coupon day are valued on the face held before it.
    valueRowsUntil(p.end, false);
    const coupon = (face * p.rate * p.yearFraction) / 100;
    if (p.end === schedule.maturity) {
      flows.push({
        date: p.end,
        kind: 'redemption',
        amount: face + coupon,
        ratePercent: p.rate,
        yearFraction: p.yearFraction,
        face: 0,
      });
      // The face, the last coupon and the coupons kept as cash.
      const proceeds = face + coupon + cash;
      face = 0;
      cash = 0;
      if (p.end < horizon) {
        dkjTerms();
        notes.push(SAVINGS_NOTES.afterMaturity(model.dkjMonths));
        dkjValueOn = rollDkj(model, p.end, proceeds, horizon, flows, false);
      } else dkjValueOn = () => proceeds;
      break;
    }
    const reinvest = inKind || model.reinvestment === 'sameBond';
    flows.push({
      date: p.end,
      kind: 'coupon',
      amount: coupon,
      ratePercent: p.rate,
      yearFraction: p.yearFraction,
      face: reinvest ? face + coupon : face,
      ...(reinvest ? { reinvested: true } : {}),
    });
    if (reinvest) face += coupon;
    else cash += coupon;
  }
  valueRowsUntil(horizon, true);
  if (!dkjValueOn) {
    const final = rows.at(-1)!;
    // The sale pays the face at the price and the accrued interest; coupons kept as cash were paid before.
    flows.push({ date: horizon, kind: 'sale', amount: final.net - final.cash, face: 0 });
    notes.push(SAVINGS_NOTES.earlySale);
  }
  return {
    terms,
    schedule,
    face: amount / (1 + accruedAtPurchase),
    accruedPercentAtPurchase: accruedAtPurchase * 100,
    flows,
    rows,
    ...(reason ? { reason } : {}),
    rules,
    notes,
  };
}

/** Input of {@link bondCashFlows}. */
export interface BondCashFlowInput {
  /** The bond ('Állampapír'). @default 'fixMap' */
  product?: StateBondProduct;
  /** Invested on the start day, Ft ('Befektetett összeg'). @default 1000000 */
  amount?: number;
  /** Whole years to the horizon, 1 … 30 ('Befektetési idő'). @default 5 */
  years?: number;
  /** The start (purchase) day, whose offer and rules apply ('Kezdőnap'). @default today in Hungary */
  date?: IsoDate;
  /** A series of `STATE_BOND_SERIES` by its code ('Sorozat'); by default the one on sale that day, if known. */
  series?: string;
  /** The 3-month DKJ yield, percent, one number or one a year ('DKJ-hozam'); by default the latest reference. */
  dkjPath?: number | readonly number[];
  /** The DKJ tenor rolled, 3, 6 or 12 months ('DKJ futamideje'). @default 3 */
  dkjMonths?: DkjTenorMonths;
  /** The inflation path (inflation.ts): the PMÁP's coupons and the real values; the latest KSH annual average by default. */
  inflation?: InflationInput;
  /** A cash coupon buys more of the same bond, or waits as cash ('Kamatok újrabefektetése'). @default 'sameBond' */
  couponReinvestment?: CouponReinvestment;
}

/** Result of {@link bondCashFlows}. */
export interface BondCashFlowResult {
  input: {
    product: StateBondProduct;
    amount: number;
    years: number;
    date: IsoDate;
    series: string | null;
    dkjMonths: DkjTenorMonths;
    couponReinvestment: CouponReinvestment;
  };
  /** The offer's terms (a DKJ's for `dkj`). */
  terms: StateBondTerms | DiscountBillTerms;
  /** `series` (published dates), `generic` (a series starting on the start day) or `rolled` (DKJ). */
  schedule: 'series' | 'generic' | 'rolled';
  series: StateBondSeries | null;
  interestFrom: IsoDate | null;
  maturity: IsoDate | null;
  couponDates: IsoDate[];
  /** Face value bought, Ft (0 for DKJ). */
  face: number;
  /** Interest accrued at purchase, percent of face. */
  accruedPercentAtPurchase: number;
  flows: BondFlow[];
  /** Year 0 … years. */
  rows: BondYearRow[];
  /** False outside the offer's rules (above the purchase cap, a series not on sale, below the DKJ's denomination). */
  eligible: boolean;
  reason?: string;
  annualReturnPercent: number;
  realAnnualReturnPercent: number;
  rules: RuleCitation[];
  notes: string[];
}

/** The input's fields and defaults (a function: a module-level object reading SAVINGS_DEFAULTS would stay in every bundle). */
const bondFields = () => ({
  product: 'fixMap' as StateBondProduct,
  amount: SAVINGS_DEFAULTS.amount,
  years: SAVINGS_DEFAULTS.years,
  date: undefined as IsoDate | undefined,
  series: undefined as string | undefined,
  dkjPath: undefined as number | readonly number[] | undefined,
  dkjMonths: SAVINGS_DEFAULTS.dkjMonths,
  inflation: undefined as InflationInput | undefined,
  couponReinvestment: SAVINGS_DEFAULTS.couponReinvestment,
});

/** A DKJ tenor of 3, 6 or 12 months; a FinanceInputError naming `dkjMonths` otherwise. */
export function checkDkjMonths(value: unknown): DkjTenorMonths {
  if (!(DKJ_TENORS_MONTHS as readonly unknown[]).includes(value))
    throw savingsError('dkjMonths', SAVINGS_MESSAGES.dkjMonths);
  return value as DkjTenorMonths;
}

/** A series code of the data for `product`, or null; a FinanceInputError naming `series` otherwise. */
function checkSeries(value: unknown, product: StateBondProduct, date: IsoDate, shortName: string): string | null {
  if (value === undefined || value === null) return null;
  const series = STATE_BOND_SERIES.find((s) => s.id === value);
  if (!series) throw savingsError('series', SAVINGS_MESSAGES.unknownSeries(value));
  if (series.product !== product)
    throw savingsError('series', SAVINGS_MESSAGES.seriesOfOtherProduct(series.id, shortName));
  if (date < series.interestFrom || date >= series.maturity)
    throw savingsError('series', SAVINGS_MESSAGES.seriesNotRunning(series.id));
  return series.id;
}

/**
 * The cash flows of a retail state bond from the start day to the horizon, and what a sale on each
 * anniversary leaves, nominal and real (module header).
 * @throws FinanceInputError naming the field of a bad input, or the start day when the offer is not known on it.
 */
export function bondCashFlows(input: BondCashFlowInput = {}): BondCashFlowResult {
  const f = withDefaults(bondFields(), input, SAVINGS_LABELS);
  const date = savingsDate(f.date);
  const product = savingsChoice(f.product, 'product', STATE_BOND_PRODUCTS);
  const amount = savingsNumber(f.amount, 'amount');
  const years = savingsNumber(f.years, 'years');
  const dkjMonths = checkDkjMonths(f.dkjMonths);
  const reinvestment = savingsChoice(f.couponReinvestment, 'couponReinvestment', COUPON_REINVESTMENTS);
  const shortName =
    product === 'dkj'
      ? 'DKJ'
      : requireRule(STATE_BOND_TERMS[product as CouponBondProduct], date, 'date', SAVINGS_LABELS.date).value.shortName;
  const series = checkSeries(f.series, product, date, shortName);
  const levels = priceLevels(f.inflation, date);
  const dkj = dkjPath(f.dkjPath, date);
  const holding = holdBond({ product, amount, years, date, series, dkj, dkjMonths, levels, reinvestment });
  const final = holding.rows[years]!;
  const s = holding.schedule;
  return {
    input: { product, amount, years, date, series, dkjMonths, couponReinvestment: reinvestment },
    terms: holding.terms,
    schedule: s ? s.kind : 'rolled',
    series: s?.series ?? null,
    interestFrom: s ? s.interestFrom : null,
    maturity: s ? s.maturity : null,
    couponDates: s ? s.couponDates : [],
    face: holding.face,
    accruedPercentAtPurchase: holding.accruedPercentAtPurchase,
    flows: holding.flows,
    rows: holding.rows,
    eligible: holding.reason === undefined,
    ...(holding.reason ? { reason: holding.reason } : {}),
    annualReturnPercent: annualised(final.net, amount, years),
    realAnnualReturnPercent: annualised(final.real, amount, years),
    rules: uniqueCitations([...holding.rules, ...(levels.rule ? [levels.rule] : [])]),
    notes: [...new Set([...holding.notes, ...levels.notes(), SAVINGS_NOTES.rulesOfTheDay])],
  };
}
