/**
 * Properties of rent or buy: 10 000 generated inputs each (see harness.ts for what is checked).
 * Terms are mostly short so that the run stays quick; the whole 1–50 year range is still covered.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { rentOrBuy } from '../rent-or-buy/rent-or-buy';
import { rentOrBuySensitivity } from '../rent-or-buy/sensitivity';
import { forintAmount, inputRecord, property, propertyPrice, total } from './harness';

const growth = fc.oneof(
  fc.double({ min: -5, max: 15, noNaN: true }),
  fc.double({ min: -50, max: 50, noNaN: true }),
  fc.constantFrom(-50, 0, 50),
);
const years = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 10 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 50 }) },
);

const input = inputRecord({
  price: propertyPrice,
  downPayment: forintAmount(5e7),
  mortgageRate: fc.oneof(
    fc.double({ min: 0, max: 12, noNaN: true }),
    fc.double({ min: 0, max: 50, noNaN: true }),
    fc.constantFrom(0, 50),
  ),
  years,
  appreciation: growth,
  closingCosts: forintAmount(2e6),
  propertyTax: forintAmount(2e5),
  insurance: forintAmount(2e5),
  maintenance: forintAmount(1e6),
  rent: forintAmount(1e6),
  rentIncrease: growth,
  rentersInsurance: forintAmount(1e5),
  investmentReturn: growth,
  sellingCosts: fc.oneof(fc.double({ min: 0, max: 10, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true })),
  purchaseDuty: fc.boolean(),
  // Mostly the plain mortgage; sometimes a subsidised rate or a plan's series, valid or not.
  financing: fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('rate'),
        annualRate: fc.oneof(fc.double({ min: 0, max: 5, noNaN: true }), fc.double()),
        dutyExempt: fc.oneof(fc.boolean(), fc.constant('igen')),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.integer({ min: 0, max: 720 }).chain((n) =>
        fc.record({
          kind: fc.constant('plan'),
          cashDown: forintAmount(2e7),
          purchaseDuty: forintAmount(2e6),
          borrowed: forintAmount(5e7),
          payments: fc.array(forintAmount(5e5), { minLength: n, maxLength: n }),
          balances: fc.array(forintAmount(5e7), { minLength: n, maxLength: n + 1 }),
        }),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom({ kind: 'x' }, 7, [], { kind: 'plan' }) },
  ),
});

describe('properties: rent or buy (10 000 inputs each)', () => {
  it('rentOrBuy', () => {
    property(input, (v, o) => total(() => rentOrBuy(v), o));
  });

  it('rentOrBuySensitivity', () => {
    property(input, (v, o) => total(() => rentOrBuySensitivity(v), o));
  });
});
