/**
 * Properties of the subsidised-loan exports: 10 000 generated inputs each (see harness.ts). Beside
 * "finite or a named refusal", every answered plan keeps its invariants: the combined schedule's
 * principal plus the principal forgiven is what was borrowed, no balance goes negative, and the sources
 * add up to the price.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homePurchaseDuty } from '../subsidies/duty';
import { subsidyEligibility } from '../subsidies/eligibility';
import { financingPlan } from '../subsidies/financing-plan';
import { planFinancing } from '../subsidies/rent-or-buy-financing';
import { SUBSIDY_PROGRAMMES } from '../subsidies/constants';
import type { FinancingPlanResult } from '../subsidies/types';
import { forintAmount, GARBAGE, inputRecord, property, propertyPrice, ruleDay, total } from './harness';

/** Days around the programmes' changes, mostly recent. */
const day = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('2024-06-01', '2025-08-31', '2025-09-01', '2025-12-31', '2026-03-01') },
  { weight: 1, arbitrary: ruleDay },
);
/** Mostly valid: inputRecord's mixed half adds degenerate numbers and garbage to every field anyway. */
const yesNo = fc.oneof({ weight: 20, arbitrary: fc.boolean() }, { weight: 1, arbitrary: fc.constantFrom(...GARBAGE) });
const rarely = <T>(valid: fc.Arbitrary<T>, invalid: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 20, arbitrary: valid as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: invalid });
const children = fc.oneof(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 20 }));
const age = fc.oneof(fc.integer({ min: 18, max: 45 }), fc.integer({ min: 14, max: 100 }));
const programmes = rarely(
  fc.oneof(fc.subarray([...SUBSIDY_PROGRAMMES]), fc.constant(undefined)),
  fc.constantFrom(['otthonStart', 'x'], 'csokPlusz', [1]),
);
const births = rarely(
  fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.integer({ min: 1, max: 120 }), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.array(fc.integer({ min: 1, max: 600 }), { maxLength: 20 }) },
  ),
  fc.constantFrom([0], [601], [1.5], 'x', [Number.NaN]),
);
/** Terms mostly short so that 10 000 plans stay quick; the whole range is still reached. */
const years = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 10 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 50 }) },
);

const answers = {
  date: day,
  firstHome: yesNo,
  ownedHomeValue: forintAmount(4e7),
  homeKind: rarely(fc.constantFrom('flat', 'house'), fc.constant('tanya')),
  floorArea: fc.oneof(fc.double({ min: 20, max: 300, noNaN: true }), fc.double({ min: 0, max: 1e5, noNaN: true })),
  price: propertyPrice,
  valuation: propertyPrice,
  married: yesNo,
  existingChildren: children,
  plannedChildren: children,
  wifeAge: age,
  pregnant: yesNo,
  preferredSettlement: yesNo,
  purpose: rarely(fc.constantFrom('purchase', 'renovation'), fc.constant('x')),
  outsideBuiltUpArea: yesNo,
};

/** A subsidised rate: mostly within the 3 % caps, now and then above them (refused by name). */
const rate = fc.oneof(
  { weight: 10, arbitrary: fc.double({ min: 0, max: 3, noNaN: true }) },
  { weight: 1, arbitrary: fc.double({ min: 0, max: 100, noNaN: true }) },
);
/** A subsidised term: mostly within the programmes' 20–25 years. */
const subsidisedYears = fc.oneof(
  { weight: 10, arbitrary: fc.integer({ min: 1, max: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 50 }) },
);

const planInput = inputRecord({
  ...answers,
  ownFunds: forintAmount(3e7),
  programmes,
  otthonStartAmount: forintAmount(5e7),
  otthonStartRate: rate,
  otthonStartYears: subsidisedYears,
  csokPluszAmount: forintAmount(5e7),
  csokPluszRate: rate,
  csokPluszYears: subsidisedYears,
  falusiCsokLoanAmount: forintAmount(1.5e7),
  falusiCsokLoanRate: rate,
  falusiCsokLoanYears: years,
  babavaroAmount: forintAmount(1.1e7),
  babavaroYears: subsidisedYears,
  babavaroRate: rate,
  babavaroRecent: yesNo,
  marketRate: fc.oneof(fc.double({ min: 0, max: 15, noNaN: true }), fc.double({ min: -10, max: 100, noNaN: true })),
  marketYears: years,
  marketFixationYears: fc.integer({ min: 0, max: 50 }),
  disbursementFee: forintAmount(3e5),
  valuationFee: forintAmount(1e5),
  landRegistryFee: forintAmount(5e4),
  otherFees: forintAmount(1e5),
  monthlyFee: forintAmount(5e3),
  buyerAge: age,
  startDate: day,
  plannedBirthMonths: births,
  suspendOnBirth: yesNo,
  appreciation: fc.double({ min: -10, max: 100, noNaN: true }),
  alternativeReturn: fc.double({ min: -10, max: 100, noNaN: true }),
});

/** Time for 10 000 financing plans (ms). */
const PLAN_TIMEOUT = 240_000;

/** The invariants of an answered plan, with tolerances for sums over up to 2 400 months. */
function invariants(plan: FinancingPlanResult): void {
  const scale = Math.max(plan.totalBorrowed, 1);
  let owed = plan.totalBorrowed;
  for (const row of plan.schedule) {
    if (row.loanBalance < 0) expect.fail(`negative balance in month ${row.month}`);
    for (const part of row.parts)
      if (part.balance < 0) expect.fail(`negative ${part.loan} balance in month ${row.month}`);
    owed -= row.principal + row.forgiven;
    if (Math.abs(owed - row.loanBalance) > 1e-8 * scale)
      expect.fail(`month ${row.month}: ${owed} ≠ ${row.loanBalance}`);
  }
  expect(Math.abs(plan.principalRepaid + plan.totalForgiven - plan.totalBorrowed)).toBeLessThanOrEqual(1e-8 * scale);
  expect(
    Math.abs(plan.ownFundsUsed + plan.grant + plan.totalBorrowed + plan.shortfall - plan.need),
  ).toBeLessThanOrEqual(1e-9 * plan.need + 1);
}

describe('properties: subsidised loans (10 000 inputs each)', () => {
  it('subsidyEligibility', () => {
    property(inputRecord(answers), (v, o) => total(() => subsidyEligibility(v), o));
  });

  // A plan builds up to 2 400 monthly rows and solves its THM: 10 000 of them need more than the
  // default minute on a loaded 2-core machine.
  it(
    'financingPlan, with its invariants',
    () => {
      property(planInput, (v, o) =>
        total(() => {
          const plan = financingPlan(v);
          invariants(plan);
          return plan;
        }, o),
      );
    },
    PLAN_TIMEOUT,
  );

  it('homePurchaseDuty', () => {
    const input = inputRecord({ price: propertyPrice, programmes, firstHome: yesNo, buyerAge: age, date: ruleDay });
    property(input, (v, o) =>
      total(() => {
        const duty = homePurchaseDuty(v as Parameters<typeof homePurchaseDuty>[0]);
        expect(duty.paid).toBeLessThanOrEqual(duty.full);
        expect(duty.saved).toBeCloseTo(duty.full - duty.paid, 6);
        return duty;
      }, o),
    );
  });

  it(
    'planFinancing',
    () => {
      const plans = fc.oneof(
        { weight: 4, arbitrary: planInput.map((v) => ({ v, garbage: false })) },
        { weight: 1, arbitrary: fc.anything().map((v) => ({ v, garbage: true })) },
      );
      property(plans, ({ v, garbage }, o) =>
        total(() => {
          if (garbage) return planFinancing(v as FinancingPlanResult);
          // A plan input that financingPlan refuses is the FinanceInputError counted here.
          return planFinancing(financingPlan(v as Parameters<typeof financingPlan>[0]));
        }, o),
      );
    },
    PLAN_TIMEOUT,
  );
});
