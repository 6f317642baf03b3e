/**
 * Properties of the home-loan exports: 10 000 generated inputs each, valid most of the time, the rest
 * at or beyond the limits or of the wrong type. Every call returns finite numbers throughout or refuses
 * with a FinanceInputError naming the field (see harness.ts).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { LOAN_TO_VALUE_CASES } from '../loan/constants';
import { debtBrake, loanToValueTest, paymentToIncomeLimitPercent } from '../loan/debt-brake';
import { homeLoan } from '../loan/home-loan';
import { rateResetStress } from '../loan/rate-reset';
import { loanSensitivity } from '../loan/sensitivity';
import { thm } from '../loan/thm';
import { forintAmount, inputRecord, mostly, property, propertyPrice, ruleDay, total } from './harness';

/** Money: mostly everyday sums, sometimes the whole accepted range (1 … 10^12 Ft). */
const money = forintAmount(2e8);
const rate = fc.oneof(
  fc.double({ min: 0, max: 15, noNaN: true }),
  fc.double({ min: -10, max: 100, noNaN: true }),
  fc.constantFrom(-10, 0, 100),
);
const years = fc.integer({ min: 1, max: 50 });
const fixation = fc.oneof(fc.constantFrom(0, 1, 3, 5, 10, 15, 20, 50), fc.integer({ min: 0, max: 50 }));
const income = fc.oneof(
  fc.double({ min: 1e5, max: 3e6, noNaN: true }),
  fc.double({ min: 1, max: 1e12, noNaN: true }),
  fc.constant(500_000),
);
const ltvCase = fc.oneof(fc.constantFrom(...LOAN_TO_VALUE_CASES), fc.string());

describe('properties: home loan (10 000 inputs each)', () => {
  const homeLoanInput = inputRecord({
    price: propertyPrice,
    downPayment: money,
    annualRate: rate,
    appreciation: rate,
    alternativeReturn: rate,
    years,
  });

  it('homeLoan', () => {
    property(homeLoanInput, (input, o) => total(() => homeLoan(input), o));
  });

  it('loanSensitivity', () => {
    property(homeLoanInput, (input, o) => total(() => loanSensitivity(input), o));
  });

  it('thm', () => {
    const fee = fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), money);
    const input = inputRecord({
      loanAmount: propertyPrice,
      years,
      annualRate: rate,
      disbursementFee: fee,
      valuationFee: fee,
      landRegistryFee: fee,
      otherFees: fee,
      monthlyFee: fc.oneof(fc.double({ min: 0, max: 1e4, noNaN: true }), money),
    });
    property(input, (v, o) => total(() => thm(v), o));
  });

  it('rateResetStress', () => {
    const input = inputRecord({
      loanAmount: propertyPrice,
      annualRate: rate,
      years,
      fixationYears: fixation,
      monthlyNetIncome: income,
    });
    property(input, (v, o) => total(() => rateResetStress(v), o));
  });

  it('debtBrake', () => {
    const input = inputRecord({
      price: propertyPrice,
      downPayment: money,
      annualRate: rate,
      years,
      fixationYears: fixation,
      monthlyNetIncome: income,
      existingMonthlyPayments: fc.oneof(fc.double({ min: 0, max: 5e5, noNaN: true }), money),
      creditLineLimits: money,
      loanToValueCase: ltvCase,
      date: ruleDay,
    });
    property(input, (v, o) => total(() => debtBrake(v as Parameters<typeof debtBrake>[0]), o));
  });

  it('loanToValueTest', () => {
    const input = inputRecord({ price: propertyPrice, downPayment: money, loanToValueCase: ltvCase, date: ruleDay });
    property(input, (v, o) => total(() => loanToValueTest(v as Parameters<typeof loanToValueTest>[0]), o));
  });

  it('paymentToIncomeLimitPercent', () => {
    property(
      fc.tuple(mostly(fc.oneof(fixation, fc.constant(Infinity))), mostly(income), fc.option(ruleDay)),
      ([f, i, d], o) =>
        total(() => paymentToIncomeLimitPercent(f as number, i as number, (d ?? undefined) as string), o),
    );
  });
});
