import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RENT_OR_BUY_DEFAULTS, rentOrBuy } from './index';
import type { RentOrBuyInput, RentOrBuyMonth } from './index';
import { isClose, realisticInput } from './test-support';

/** Every cost switched off and every rate 0, so the wealth paths are plain arithmetic. */
const ZERO: RentOrBuyInput = {
  mortgageRate: 0,
  appreciation: 0,
  investmentReturn: 0,
  rentIncrease: 0,
  closingCosts: 0,
  propertyTax: 0,
  insurance: 0,
  maintenance: 0,
  rentersInsurance: 0,
  sellingCosts: 0,
  purchaseDuty: false,
};

/**
 * An independent reference: the model as stated in the brief, written as the plainest month loop —
 * textbook annuity with plain powers, balance by recursion, rent raised by a running product every 12
 * months, an if/else for who invests the monthly difference.
 */
function referenceMonths(input: Required<RentOrBuyInput>): RentOrBuyMonth[] {
  const x = input;
  const n = x.years * 12;
  const loan = x.price - x.downPayment;
  const i = x.mortgageRate / 100 / 12;
  const payment = i === 0 ? loan / n : (loan * i * (1 + i) ** n) / ((1 + i) ** n - 1);
  const monthlyInvestmentGrowth = (1 + x.investmentReturn / 100) ** (1 / 12);
  let balance = loan;
  let rent = x.rent;
  let renterPot = x.downPayment + x.closingCosts + (x.purchaseDuty ? 0.04 * x.price : 0);
  let buyerPot = 0;
  const rows: RentOrBuyMonth[] = [];
  for (let m = 1; m <= n; m++) {
    if (m > 1 && (m - 1) % 12 === 0) rent = rent * (1 + x.rentIncrease / 100);
    const rentCost = rent + x.rentersInsurance / 12;
    const buyCost = payment + x.propertyTax / 12 + x.insurance / 12 + x.maintenance / 12;
    balance = balance * (1 + i) - payment;
    const propertyValue = x.price * (1 + x.appreciation / 100) ** (m / 12);
    renterPot *= monthlyInvestmentGrowth;
    buyerPot *= monthlyInvestmentGrowth;
    if (buyCost > rentCost) renterPot += buyCost - rentCost;
    else buyerPot += rentCost - buyCost;
    const buyNetWorth = propertyValue * (1 - x.sellingCosts / 100) - balance + buyerPot;
    rows.push({
      month: m,
      rentCost,
      buyCost,
      loanBalance: balance,
      propertyValue,
      equity: propertyValue - balance,
      rentInvestmentValue: renterPot,
      buyInvestmentValue: buyerPot,
      buyNetWorth,
      rentNetWorth: renterPot,
    });
  }
  return rows;
}

/**
 * Compares every field of every row to 1e-6 relative. Near zero (the last months' balance, a month where
 * the two costs tie) relative error is meaningless, so the floor is 1e-9 of the price: the reference's
 * own round-off lives there (its balance recursion ends at ~1e-6 Ft instead of 0).
 */
function expectRowsClose(actual: RentOrBuyMonth[], expected: RentOrBuyMonth[], price: number): void {
  expect(actual).toHaveLength(expected.length);
  for (let k = 0; k < expected.length; k++) {
    for (const key of Object.keys(expected[k]!) as (keyof RentOrBuyMonth)[]) {
      const ok = isClose(actual[k]![key], expected[k]![key], 1e-6, price * 1e-3);
      if (!ok) expect.fail(`month ${k + 1} ${key}: ${actual[k]![key]} vs reference ${expected[k]![key]}`);
    }
  }
}

describe('rentOrBuy — the spec default scenario (docs/product.md#rent-or-buy)', () => {
  const result = rentOrBuy();

  it('uses the spec defaults when fields are absent or undefined', () => {
    expect(rentOrBuy({ price: undefined, rent: undefined })).toEqual(result);
    expect(rentOrBuy(RENT_OR_BUY_DEFAULTS)).toEqual(result);
    expect(result.months).toHaveLength(25 * 12);
    expect(result.years).toHaveLength(25);
    expect(result.loanAmount).toBe(35_000_000);
    expect(result.initialInvestment).toBe(15_500_000);
    expect(result.purchaseDutyAmount).toBe(0);
  });

  it('matches the independent month loop in every field of every month', () => {
    expectRowsClose(result.months, referenceMonths({ ...RENT_OR_BUY_DEFAULTS }), RENT_OR_BUY_DEFAULTS.price);
  });

  it('pins the headline figures (regression guard, values from the reference loop above)', () => {
    const ref = referenceMonths({ ...RENT_OR_BUY_DEFAULTS });
    // 35 M Ft at 5,5 %/12 over 300 months; the first month's costs are the summary cards.
    expect(result.monthlyMortgagePayment).toBeCloseTo(214_930.62, 2);
    expect(result.monthlyBuyCost).toBeCloseTo(214_930.62 + 210_000 / 12, 2);
    expect(result.monthlyRentCost).toBe(200_000 + 30_000 / 12);
    expect(result.finalBuyNetWorth).toBeCloseTo(ref.at(-1)!.buyNetWorth, 3);
    expect(result.finalRentNetWorth).toBeCloseTo(ref.at(-1)!.rentNetWorth, 3);
    expect(result.finalDifference).toBe(result.finalBuyNetWorth - result.finalRentNetWorth);
  });

  it('matches the reference with duty, selling costs and falling prices too', () => {
    const x = {
      ...RENT_OR_BUY_DEFAULTS,
      purchaseDuty: true,
      sellingCosts: 3,
      appreciation: -2,
      rentIncrease: 9,
      years: 40,
    };
    expectRowsClose(rentOrBuy(x).months, referenceMonths(x), x.price);
  });

  it('matches the reference on plausible random inputs (property)', () => {
    fc.assert(
      fc.property(realisticInput, (x) => {
        expectRowsClose(rentOrBuy(x).months, referenceMonths(x), x.price);
      }),
      { numRuns: 60 },
    );
  });
});

describe('rentOrBuy — closed forms', () => {
  it('the instalment is the annuity closed form and the loan is repaid exactly', () => {
    const r = rentOrBuy({ price: 60_000_000, downPayment: 20_000_000, mortgageRate: 6.25, years: 20 });
    const L = 40_000_000,
      i = 0.0625 / 12,
      n = 240;
    expect(r.monthlyMortgagePayment).toBeCloseTo((L * i * (1 + i) ** n) / ((1 + i) ** n - 1), 6);
    expect(r.months.at(-1)!.loanBalance).toBe(0);
    // Textbook balance after k payments, spot-checked mid-term.
    const A = r.monthlyMortgagePayment,
      k = 97;
    expect(r.months[k - 1]!.loanBalance).toBeCloseTo(L * (1 + i) ** k - (A * ((1 + i) ** k - 1)) / i, 3);
  });

  it('zero rates, owning cheaper: renter invests the saving, buyer pays down the loan linearly', () => {
    // 40 M price, 10 M down: 30 M over 120 months = 250 000 a month; rent 150 000 → renter saves 100 000.
    const closingCosts = 1_550_000;
    const r = rentOrBuy({ ...ZERO, price: 40e6, downPayment: 10e6, years: 10, rent: 150_000, closingCosts });
    for (const row of r.months) {
      const k = row.month;
      expect(row.buyCost).toBeCloseTo(250_000, 6);
      expect(row.rentCost).toBe(150_000);
      expect(row.loanBalance).toBeCloseTo(30e6 * (1 - k / 120), 4);
      expect(row.propertyValue).toBe(40e6);
      expect(row.buyNetWorth).toBeCloseTo(10e6 + 250_000 * k, 4);
      expect(row.rentNetWorth).toBeCloseTo(10e6 + closingCosts + 100_000 * k, 4);
      expect(row.buyInvestmentValue).toBe(0);
    }
    // 10 M + 250 000 k ≥ 11,55 M + 100 000 k first at k = 11 (k = 10,33…).
    expect(r.breakEvenMonth).toBe(11);
    // Final difference 40 M − U − 120 (250 000 − R) = 0 → R* = 250 000 − (40 M − 11,55 M) / 120.
    expect(r.tippingPointRent!).toBeCloseTo(250_000 - (40e6 - 11.55e6) / 120, 4);
  });

  it('zero rates, renting dearer: the buyer invests the difference (NYT convention)', () => {
    const r = rentOrBuy({ ...ZERO, price: 40e6, downPayment: 10e6, years: 10, rent: 300_000 });
    for (const row of r.months) {
      const k = row.month;
      expect(row.buyInvestmentValue).toBeCloseTo(50_000 * k, 4);
      expect(row.rentNetWorth).toBe(10e6);
      expect(row.buyNetWorth).toBeCloseTo(10e6 + 250_000 * k + 50_000 * k, 4);
    }
    expect(r.breakEvenMonth).toBe(1);
  });

  it('zero rates with a yearly rent step: the tipping point solves P − U − n·A + 12·R·Σ(1+g)^y = 0', () => {
    const g = 0.05,
      years = 8,
      P = 30e6,
      D = 6e6,
      A = (P - D) / (years * 12);
    const r = rentOrBuy({ ...ZERO, price: P, downPayment: D, years, rentIncrease: 5, rent: 100_000 });
    let steps = 0;
    for (let y = 0; y < years; y++) steps += (1 + g) ** y;
    expect(r.tippingPointRent!).toBeCloseTo((years * 12 * A - (P - D)) / (12 * steps), 4);
    // Rent rises once a year, after every 12 months.
    expect(r.months[11]!.rentCost).toBe(100_000);
    expect(r.months[12]!.rentCost).toBeCloseTo(105_000, 6);
    expect(r.months[23]!.rentCost).toBeCloseTo(105_000, 6);
    expect(r.months[24]!.rentCost).toBeCloseTo(110_250, 6);
  });

  it('a lump sum grows as U·(1+r)^(m/12) and the home as P·(1+a)^(m/12)·(1 − s)', () => {
    // No loan and no running costs on either side, so nothing is invested after day one.
    const P = 45e6,
      C = 800_000,
      r = 0.07,
      a = 0.035,
      s = 0.05;
    const res = rentOrBuy({
      ...ZERO,
      price: P,
      downPayment: P,
      rent: 0,
      closingCosts: C,
      purchaseDuty: true,
      investmentReturn: 7,
      appreciation: 3.5,
      sellingCosts: 5,
    });
    const U = P + C + 0.04 * P;
    expect(res.purchaseDutyAmount).toBeCloseTo(0.04 * P, 6);
    expect(res.initialInvestment).toBeCloseTo(U, 6);
    expect(res.monthlyMortgagePayment).toBe(0);
    for (const row of res.months) {
      expect(isClose(row.rentInvestmentValue, U * (1 + r) ** (row.month / 12), 1e-12)).toBe(true);
      expect(isClose(row.buyNetWorth, P * (1 + a) ** (row.month / 12) * (1 - s), 1e-12)).toBe(true);
      expect(row.equity).toBe(row.propertyValue);
    }
    // Year 1 is exactly one year of growth.
    expect(res.years[0]!.propertyValue).toBeCloseTo(P * 1.035, 4);
  });
});

describe('rentOrBuy — yearly table', () => {
  it('sums the flows of each year and takes the stocks of its last month', () => {
    const r = rentOrBuy({ rentIncrease: 6, years: 3 });
    expect(r.years.map((y) => y.year)).toEqual([1, 2, 3]);
    const year2 = r.months.slice(12, 24);
    expect(r.years[1]!.rentCost).toBeCloseTo(
      year2.reduce((s, m) => s + m.rentCost, 0),
      6,
    );
    expect(r.years[1]!.rentCost).toBeCloseTo(12 * (200_000 * 1.06 + 2_500), 6);
    expect(r.years[1]!.buyCost).toBeCloseTo(12 * r.monthlyBuyCost, 6);
    expect(r.years[1]!.buyNetWorth).toBe(r.months[23]!.buyNetWorth);
    expect(r.years[2]!.loanBalance).toBe(0);
    expect(r.totalRentCost).toBeCloseTo(
      r.months.reduce((s, m) => s + m.rentCost, 0),
      4,
    );
  });
});

describe('rentOrBuy — break-even and tipping point', () => {
  it('the default scenario breaks even where the months cross', () => {
    const r = rentOrBuy();
    const be = r.breakEvenMonth;
    expect(be).toBeGreaterThan(1);
    expect(r.months[be - 1]!.buyNetWorth).toBeGreaterThanOrEqual(r.months[be - 1]!.rentNetWorth);
    for (const row of r.months.slice(0, be - 1)) expect(row.buyNetWorth).toBeLessThan(row.rentNetWorth);
  });

  it('an exact tie counts as break-even (≥, docs/product.md#rent-or-buy)', () => {
    // 24 M over 24 months at 0 %: balance after 3 months is 24 M · 0,875 = 21 M exactly, so the buyer
    // holds 32 M − 21 M = 11 M, the renter 8 M + 3 M closing costs; costs tie, so nobody invests.
    const r = rentOrBuy({ ...ZERO, price: 32e6, downPayment: 8e6, years: 2, rent: 1e6, closingCosts: 3e6 });
    expect(r.months[2]!.buyNetWorth).toBe(11e6);
    expect(r.months[2]!.rentNetWorth).toBe(11e6);
    expect(r.months[1]!.buyNetWorth).toBeLessThan(11e6);
    expect(r.breakEvenMonth).toBe(3);
  });

  it('reports 0 when buying never catches up', () => {
    const r = rentOrBuy({ rent: 50_000, appreciation: -3, investmentReturn: 10 });
    expect(r.breakEvenMonth).toBe(0);
    for (const row of r.months) expect(row.buyNetWorth).toBeLessThan(row.rentNetWorth);
  });

  it('at the tipping-point rent both end equally rich; a cheaper rent favours renting', () => {
    const r = rentOrBuy();
    const t = r.tippingPointRent!;
    expect(t).toBeGreaterThan(0);
    expect(t).toBeLessThan(200_000); // the default rent is above it: buying wins, as finalDifference says
    expect(r.finalDifference).toBeGreaterThan(0);
    const at = rentOrBuy({ rent: t });
    expect(isClose(at.finalBuyNetWorth, at.finalRentNetWorth, 1e-6)).toBe(true);
    expect(rentOrBuy({ rent: t * 0.99 }).finalDifference).toBeLessThan(0);
    expect(rentOrBuy({ rent: t * 1.01 }).finalDifference).toBeGreaterThan(0);
    // The tipping point does not depend on the rent one starts from.
    expect(rentOrBuy({ rent: 1_000_000 }).tippingPointRent!).toBeCloseTo(t, 4);
  });

  it('is null when buying wins even against a free rent', () => {
    const x = { appreciation: 15, investmentReturn: 0 };
    expect(rentOrBuy({ ...x, rent: 0 }).finalDifference).toBeGreaterThan(0);
    expect(rentOrBuy(x).tippingPointRent).toBeNull();
  });

  it('the final difference is affine and increasing in the starting rent, as proved in tipping-point.ts (property)', () => {
    fc.assert(
      fc.property(
        realisticInput,
        fc.double({ min: 0, max: 2e6, noNaN: true }),
        fc.double({ min: 1, max: 2e6, noNaN: true }),
        (x, r1, gap) => {
          const d = (rent: number) => rentOrBuy({ ...x, rent }).finalDifference;
          const scale = Math.abs(rentOrBuy({ ...x, rent: r1 + 2 * gap }).finalRentNetWorth) + x.price;
          const [d1, d2, d3] = [d(r1), d(r1 + gap), d(r1 + 2 * gap)];
          expect(d2).toBeGreaterThan(d1);
          expect(d3).toBeGreaterThan(d2);
          expect(Math.abs(d1 + d3 - 2 * d2)).toBeLessThan(1e-9 * scale);
        },
      ),
      { numRuns: 40 },
    );
  });
});
