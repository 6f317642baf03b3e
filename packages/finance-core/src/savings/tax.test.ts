/**
 * Taxes against worked examples written out here: interest, the three classes outside any wrapper, the
 * szocho cap, the TBSZ by opening year and calendar lock-up years, the NYESZ credit and its caps.
 */
import { describe, expect, it } from 'vitest';
import {
  interestSchedule,
  nyeszCredit,
  outsideWrapperSchedule,
  taxOf,
  tbszLockupYears,
  tbszRules,
  tbszSchedule,
  tbszTaxFreeFrom,
} from './tax';
import { expectSavingsError } from './test-support';

describe('outside any wrapper', () => {
  it('interest: 15 % SZJA + 13 % szocho from 2023-07-01, SZJA alone before', () => {
    // 100 000 Ft of interest in 2026: 15 000 + 13 000.
    expect(taxOf(interestSchedule('2026-03-01'), 100_000)).toBeCloseTo(28_000, 8);
    expect(taxOf(interestSchedule('2023-06-30'), 100_000)).toBeCloseTo(15_000, 8);
    expect(taxOf(interestSchedule('2023-07-01'), 100_000)).toBeCloseTo(28_000, 8);
    // A loss is not taxed.
    expect(taxOf(interestSchedule('2026-03-01'), -5_000)).toBe(0);
  });

  it('an exchange-traded sale through an investment firm: 15 % SZJA, no szocho', () => {
    expect(taxOf(outsideWrapperSchedule('controlledMarket', '2026-03-01', 0), 1_000_000)).toBeCloseTo(150_000, 8);
  });

  it('a capital gain: szocho only up to 24 × the minimum wage less the year’s other income', () => {
    // 2026: 24 monthly minimum wages, 24 · 322 800 Ft = 7 747 200 Ft for the year.
    const cap = 24 * 322_800;
    expect(cap).toBe(7_747_200);
    // Other income 7 500 000 Ft leaves 247 200 Ft under the cap; a 1 000 000 Ft gain:
    // 15 % · 1 000 000 + 13 % · 247 200 = 150 000 + 32 136.
    const schedule = outsideWrapperSchedule('capitalGain', '2026-03-01', 7_500_000);
    expect(taxOf(schedule, 1_000_000)).toBeCloseTo(182_136, 6);
    // No other income: 28 % up to the cap.
    expect(taxOf(outsideWrapperSchedule('capitalGain', '2026-03-01', 0), 1_000_000)).toBeCloseTo(280_000, 6);
    // Other income above the cap: SZJA alone.
    expect(taxOf(outsideWrapperSchedule('capitalGain', '2026-03-01', 9_000_000), 1_000_000)).toBeCloseTo(150_000, 6);
    // 2025: 24 · 290 800 = 6 979 200 Ft.
    expect(taxOf(outsideWrapperSchedule('capitalGain', '2025-06-01', 6_979_200 - 100_000), 1_000_000)).toBeCloseTo(
      150_000 + 13_000,
      6,
    );
  });

  it('needs rules known on the day: before 2022 it names the start day', () => {
    expectSavingsError(() => outsideWrapperSchedule('capitalGain', '2021-12-31', 0), 'date', 'Kezdőnap');
  });
});

describe('TBSZ', () => {
  it('counts lock-up years from 1 January after the opening year', () => {
    expect(tbszLockupYears('2025-03-10', '2025-12-31')).toBe(0);
    expect(tbszLockupYears('2025-03-10', '2028-12-31')).toBe(2);
    expect(tbszLockupYears('2025-03-10', '2029-01-01')).toBe(3);
    expect(tbszLockupYears('2025-03-10', '2030-12-31')).toBe(4);
    expect(tbszLockupYears('2025-03-10', '2031-01-01')).toBe(5);
  });

  it('opened in 2025: 15 % + 13 % until 3 lock-up years, 10 % + 8 % until 5, then nothing', () => {
    const rules = tbszRules('2025-03-10');
    const tax = (day: string) => taxOf(tbszSchedule(rules, '2025-03-10', day), 100_000);
    expect(tax('2028-12-31')).toBeCloseTo(28_000, 8);
    expect(tax('2029-01-01')).toBeCloseTo(18_000, 8);
    expect(tax('2030-12-31')).toBeCloseTo(18_000, 8);
    expect(tax('2031-01-01')).toBe(0);
  });

  it('opened in 2024: no szocho — 15 %, 10 %, then nothing', () => {
    const rules = tbszRules('2024-12-31');
    const tax = (day: string) => taxOf(tbszSchedule(rules, '2024-12-31', day), 100_000);
    expect(tax('2025-01-01')).toBeCloseTo(15_000, 8);
    expect(tax('2028-01-01')).toBeCloseTo(10_000, 8);
    expect(tax('2030-01-01')).toBe(0);
  });

  it('the first tax-free day: 1 January after 5 lock-up years', () => {
    expect(tbszTaxFreeFrom(tbszRules('2026-11-28'), '2026-11-28')).toBe('2032-01-01');
    expect(tbszTaxFreeFrom(tbszRules('2024-03-01'), '2024-03-01')).toBe('2030-01-01');
  });

  it('a day before the TBSZ data names the opening day', () => {
    expectSavingsError(() => tbszRules('2015-12-31'), 'openedOn', 'TBSZ nyitásának napja');
  });
});

describe('NYESZ credit', () => {
  it('20 % of the payment, at most 100 000 Ft, and within the 280 000 Ft total of all pension credits', () => {
    expect(nyeszCredit(300_000, '2026-03-01', 0).credit).toBeCloseTo(60_000, 8);
    expect(nyeszCredit(1_000_000, '2026-03-01', 0).credit).toBe(100_000);
    // 200 000 Ft already claimed for a pension fund and insurance leaves 80 000 Ft.
    expect(nyeszCredit(1_000_000, '2026-03-01', 200_000).credit).toBe(80_000);
    expect(nyeszCredit(1_000_000, '2026-03-01', 300_000).credit).toBe(0);
  });

  it('arrives on 30 June of the next year', () => {
    expect(nyeszCredit(1_000_000, '2026-11-28', 0).arrival).toBe('2027-06-30');
  });

  it('is known from 2024: earlier days name the start day', () => {
    expectSavingsError(() => nyeszCredit(1_000_000, '2023-12-31', 0), 'date', 'Kezdőnap');
  });
});
