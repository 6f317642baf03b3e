/**
 * Properties of `affordability`: 10 000 generated inputs (see harness.ts). Every call returns finite
 * numbers or refuses with a FinanceInputError naming the field; on every answer the largest loan, the
 * dearest home and the income needed agree with `debtBrake` itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { affordability, type AffordabilityResult } from '../loan/affordability';
import { LOAN_TO_VALUE_CASES } from '../loan/constants';
import { debtBrake } from '../loan/debt-brake';
import { forintAmount, inputRecord, property, propertyPrice, ruleDay, total } from './harness';

const rate = fc.oneof(
  fc.double({ min: 0, max: 15, noNaN: true }),
  fc.double({ min: -10, max: 100, noNaN: true }),
  fc.constantFrom(-10, 0, 100),
);
const income = fc.oneof(
  fc.double({ min: 1e5, max: 3e6, noNaN: true }),
  fc.double({ min: 1, max: 1e12, noNaN: true }),
  fc.constantFrom(599_999, 600_000, 799_999, 800_000),
);

/** The debt brake's answer on a home, with the household's terms. */
function brakeOn(res: AffordabilityResult, price: number, loan: number, income = res.householdIncome) {
  const { annualRate, years, fixationYears, existingMonthlyPayments, creditLineLimits, loanToValueCase, date } =
    res.input;
  return debtBrake({
    price,
    downPayment: price - loan,
    annualRate,
    years,
    fixationYears,
    monthlyNetIncome: income,
    existingMonthlyPayments,
    creditLineLimits,
    loanToValueCase,
    date,
  });
}

/** What every answer must satisfy besides being finite. */
function checkAnswer(res: AffordabilityResult): void {
  expect(Number.isInteger(res.maxLoan) && res.maxLoan >= 0 && res.maxLoan <= res.maxLoanByPaymentToIncome).toBe(true);
  expect(res.cliff.limitAtPercent).toBeGreaterThanOrEqual(res.cliff.limitBelowPercent);
  expect(res.cliff.maxLoanAt).toBeGreaterThanOrEqual(res.cliff.maxLoanBelow);
  const home = res.dearestHome;
  if (home) {
    expect(home.price).toBe(home.ownFunds + home.loan);
    if (home.loan > 0 && home.price <= 1e12) expect(brakeOn(res, home.price, home.loan).allowed).toBe(true);
  }
  const t = res.target;
  if (t) {
    expect(t.minOwnFunds).toBe(t.price - t.maxLoan);
    if (t.affordable !== null) expect(t.affordable).toBe(t.extraOwnFundsNeeded === 0);
    if (t.incomeNeeded !== null && t.incomeNeeded > 1) {
      // It passes at the income found and not one forint below (the JTM alone: the HFM holds already).
      expect(brakeOn(res, t.price, t.loanNeeded, t.incomeNeeded).paymentToIncomeOk).toBe(true);
      expect(brakeOn(res, t.price, t.loanNeeded, t.incomeNeeded - 1).paymentToIncomeOk).toBe(false);
    }
  }
}

describe('properties: affordability (10 000 inputs)', () => {
  it('affordability', () => {
    const input = inputRecord({
      monthlyNetIncome: income,
      coBorrowerMonthlyNetIncome: forintAmount(1.5e6),
      existingMonthlyPayments: forintAmount(5e5),
      creditLineLimits: forintAmount(5e6),
      annualRate: rate,
      years: fc.integer({ min: 1, max: 50 }),
      fixationYears: fc.oneof(fc.constantFrom(0, 5, 10, 20), fc.integer({ min: 0, max: 50 })),
      loanToValueCase: fc.oneof(fc.constantFrom(...LOAN_TO_VALUE_CASES), fc.string()),
      ownFunds: forintAmount(1e8),
      price: propertyPrice,
      date: ruleDay,
    });
    property(input, (v, o) => {
      let res: AffordabilityResult | undefined;
      total(() => (res = affordability(v as Parameters<typeof affordability>[0])), o);
      // Checked outside `total`, so that a refusal of these calls fails instead of counting as one.
      if (res) {
        checkAnswer(res);
        expect(affordability(res.input)).toEqual(res);
      }
    });
  });
});
