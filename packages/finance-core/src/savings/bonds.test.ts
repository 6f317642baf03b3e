/**
 * Bond cash flows against schedules computed by hand in the tests: coupon dates and amounts, the redemption,
 * the early-sale price at a horizon before maturity, the ICMA first coupon of a published series, the
 * MÁP Plusz's coupon window, BMÁP on a DKJ path, PMÁP on an inflation path, DKJ rolled.
 */
import { describe, expect, it } from 'vitest';
import { MAP_PLUSZ_TERMS, STATE_BOND_SERIES } from '../rules';
import { bondCashFlows, type BondCashFlowInput, type BondCashFlowResult } from './bonds';
import { days, expectSavingsError, irr } from './test-support';

const M = 1_000_000;

/** A holding whose cash coupons wait as cash, at 3 % inflation unless the input says otherwise. */
const withCash = (input: BondCashFlowInput): BondCashFlowResult =>
  bondCashFlows({ couponReinvestment: 'cash', inflation: 3, ...input });
/** The coupon rates of a holding's coupons (and of the redemption's last coupon when `withRedemption`). */
const couponRates = (r: BondCashFlowResult, withRedemption = false) =>
  r.flows.filter((f) => f.kind === 'coupon' || (withRedemption && f.kind === 'redemption')).map((f) => f.ratePercent!);

describe('FixMÁP, a generic series from the start day', () => {
  const cash = withCash({
    product: 'fixMap',
    date: '2026-11-28',
    years: 5,
  });

  it('pays 1,75 % of the face every quarter on the start day’s day of the month, and the face at maturity', () => {
    expect(cash.schedule).toBe('generic');
    expect(cash.couponDates).toHaveLength(20);
    expect(cash.couponDates.slice(0, 3)).toEqual(['2027-02-28', '2027-05-28', '2027-08-28']);
    expect(cash.maturity).toBe('2031-11-28');
    const coupons = cash.flows.filter((f) => f.kind === 'coupon');
    expect(coupons).toHaveLength(19);
    for (const c of coupons) expect(c.amount).toBeCloseTo(17_500, 6); // 1 000 000 · 7 % / 4
    const redemption = cash.flows.find((f) => f.kind === 'redemption')!;
    expect(redemption.date).toBe('2031-11-28');
    expect(redemption.amount).toBeCloseTo(M + 17_500, 6);
    // 20 coupons of 17 500 and the face, nothing reinvested.
    expect(cash.rows[5]!.net).toBeCloseTo(M + 20 * 17_500, 4);
  });

  it('its cash flows give the published EHM of 7,18 % (ÁKK), an independent IRR', () => {
    const flows: [number, number][] = [[0, -M]];
    for (const f of cash.flows.filter((x) => x.kind === 'coupon' || x.kind === 'redemption'))
      flows.push([days('2026-11-28', f.date) / 365, f.amount]);
    expect(irr(flows) * 100).toBeCloseTo(7.18, 1);
    expect(Math.abs(irr(flows) * 100 - 7.18)).toBeLessThan(0.01);
  });

  it('reinvested in the same bond the coupons compound quarterly: 1 000 000 · 1,0175^20', () => {
    const same = bondCashFlows({ product: 'fixMap', date: '2026-11-28', years: 5, inflation: 3 });
    expect(same.rows[5]!.net).toBeCloseTo(M * 1.0175 ** 20, 4);
    // A sale on the 2nd anniversary (a coupon day, nothing accrued) gets 99 % of the face held then.
    expect(same.rows[2]!.pricePercent).toBe(99);
    expect(same.rows[2]!.net).toBeCloseTo(0.99 * M * 1.0175 ** 8, 4);
    expect(same.rows[2]!.real).toBeCloseTo(same.rows[2]!.net / 1.03 ** 2, 4);
  });

  it('after maturity the money rolls in 3-month DKJ until the horizon', () => {
    const six = withCash({
      product: 'fixMap',
      date: '2026-11-28',
      years: 6,
      dkjPath: 6,
    });
    const paid = M + 20 * 17_500;
    // 2031-11-28 → 2032-02-28 → 2032-05-28 → 2032-08-28 → 2032-11-28 at 6 % simple, 365-day basis.
    const bills = [
      ['2031-11-28', '2032-02-28'],
      ['2032-02-28', '2032-05-28'],
      ['2032-05-28', '2032-08-28'],
      ['2032-08-28', '2032-11-28'],
    ];
    const expected = bills.reduce((v, [s, e]) => v * (1 + (0.06 * days(s!, e!)) / 365), paid);
    expect(six.rows[6]!.net).toBeCloseTo(expected, 4);
    expect(six.rows[6]!.dkj).toBeCloseTo(expected, 4);
    expect(six.flows.filter((f) => f.kind === 'dkjPurchase')).toHaveLength(4);
  });
});

describe('FixMÁP 2031/Q2: the published series', () => {
  it('its first, long coupon is the ICMA share 7 % · (41/90 + 1) / 4 = 2,547 %, the 2,55 % the ÁKK published', () => {
    const q2 = STATE_BOND_SERIES.find((s) => s.id === '2031/Q2')!;
    const r = withCash({
      product: 'fixMap',
      series: '2031/Q2',
      date: '2026-03-13',
      years: 5,
    });
    expect(r.schedule).toBe('series');
    expect(r.couponDates[0]).toBe('2026-07-23');
    expect(r.couponDates.at(-1)).toBe('2031-04-23');
    expect(r.couponDates).toHaveLength(20);
    const first = r.flows.find((f) => f.kind === 'coupon')!;
    const share = (7 * (41 / 90 + 1)) / 4;
    expect(first.amount).toBeCloseTo((M * share) / 100, 6);
    expect(Math.round(share * 100) / 100).toBe(q2.publishedFirstCouponPercent);
  });

  it('sold after 5 years, before its 2031-04-23 maturity: 99 % of the face plus 49/90 of a quarter’s coupon', () => {
    const r = withCash({
      product: 'fixMap',
      series: '2031/Q2',
      date: '2026-03-13',
      years: 5,
    });
    // Coupons: the first (2,547 %) and 18 regular ones, 2026-10-23 … 2031-01-23.
    const coupons = M * ((7 * (41 / 90 + 1)) / 4 / 100 + 18 * 0.0175);
    const sale = M * (0.99 + 0.0175 * (49 / 90));
    expect(r.rows[5]!.date).toBe('2031-03-13');
    expect(r.rows[5]!.pricePercent).toBe(99);
    expect(r.rows[5]!.accrued).toBeCloseTo(M * 0.0175 * (49 / 90), 6);
    expect(r.rows[5]!.net).toBeCloseTo(coupons + sale, 4);
    expect(r.flows.at(-1)).toMatchObject({ kind: 'sale', date: '2031-03-13' });
    expect(r.flows.at(-1)!.amount).toBeCloseTo(sale, 4);
  });

  it('bought later in the first period, the price includes the accrued interest: face = amount / (1 + accrued)', () => {
    const r = bondCashFlows({ product: 'fixMap', series: '2031/Q2', date: '2026-05-10', years: 1, inflation: 3 });
    // Back from 2026-07-23: [04-23, 07-23] (91 days) holds 17 days of it; [01-23, 04-23] (90 days) holds 41.
    const accrued = (0.07 * (41 / 90 + 17 / 91)) / 4;
    expect(r.accruedPercentAtPurchase).toBeCloseTo(accrued * 100, 10);
    expect(r.face).toBeCloseTo(M / (1 + accrued), 6);
    expect(r.flows[0]).toMatchObject({ kind: 'purchase', amount: -M });
  });

  it('refuses a series of another product or a day it does not run on; a day outside its sale window is an answer', () => {
    expectSavingsError(
      () => bondCashFlows({ product: 'mapPlusz', series: '2031/Q2', date: '2026-05-10' }),
      'series',
      'Sorozat',
    );
    expectSavingsError(
      () => bondCashFlows({ product: 'fixMap', series: '2031/Q9', date: '2026-05-10' }),
      'series',
      'Sorozat',
    );
    expectSavingsError(
      () => bondCashFlows({ product: 'fixMap', series: '2031/Q2', date: '2026-03-12' }),
      'series',
      'Sorozat',
    );
    const late = bondCashFlows({ product: 'fixMap', series: '2031/Q1', date: '2026-05-10', years: 1, inflation: 3 });
    expect(late.eligible).toBe(false);
    expect(late.reason).toMatch(/2031\/Q1/);
    expect(late.rows[1]!.net).toBeGreaterThan(0);
  });

  it('a start day in a published sale window picks that series by itself', () => {
    expect(bondCashFlows({ product: 'fixMap', date: '2026-02-01', years: 1, inflation: 3 }).series?.id).toBe('2031/Q1');
    expect(bondCashFlows({ product: 'mapPlusz', date: '2026-02-01', years: 1, inflation: 3 }).series?.id).toBe(
      '2031/M1',
    );
    expect(bondCashFlows({ product: 'fixMap', date: '2026-11-28', years: 1, inflation: 3 }).schedule).toBe('generic');
  });
});

describe('MÁP Plusz', () => {
  const ladder = [6.5, 6.75, 7, 7.25, 7.5];

  it('credits each coupon but the last as more of the bond: the face compounds by the year’s rate', () => {
    const r = bondCashFlows({ product: 'mapPlusz', date: '2026-11-28', years: 5, inflation: 3 });
    const faces = ladder.reduce<number[]>((acc, c) => [...acc, acc.at(-1)! * (1 + c / 100)], [M]);
    const coupons = r.flows.filter((f) => f.kind === 'coupon');
    expect(coupons.map((c) => c.ratePercent)).toEqual(ladder.slice(0, 4));
    coupons.forEach((c, i) => expect(c.face).toBeCloseTo(faces[i + 1]!, 6));
    expect(r.rows[5]!.net).toBeCloseTo(faces[5]!, 4);
    // Sold on an anniversary, which is a coupon day: 100 % inside the window.
    expect(r.rows[3]!.pricePercent).toBe(100);
    expect(r.rows[3]!.net).toBeCloseTo(faces[3]!, 4);
  });

  it('the ladder’s unconfirmed middle years reproduce both published figures: EHM 6,97 % and 7 % a year held 5 years', () => {
    const byYear = MAP_PLUSZ_TERMS.versions[0]!.value!.coupon;
    expect(byYear.kind).toBe('stepped');
    if (byYear.kind !== 'stepped') return;
    expect(byYear.byYear.map((y) => y.confirmed)).toEqual([true, false, false, false, true]);
    expect(byYear.byYear.map((y) => y.ratePercent)).toEqual(ladder);
    // EHM: the IRR of the coupons paid out in cash.
    const cashFlows: [number, number][] = [
      [0, -100],
      ...ladder.map((c, i): [number, number] => [i + 1, c + (i === 4 ? 100 : 0)]),
    ];
    expect(irr(cashFlows) * 100).toBeCloseTo(6.97, 2);
    // Held five years with the coupons credited in kind.
    const held = bondCashFlows({ product: 'mapPlusz', date: '2026-11-28', years: 5, inflation: 3 });
    expect(held.annualReturnPercent).toBeCloseTo(7, 2);
  });

  it('2031/M1: the long first coupon at year 1’s 6,5 %, and 99 % plus accrued before it', () => {
    const r = bondCashFlows({ product: 'mapPlusz', date: '2026-01-06', years: 1, inflation: 3 });
    expect(r.series?.id).toBe('2031/M1');
    expect(r.couponDates[0]).toBe('2027-02-27');
    // Sold on 2027-01-06, before the first coupon: 52/365 of the stub period plus 313/365 of year 1, at 6,5 %.
    const accrued = 0.065 * (52 / 365 + 313 / 365);
    expect(r.rows[1]!.pricePercent).toBe(99);
    expect(r.rows[1]!.net).toBeCloseTo(M * (0.99 + accrued), 4);
  });

  it('100 % up to the 5th working day after a coupon, 99 % from the 6th (2027-02-27 is a Saturday)', () => {
    // One year after 2026-03-05 is Friday 2027-03-05, the 5th working day after the coupon; 2027-03-08 the 6th.
    const inside = bondCashFlows({ product: 'mapPlusz', date: '2026-03-05', years: 1, inflation: 3 });
    const outside = bondCashFlows({ product: 'mapPlusz', date: '2026-03-08', years: 1, inflation: 3 });
    expect(inside.rows[1]!.pricePercent).toBe(100);
    expect(outside.rows[1]!.pricePercent).toBe(99);
  });

  it('above the 50 M Ft purchase cap it is an answer with the figures, not an error', () => {
    const big = bondCashFlows({ product: 'mapPlusz', amount: 60_000_000, date: '2026-11-28', inflation: 3 });
    expect(big.eligible).toBe(false);
    expect(big.reason).toContain('50\u00a0000\u00a0000\u00a0Ft');
    expect(big.rows[5]!.net).toBeGreaterThan(60_000_000);
  });
});

describe('BMÁP on a DKJ path', () => {
  it('pays (DKJ of the year the quarter starts in + premium of the bond year) / 4: 0,75 % for 4 years, then 1 %', () => {
    const r = withCash({
      product: 'bmap',
      date: '2026-11-28',
      years: 6,
      dkjPath: [6, 5],
    });
    const rates = couponRates(r, true);
    // Quarters starting in the first year read 6 %, later ones 5 %.
    expect(rates).toEqual([...Array(4).fill(6.75), ...Array(12).fill(5.75), ...Array(8).fill(6)]);
    // 4 · 1,6875 % + 12 · 1,4375 % + 8 · 1,5 % = 36 % over the six years.
    expect(r.rows[6]!.net).toBeCloseTo(M * 1.36, 4);
  });

  it('with no DKJ path it follows the latest reference (6,19 %), and says so', () => {
    const r = bondCashFlows({ product: 'bmap', date: '2026-11-28', years: 1, inflation: 3 });
    expect(r.flows.find((f) => f.kind === 'coupon')!.ratePercent).toBeCloseTo(6.94, 10);
    expect(r.rules.map((c) => c.id)).toContain('stateBonds.dkjReference');
    expect(r.notes).toContain('DKJ-hozam: a 3 hónapos DKJ-aukciók legutóbb ismert átlaga (6,19%) minden évre.');
  });
});

describe('PMÁP on an inflation path', () => {
  it('6 % in the first period, then the previous calendar year’s average inflation + 0,1 %', () => {
    const r = withCash({
      product: 'pmap',
      date: '2026-01-15',
      years: 3,
      inflation: [4, 3],
    });
    const rates = couponRates(r);
    // 2026 and 2025 both at 4 % a year: their average levels differ by exactly 4 %.
    // 2027 (months 12 … 23 of the path) against 2026 (months 0 … 11): 1,04 · 1,03^(j/12) over 1,04^(j/12).
    let num = 0;
    let den = 0;
    for (let j = 0; j < 12; j++) {
      num += 1.04 * 1.03 ** (j / 12);
      den += 1.04 ** (j / 12);
    }
    const third = (num / den - 1) * 100 + 0.1;
    expect(rates[0]).toBe(6);
    expect(rates[1]).toBeCloseTo(4.1, 10);
    expect(rates[2]).toBeCloseTo(third, 10);
    // Sold on the 3rd anniversary, a coupon day: 99 % of the face plus the three coupons.
    expect(r.rows[3]!.net).toBeCloseTo(M * (0.99 + (6 + 4.1 + third) / 100), 4);
  });

  it('with no inflation given, the KSH’s 2025 average of 4,4 % gives the 4,5 % the ÁKK applies from 2026-05-23', () => {
    const r = bondCashFlows({ product: 'pmap', date: '2026-05-23', years: 2 });
    const coupons = couponRates(r);
    expect(coupons[1]).toBeCloseTo(4.5, 10);
    expect(r.rules.map((c) => c.id)).toContain('stateBonds.cpiAnnualAverage');
  });
});

describe('DKJ rolled', () => {
  it('a 3-month bill bought four times in a year at 6 % simple yield', () => {
    const r = bondCashFlows({ product: 'dkj', date: '2026-01-01', years: 1, dkjPath: 6, inflation: 3 });
    const ends = ['2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01', '2027-01-01'];
    let v = M;
    for (let i = 0; i < 4; i++) v *= 1 + (0.06 * days(ends[i]!, ends[i + 1]!)) / 365;
    expect(r.rows[1]!.net).toBeCloseTo(v, 4);
    expect(r.flows[0]).toMatchObject({ kind: 'dkjPurchase', amount: -M });
  });

  it('a 12-month bill still running at the horizon is valued at its yield', () => {
    const r = bondCashFlows({ product: 'dkj', date: '2026-01-01', years: 2, dkjPath: 6, dkjMonths: 12, inflation: 3 });
    expect(r.rows[2]!.net).toBeCloseTo(M * (1 + (0.06 * 365) / 365) * (1 + (0.06 * 365) / 365), 4);
    const six = bondCashFlows({ product: 'dkj', date: '2026-01-01', years: 1, dkjPath: 6, dkjMonths: 6, inflation: 3 });
    expect(six.rows[1]!.net).toBeCloseTo(M * (1 + (0.06 * 181) / 365) * (1 + (0.06 * 184) / 365), 4);
  });

  it('below one bill’s 10 000 Ft face it is an answer, not an error', () => {
    const small = bondCashFlows({ product: 'dkj', amount: 5_000, date: '2026-01-01', inflation: 3 });
    expect(small.eligible).toBe(false);
    expect(small.reason).toContain('10\u00a0000\u00a0Ft');
  });
});

describe('dates and rules', () => {
  it('the offers are known from 2025-10-01: an earlier start day names the date field', () => {
    expectSavingsError(
      () => bondCashFlows({ product: 'fixMap', date: '2025-09-30', inflation: 3 }),
      'date',
      'Kezdőnap',
    );
    expect(bondCashFlows({ product: 'fixMap', date: '2025-10-01', inflation: 3 }).rules.map((c) => c.id)).toEqual([
      'stateBonds.fixMap',
      'tax.stateBondExempt',
    ]);
  });

  it('every series of the data lies on its coupon grid: coupon dates step back from the maturity', () => {
    for (const s of STATE_BOND_SERIES) {
      const r = bondCashFlows({ product: s.product, series: s.id, date: s.interestFrom, years: 1, inflation: 3 });
      expect(r.couponDates[0], s.id).toBe(s.firstCouponDate);
      expect(r.couponDates.at(-1), s.id).toBe(s.maturity);
    }
  });
});
