import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runLoan, type LoanTerms } from './loan-schedule';
import { textbookAnnuity } from './test-support';

/** The textbook balance after k level payments: P(1+r)^k − A((1+r)^k − 1)/r. */
function textbookBalance(principal: number, annualPercent: number, months: number, k: number): number {
  const r = annualPercent / 1200;
  const a = textbookAnnuity(principal, annualPercent, months);
  if (r === 0) return principal - a * k;
  return principal * (1 + r) ** k - (a * ((1 + r) ** k - 1)) / r;
}

const CSOK: LoanTerms = {
  loan: 'csokPlusz',
  amount: 30_000_000,
  annualRate: 3,
  months: 300,
  graceMonths: 12,
  suspension: { months: 12, firstBirthOnly: true, notBeforeMonth: 13 },
  forgiveness: [
    { birth: 2, amount: 10_000_000 },
    { birth: 3, amount: 10_000_000 },
  ],
};

const BABAVARO: LoanTerms = {
  loan: 'babavaro',
  amount: 11_000_000,
  annualRate: 7.5,
  months: 240,
  interestFree: { childWithinMonths: 60, assumeKept: false },
  guaranteeFeePercent: 0.5,
  suspension: { months: 36, firstBirthOnly: false, notBeforeMonth: 1 },
  forgiveness: [
    { birth: 2, share: 0.3 },
    { birth: 3, share: 1 },
  ],
};

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0);

describe('a plain loan', () => {
  it('is the level annuity: payment and balance as the textbook formulas give them', () => {
    // 20 M Ft at 6 % for 20 years: r = 0,005, A = 20 M · 0,005 · 1,005^240 / (1,005^240 − 1) ≈ 143 286 Ft.
    const run = runLoan({ loan: 'market', amount: 20_000_000, annualRate: 6, months: 240 }, [], true);
    expect(run.rows).toHaveLength(240);
    const a = textbookAnnuity(20_000_000, 6, 240);
    expect(a).toBeCloseTo(143_286.2, 0);
    run.rows.forEach((row, i) => {
      expect(row.payment).toBeCloseTo(a, 6);
      expect(row.balance).toBeCloseTo(Math.max(textbookBalance(20_000_000, 6, 240, i + 1), 0), 3);
    });
    expect(run.rows.at(-1)!.balance).toBe(0);
    expect(sum(run.rows.map((r) => r.principal))).toBeCloseTo(20_000_000, 4);
    expect(run.events.map((e) => e.kind)).toEqual(['repaid']);
  });
});

describe('CSOK Plusz', () => {
  it('pays only interest for the grace year, then the annuity of the rest of the term', () => {
    const run = runLoan(CSOK, [], true);
    // Months 1–12: 30 M · 3 % / 12 = 75 000 Ft of interest, no principal.
    for (const row of run.rows.slice(0, 12)) {
      expect(row.payment).toBeCloseTo(75_000, 8);
      expect(row.principal).toBe(0);
    }
    // Then the annuity of 30 M over the 288 months left.
    const a = textbookAnnuity(30_000_000, 3, 288);
    expect(run.rows[12]!.payment).toBeCloseTo(a, 6);
    expect(run.rows).toHaveLength(300);
    expect(run.events.map((e) => e.kind)).toEqual(['graceEnd', 'repaid']);
  });

  it('a suspension at the first child defers its interest: the instalment stays, the term extends', () => {
    const run = runLoan(CSOK, [20], true);
    const a = textbookAnnuity(30_000_000, 3, 288);
    const b19 = run.rows[18]!.balance;
    for (const row of run.rows.slice(19, 31)) {
      expect(row.suspended).toBe(true);
      expect(row.payment).toBe(0);
      expect(row.balance).toBe(b19);
    }
    // After it: the same instalment; the 12 months' interest, 12 · 0,25 % · B19, is paid first.
    const deferred = 12 * 0.0025 * b19;
    expect(run.rows[31]!.payment).toBeCloseTo(a, 6);
    expect(run.rows[31]!.principal).toBe(0);
    expect(run.rows[31]!.interest).toBeCloseTo(a, 6);
    const interestAfter = sum(run.rows.slice(31).map((r) => r.interest));
    const regularInterest = sum(run.rows.slice(31).map((r, i) => (i === 0 ? 0 : 0.0025 * run.rows[30 + i]!.balance)));
    expect(interestAfter).toBeCloseTo(regularInterest + 0.0025 * b19 + deferred, 2);
    expect(run.rows.length).toBeGreaterThan(300 + 12);
    expect(sum(run.rows.map((r) => r.principal))).toBeCloseTo(30_000_000, 4);
    expect(run.events.find((e) => e.kind === 'suspension')).toMatchObject({ month: 20 });
  });

  it('a child in the grace year suspends from month 13', () => {
    const run = runLoan(CSOK, [5], true);
    expect(run.rows.findIndex((r) => r.suspended)).toBe(12);
    expect(run.rows.filter((r) => r.suspended)).toHaveLength(12);
  });

  it('forgives 10 M Ft at the second and third child and sets the instalment again', () => {
    const run = runLoan(CSOK, [20, 50, 80], false);
    expect(run.rows.filter((r) => r.suspended)).toHaveLength(0);
    const before = run.rows[48]!.balance;
    expect(run.rows[49]!.forgiven).toBe(10_000_000);
    // Month 50: 10 M less owed, re-levelled over the 300 − 49 = 251 months left.
    expect(run.rows[49]!.payment).toBeCloseTo(textbookAnnuity(before - 10_000_000, 3, 251), 6);
    expect(run.rows[79]!.forgiven).toBe(10_000_000);
    expect(run.rows).toHaveLength(300);
    const repaid = sum(run.rows.map((r) => r.principal));
    const forgiven = sum(run.rows.map((r) => r.forgiven));
    expect(repaid + forgiven).toBeCloseTo(30_000_000, 4);
  });
});

describe('Babaváró', () => {
  it('interest-free: equal principal parts plus the 0,5 % guarantee fee on the debt', () => {
    const run = runLoan(BABAVARO, [30], false);
    // Month 1: 11 M / 240 = 45 833,33 Ft principal, 11 M · 0,5 % / 12 = 4 583,33 Ft fee.
    expect(run.rows[0]!.principal).toBeCloseTo(45_833.333, 2);
    expect(run.rows[0]!.fee).toBeCloseTo(4_583.333, 2);
    expect(run.rows[0]!.interest).toBe(0);
    expect(run.rows).toHaveLength(240);
    expect(sum(run.rows.map((r) => r.interest))).toBe(0);
    expect(run.events.map((e) => e.kind)).toEqual(['interestFreeSecured', 'repaid']);
  });

  it('without a child in 5 years the interest subsidy is repaid at once and the rest bears interest', () => {
    const run = runLoan(BABAVARO, [], true);
    // The state paid r_c · B_(k−1) in months 1–60 with B_(k−1) = 11 M · (1 − (k−1)/240):
    // Σ = 0,00625 · 11 M · (60 − (0 + 1 + … + 59)/240) = 0,00625 · 11 M · 52,625 = 3 617 968,75 Ft.
    const lost = run.events.find((e) => e.kind === 'interestFreeLost')!;
    expect(lost.month).toBe(61);
    expect(lost.amount).toBeCloseTo(3_617_968.75, 4);
    const b60 = run.rows[59]!.balance;
    expect(b60).toBeCloseTo(11_000_000 * (180 / 240), 4);
    // Month 61: the subsidy plus the first annuity of B60 at 7,5 % over 180 months.
    expect(run.rows[60]!.interest + run.rows[60]!.principal).toBeCloseTo(
      3_617_968.75 + textbookAnnuity(b60, 7.5, 180),
      4,
    );
    expect(run.rows[61]!.interest + run.rows[61]!.principal).toBeCloseTo(textbookAnnuity(b60, 7.5, 180), 6);
    expect(run.rows).toHaveLength(240);
  });

  it('3 years’ suspension per child, 30 % forgiven at the second, the rest at the third', () => {
    const run = runLoan(BABAVARO, [12, 30, 90], true);
    expect(run.rows[11]!.suspended).toBe(true);
    const beforeSecond = run.rows[28]!.balance;
    expect(run.rows[29]!.forgiven).toBeCloseTo(0.3 * beforeSecond, 6);
    // Suspended from month 12 to 30 + 35 = 65, the windows overlapping.
    expect(run.rows.slice(11, 65).every((r) => r.suspended)).toBe(true);
    expect(run.rows[65]!.suspended).toBe(false);
    expect(run.rows).toHaveLength(90);
    expect(run.rows[89]!.balance).toBe(0);
    expect(sum(run.rows.map((r) => r.principal + r.forgiven))).toBeCloseTo(11_000_000, 4);
  });
});

describe('invariants of any loan with any births', () => {
  it('the balance never goes negative and principal repaid + forgiven = the amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(CSOK, BABAVARO, {
          loan: 'otthonStart' as const,
          amount: 40_000_000,
          annualRate: 3,
          months: 300,
        }),
        fc.double({ min: 1, max: 60_000_000, noNaN: true }),
        fc.integer({ min: 12, max: 360 }),
        fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 5 }),
        fc.boolean(),
        (terms, amount, months, births, suspend) => {
          const run = runLoan({ ...terms, amount, months }, births, suspend);
          let owed = amount;
          // Plain comparisons in the loop (expect() costs microseconds a call over hundreds of rows).
          run.rows.forEach((row, i) => {
            if (row.balance < 0 || row.principal < 0) expect.fail(`month ${i + 1}: ${row.balance}, ${row.principal}`);
            owed -= row.principal + row.forgiven;
            if (Math.abs(owed - row.balance) > 1e-9 * amount) expect.fail(`month ${i + 1}: ${owed} ≠ ${row.balance}`);
          });
          expect(run.rows.at(-1)!.balance).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
