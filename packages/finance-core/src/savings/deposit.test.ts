/**
 * The taxed deposit against worked examples: interest tax withheld every year, or the TBSZ's tax on a break.
 */
import { describe, expect, it } from 'vitest';
import { taxedDeposit } from './deposit';
import { expectSavingsError } from './test-support';

describe('taxedDeposit', () => {
  it('1 000 000 Ft at 4 % from 2026-01-01: 28 % of each year’s interest is withheld', () => {
    const r = taxedDeposit({ amount: 1_000_000, rate: 4, years: 2, date: '2026-01-01', inflation: 2 });
    // Year 1: 40 000 interest, 11 200 tax → 1 028 800. Year 2: 41 152 interest, 11 522,56 tax → 1 058 429,44.
    expect(r.rows[1]).toMatchObject({ date: '2027-01-01' });
    expect(r.rows[1]!.net).toBeCloseTo(1_028_800, 6);
    expect(r.rows[2]!.net).toBeCloseTo(1_058_429.44, 6);
    expect(r.rows[2]!.tax).toBeCloseTo(11_200 + 11_522.56, 6);
    expect(r.rows[2]!.gross).toBeCloseTo(1_058_429.44 + 22_722.56, 6);
    expect(r.rows[2]!.real).toBeCloseTo(1_058_429.44 / 1.02 ** 2, 6);
    expect(r.rules.map((c) => c.id)).toEqual(['tax.capitalIncomeSzja', 'tax.szochoOnSavings']);
  });

  it('fixed before 2023-07-01 the deposit pays no szocho (the rules of the start day)', () => {
    const r = taxedDeposit({ amount: 1_000_000, rate: 4, years: 1, date: '2023-06-30', inflation: 2 });
    expect(r.rows[1]!.net).toBeCloseTo(1_000_000 + 40_000 * 0.85, 6);
  });

  it('in a TBSZ opened on 2026-01-01 a break on the 5th anniversary still pays 18 %: only 4 lock-up years are complete', () => {
    const r = taxedDeposit({ amount: 1_000_000, rate: 4, years: 6, date: '2026-01-01', wrapper: 'tbsz', inflation: 2 });
    const grown = (k: number) => 1_000_000 * 1.04 ** k;
    // 2031-01-01: lock-up years 2027 … 2030 done → 10 % SZJA + 8 % szocho on the interest.
    expect(r.rows[5]!.tax).toBeCloseTo(0.18 * (grown(5) - 1_000_000), 6);
    // 2032-01-01: 5 lock-up years → tax-free.
    expect(r.rows[6]!.tax).toBe(0);
    expect(r.rows[6]!.net).toBeCloseTo(grown(6), 6);
    // 2028-01-01: 1 lock-up year → 15 % + 13 %.
    expect(r.rows[2]!.net).toBeCloseTo(grown(2) - 0.28 * (grown(2) - 1_000_000), 6);
  });

  it('a negative rate is not taxed; a bad rate or wrapper names the field', () => {
    const r = taxedDeposit({ amount: 1_000_000, rate: -1, years: 1, date: '2026-01-01', inflation: 2 });
    expect(r.rows[1]!.net).toBeCloseTo(990_000, 6);
    expectSavingsError(() => taxedDeposit({ rate: 101, inflation: 2 }), 'rate', 'Betéti kamat');
    expectSavingsError(() => taxedDeposit({ wrapper: 'nyesz' as never, inflation: 2 }), 'wrapper', 'Számla');
    expectSavingsError(() => taxedDeposit({ years: 31, inflation: 2 }), 'years', 'Befektetési idő');
  });
});
