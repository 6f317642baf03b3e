import { describe, expect, it } from 'vitest';
import { affordability } from './affordability';
import { debtBrake } from './debt-brake';
import { expectInputError, levelPayment as payment, loanForPayment as loanFor } from './test-support';

/** A day under the 2026 rules: threshold 800 000 Ft, exempt loans up to 550 000 Ft. */
const D2026 = '2026-06-01';
/** The worked household: 6 %, 20 years, fixed for 10 years (the 50 % / 60 % band). */
const BASE = { annualRate: 6, years: 20, fixationYears: 10, date: D2026 };

describe('affordability: the largest loan (closed forms)', () => {
  it('700 000 Ft on 2026-06-01, 10-year fixation: 50 %, room 350 000 Ft, the annuity inverted gives 48 853 270 Ft', () => {
    // r = 6 % / 12 = 0,5 %, n = 240: (1 − 1,005^−240) / 0,005 = 139,58077…;
    // 350 000 × 139,58077 = 48 853 270,09 → 48 853 270 Ft (rounded down so that it passes).
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000 });
    expect(res.paymentToIncomeLimitPercent).toBe(50);
    expect(res.maxMonthlyPayment).toBe(350_000);
    expect(res.maxLoanByPaymentToIncome).toBe(Math.floor(loanFor(350_000, 6, 20)));
    expect(res.maxLoanByPaymentToIncome).toBe(48_853_270);
    expect(res.maxLoan).toBe(48_853_270);
    expect(res.binding).toBe('paymentToIncome');
    expect(res.maxLoanMonthlyPayment).toBeCloseTo(payment(48_853_270, 6, 20), 6);
    // Without own funds: the cheapest home that loan fits under the 80 % HFM, and its own funds.
    expect(res.minPriceForMaxLoan).toBe(Math.ceil(48_853_270 / 0.8));
    expect(res.minOwnFundsForMaxLoan).toBe(Math.ceil(48_853_270 / 0.8) - 48_853_270);
    expect(res.dearestHome).toBeNull();
    expect(res.target).toBeNull();
    expect(res.messages[0]).toBe(
      'Legfeljebb 48\u00a0853\u00a0270\u00a0Ft hitelt vehet fel, 350\u00a0000\u00a0Ft havi törlesztőrészlettel.',
    );
  });

  it('a result’s input gives the same result again', () => {
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000, coBorrowerMonthlyNetIncome: 100_000 });
    expect(affordability(res.input)).toEqual(res);
    const withPrice = affordability({ ...BASE, monthlyNetIncome: 700_000, ownFunds: 15_000_000, price: 75_000_000 });
    expect(affordability(withPrice.input)).toEqual(withPrice);
  });

  it('the same household on the rules of 2025-12-31 (threshold 600 000 Ft) may take 60 %', () => {
    const before = affordability({ ...BASE, monthlyNetIncome: 700_000, date: '2025-12-31' });
    const after = affordability({ ...BASE, monthlyNetIncome: 700_000, date: '2026-01-01' });
    expect(before.paymentToIncomeLimitPercent).toBe(60);
    expect(after.paymentToIncomeLimitPercent).toBe(50);
    // 0,6 × 700 000 = 420 000 Ft → 58 623 924 Ft.
    expect(before.maxLoan).toBe(Math.floor(loanFor(420_000, 6, 20)));
    expect(before.rules).toContainEqual(
      expect.objectContaining({ id: 'debtBrake.jtmIncomeThreshold', from: '2023-07-01' }),
    );
    expect(after.rules).toContainEqual(
      expect.objectContaining({ id: 'debtBrake.jtmIncomeThreshold', from: '2026-01-01' }),
    );
  });

  it('two borrowers: the incomes are summed for the JTM and its threshold (450 000 + 350 000 = 800 000 Ft)', () => {
    const pair = affordability({ ...BASE, monthlyNetIncome: 450_000, coBorrowerMonthlyNetIncome: 350_000 });
    expect(pair.householdIncome).toBe(800_000);
    expect(pair.paymentToIncomeLimitPercent).toBe(60);
    // 0,6 × 800 000 = 480 000 Ft → 66 998 770 Ft.
    expect(pair.maxLoan).toBe(Math.floor(loanFor(480_000, 6, 20)));
    expect(pair.maxLoan).toBe(debtBrake({ ...BASE, monthlyNetIncome: 800_000 }).maxLoanByPaymentToIncome);
    expect(pair.cliff.householdBelow).toBe(false);
    expect(pair.cliff.extraIncomeToThreshold).toBe(0);
    const alone = affordability({ ...BASE, monthlyNetIncome: 450_000 });
    expect(alone.paymentToIncomeLimitPercent).toBe(50);
    expect(alone.maxLoan).toBe(Math.floor(loanFor(225_000, 6, 20)));
  });

  it('credit-card and overdraft limits count 5 % a month, existing instalments in full', () => {
    const res = affordability({
      ...BASE,
      monthlyNetIncome: 800_000,
      creditLineLimits: 1_000_000,
      existingMonthlyPayments: 30_000,
    });
    expect(res.creditLineMonthly).toBe(50_000);
    expect(res.otherMonthlyDebt).toBe(80_000);
    // 0,6 × 800 000 − 30 000 − 0,05 × 1 000 000 = 400 000 Ft.
    expect(res.maxMonthlyPayment).toBe(400_000);
    expect(res.maxLoan).toBe(Math.floor(loanFor(400_000, 6, 20)));
    expect(res.rules).toContainEqual(expect.objectContaining({ id: 'debtBrake.creditLineMonthlyShare' }));
  });
});

describe('affordability: own funds and the dearest home', () => {
  it('5 M Ft own funds cap the home at 25 M Ft under the 80 % HFM (h·F/(1 − h) = 20 M Ft loan): own funds bind', () => {
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000, ownFunds: 5_000_000 });
    expect(res.binding).toBe('ownFunds');
    expect(res.maxLoan).toBe(20_000_000);
    expect(res.dearestHome).toEqual({
      price: 25_000_000,
      loan: 20_000_000,
      ownFunds: 5_000_000,
      monthlyPayment: expect.closeTo(payment(20_000_000, 6, 20), 6),
    });
    // The dearest home passes the debt brake exactly.
    expect(debtBrake({ ...BASE, monthlyNetIncome: 700_000, price: 25_000_000, downPayment: 5_000_000 }).allowed).toBe(
      true,
    );
    // A first home (90 %) lets the same own funds carry 45 M Ft of loan: the JTM binds again.
    const first = affordability({
      ...BASE,
      monthlyNetIncome: 700_000,
      ownFunds: 5_000_000,
      loanToValueCase: 'firstHome',
    });
    expect(first.loanToValueLimit).toBe(0.9);
    expect(first.maxLoan).toBe(Math.min(Math.floor((0.9 * 5_000_000) / 0.1), 48_853_270));
    expect(first.binding).toBe('ownFunds');
  });

  it('with 30 M Ft own funds the JTM binds: the dearest home is own funds + the JTM loan', () => {
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000, ownFunds: 30_000_000 });
    expect(res.binding).toBe('paymentToIncome');
    expect(res.maxLoan).toBe(48_853_270);
    expect(res.dearestHome!.price).toBe(78_853_270);
    const brake = debtBrake({ ...BASE, monthlyNetIncome: 700_000, price: 78_853_270, downPayment: 30_000_000 });
    expect(brake.allowed).toBe(true);
    // One forint dearer is refused.
    expect(debtBrake({ ...BASE, monthlyNetIncome: 700_000, price: 78_853_271, downPayment: 30_000_000 }).allowed).toBe(
      false,
    );
  });

  it('with a price too, the sentence on what binds the largest loan names the own funds when they cap it', () => {
    // 10 M Ft own funds cap the loan at 40 M Ft (h·F/(1 − h)), below the JTM's 48 853 270 Ft; the price's
    // own answer (the HFM on 60 M Ft) is `binding`, but the second sentence is about the largest loan.
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000, ownFunds: 10_000_000, price: 60_000_000 });
    expect(res.maxLoan).toBe(40_000_000);
    expect(res.binding).toBe('loanToValue');
    expect(res.messages[1]).toBe(
      affordability({ ...BASE, monthlyNetIncome: 700_000, ownFunds: 10_000_000 }).messages[1],
    );
    expect(res.messages[1]).toMatch(/^A korlátot az önerő szabja/);
  });

  it('no own funds means no loan: the HFM needs a share of the price from own funds', () => {
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000, ownFunds: 0 });
    expect(res.maxLoan).toBe(0);
    expect(res.dearestHome!.price).toBe(0);
    expect(res.messages[0]).toBe('Lakáshitelt most nem vehet fel.');
  });
});

describe('affordability: a given price, and what would lift the household to it', () => {
  it('50 M Ft with 10 M Ft own funds: 40 M Ft is needed and allowed', () => {
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000, ownFunds: 10_000_000, price: 50_000_000 });
    const t = res.target!;
    expect(t.loanNeeded).toBe(40_000_000);
    expect(t.maxLoan).toBe(40_000_000);
    expect(t.binding).toBe('loanToValue');
    expect(t.affordable).toBe(true);
    expect(t.extraOwnFundsNeeded).toBe(0);
    expect(t.extraIncomeNeeded).toBe(0);
    expect(res.messages).toContain(
      '50\u00a0000\u00a0000\u00a0Ft értékű ingatlan megvehető: 40\u00a0000\u00a0000\u00a0Ft hitel kell hozzá, ' +
        'és legfeljebb 40\u00a0000\u00a0000\u00a0Ft vehető fel rá.',
    );
  });

  it('60 M Ft with 10 M Ft own funds: the HFM allows 48 M Ft, so 2 M Ft more own funds, and no income helps', () => {
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000, ownFunds: 10_000_000, price: 60_000_000 });
    const t = res.target!;
    expect(res.binding).toBe('loanToValue');
    expect(t.maxLoanByLoanToValue).toBe(48_000_000);
    expect(t.maxLoan).toBe(48_000_000);
    expect(t.minOwnFunds).toBe(12_000_000);
    expect(t.affordable).toBe(false);
    expect(t.extraOwnFundsNeeded).toBe(2_000_000);
    expect(t.incomeNeeded).toBeNull();
    expect(t.extraIncomeNeeded).toBeNull();
    expect(res.messages).toContain(
      'Több jövedelem ezen nem segít: a hitelfedezeti mutató (HFM) miatt legalább 12\u00a0000\u00a0000\u00a0Ft önerő kell.',
    );
  });

  it('a 52 M Ft loan needs 745 089 Ft: below the threshold, at the 50 % limit (A(52 M) / 0,5)', () => {
    // A(52 M) = 52 000 000 / 139,58077 = 372 544,15 Ft; / 0,5 = 745 088,30 → 745 089 Ft.
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000, ownFunds: 13_000_000, price: 65_000_000 });
    const t = res.target!;
    expect(t.loanNeeded).toBe(52_000_000);
    expect(t.binding).toBe('paymentToIncome');
    expect(t.incomeNeeded).toBe(Math.ceil(payment(52_000_000, 6, 20) / 0.5));
    expect(t.incomeNeeded).toBe(745_089);
    expect(t.extraIncomeNeeded).toBe(45_089);
    expect(t.reachedByThresholdJump).toBe(false);
    expectPassesAtAndNotBelow(t.incomeNeeded!, 65_000_000, 13_000_000);
  });

  it('a 60 M Ft loan is reached by the jump: 859 718 Ft below the threshold, but exactly 800 000 Ft at it', () => {
    // A(60 M) = 429 858,64 Ft: below 800 000 Ft it needs 429 858,64 / 0,5 = 859 717,27 Ft (not below
    // the threshold, so impossible there); from 800 000 Ft on, 429 858,64 / 0,6 = 716 431,06 Ft ≤ 800 000:
    // the threshold itself is the answer.
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000, ownFunds: 15_000_000, price: 75_000_000 });
    const t = res.target!;
    expect(t.loanNeeded).toBe(60_000_000);
    expect(t.incomeNeeded).toBe(800_000);
    expect(t.extraIncomeNeeded).toBe(100_000);
    expect(t.reachedByThresholdJump).toBe(true);
    expectPassesAtAndNotBelow(800_000, 75_000_000, 15_000_000);
    expect(res.messages).toContain(
      'A szükséges hitelhez (60\u00a0000\u00a0000\u00a0Ft) 100\u00a0000\u00a0Ft-tal több havi nettó jövedelem kell, összesen 800\u00a0000\u00a0Ft: ' +
        'ekkor a háztartás eléri a jövedelemhatárt, és a JTM-korlát 60%-ra nő.',
    );
  });

  it('a 70 M Ft loan needs 835 837 Ft: above the threshold, at the 60 % limit', () => {
    // A(70 M) = 501 501,74 Ft; / 0,6 = 835 836,23 → 835 837 Ft.
    const t = affordability({ ...BASE, monthlyNetIncome: 700_000, ownFunds: 17_500_000, price: 87_500_000 }).target!;
    expect(t.incomeNeeded).toBe(Math.ceil(payment(70_000_000, 6, 20) / 0.6));
    expect(t.incomeNeeded).toBe(835_837);
    expectPassesAtAndNotBelow(835_837, 87_500_000, 17_500_000);
  });

  it('without own funds the plan takes the HFM loan on the price and says what own funds it needs', () => {
    const t = affordability({ ...BASE, monthlyNetIncome: 700_000, price: 75_000_000 }).target!;
    expect(t.affordable).toBeNull();
    expect(t.loanNeeded).toBe(60_000_000);
    expect(t.maxLoan).toBe(48_853_270);
    expect(t.minOwnFunds).toBe(75_000_000 - 48_853_270);
    expect(t.extraOwnFundsNeeded).toBe(75_000_000 - 48_853_270);
    expect(t.incomeNeeded).toBe(800_000);
  });

  it('a sub-forint loan the brake allows needs no more own funds, though the largest loan in whole forints is 0', () => {
    // Found by the property test: price 1,0000000000000002 Ft with 1 Ft own funds needs a 2·10⁻¹⁶ Ft loan.
    const t = affordability({ monthlyNetIncome: 1, ownFunds: 1, price: 1.0000000000000002, date: D2026 }).target!;
    expect(t.maxLoan).toBe(0);
    expect(t.affordable).toBe(true);
    expect(t.extraOwnFundsNeeded).toBe(0);
  });

  it('a loan within the JTM exemption (550 000 Ft from 2026) needs no income at all', () => {
    const t = affordability({ ...BASE, monthlyNetIncome: 10_000, ownFunds: 150_000, price: 700_000 }).target!;
    expect(t.loanNeeded).toBe(550_000);
    expect(t.affordable).toBe(true);
    expect(t.incomeNeeded).toBe(0);
  });
});

/** debtBrake (not affordability) confirms: the loan passes at `income` and fails one forint below. */
function expectPassesAtAndNotBelow(income: number, price: number, downPayment: number) {
  const at = debtBrake({ ...BASE, price, downPayment, monthlyNetIncome: income });
  const below = debtBrake({ ...BASE, price, downPayment, monthlyNetIncome: income - 1 });
  expect(at.allowed, `allowed at ${income}`).toBe(true);
  expect(below.allowed, `refused at ${income - 1}`).toBe(false);
}

describe('affordability: the income cliff', () => {
  it.each([
    ['2026-01-01', 800_000],
    ['2025-12-31', 600_000],
  ])(
    'on %s the threshold is %i Ft: 50 % one forint below it, 60 % at it, and the loans either side',
    (date, threshold) => {
      const below = affordability({ ...BASE, date, monthlyNetIncome: threshold - 1 });
      const at = affordability({ ...BASE, date, monthlyNetIncome: threshold });
      for (const res of [below, at]) {
        expect(res.cliff.threshold).toBe(threshold);
        expect(res.cliff.limitBelowPercent).toBe(50);
        expect(res.cliff.limitAtPercent).toBe(60);
        expect(res.cliff.maxLoanBelow).toBe(Math.floor(loanFor(0.5 * (threshold - 1), 6, 20)));
        expect(res.cliff.maxLoanAt).toBe(Math.floor(loanFor(0.6 * threshold, 6, 20)));
        expect(res.cliff.loanJump).toBe(res.cliff.maxLoanAt - res.cliff.maxLoanBelow);
      }
      expect(below.maxLoan).toBe(below.cliff.maxLoanBelow);
      expect(at.maxLoan).toBe(at.cliff.maxLoanAt);
      expect(below.cliff.householdBelow).toBe(true);
      expect(below.cliff.extraIncomeToThreshold).toBe(1);
      expect(at.cliff.householdBelow).toBe(false);
      expect(at.cliff.extraIncomeToThreshold).toBe(0);
    },
  );

  it('says it plainly: 799 999 Ft → 55 832 238 Ft, 800 000 Ft → 66 998 770 Ft', () => {
    // 0,5 × 799 999 × 139,58077 = 55 832 238,88; 0,6 × 800 000 × 139,58077 = 66 998 770,41.
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000 });
    expect(res.cliff.maxLoanBelow).toBe(55_832_238);
    expect(res.cliff.maxLoanAt).toBe(66_998_770);
    expect(res.cliff.extraIncomeToThreshold).toBe(100_000);
    expect(res.messages.at(-1)).toBe(
      'A JTM jövedelemhatára 800\u00a0000\u00a0Ft: alatta a korlát 50%, elérve 60%. ' +
        '799\u00a0999\u00a0Ft jövedelemmel legfeljebb 55\u00a0832\u00a0238\u00a0Ft, 800\u00a0000\u00a0Ft jövedelemmel legfeljebb 66\u00a0998\u00a0770\u00a0Ft hitel vehető fel. ' +
        'A háztartás havi nettó jövedelméből 100\u00a0000\u00a0Ft hiányzik a határig.',
    );
  });

  it('a green loan fixed for 10 years has 60 % either side: no cliff', () => {
    const res = affordability({ ...BASE, monthlyNetIncome: 700_000, loanToValueCase: 'green' });
    expect(res.cliff.limitBelowPercent).toBe(60);
    expect(res.cliff.limitAtPercent).toBe(60);
    expect(res.paymentToIncomeLimitPercent).toBe(60);
    expect(res.cliff.loanJump).toBe(
      Math.floor(loanFor(0.6 * 800_000, 6, 20)) - Math.floor(loanFor(0.6 * 799_999, 6, 20)),
    );
    expect(res.messages.at(-1)).toBe(
      'Ennél a hitelnél a JTM-korlát (60%) nem függ attól, hogy a jövedelem eléri-e a jövedelemhatárt (800\u00a0000\u00a0Ft).',
    );
  });
});

describe('affordability: bad input is a typed error naming the field', () => {
  it('names each field', () => {
    expectInputError(() => affordability({ ...BASE }), 'monthlyNetIncome');
    expectInputError(() => affordability({ ...BASE, monthlyNetIncome: 0 }), 'monthlyNetIncome');
    expectInputError(
      () => affordability({ ...BASE, monthlyNetIncome: 500_000, coBorrowerMonthlyNetIncome: -1 }),
      'coBorrowerMonthlyNetIncome',
    );
    expectInputError(
      () => affordability({ ...BASE, monthlyNetIncome: 1e12, coBorrowerMonthlyNetIncome: 1 }),
      'coBorrowerMonthlyNetIncome',
    );
    expectInputError(() => affordability({ ...BASE, monthlyNetIncome: 500_000, ownFunds: NaN }), 'ownFunds');
    expectInputError(() => affordability({ ...BASE, monthlyNetIncome: 500_000, price: 0 }), 'price');
    expectInputError(
      () => affordability({ ...BASE, monthlyNetIncome: 500_000, loanToValueCase: 'x' as never }),
      'loanToValueCase',
    );
    expectInputError(() => affordability({ ...BASE, monthlyNetIncome: 500_000, date: '2026-02-30' }), 'date');
    expectInputError(() => affordability({ ...BASE, monthlyNetIncome: 500_000, years: 0 }), 'years');
  });
});
