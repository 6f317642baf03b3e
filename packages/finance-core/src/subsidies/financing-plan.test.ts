import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { homeLoan } from '../loan/home-loan';
import { thm } from '../loan/thm';
import { financingPlan, homePurchaseDuty, type FinancingPlanInput, type FinancingPlanResult } from './index';
import { inputError, textbookAnnuity as annuity } from './test-support';

/** |a − b| ≤ rel · max(|a|, |b|, 1). */
function close(a: number, b: number, rel = 1e-9): boolean {
  return Math.abs(a - b) <= rel * Math.max(Math.abs(a), Math.abs(b), 1);
}

/** The invariants every plan keeps, whatever its input. */
function checkInvariants(plan: FinancingPlanResult): void {
  let owed = plan.totalBorrowed;
  // Plain comparisons in the loop (expect() costs microseconds a call over hundreds of rows).
  for (const row of plan.schedule) {
    if (row.loanBalance < 0 || row.parts.some((p) => p.balance < 0))
      expect.fail(`negative balance, month ${row.month}`);
    owed -= row.principal + row.forgiven;
    if (Math.abs(owed - row.loanBalance) > 1e-9 * plan.totalBorrowed) {
      expect.fail(`month ${row.month}: borrowed − repaid − forgiven = ${owed}, balance ${row.loanBalance}`);
    }
    if (!close(row.payment, row.interest + row.principal + row.fee)) expect.fail(`month ${row.month}: payment split`);
  }
  if (plan.schedule.length > 0) expect(plan.schedule.at(-1)!.loanBalance).toBe(0);
  expect(close(plan.principalRepaid + plan.totalForgiven, plan.totalBorrowed)).toBe(true);
  for (const loan of plan.loans) expect(close(loan.principalRepaid + loan.forgiven, loan.amount)).toBe(true);
  expect(plan.ownFundsUsed + plan.grant + plan.totalBorrowed + plan.shortfall).toBeCloseTo(plan.need, 4);
}

/**
 * A first-home couple in March 2026: a 60 M Ft, 60 m² flat, 6 M Ft saved, two children planned
 * (months 18 and 42), the wife 30.
 */
const COUPLE: FinancingPlanInput = {
  date: '2026-03-01',
  startDate: '2026-03-15',
  firstHome: true,
  homeKind: 'flat',
  floorArea: 60,
  price: 60_000_000,
  married: true,
  wifeAge: 30,
  ownFunds: 6_000_000,
  plannedBirthMonths: [18, 42],
};

describe('without subsidies the plan is the plain market loan', () => {
  it('financingPlan({}) is homeLoan({}) month by month, and its THM is thm({})', () => {
    const plan = financingPlan({});
    const plain = homeLoan({});
    expect(plan.programmes).toEqual([]);
    expect(plan.loans.map((l) => [l.loan, l.amount])).toEqual([['market', 40_000_000]]);
    expect(plan.schedule).toHaveLength(plain.schedule.length);
    plain.schedule.forEach((row, i) => {
      const mine = plan.schedule[i]!;
      for (const key of [
        'payment',
        'interest',
        'principal',
        'loanBalance',
        'propertyPrice',
        'equity',
        'cashInvested',
        'netGain',
        'cumulativeROE',
        'monthlyROE',
        'alternativeValue',
      ] as const) {
        if (!close(mine[key], row[key], 1e-8)) expect.fail(`month ${row.month} ${key}: ${mine[key]} ≠ ${row[key]}`);
      }
    });
    expect(plan.monthlyPayment).toBeCloseTo(plain.monthlyPayment, 6);
    expect(plan.totalRepaid).toBeCloseTo(plain.totalPaid, 2);
    expect(plan.thmExact!).toBeCloseTo(thm({}).thmExact, 8);
    expect(plan.thm).toBe(thm({}).thm);
    expect(plan.feasible).toBe(true);
    checkInvariants(plan);
  });

  it('any market loan with fees: the THM is thm()’s and the instalment the annuity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000_000, max: 150_000_000 }),
        fc.double({ min: 0.21, max: 0.8, noNaN: true }),
        fc.integer({ min: 0, max: 1500 }).map((v) => v / 100),
        fc.integer({ min: 1, max: 35 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        (price, ownShare, rate, years, fee, monthlyFee) => {
          const ownFunds = Math.round(price * ownShare);
          const plan = financingPlan({
            date: '2026-03-01',
            price,
            ownFunds,
            marketRate: rate,
            marketYears: years,
            disbursementFee: fee,
            monthlyFee,
          });
          const loanAmount = price - ownFunds;
          expect(plan.totalBorrowed).toBe(loanAmount);
          // Relative: plain powers lose ~1e-12 of the instalment at rates near 0.
          expect(close(plan.monthlyPayment, annuity(loanAmount, rate, years * 12) + monthlyFee, 1e-10)).toBe(true);
          expect(plan.thmExact!).toBeCloseTo(
            thm({ loanAmount, annualRate: rate, years, disbursementFee: fee, monthlyFee }).thmExact,
            7,
          );
          checkInvariants(plan);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('a worked example: Babaváró, CSOK Plusz and Otthon Start together', () => {
  const plan = financingPlan(COUPLE);

  it('draws the sources in order within the 90 % HFM', () => {
    // Own funds 6 M; Babaváró 11 M (its largest); the HFM room 0,9 · 60 M − 0,25 · 11 M = 51,25 M;
    // CSOK Plusz 30 M (2 children); Otthon Start the rest, 60 − 6 − 11 − 30 = 13 M; no market loan.
    expect(plan.programmes).toEqual(['otthonStart', 'csokPlusz', 'babavaro']);
    expect(plan.loans.map((l) => [l.loan, l.amount])).toEqual([
      ['csokPlusz', 30_000_000],
      ['otthonStart', 13_000_000],
      ['babavaro', 11_000_000],
    ]);
    expect(plan.shortfall).toBe(0);
    expect(plan.loanToValue.counted).toBe(30_000_000 + 13_000_000 + 0.25 * 11_000_000);
    expect(plan.loanToValue.limit).toBe(0.9);
    // Otthon Start: at least 10 % of 60 M; counted 6 M + 0,75 · 11 M = 14,25 M.
    expect(plan.ownFundsTest).toEqual({ required: 6_000_000, counted: 14_250_000, ok: true });
    expect(plan.feasible).toBe(true);
  });

  it('a Babaváró taken with the mortgage counts 75 % as own funds: 25 % of it fills the HFM', () => {
    // 100 M Ft, 100 m², no cash: Babaváró 11 M; HFM room 0,9 · 100 M − 0,25 · 11 M = 87,25 M for the
    // 89 M still needed (CSOK Plusz 30 M, Otthon Start 50 M, market 7,25 M): 1,75 M Ft short. Otthon
    // Start's 10 M own funds: 0,75 · 11 M = 8,25 M counted.
    const dear = { ...COUPLE, price: 100_000_000, floorArea: 100, ownFunds: 0 };
    const recent = financingPlan(dear);
    expect(recent.loans.map((l) => [l.loan, l.amount])).toEqual([
      ['csokPlusz', 30_000_000],
      ['otthonStart', 50_000_000],
      ['market', 7_250_000],
      ['babavaro', 11_000_000],
    ]);
    expect(recent.shortfall).toBe(1_750_000);
    expect(recent.ownFundsTest).toEqual({ required: 10_000_000, counted: 8_250_000, ok: false });
    expect(recent.feasible).toBe(false);
    expect(recent.problems).toHaveLength(2);
    // A Babaváró taken earlier counts in full: the HFM allows 90 M, the market loan covers 9 M.
    const older = financingPlan({ ...dear, babavaroRecent: false });
    expect(older.shortfall).toBe(0);
    expect(older.loans.find((l) => l.loan === 'market')!.amount).toBe(9_000_000);
    expect(older.ownFundsTest).toEqual({ required: 10_000_000, counted: 11_000_000, ok: true });
    expect(older.feasible).toBe(true);
  });

  it('the first month: CSOK Plusz interest only, the Otthon Start annuity, the Babaváró’s principal and fee', () => {
    // 30 M · 3 % / 12 = 75 000; annuity(13 M, 3 %, 300); 11 M / 240 + 11 M · 0,5 % / 12 = 45 833,33 + 4 583,33.
    const expected = 75_000 + annuity(13_000_000, 3, 300) + 11_000_000 / 240 + (11_000_000 * 0.005) / 12;
    expect(plan.monthlyPayment).toBeCloseTo(expected, 6);
    expect(plan.schedule[0]!.parts.map((p) => p.loan)).toEqual(['csokPlusz', 'otthonStart', 'babavaro']);
  });

  it('births, suspensions and forgiveness as dated events', () => {
    const at = (month: number) => plan.events.filter((e) => e.month === month).map((e) => [e.kind, e.loan ?? null]);
    expect(at(18)).toEqual([
      ['birth', null],
      ['suspension', 'csokPlusz'],
      ['interestFreeSecured', 'babavaro'],
      ['suspension', 'babavaro'],
    ]);
    expect(plan.events.find((e) => e.month === 18)!.calendarMonth).toBe('2027-09');
    expect(at(42)).toEqual([
      ['birth', null],
      ['forgiveness', 'csokPlusz'],
      ['forgiveness', 'babavaro'],
      ['suspension', 'babavaro'],
    ]);
    const csokForgiven = plan.events.find((e) => e.kind === 'forgiveness' && e.loan === 'csokPlusz')!;
    expect(csokForgiven.amount).toBe(10_000_000);
    expect(csokForgiven.text).toBe(`CSOK Plusz hitel: az állam 10\u00a0000\u00a0000\u00a0Ft tartozást elenged.`);
    // The Babaváró: interest-free, nothing paid from month 18 to 41; 30 % of the debt forgiven at 42.
    const bb = (month: number) => plan.schedule[month - 1]!.parts.find((p) => p.loan === 'babavaro')!;
    const owedAt17 = 11_000_000 * (1 - 17 / 240);
    expect(bb(17).balance).toBeCloseTo(owedAt17, 4);
    expect(bb(42).forgiven).toBeCloseTo(0.3 * owedAt17, 4);
    expect(plan.schedule[41]!.forgiven).toBeCloseTo(10_000_000 + 0.3 * owedAt17, 4);
    // Suspended to month 42 + 35 = 77: payments resume in month 78.
    expect(bb(77).suspended).toBe(true);
    expect(bb(78).suspended).toBe(false);
    expect(plan.totalForgiven).toBeCloseTo(10_000_000 + 0.3 * owedAt17, 4);
    checkInvariants(plan);
  });

  it('no duty with CSOK Plusz: 4 % of 60 M Ft saved', () => {
    expect(plan.purchaseDuty).toMatchObject({ full: 2_400_000, paid: 0, saved: 2_400_000 });
    expect(plan.purchaseDuty.reason).toBe('A CSOK Plusz igénybevételével a vásárlás illetékmentes.');
  });

  it('the THM is the rate at which the contract’s flows, written out here, have no present value', () => {
    const csok = annuity(30_000_000, 3, 288);
    const os = annuity(13_000_000, 3, 300);
    const flows = [54_000_000];
    for (let k = 1; k <= 300; k++) {
      const bb = k <= 240 ? 11_000_000 / 240 + (0.005 / 12) * 11_000_000 * (1 - (k - 1) / 240) : 0;
      flows.push(-((k <= 12 ? 75_000 : csok) + os + bb));
    }
    const x = plan.thmExact! / 100;
    const npv = flows.reduce((s, f, k) => s + f * (1 + x) ** (-k / 12), 0);
    expect(Math.abs(npv)).toBeLessThan(1e-6 * 54_000_000);
    expect(plan.thm).toBeGreaterThan(0.5);
    expect(plan.thm).toBeLessThan(3.05);
  });

  it('cites the rules it used, each once', () => {
    const ids = plan.rules.map((r) => r.id);
    for (const id of [
      'programmes.otthonStart',
      'programmes.csokPlusz',
      'programmes.babavaro',
      'programmes.stacking',
      'programmes.csokPluszRepaymentRelief',
      'programmes.babavaroOwnFunds',
      'debtBrake.hfmFirstHome',
      'homeCosts.purchaseDuty',
      'homeCosts.dutyExemptProgrammes',
    ]) {
      expect(ids, id).toContain(id);
    }
    expect(new Set(ids.map((id, i) => `${id}@${plan.rules[i]!.from}`)).size).toBe(ids.length);
  });

  it('counts the undertaken children from the births when not given, and says when fewer are planned', () => {
    expect(plan.eligibility.answers.plannedChildren).toBe(2);
    const fewer = financingPlan({ ...COUPLE, plannedChildren: 2, plannedBirthMonths: [18] });
    expect(fewer.notes.some((n) => n.startsWith('Vállalt gyermek: 2, tervezett születés: 1.'))).toBe(true);
  });
});

describe('the stacking rule', () => {
  const VILLAGE: FinancingPlanInput = {
    date: '2026-03-01',
    firstHome: true,
    homeKind: 'house',
    floorArea: 100,
    price: 40_000_000,
    married: true,
    wifeAge: 30,
    existingChildren: 2,
    preferredSettlement: true,
  };

  it('CSOK Plusz and the falusi CSOK loan exclude each other; the grant stays', () => {
    const plan = financingPlan({ ...VILLAGE, plannedChildren: 1, plannedBirthMonths: [24], ownFunds: 4_000_000 });
    // Grant 15 M (3 children), own 4 M, Babaváró 11 M, CSOK Plusz the last 10 M.
    expect(plan.grant).toBe(15_000_000);
    expect(plan.loans.map((l) => [l.loan, l.amount])).toEqual([
      ['csokPlusz', 10_000_000],
      ['babavaro', 11_000_000],
    ]);
    expect(plan.excluded).toEqual([
      {
        programme: 'falusiCsok',
        reasons: [
          'A falusi CSOK kölcsöne nem vehető fel a CSOK Plusz mellett (legfeljebb két támogatott hitel); a vissza nem térítendő támogatás megmarad.',
        ],
      },
      { programme: 'otthonStart', reasons: ['Az Otthon Start nem kell: a vételárat a többi forrás fedezi.'] },
    ]);
    checkInvariants(plan);
  });

  it('Otthon Start with the falusi CSOK loan', () => {
    const plan = financingPlan({
      ...VILLAGE,
      plannedChildren: 0,
      ownFunds: 2_000_000,
      programmes: ['otthonStart', 'falusiCsok'],
    });
    // Grant 4 M (2 children), own 2 M, falusi CSOK loan 10 M, Otthon Start 40 − 4 − 2 − 10 = 24 M.
    expect(plan.loans.map((l) => [l.loan, l.amount])).toEqual([
      ['falusiCsokLoan', 10_000_000],
      ['otthonStart', 24_000_000],
    ]);
    expect(plan.rules.map((r) => r.id)).toContain('programmes.stacking');
    expect(plan.excluded.map((e) => e.programme)).toEqual(['babavaro']);
    expect(plan.excluded[0]!.reasons).toEqual(['A Babaváró nincs a választott támogatások között.']);
    expect(plan.purchaseDuty.paid).toBe(0);
    checkInvariants(plan);
  });

  it('a programme asked for but not open is left out with its reasons', () => {
    const plan = financingPlan({
      ...VILLAGE,
      married: false,
      preferredSettlement: false,
      date: '2025-08-01',
      programmes: ['otthonStart'],
      ownFunds: 10_000_000,
    });
    expect(plan.excluded).toEqual([
      {
        programme: 'otthonStart',
        reasons: [
          'Az Otthon Start nem vehető igénybe: a megadott napon (2025. augusztus 1.) nem volt érvényes szabálya.',
        ],
      },
    ]);
    expect(plan.loans.map((l) => l.loan)).toEqual(['market']);
  });
});

describe('what stands in the way is an answer, bad input an error', () => {
  it('too little own funds: the HFM caps the mortgage and the rest is a shortfall', () => {
    // Not a first home: 80 % of 50 M = 40 M at most; 10 M missing.
    const plan = financingPlan({ date: '2026-03-01', firstHome: false, price: 50_000_000, ownFunds: 0 });
    expect(plan.totalBorrowed).toBe(40_000_000);
    expect(plan.shortfall).toBe(10_000_000);
    expect(plan.feasible).toBe(false);
    expect(plan.problems).toEqual([
      'Hiányzó önerő: 10\u00a0000\u00a0000\u00a0Ft. A hitelfedezeti mutató és a támogatások korlátai mellett ennyivel több saját forrás kell.',
    ]);
    checkInvariants(plan);
  });

  it.each<[FinancingPlanInput, string, string]>([
    [
      { date: '2026-03-01', otthonStartRate: 3.5 },
      'otthonStartRate',
      'Otthon Start kamata: legfeljebb 3% lehet (a program szabálya).',
    ],
    [
      { date: '2026-03-01', csokPluszYears: 30 },
      'csokPluszYears',
      'CSOK Plusz futamideje: legfeljebb 25 év lehet (a program szabálya).',
    ],
    [{ babavaroYears: 21 }, 'babavaroYears', 'Babaváró futamideje: legfeljebb 20 év lehet (a program szabálya).'],
    [{ ownFunds: -1 }, 'ownFunds', 'Saját megtakarítás: nem lehet kisebb, mint 0.'],
    [
      { programmes: ['otthonStart', 'lakástakarék'] as unknown as FinancingPlanInput['programmes'] },
      'programmes',
      'Igénybe vett támogatások: a támogatásokat listaként adja meg (Otthon Start, CSOK Plusz, falusi CSOK, Babaváró).',
    ],
    [
      { plannedBirthMonths: [0] },
      'plannedBirthMonths',
      'Tervezett születések: hónapok listáját adja meg (1 és 600 közötti egész számok, legfeljebb 20 gyermek).',
    ],
    [{ startDate: '2026-13-01' }, 'startDate', 'A folyósítás napja: érvényes dátumot adjon meg (éééé-hh-nn).'],
    [
      { suspendOnBirth: 1 as unknown as boolean },
      'suspendOnBirth',
      'Szüneteltetés születéskor: válassza az igen vagy a nem lehetőséget.',
    ],
  ])('%o → %s', (input, field, message) => {
    const e = inputError(() => financingPlan(input));
    expect(e.field).toBe(field);
    expect(e.message).toBe(message);
  });

  it('a rate above a cap is not checked on a day the programme did not exist', () => {
    expect(financingPlan({ date: '2025-08-01', otthonStartRate: 3.5 }).loans.map((l) => l.loan)).toEqual(['market']);
  });
});

describe('the Babaváró on its own', () => {
  const ALONE: FinancingPlanInput = {
    date: '2026-03-01',
    firstHome: false,
    price: 11_000_000,
    married: true,
    wifeAge: 30,
    ownFunds: 0,
    programmes: ['babavaro'],
  };

  it('its THM is the guarantee fee’s: (1 + 0,5 %/12)^12 − 1 = 0,50 %', () => {
    const plan = financingPlan(ALONE);
    expect(plan.loans.map((l) => [l.loan, l.amount])).toEqual([['babavaro', 11_000_000]]);
    expect(plan.thmExact!).toBeCloseTo(((1 + 0.005 / 12) ** 12 - 1) * 100, 9);
    expect(plan.thm).toBe(0.5);
  });

  it('without a child in 5 years the subsidy falls due in month 61', () => {
    const plan = financingPlan(ALONE);
    // 0,0075/12 · 11 M · 52,625 = 3 617 968,75 Ft (loan-schedule.test.ts derives the sum).
    const lost = plan.events.find((e) => e.kind === 'interestFreeLost')!;
    expect(lost).toMatchObject({ month: 61, loan: 'babavaro', calendarMonth: '2031-04' });
    expect(lost.amount).toBeCloseTo(3_617_968.75, 4);
    expect(plan.totalInterest).toBeGreaterThan(lost.amount);
    checkInvariants(plan);
  });
});

describe('homePurchaseDuty', () => {
  it('4 % up to 1 milliárd Ft, 2 % above, at most 200 M Ft', () => {
    expect(homePurchaseDuty({ price: 50_000_000 }).paid).toBe(2_000_000);
    // 4 % · 1 000 M + 2 % · 1 000 M = 60 M.
    expect(homePurchaseDuty({ price: 2_000_000_000 }).full).toBe(60_000_000);
    // 4 % · 1 000 M + 2 % · 9 000 M = 220 M → 200 M.
    expect(homePurchaseDuty({ price: 10_000_000_000 }).full).toBe(200_000_000);
  });

  it('exempt with CSOK Plusz or falusi CSOK, not with Otthon Start', () => {
    expect(homePurchaseDuty({ price: 50_000_000, programmes: ['csokPlusz'], date: '2026-03-01' }).saved).toBe(
      2_000_000,
    );
    expect(homePurchaseDuty({ price: 50_000_000, programmes: ['falusiCsok'], date: '2026-03-01' }).paid).toBe(0);
    expect(homePurchaseDuty({ price: 50_000_000, programmes: ['otthonStart'], date: '2026-03-01' }).paid).toBe(
      2_000_000,
    );
  });

  it('half for a first-time buyer under 35 of a home worth at most 15 M Ft', () => {
    // 4 % · 14 M = 560 000 Ft; half of it paid.
    expect(homePurchaseDuty({ price: 14_000_000, firstHome: true, buyerAge: 34 })).toMatchObject({
      full: 560_000,
      paid: 280_000,
      saved: 280_000,
      reason: '35 év alatti első lakásvásárlóként az illeték 50%-át nem kell megfizetni.',
    });
    expect(homePurchaseDuty({ price: 14_000_000, firstHome: true, buyerAge: 35 }).saved).toBe(0);
    expect(homePurchaseDuty({ price: 16_000_000, firstHome: true, buyerAge: 30 }).saved).toBe(0);
    expect(homePurchaseDuty({ price: 14_000_000, firstHome: false, buyerAge: 30 }).saved).toBe(0);
  });
});

describe('next to nothing invested', () => {
  it('a 1 Ft home with a 5e-324 Ft monthly fee: the ROEs are 0, not Infinity (found by the property test)', () => {
    const plan = financingPlan({
      floorArea: 40,
      price: 1,
      married: true,
      plannedChildren: 1,
      wifeAge: 14,
      ownFunds: 0,
      csokPluszRate: 0,
      monthlyFee: 5e-324,
    } as FinancingPlanInput);
    for (const row of plan.schedule) {
      expect(Number.isFinite(row.cumulativeROE), `month ${row.month}`).toBe(true);
      expect(Number.isFinite(row.monthlyROE), `month ${row.month}`).toBe(true);
    }
  });
});
