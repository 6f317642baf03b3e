import { describe, expect, it } from 'vitest';
import { debtBrake, loanToValueTest, paymentToIncomeLimitPercent } from './debt-brake';
import { expectInputError, levelPayment as payment } from './test-support';

describe('debtBrake on the rules in force on the day asked', () => {
  it('a 700 000 Ft earner with a 10-year fixation: 60 % until 2025-12-31, 50 % from 2026-01-01 (threshold 800 000 Ft)', () => {
    const base = { monthlyNetIncome: 700_000, fixationYears: 10, years: 20 };
    const before = debtBrake({ ...base, date: '2025-12-31' });
    const after = debtBrake({ ...base, date: '2026-01-01' });
    expect(before.paymentToIncomeLimitPercent).toBe(60);
    expect(before.jtmIncomeThreshold).toBe(600_000);
    expect(after.paymentToIncomeLimitPercent).toBe(50);
    expect(after.jtmIncomeThreshold).toBe(800_000);
    expect(after.maxMonthlyPayment).toBe(350_000);
    // The figure says which rule it rests on, from which day.
    expect(after.rules).toContainEqual(
      expect.objectContaining({ id: 'debtBrake.jtmIncomeThreshold', from: '2026-01-01', text: '800\u00a0000\u00a0Ft' }),
    );
  });

  it.each([
    ['2023-06-30', 500_000],
    ['2023-07-01', 600_000],
    ['2025-12-31', 600_000],
    ['2026-01-01', 800_000],
  ])('the income threshold on %s is %i Ft: one forint below it gets the lower limit', (date, threshold) => {
    expect(paymentToIncomeLimitPercent(5, threshold, date)).toBe(40);
    expect(paymentToIncomeLimitPercent(5, threshold - 1, date)).toBe(35);
    expect(debtBrake({ monthlyNetIncome: threshold, date }).jtmIncomeThreshold).toBe(threshold);
  });

  it('defaults to today in Hungary', () => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Budapest' }).format(new Date());
    expect(debtBrake({ monthlyNetIncome: 500_000 }).input.date).toBe(today);
  });

  it('a green loan fixed for 10 years may take 60 % whatever the income, from 2025-01-01', () => {
    const green = { monthlyNetIncome: 300_000, fixationYears: 10, loanToValueCase: 'green' as const };
    expect(debtBrake({ ...green, date: '2026-03-01' }).paymentToIncomeLimitPercent).toBe(60);
    expect(debtBrake({ ...green, date: '2024-12-31' }).paymentToIncomeLimitPercent).toBe(50);
    // A short fixation keeps the ordinary band.
    expect(debtBrake({ ...green, fixationYears: 5, date: '2026-03-01' }).paymentToIncomeLimitPercent).toBe(35);
  });

  it('the 90 % first-home HFM exists from 2024-01-01; before it the general 80 % applies', () => {
    const input = { price: 50_000_000, downPayment: 5_000_000, loanToValueCase: 'firstHome' as const };
    expect(loanToValueTest({ ...input, date: '2023-12-31' }).loanToValueLimit).toBe(0.8);
    expect(loanToValueTest({ ...input, date: '2023-12-31' }).loanToValueRule.id).toBe('debtBrake.hfmStandard');
    expect(loanToValueTest({ ...input, date: '2024-01-01' }).loanToValueLimit).toBe(0.9);
    expect(loanToValueTest({ ...input, date: '2025-09-02' }).loanToValueRule.text).toBe('90%');
  });

  it('counts credit-card and overdraft limits at 5 % a month', () => {
    const base = { monthlyNetIncome: 1_000_000, fixationYears: 10, years: 20, annualRate: 6, date: '2026-06-01' };
    const without = debtBrake(base);
    const withCards = debtBrake({ ...base, creditLineLimits: 1_000_000 });
    expect(withCards.creditLineMonthly).toBe(50_000);
    expect(withCards.maxMonthlyPayment).toBe(without.maxMonthlyPayment - 50_000);
    expect(withCards.paymentToIncomePercent).toBeCloseTo(((payment(40_000_000, 6, 20) + 50_000) / 1_000_000) * 100, 9);
  });

  it('a loan not above the exempt amount (550 000 Ft from 2026, 450 000 Ft before) needs no JTM check', () => {
    const small = { price: 700_000, downPayment: 175_000, monthlyNetIncome: 10_000, fixationYears: 0, years: 2 };
    const in2026 = debtBrake({ ...small, date: '2026-02-01' });
    expect(in2026.loanAmount).toBe(525_000);
    expect(in2026.jtmApplies).toBe(false);
    expect(in2026.allowed).toBe(true);
    const in2025 = debtBrake({ ...small, date: '2025-02-01' });
    expect(in2025.jtmApplies).toBe(true);
    expect(in2025.allowed).toBe(false);
  });

  it('refuses a malformed date and a day before the rules we know, naming the date field', () => {
    expectInputError(() => debtBrake({ monthlyNetIncome: 500_000, date: '2026-02-30' }), 'date');
    expectInputError(() => debtBrake({ monthlyNetIncome: 500_000, date: 'tegnap' }), 'date');
    expectInputError(() => debtBrake({ monthlyNetIncome: 500_000, date: '2017-01-01' }), 'date');
    expect(() => debtBrake({ monthlyNetIncome: 500_000, date: '2017-01-01' })).toThrow(
      /csak 2018\. október 1\. óta ismerjük/,
    );
  });
});
