import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { debtBrake, loanToValueTest, paymentToIncomeLimitPercent } from './debt-brake';
import { expectAllFinite, expectInputError, levelPayment as payment, loanForPayment as loanFor } from './test-support';

/** A day under the 2019-07-01 … 2023-06-30 rules (income threshold 500 000 Ft): the worked cases below use it. */
const D2020 = '2020-01-01';

describe('debtBrake: the JTM limits of MNB Decree 32/2014 by fixation and income (rules of 2020)', () => {
  it.each([
    [0, 499_999, 25],
    [0, 500_000, 30],
    [4, 499_999, 25],
    [4, 500_000, 30],
    [5, 499_999, 35],
    [5, 500_000, 40],
    [9, 800_000, 40],
    [10, 499_999, 50],
    [10, 500_000, 60],
    [Infinity, 500_000, 60],
  ])('fixation %s years, income %s Ft → %s %%', (fix, income, limit) => {
    expect(paymentToIncomeLimitPercent(fix, income, D2020)).toBe(limit);
  });

  it('a fixation as long as the term counts as fixed to the end: the 50/60 % band even below 10 years', () => {
    const res = debtBrake({ years: 8, fixationYears: 8, monthlyNetIncome: 400_000, date: D2020 });
    expect(res.fixedToEnd).toBe(true);
    expect(res.paymentToIncomeLimitPercent).toBe(50);
    expect(
      debtBrake({ years: 9, fixationYears: 8, monthlyNetIncome: 400_000, date: D2020 }).paymentToIncomeLimitPercent,
    ).toBe(35);
  });
});

describe('debtBrake: worked cases at the boundaries (rules of 2020)', () => {
  it('HFM: 40 M on a 50 M home is exactly 80 % and allowed; 1 Ft more is refused unless the 90 % case applies', () => {
    const base = {
      price: 50_000_000,
      annualRate: 6,
      years: 25,
      fixationYears: 10,
      monthlyNetIncome: 1_000_000,
      date: '2025-10-01',
    };
    const at = debtBrake({ ...base, downPayment: 10_000_000 });
    expect(at.loanToValue).toBe(0.8);
    expect(at.loanToValueOk).toBe(true);
    expect(at.allowed).toBe(true);
    expect(at.maxLoanByLoanToValue).toBe(40_000_000);
    const over = debtBrake({ ...base, downPayment: 9_999_999 });
    expect(over.loanToValueOk).toBe(false);
    expect(over.allowed).toBe(false);
    expect(over.messages).toEqual([
      'Hitelfedezeti mutató: a hitel az ingatlan árának 80,00%-a, de legfeljebb 80% lehet (MNB 32/2014. rendelet); legalább 10\u00a0000\u00a0000\u00a0Ft önerő kell.',
    ]);
    for (const loanToValueCase of ['firstHome', 'green'] as const) {
      const first = debtBrake({ ...base, downPayment: 9_999_999, loanToValueCase });
      expect(first.loanToValueLimit).toBe(0.9);
      expect(first.allowed).toBe(true);
      expect(first.maxLoanByLoanToValue).toBe(45_000_000);
    }
  });

  it('JTM binds: 600 000 Ft income, 10-year fixation (60 %), 6 %, 20 years → the largest loan repays 360 000 Ft a month', () => {
    const res = debtBrake({
      price: 80_000_000,
      downPayment: 20_000_000,
      annualRate: 6,
      years: 20,
      fixationYears: 10,
      monthlyNetIncome: 600_000,
      date: D2020,
    });
    const expected = Math.floor(loanFor(360_000, 6, 20)); // 360 000 · 139.580771682929… = 50 249 077.81 (50-digit decimal)
    expect(res.paymentToIncomeLimitPercent).toBe(60);
    expect(res.maxMonthlyPayment).toBe(360_000);
    expect(res.maxLoanByPaymentToIncome).toBe(expected);
    expect(expected).toBe(50_249_077);
    expect(res.maxLoanByLoanToValue).toBe(64_000_000);
    expect(res.binding).toBe('paymentToIncome');
    expect(res.maxLoan).toBe(expected);
    expect(res.minDownPayment).toBe(80_000_000 - expected);
    // The requested 60 M needs 429 858 Ft a month: 71,6 % of the income, refused with the reason.
    expect(res.monthlyPayment).toBeCloseTo(payment(60_000_000, 6, 20), 6);
    expect(res.paymentToIncomeOk).toBe(false);
    expect(res.messages[0]).toMatch(
      /^Jövedelemarányos törlesztőrészlet-mutató: .* legfeljebb 60% lehet .* legfeljebb 360\u00a0000\u00a0Ft/,
    );
    // At the largest loan the loan is allowed; one forint more is not.
    const at = debtBrake({
      price: 80_000_000,
      downPayment: 80_000_000 - expected,
      annualRate: 6,
      years: 20,
      fixationYears: 10,
      monthlyNetIncome: 600_000,
      date: D2020,
    });
    expect(at.allowed).toBe(true);
    const above = debtBrake({
      price: 80_000_000,
      downPayment: 80_000_000 - expected - 1,
      annualRate: 6,
      years: 20,
      fixationYears: 10,
      monthlyNetIncome: 600_000,
      date: D2020,
    });
    expect(above.paymentToIncomeOk).toBe(false);
  });

  it('the income threshold: 499 999 Ft with a 5-year fixation allows 35 %, 500 000 Ft allows 40 %', () => {
    const base = {
      price: 100_000_000,
      downPayment: 20_000_000,
      annualRate: 7.5,
      years: 30,
      fixationYears: 5,
      date: D2020,
    };
    const below = debtBrake({ ...base, monthlyNetIncome: 499_999 });
    const at = debtBrake({ ...base, monthlyNetIncome: 500_000 });
    expect(below.maxMonthlyPayment).toBeCloseTo(0.35 * 499_999, 6);
    expect(at.maxMonthlyPayment).toBe(200_000);
    expect(at.maxLoanByPaymentToIncome).toBe(Math.floor(loanFor(200_000, 7.5, 30)));
  });

  it('other debts reduce the room; when they fill it only a loan exempt from the JTM check is left', () => {
    const res = debtBrake({
      monthlyNetIncome: 400_000,
      fixationYears: 0,
      existingMonthlyPayments: 100_000,
      date: D2020,
    });
    expect(res.maxMonthlyPayment).toBe(0); // 25 % of 400 000 = 100 000, all taken
    // In 2020 a loan of at most 300 000 Ft needed no JTM check (../rules/debt-brake.ts).
    expect(res.maxLoanByPaymentToIncome).toBe(300_000);
    expect(res.maxLoan).toBe(300_000);
    expect(res.paymentToIncomePercent).toBeCloseTo(((payment(40e6, 7.5, 30) + 100_000) / 400_000) * 100, 9);
  });

  it('a zero rate repays the loan in straight instalments: the JTM loan is room × months', () => {
    const res = debtBrake({
      annualRate: 0,
      years: 10,
      fixationYears: 10,
      monthlyNetIncome: 300_000,
      price: 1e9,
      downPayment: 5e8,
    });
    expect(res.maxLoanByPaymentToIncome).toBe(150_000 * 120);
  });
});

describe('loanToValueTest: the HFM alone, before the income is known', () => {
  it('gives the same limit, verdict and largest loan as debtBrake, at the boundary and past it', () => {
    const base = { price: 50_000_000, annualRate: 6, years: 25, fixationYears: 10, monthlyNetIncome: 1_000_000 };
    for (const downPayment of [10_000_000, 9_999_999, 5_000_000, 0])
      for (const loanToValueCase of ['standard', 'firstHome', 'green'] as const) {
        const full = debtBrake({ ...base, downPayment, loanToValueCase });
        expect(loanToValueTest({ price: base.price, downPayment, loanToValueCase })).toEqual({
          loanAmount: full.loanAmount,
          loanToValue: full.loanToValue,
          loanToValueLimit: full.loanToValueLimit,
          loanToValueOk: full.loanToValueOk,
          maxLoanByLoanToValue: full.maxLoanByLoanToValue,
          loanToValueRule: full.rules[0],
        });
      }
    expect(loanToValueTest({ price: 50_000_000, downPayment: 10_000_000 }).loanToValueOk).toBe(true);
    expect(loanToValueTest({ price: 50_000_000, downPayment: 9_999_999 }).loanToValueOk).toBe(false);
  });

  it('refuses a down payment above the price and an unknown case, naming the field', () => {
    expectInputError(() => loanToValueTest({ price: 10_000_000, downPayment: 20_000_000 }), 'downPayment');
    expectInputError(() => loanToValueTest({ loanToValueCase: 'luxury' as never }), 'loanToValueCase');
    expectInputError(() => loanToValueTest({ price: Number.NaN }), 'price');
  });
});

describe('debtBrake: validation and the no-NaN guarantee', () => {
  it('the income is required and named', () => {
    expectInputError(() => debtBrake({}), 'monthlyNetIncome');
    expectInputError(() => debtBrake({ monthlyNetIncome: 0 }), 'monthlyNetIncome');
    expectInputError(() => debtBrake({ monthlyNetIncome: 500_000, downPayment: 6e7 }), 'downPayment');
    expectInputError(
      () => debtBrake({ monthlyNetIncome: 500_000, existingMonthlyPayments: -1 }),
      'existingMonthlyPayments',
    );
    expectInputError(
      () => debtBrake({ monthlyNetIncome: 500_000, loanToValueCase: 'csok' as 'green' }),
      'loanToValueCase',
    );
  });

  it('any valid input gives finite figures, a max loan that passes both tests, and allowed ⇔ loan ≤ max loan (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: -10, max: 100, noNaN: true }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 1, max: 1e8 }),
        fc.constantFrom('standard', 'firstHome', 'green' as const),
        (price, share, annualRate, years, fixationYears, monthlyNetIncome, loanToValueCase) => {
          const downPayment = Math.round(price * share);
          const res = debtBrake({
            price,
            downPayment,
            annualRate,
            years,
            fixationYears,
            monthlyNetIncome,
            loanToValueCase,
          });
          expectAllFinite(res);
          expect(res.maxLoan).toBeGreaterThanOrEqual(0);
          expect(res.maxLoan).toBeLessThanOrEqual(price);
          const atMax = debtBrake({
            price,
            downPayment: price - res.maxLoan,
            annualRate,
            years,
            fixationYears,
            monthlyNetIncome,
            loanToValueCase,
          });
          expect(atMax.allowed).toBe(true);
          if (res.allowed) expect(res.loanAmount).toBeLessThanOrEqual(res.maxLoan + 1);
          else expect(res.loanAmount).toBeGreaterThan(res.maxLoan);
        },
      ),
      { numRuns: 300 },
    );
  });
});
