import { describe, expect, it } from 'vitest';
import { homeLoan } from './home-loan';
import { extraPaymentForPayoff, prepayment, type PrepaymentResult } from './prepayment';
import { expectClose, expectInputError } from './test-support';

/** 10 M Ft at 6 % for 10 years (r = 0,5 %, n = 120), first instalment 2026-07-15, rules of 2026-06-01. */
const LOAN = { loanAmount: 10_000_000, annualRate: 6, years: 10, startDate: '2026-07-15', date: '2026-06-01' };
const r = 0.005;
/** Written out with plain powers, independent of shared/annuity.ts: A = L·r / (1 − (1+r)^−n). */
const annuity = (L: number, months: number) => (L * r) / (1 - (1 + r) ** -months);
/** The balance after k level payments A on L: L(1+r)^k − A((1+r)^k − 1)/r. */
const balanceAfter = (L: number, A: number, k: number) => L * (1 + r) ** k - (A * ((1 + r) ** k - 1)) / r;

const A = annuity(10_000_000, 120); // 111 020,50 Ft
const B12 = balanceAfter(10_000_000, A, 12); // 9 247 277,79 Ft
const ORIGINAL_INTEREST = 120 * A - 10_000_000; // 3 322 460,23 Ft

/** Principal repaid and prepaid over the whole schedule. */
const repaid = (res: PrepaymentResult) => res.schedule.reduce((s, row) => s + row.principal + row.prepayment, 0);

describe('prepayment: a hand-computed schedule (10 M Ft, 6 %, 10 years, 1 M Ft in month 12)', () => {
  it('shorter term: the instalment stays 111 020,50 Ft and the loan ends in month 106', () => {
    // After month 12 the balance is 9 247 277,79 − 1 000 000 = 8 247 277,79 Ft. Repaying it with A takes
    // m = ln(A / (A − r·B)) / ln(1+r) = 93,09 instalments: 93 full ones (months 13–105) and a last one in
    // month 106 of B_105·(1+r) = 10 370,22 × 1,005 = 10 422,07 Ft.
    const res = prepayment({ ...LOAN, prepayments: [{ month: 12, amount: 1_000_000 }] });
    const Bp = B12 - 1_000_000;
    const m = Math.log(A / (A - r * Bp)) / Math.log(1 + r);
    expect(12 + Math.ceil(m)).toBe(106);
    expect(res.months).toBe(106);
    expect(res.monthsSaved).toBe(14);
    expect(res.endDate).toBe('2035-04-15');
    expect(res.original).toEqual({
      months: 120,
      monthlyPayment: expect.closeTo(A, 6),
      totalInterest: expect.closeTo(ORIGINAL_INTEREST, 4),
      endDate: '2036-06-15',
    });
    expect(res.monthlyPayment).toBeCloseTo(A, 6);
    expect(res.schedule[11]!.prepayment).toBe(1_000_000);
    expect(res.schedule[11]!.loanBalance).toBeCloseTo(Bp, 4);
    const last = balanceAfter(Bp, A, 93) * (1 + r);
    expect(res.schedule.at(-1)!.payment).toBeCloseTo(last, 4);
    expect(last).toBeCloseTo(10_422.07, 2);
    // Interest: everything paid minus the loan; saved against 120 × A − L.
    const interest = 105 * A + last + 1_000_000 - 10_000_000;
    expect(res.totalInterest).toBeCloseTo(interest, 4);
    expect(res.interestSaved).toBeCloseTo(ORIGINAL_INTEREST - interest, 4);
    expect(res.interestSaved).toBeCloseTo(654_885.46, 2);
    // 1 M Ft is above the free 200 000 Ft: a market loan without a contract figure pays the 2 % cap.
    expect(res.events).toEqual([
      expect.objectContaining({ month: 12, date: '2027-06-15', amount: 1_000_000, fee: 20_000, reason: 'cap' }),
    ]);
    expect(res.feesPaid).toBe(20_000);
    expect(res.netSaving).toBeCloseTo(654_885.46 - 20_000, 2);
    expect(res.messages).toEqual([
      'A futamidő rövidülése: 1 év 2 hónap; az utolsó törlesztés napja: 2035. április 15.',
      'Megtakarított kamat: 654\u00a0885\u00a0Ft; előtörlesztési díjak: 20\u00a0000\u00a0Ft; nettó megtakarítás: 634\u00a0885\u00a0Ft.',
    ]);
  });

  it('lower instalment: from month 13 the rest is re-amortised over 108 months, 99 014,75 Ft', () => {
    // A' = 8 247 277,79 × 0,005 / (1 − 1,005^−108) = 99 014,75 Ft; the loan still ends in month 120.
    const res = prepayment({ ...LOAN, prepayments: [{ month: 12, amount: 1_000_000 }], mode: 'lowerPayment' });
    const Ap = annuity(B12 - 1_000_000, 108);
    expect(Ap).toBeCloseTo(99_014.75, 2);
    expect(res.months).toBe(120);
    expect(res.monthlyPayment).toBeCloseTo(Ap, 6);
    expect(res.schedule[12]!.payment).toBeCloseTo(Ap, 6);
    expect(res.schedule[119]!.payment).toBeCloseTo(Ap, 4);
    const interest = 12 * A + 108 * Ap + 1_000_000 - 10_000_000;
    expect(res.interestSaved).toBeCloseTo(ORIGINAL_INTEREST - interest, 4);
    expect(res.interestSaved).toBeCloseTo(296_620.96, 2);
    expect(res.messages[0]).toBe('Az új havi törlesztőrészlet: 99\u00a0015\u00a0Ft (korábban 111\u00a0021\u00a0Ft).');
  });

  it('lower instalment with a regular extra: the first new instalment, and a lower one at the end', () => {
    const res = prepayment({
      ...LOAN,
      mode: 'lowerPayment',
      prepayments: [{ month: 12, amount: 1_000_000 }],
      extraMonthly: 20_000,
      extraFromMonth: 40,
    });
    expect(res.monthlyPayment).toBeCloseTo(annuity(B12 - 1_000_000, 108), 6);
    expect(res.finalMonthlyPayment).toBeLessThan(res.monthlyPayment);
    // Each regular extra re-amortises: the instalment of month k + 1 repays the balance after month k over the months left.
    const row50 = res.schedule[49]!;
    expect(res.schedule[50]!.payment).toBeCloseTo(annuity(row50.loanBalance, 120 - 50), 6);
    const kept = prepayment({ ...LOAN, prepayments: [{ month: 12, amount: 1_000_000 }], extraMonthly: 20_000 });
    expect(kept.monthlyPayment).toBeCloseTo(A, 6);
    expect(kept.finalMonthlyPayment).toBeCloseTo(A, 6);
  });

  it('a result’s input gives the same result again', () => {
    const res = prepayment({ ...LOAN, prepayments: [{ month: 12, amount: 1_000_000 }], loanKind: 'mfl' });
    expect(prepayment(res.input)).toEqual(res);
    const home = prepayment({ price: 30_000_000, downPayment: 6_000_000, date: '2026-06-01', contractFeePercent: 1 });
    expect(prepayment(home.input)).toEqual(home);
  });

  it.each(['shorterTerm', 'lowerPayment'] as const)(
    '%s: principal repaid plus prepaid sums to the loan, and the balance only falls to 0',
    (mode) => {
      const res = prepayment({ ...LOAN, mode, prepayments: [{ month: 12, amount: 1_000_000 }], extraMonthly: 20_000 });
      expectClose(repaid(res), 10_000_000, 1e-12);
      let previous = 10_000_000;
      for (const row of res.schedule) {
        expect(row.loanBalance).toBeLessThanOrEqual(previous);
        expect(row.loanBalance).toBeGreaterThanOrEqual(0);
        expectClose(row.interest, r * previous, 1e-12, 1e-6);
        previous = row.loanBalance;
      }
      expect(previous).toBe(0);
    },
  );

  it('a regular extra payment from month 1 ends the loan as an annuity of A + E would: month 75', () => {
    // Paying A + 50 000 Ft every month: m = ln((A+E) / (A+E − r·L)) / ln(1+r) = 74,55 → month 75.
    const E = 50_000;
    const res = prepayment({ ...LOAN, extraMonthly: E });
    expect(res.months).toBe(Math.ceil(Math.log((A + E) / (A + E - r * 10_000_000)) / Math.log(1 + r)));
    expect(res.months).toBe(75);
    // Only the first extra payment is free; the next 11 pay 2 %, then the 13th is free again.
    expect(res.events[0]!.reason).toBe('free');
    expect(res.events[1]).toEqual(expect.objectContaining({ month: 2, fee: 1_000, reason: 'cap' }));
    expect(res.events[12]).toEqual(expect.objectContaining({ month: 13, fee: 0, reason: 'free' }));
  });

  it('without prepayments the schedule is homeLoan’s, column for column', () => {
    const input = {
      price: 50_000_000,
      downPayment: 10_000_000,
      annualRate: 7.5,
      years: 30,
      appreciation: 3,
      alternativeReturn: 8,
    };
    const res = prepayment({ ...input, date: '2026-06-01' });
    const plain = homeLoan(input);
    expect(res.months).toBe(360);
    expect(res.interestSaved).toBe(0);
    expect(res.feesPaid).toBe(0);
    expect(res.events).toEqual([]);
    expect(res.input.startDate).toBe('2026-07-01');
    expect(res.schedule[0]!.date).toBe('2026-07-01');
    for (const [i, row] of res.schedule.entries()) {
      const want = plain.schedule[i]!;
      for (const key of [
        'payment',
        'interest',
        'principal',
        'loanBalance',
        'propertyPrice',
        'equity',
        'cashInvested',
        'netGain',
        'alternativeValue',
      ] as const) {
        expectClose(row[key], want[key], 1e-9, 1e-3);
      }
      expectClose(row.cumulativeROE, want.cumulativeROE, 1e-9, 1e-9);
    }
    expectClose(res.original.totalInterest, plain.totalInterest, 1e-9);
  });

  it('the home columns count prepayments and fees as cash paid in: equity − cash = Σ net gain', () => {
    const res = prepayment({
      price: 50_000_000,
      downPayment: 10_000_000,
      prepayments: [{ month: 24, amount: 3_000_000 }],
      extraMonthly: 30_000,
      extraFromMonth: 36,
      date: '2026-06-01',
    });
    let gains = 0;
    let cash = 10_000_000;
    for (const row of res.schedule) {
      gains += row.netGain;
      cash += row.payment + row.prepayment + row.fee;
      expectClose(row.cashInvested, cash, 1e-12);
      expectClose(row.equity - row.cashInvested, gains, 1e-9, 1);
    }
  });
});

describe('prepayment: the fee under the rules (Fhtv., MFL, Otthon Start, CSOK Plusz)', () => {
  const fees = (prepayments: { month: number; amount: number }[], extra: object = {}) =>
    prepayment({ ...LOAN, prepayments, ...extra }).events.map((e) => [e.month, e.fee, e.reason]);

  it('200 000 Ft is free, 200 001 Ft pays the fee on all of it', () => {
    expect(fees([{ month: 12, amount: 200_000 }])).toEqual([[12, 0, 'free']]);
    expect(fees([{ month: 12, amount: 200_001 }])).toEqual([[12, 200_001 * 0.02, 'cap']]);
  });

  it.each([
    ['a second small prepayment 11 months later pays', 23, [23, 4_000, 'cap']],
    ['12 months later it is free again', 24, [24, 0, 'free']],
  ])('once in 12 months: %s', (_, second, expected) => {
    const events = fees([
      { month: 12, amount: 200_000 },
      { month: second as number, amount: 200_000 },
    ]);
    expect(events).toEqual([[12, 0, 'free'], expected]);
  });

  it('a charged (larger) prepayment does not use up the free occasion', () => {
    const events = fees([
      { month: 5, amount: 1_000_000 },
      { month: 6, amount: 150_000 },
    ]);
    expect(events).toEqual([
      [5, 20_000, 'cap'],
      [6, 0, 'free'],
    ]);
  });

  it('two one-off prepayments in a month are one prepayment of their sum', () => {
    expect(
      fees([
        { month: 12, amount: 150_000 },
        { month: 12, amount: 100_000 },
      ]),
    ).toEqual([[12, 5_000, 'cap']]);
  });

  it('the contract’s figure applies up to the cap: 1,5 % stays, 3 % is cut to the 2 % cap of a market loan', () => {
    const at = (contractFeePercent: number) =>
      prepayment({ ...LOAN, prepayments: [{ month: 12, amount: 1_000_000 }], contractFeePercent }).events[0]!;
    expect(at(1.5)).toEqual(expect.objectContaining({ fee: 15_000, reason: 'contract', feeShare: 0.015 }));
    expect(at(1.5).explanation).toBe('A szerződés szerinti díj: az előtörlesztett összeg 1,50%-a.');
    expect(at(3)).toEqual(expect.objectContaining({ fee: 20_000, reason: 'cap', feeShare: 0.02 }));
    expect(at(3).explanation).toBe(
      'A szerződés szerinti 3,00% helyett a felső határ: az előtörlesztett összeg 2,00%-a (piaci lakáshitel).',
    );
    expect(at(0)).toEqual(expect.objectContaining({ fee: 0, reason: 'contract' }));
  });

  it.each(['mfl', 'otthonStart', 'csokPlusz'] as const)('%s: at most 1 %, whatever the contract says', (loanKind) => {
    const res = prepayment({
      ...LOAN,
      loanKind,
      prepayments: [{ month: 12, amount: 1_000_000 }],
      contractFeePercent: 2,
    });
    expect(res.feeCap).toBe(0.01);
    expect(res.events[0]).toEqual(expect.objectContaining({ fee: 10_000, reason: 'cap', feeShare: 0.01 }));
    const cheaper = prepayment({
      ...LOAN,
      loanKind,
      prepayments: [{ month: 12, amount: 1_000_000 }],
      contractFeePercent: 0.5,
    });
    expect(cheaper.events[0]).toEqual(expect.objectContaining({ fee: 5_000, reason: 'contract' }));
    expect(res.rules.map((rule) => rule.id)).toContain('homeCosts.freePrepayment');
  });

  it('cites the rules the fees rest on, and refuses a day before a programme existed', () => {
    const market = prepayment({ ...LOAN, prepayments: [{ month: 12, amount: 1_000_000 }] });
    expect(market.rules.map((rule) => rule.id)).toEqual([
      'homeCosts.freePrepayment',
      'homeCosts.mortgagePrepaymentFeeCap',
    ]);
    const otthon = prepayment({ ...LOAN, loanKind: 'otthonStart' });
    expect(otthon.rules.map((rule) => rule.id)).toEqual(['homeCosts.freePrepayment', 'programmes.otthonStart']);
    expectInputError(() => prepayment({ ...LOAN, loanKind: 'otthonStart', date: '2025-08-31' }), 'date');
  });
});

describe('extraPaymentForPayoff: debt-free by a target', () => {
  it('by month 60: the smallest whole-forint extra, and one forint less misses', () => {
    // Closed form: A + E* repays L in 60 months, E* = L·r / (1 − (1+r)^−60) − A = 82 307,51 Ft.
    const goal = extraPaymentForPayoff(LOAN, 60);
    const Estar = annuity(10_000_000, 60) - A;
    expect(goal.reachable).toBe(true);
    expect(goal.extraMonthly).toBe(Math.ceil(Estar));
    expect(goal.extraMonthly).toBe(82_308);
    expect(goal.result!.months).toBeLessThanOrEqual(60);
    expect(prepayment({ ...LOAN, extraMonthly: goal.extraMonthly! }).months).toBeLessThanOrEqual(60);
    expect(prepayment({ ...LOAN, extraMonthly: goal.extraMonthly! - 1 }).months).toBeGreaterThan(60);
    expect(goal.messages).toEqual([
      'Havi 82\u00a0308\u00a0Ft többletbefizetéssel az utolsó törlesztés napja: 2031. június 15.',
    ]);
  });

  it('by a day: the last instalment due on or before it', () => {
    const byDay = extraPaymentForPayoff(LOAN, '2031-06-20');
    expect(byDay.targetMonth).toBe(60);
    expect(byDay.extraMonthly).toBe(extraPaymentForPayoff(LOAN, 60).extraMonthly);
    expect(extraPaymentForPayoff(LOAN, '2031-06-14').targetMonth).toBe(59);
  });

  it('keeps the one-off prepayments and the start month of the extra', () => {
    const input = { ...LOAN, prepayments: [{ month: 12, amount: 1_000_000 }], extraFromMonth: 24 };
    const goal = extraPaymentForPayoff(input, 72);
    const E = goal.extraMonthly!;
    expect(prepayment({ ...input, extraMonthly: E }).months).toBeLessThanOrEqual(72);
    expect(prepayment({ ...input, extraMonthly: E - 1 }).months).toBeGreaterThan(72);
    expect(goal.result!.events[0]!.month).toBe(12);
  });

  it('a target the loan reaches anyway needs nothing; one before the extra can start is an answer, not an error', () => {
    expect(extraPaymentForPayoff(LOAN, 120).extraMonthly).toBe(0);
    expect(extraPaymentForPayoff(LOAN, 500).extraMonthly).toBe(0);
    const early = extraPaymentForPayoff({ ...LOAN, extraFromMonth: 24 }, 12);
    expect(early.reachable).toBe(false);
    expect(early.extraMonthly).toBeNull();
    expect(early.reason).toBe(
      'A rendszeres többletbefizetés kezdő hónapja (24.) későbbi a cél hónapjánál (12.), így a cél többletbefizetéssel nem érhető el.',
    );
    expect(early.rules.map((rule) => rule.id)).toEqual([
      'homeCosts.freePrepayment',
      'homeCosts.mortgagePrepaymentFeeCap',
    ]);
    const beforeStart = extraPaymentForPayoff(LOAN, '2026-07-01');
    expect(beforeStart.reachable).toBe(false);
    expect(beforeStart.targetMonth).toBe(0);
    // The goal seek keeps the instalment, whatever mode the input asks for.
    expect(extraPaymentForPayoff({ ...LOAN, mode: 'lowerPayment' }, 60).extraMonthly).toBe(82_308);
  });
});

describe('prepayment: bad input is a typed error naming the field', () => {
  it('names each field', () => {
    expectInputError(() => prepayment({ loanAmount: 1_000_000, price: 2_000_000 }), 'loanAmount');
    expectInputError(() => prepayment({ price: 1_000_000, downPayment: 1_000_000 }), 'downPayment');
    expectInputError(() => prepayment({ ...LOAN, prepayments: [{ month: 121, amount: 1 }] }), 'prepayments');
    expectInputError(() => prepayment({ ...LOAN, prepayments: [{ month: 1.5, amount: 1 }] }), 'prepayments');
    expectInputError(() => prepayment({ ...LOAN, prepayments: [{ month: 1, amount: -1 }] }), 'prepayments');
    expectInputError(() => prepayment({ ...LOAN, prepayments: 'sok' as never }), 'prepayments');
    expectInputError(() => prepayment({ ...LOAN, prepayments: [null as never] }), 'prepayments');
    expectInputError(() => prepayment({ ...LOAN, extraMonthly: -1 }), 'extraMonthly');
    expectInputError(() => prepayment({ ...LOAN, extraFromMonth: 121 }), 'extraFromMonth');
    expectInputError(() => prepayment({ ...LOAN, mode: 'gyorsabb' as never }), 'mode');
    expectInputError(() => prepayment({ ...LOAN, loanKind: 'lakas' as never }), 'loanKind');
    expectInputError(() => prepayment({ ...LOAN, contractFeePercent: 101 }), 'contractFeePercent');
    expectInputError(() => prepayment({ ...LOAN, startDate: '2026-02-30' }), 'startDate');
    expectInputError(() => extraPaymentForPayoff(LOAN, 0), 'target');
    expectInputError(() => extraPaymentForPayoff(LOAN, 'jövőre'), 'target');
  });
});
