import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFinanceInputError } from '../shared/errors';
import { financingPlan, planFinancing } from '../subsidies';
import { rentOrBuy, rentOrBuySensitivity, type RentOrBuyFinancedInput } from './index';
import { isClose, realisticInput } from './test-support';

describe('rent or buy with a subsidised rate', () => {
  it('the plain mortgage’s own rate and no exemption change nothing, to the last bit', () => {
    fc.assert(
      fc.property(realisticInput, (input) => {
        const plain = rentOrBuy(input);
        const same = rentOrBuy({
          ...input,
          financing: { kind: 'rate', annualRate: input.mortgageRate, dutyExempt: false },
        });
        expect(same).toEqual(plain);
      }),
      { numRuns: 50 },
    );
  });

  it('a 3 % subsidised rate is the model at 3 %, and an exemption drops the duty', () => {
    const input: RentOrBuyFinancedInput = { mortgageRate: 6.5, purchaseDuty: true };
    const subsidised = rentOrBuy({ ...input, financing: { kind: 'rate', annualRate: 3, dutyExempt: true } });
    const at3 = rentOrBuy({ ...input, mortgageRate: 3, purchaseDuty: false });
    expect(subsidised).toEqual(at3);
    expect(subsidised.purchaseDutyAmount).toBe(0);
    // Without the exemption the 4 % duty on 50 M Ft, 2 M Ft, is paid up front.
    expect(
      rentOrBuy({ ...input, financing: { kind: 'rate', annualRate: 3, dutyExempt: false } }).purchaseDutyAmount,
    ).toBe(2_000_000);
  });

  it('the mortgage-rate sensitivity shifts the subsidised rate', () => {
    const s = rentOrBuySensitivity({ financing: { kind: 'rate', annualRate: 3, dutyExempt: false } });
    expect(s.mortgageRate.map((p) => p.value)).toEqual([1, 2, 3, 4, 5]);
    expect(s.mortgageRate[0]!.finalBuyNetWorth).toBe(rentOrBuy({ mortgageRate: 1 }).finalBuyNetWorth);
  });
});

describe('rent or buy with a whole financing plan', () => {
  it('a plan of one market loan gives the plain mortgage’s result', () => {
    // 50 M Ft, 15 M Ft down, 5,5 % for 25 years: rent or buy's defaults as a plan without subsidies.
    const plan = financingPlan({
      date: '2026-03-01',
      price: 50_000_000,
      ownFunds: 15_000_000,
      marketRate: 5.5,
      marketYears: 25,
    });
    const viaPlan = rentOrBuy({ financing: planFinancing(plan) });
    const plain = rentOrBuy({});
    expect(isClose(viaPlan.finalBuyNetWorth, plain.finalBuyNetWorth, 1e-9)).toBe(true);
    expect(isClose(viaPlan.finalRentNetWorth, plain.finalRentNetWorth, 1e-9)).toBe(true);
    expect(viaPlan.breakEvenMonth).toBe(plain.breakEvenMonth);
    expect(viaPlan.loanAmount).toBe(plain.loanAmount);
    expect(isClose(viaPlan.tippingPointRent!, plain.tippingPointRent!, 1e-6)).toBe(true);
  });

  it('buys with the plan’s payments, its debt, its cash down and its duty', () => {
    const plan = financingPlan({
      date: '2026-03-01',
      firstHome: true,
      floorArea: 60,
      price: 50_000_000,
      married: true,
      wifeAge: 30,
      ownFunds: 5_000_000,
      plannedBirthMonths: [18, 42],
      programmes: ['otthonStart', 'csokPlusz'],
    });
    const input: RentOrBuyFinancedInput = {
      price: 50_000_000,
      years: 30,
      purchaseDuty: true,
      financing: planFinancing(plan),
    };
    const r = rentOrBuy(input);
    const owner = (30_000 + 60_000 + 120_000) / 12;
    r.months.forEach((m, i) => {
      expect(m.buyCost).toBe((plan.schedule[i]?.payment ?? 0) + owner);
      expect(m.loanBalance).toBe(plan.schedule[i]?.loanBalance ?? 0);
    });
    // CSOK Plusz exempts the purchase: no duty although `purchaseDuty` is on; the cash down is the plan's 5 M.
    expect(r.purchaseDutyAmount).toBe(0);
    expect(r.initialInvestment).toBe(5_000_000 + 500_000);
    expect(r.loanAmount).toBe(45_000_000);
    // The plan's mortgage rate is its own: the mortgage-rate chart keeps only its offset-0 point.
    expect(rentOrBuySensitivity(input).mortgageRate.map((p) => p.offset)).toEqual([0]);
  });

  it('refuses a financing that is neither, naming the field', () => {
    for (const financing of [
      { kind: 'loan' },
      { kind: 'rate', annualRate: 60, dutyExempt: false },
      { kind: 'rate', annualRate: 3, dutyExempt: 'igen' },
      { kind: 'plan', cashDown: 0, purchaseDuty: 0, borrowed: 1, payments: [1, 2], balances: [1] },
      { kind: 'plan', cashDown: -1, purchaseDuty: 0, borrowed: 1, payments: [], balances: [] },
      42,
    ]) {
      let error: unknown;
      try {
        rentOrBuy({ financing: financing as RentOrBuyFinancedInput['financing'] });
      } catch (e) {
        error = e;
      }
      expect(isFinanceInputError(error), JSON.stringify(financing)).toBe(true);
      expect((error as { field: string }).field).toBe('financing');
    }
  });
});
