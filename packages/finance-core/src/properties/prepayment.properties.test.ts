/**
 * Properties of `prepayment` and `extraPaymentForPayoff`: 10 000 generated inputs each (see
 * harness.ts). Every call returns finite numbers or refuses with a FinanceInputError naming the field;
 * on every answer the principal repaid and prepaid sums to the loan, the balance only falls, no fee
 * exceeds the cap, and the goal seek's extra payment meets the target while one forint less does not.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREPAYMENT_LOAN_KINDS, PREPAYMENT_MODES } from '../loan/constants';
import { extraPaymentForPayoff, prepayment, type PayoffGoalResult, type PrepaymentResult } from '../loan/prepayment';
import { forintAmount, inputRecord, mostly, property, propertyPrice, ruleDay, total } from './harness';

const rate = fc.oneof(
  fc.double({ min: 0, max: 15, noNaN: true }),
  fc.double({ min: -10, max: 100, noNaN: true }),
  fc.constantFrom(-10, 0, 100),
);
/**
 * Mostly short terms, so that the months of the prepayments fall within them often and 10 000
 * schedules stay quick on a loaded machine; now and then any term up to 50 years.
 */
const years = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 10 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 50 }) },
);
const month = fc.oneof(fc.integer({ min: 1, max: 24 }), fc.integer({ min: 1, max: 600 }));
const prepayments = fc.oneof(
  fc.array(fc.record({ month, amount: forintAmount(5e6) }), { maxLength: 4 }),
  fc.array(fc.record({ month: mostly(month), amount: mostly(forintAmount(5e6)) }), { maxLength: 3 }),
  fc.constantFrom<unknown>('1000', [null], [[12, 1000]]),
);

/** A rules' day: mostly one on which every loan kind's rules are in force (Otthon Start from 2025-09-01). */
const day = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .date({ min: new Date('2025-09-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  },
  { weight: 1, arbitrary: ruleDay },
);
/** A choice: mostly a valid option, sometimes any string. */
const choiceOf = (options: readonly string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...options) }, { weight: 1, arbitrary: fc.string() });

const terms = {
  annualRate: rate,
  appreciation: rate,
  alternativeReturn: rate,
  years,
  startDate: day,
  prepayments,
  extraMonthly: forintAmount(3e5),
  extraFromMonth: month,
  mode: choiceOf(PREPAYMENT_MODES),
  loanKind: choiceOf(PREPAYMENT_LOAN_KINDS),
  contractFeePercent: fc.oneof(
    fc.double({ min: 0, max: 3, noNaN: true }),
    fc.double({ min: 0, max: 100, noNaN: true }),
  ),
  date: day,
};
/** The loan as an amount, or as a price and a down payment (now and then both, mostly disagreeing). */
const input = fc.oneof(
  { weight: 4, arbitrary: inputRecord({ ...terms, loanAmount: propertyPrice }) },
  { weight: 4, arbitrary: inputRecord({ ...terms, price: propertyPrice, downPayment: forintAmount(2e7) }) },
  {
    weight: 1,
    arbitrary: inputRecord({
      ...terms,
      price: propertyPrice,
      downPayment: forintAmount(2e7),
      loanAmount: propertyPrice,
    }),
  },
);

/** What every schedule must satisfy besides being finite. */
function checkSchedule(res: PrepaymentResult): void {
  let previous = res.loanAmount;
  let repaid = 0;
  for (const row of res.schedule) {
    if (!(row.loanBalance <= previous && row.loanBalance >= 0))
      expect.fail(`balance ${row.loanBalance} after ${previous}`);
    repaid += row.principal + row.prepayment;
    previous = row.loanBalance;
  }
  expect(previous).toBe(0);
  expect(res.schedule.length).toBe(res.months);
  expect(res.months).toBeLessThanOrEqual(res.original.months);
  expect(Math.abs(repaid - res.loanAmount)).toBeLessThanOrEqual(1e-9 * res.loanAmount);
  for (const e of res.events) {
    if (!(e.fee >= 0 && e.fee <= res.feeCap * e.amount * (1 + 1e-12))) expect.fail(`fee ${e.fee} on ${e.amount}`);
  }
}

describe('properties: prepayment (10 000 inputs each)', () => {
  it('prepayment', () => {
    property(input, (v, o) => {
      let res: PrepaymentResult | undefined;
      total(() => (res = prepayment(v as Parameters<typeof prepayment>[0])), o);
      // Checked outside `total`, so that a refusal of these calls fails instead of counting as one.
      if (res) checkSchedule(res);
    });
  });

  it('extraPaymentForPayoff', () => {
    const target = mostly(fc.oneof(month, ruleDay));
    property(fc.tuple(input, target), ([v, t], o) => {
      let goal: PayoffGoalResult | undefined;
      total(() => (goal = extraPaymentForPayoff(v as Parameters<typeof prepayment>[0], t as number)), o);
      if (!goal?.result) return;
      checkSchedule(goal.result);
      const E = goal.extraMonthly!;
      expect(goal.result.months).toBeLessThanOrEqual(goal.targetMonth);
      expect(prepayment(goal.result.input).months).toBe(goal.result.months);
      if (E > 0)
        expect(prepayment({ ...goal.result.input, extraMonthly: E - 1 }).months).toBeGreaterThan(goal.targetMonth);
    });
  });
});
