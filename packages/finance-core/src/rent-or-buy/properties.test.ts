/**
 * Properties of rentOrBuy over the whole valid input space (fast-check). Monotonicity facts are proved
 * from the recursions in model.ts; a slack of 1e-12 of the magnitudes involved absorbs round-off only.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rentOrBuy } from './index';
import { MAX_AMOUNT_FT } from './constants';
import type { RentOrBuyMonth, RentOrBuyResult } from './index';
import { anyValidInput, isClose, realisticInput } from './test-support';

const RUNS = { numRuns: 60 };

/** Size of a month's figures, for round-off slack. */
const magnitude = (m: RentOrBuyMonth) =>
  Math.abs(m.propertyValue) +
  Math.abs(m.loanBalance) +
  Math.abs(m.buyInvestmentValue) +
  Math.abs(m.rentInvestmentValue);

/** Asserts lower ≤ higher month by month for the chosen quantity, up to round-off. */
function expectMonthlyAtMost(
  lower: RentOrBuyResult,
  higher: RentOrBuyResult,
  quantity: (m: RentOrBuyMonth) => number,
): void {
  lower.months.forEach((m, k) => {
    const h = higher.months[k]!;
    const slack = 1e-12 * Math.max(magnitude(m), magnitude(h));
    if (!(quantity(m) <= quantity(h) + slack)) expect.fail(`month ${k + 1}: ${quantity(m)} > ${quantity(h)}`);
  });
}

const gap = (m: RentOrBuyMonth) => m.buyNetWorth - m.rentNetWorth;

describe('rentOrBuy properties', () => {
  it('never yields NaN or Infinity', () => {
    fc.assert(
      fc.property(anyValidInput, (x) => {
        const { months, years, tippingPointRent, ...scalars } = rentOrBuy(x);
        const numbers = [
          ...Object.values(scalars),
          ...months.flatMap((m) => Object.values(m)),
          ...years.flatMap((y) => Object.values(y)),
          ...(tippingPointRent === null ? [] : [tippingPointRent]),
        ];
        // One assertion per run (not per number): expect() costs microseconds and there are ~6000 numbers.
        expect(numbers.filter((v) => !Number.isFinite(v))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('the yearly rows are the monthly rows summed (flows) and sampled at year end (stocks)', () => {
    fc.assert(
      fc.property(anyValidInput, (x) => {
        const r = rentOrBuy(x);
        expect(r.months).toHaveLength(12 * x.years);
        expect(r.years).toHaveLength(x.years);
        r.months.forEach((m, k) => expect(m.month).toBe(k + 1));
        r.years.forEach((y, k) => {
          const slice = r.months.slice(12 * k, 12 * k + 12);
          const last = slice[11]!;
          expect(y.year).toBe(k + 1);
          expect(
            isClose(
              y.rentCost,
              slice.reduce((s, m) => s + m.rentCost, 0),
              1e-12,
              0,
            ),
          ).toBe(true);
          expect(
            isClose(
              y.buyCost,
              slice.reduce((s, m) => s + m.buyCost, 0),
              1e-12,
              0,
            ),
          ).toBe(true);
          expect([y.propertyValue, y.loanBalance, y.buyNetWorth, y.rentNetWorth]).toEqual([
            last.propertyValue,
            last.loanBalance,
            last.buyNetWorth,
            last.rentNetWorth,
          ]);
        });
        expect(r.months.at(-1)!.loanBalance).toBe(0);
        expect(r.finalBuyNetWorth).toBe(r.months.at(-1)!.buyNetWorth);
        expect(r.finalRentNetWorth).toBe(r.months.at(-1)!.rentNetWorth);
      }),
      RUNS,
    );
  });

  it('the rows are consistent: equity, net worths, who invests', () => {
    fc.assert(
      fc.property(anyValidInput, (x) => {
        const wrong = rentOrBuy(x).months.filter(
          (m) =>
            m.equity !== m.propertyValue - m.loanBalance ||
            m.rentNetWorth !== m.rentInvestmentValue ||
            !(m.rentInvestmentValue >= 0 && m.buyInvestmentValue >= 0 && m.loanBalance >= 0),
        );
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });

  it('breakEvenMonth is the first month with buyNetWorth ≥ rentNetWorth, 0 when none', () => {
    fc.assert(
      fc.property(anyValidInput, (x) => {
        const r = rentOrBuy(x);
        const first = r.months.findIndex((m) => m.buyNetWorth >= m.rentNetWorth);
        expect(r.breakEvenMonth).toBe(first + 1); // findIndex −1 → 0
        if (r.breakEvenMonth > 1) {
          const before = r.months[r.breakEvenMonth - 2]!;
          expect(before.buyNetWorth).toBeLessThan(before.rentNetWorth);
        }
      }),
      RUNS,
    );
  });

  it('at tippingPointRent the final net worths are equal to 1e-6 relative (plausible inputs)', () => {
    fc.assert(
      fc.property(realisticInput, (x) => {
        const t = rentOrBuy(x).tippingPointRent;
        if (t === null) {
          expect(rentOrBuy({ ...x, rent: 0 }).finalDifference).toBeGreaterThan(0);
        } else {
          expect(t).toBeGreaterThanOrEqual(0);
          const at = rentOrBuy({ ...x, rent: t });
          expect(isClose(at.finalBuyNetWorth, at.finalRentNetWorth, 1e-6, 0)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('tippingPointRent is a root anywhere in the valid space; null only when no valid rent can tip it', () => {
    fc.assert(
      fc.property(anyValidInput, (x) => {
        const t = rentOrBuy(x).tippingPointRent;
        if (t === null) {
          // Buying wins even against a free rent, or renting wins even at the largest rent one can enter.
          const buyingWinsAtZero = rentOrBuy({ ...x, rent: 0 }).finalDifference > 0;
          const rentingWinsAtMax = rentOrBuy({ ...x, rent: MAX_AMOUNT_FT }).finalDifference < 0;
          expect(buyingWinsAtZero || rentingWinsAtMax).toBe(true);
        } else {
          const at = rentOrBuy({ ...x, rent: t });
          // Degenerate corners (a 1 Ft home with milliárds of upkeep) leave net worths that are small
          // differences of huge flows; there 1e-6 of the money involved is the attainable accuracy.
          const money = Math.max(
            Math.abs(at.finalBuyNetWorth),
            Math.abs(at.finalRentNetWorth),
            at.totalBuyCost + at.totalRentCost,
          );
          expect(Math.abs(at.finalDifference)).toBeLessThanOrEqual(1e-6 * money);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('higher appreciation never lowers buyNetWorth and leaves rentNetWorth alone', () => {
    fc.assert(
      fc.property(anyValidInput, fc.double({ min: 0, max: 10, noNaN: true }), (x, up) => {
        fc.pre(x.appreciation + up <= 50);
        const lo = rentOrBuy(x);
        const hi = rentOrBuy({ ...x, appreciation: x.appreciation + up });
        expectMonthlyAtMost(lo, hi, (m) => m.buyNetWorth);
        hi.months.forEach((m, k) => expect(m.rentNetWorth).toBe(lo.months[k]!.rentNetWorth));
      }),
      RUNS,
    );
  });

  it('a higher investment return never lowers either net worth', () => {
    fc.assert(
      fc.property(anyValidInput, fc.double({ min: 0, max: 10, noNaN: true }), (x, up) => {
        fc.pre(x.investmentReturn + up <= 50);
        const lo = rentOrBuy(x);
        const hi = rentOrBuy({ ...x, investmentReturn: x.investmentReturn + up });
        expectMonthlyAtMost(lo, hi, (m) => m.rentNetWorth);
        expectMonthlyAtMost(lo, hi, (m) => m.buyNetWorth);
      }),
      RUNS,
    );
  });

  it('a higher starting rent never lowers, a higher mortgage rate never raises, buying’s lead', () => {
    fc.assert(
      fc.property(
        anyValidInput,
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (x, moreRent, moreRate) => {
          fc.pre(x.rent + moreRent <= 1e12 && x.mortgageRate + moreRate <= 50);
          const base = rentOrBuy(x);
          expectMonthlyAtMost(base, rentOrBuy({ ...x, rent: x.rent + moreRent }), gap);
          expectMonthlyAtMost(rentOrBuy({ ...x, mortgageRate: x.mortgageRate + moreRate }), base, gap);
        },
      ),
      RUNS,
    );
  });

  it('selling costs and the purchase duty only ever hurt the buyer', () => {
    fc.assert(
      fc.property(anyValidInput, (x) => {
        const plain = rentOrBuy({ ...x, sellingCosts: 0, purchaseDuty: false });
        const costly = rentOrBuy({ ...x, purchaseDuty: true });
        expectMonthlyAtMost(costly, plain, gap);
        expect(costly.purchaseDutyAmount).toBeCloseTo(0.04 * x.price, 0);
      }),
      RUNS,
    );
  });
});
