/**
 * Test-only helpers shared by the rent-or-buy tests: input generators over the whole valid input space
 * and a relative comparison. Not exported from the package.
 */
import fc from 'fast-check';
import {
  GROWTH_PERCENT_RANGE,
  MAX_AMOUNT_FT,
  MAX_MORTGAGE_RATE_PERCENT,
  MAX_SELLING_COSTS_PERCENT,
  MAX_TERM_YEARS,
} from './constants';
import type { RentOrBuyInput } from './types';

const amount = (max = MAX_AMOUNT_FT) => fc.double({ min: 0, max, noNaN: true });
const growth = fc.double({ ...GROWTH_PERCENT_RANGE, noNaN: true });

/** Any valid input, bounds included (fast-check favours the ends of each range). */
export const anyValidInput: fc.Arbitrary<Required<RentOrBuyInput>> = fc
  .record({
    price: fc.double({ min: 1, max: MAX_AMOUNT_FT, noNaN: true }),
    downShare: fc.double({ min: 0, max: 1, noNaN: true }),
    mortgageRate: fc.double({ min: 0, max: MAX_MORTGAGE_RATE_PERCENT, noNaN: true }),
    years: fc.integer({ min: 1, max: MAX_TERM_YEARS }),
    appreciation: growth,
    closingCosts: amount(),
    propertyTax: amount(),
    insurance: amount(),
    maintenance: amount(),
    rent: amount(),
    rentIncrease: growth,
    rentersInsurance: amount(),
    investmentReturn: growth,
    sellingCosts: fc.double({ min: 0, max: MAX_SELLING_COSTS_PERCENT, noNaN: true }),
    purchaseDuty: fc.boolean(),
  })
  .map(({ downShare, ...x }) => ({ ...x, downPayment: Math.min(x.price, downShare * x.price) }));

/** A rate as users type it, with two decimals: hundredths of a percentage point between min and max. */
const typedRate = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((v) => v / 100);

/**
 * A Hungarian household's plausible input, rates with two decimals. Besides realism this keeps the
 * tests' plain-power reference annuity accurate: for a rate like 1e-12 % its (1+i)^n − 1 cancels.
 */
export const realisticInput: fc.Arbitrary<Required<RentOrBuyInput>> = fc
  .record({
    price: fc.double({ min: 10e6, max: 300e6, noNaN: true }),
    downShare: fc.double({ min: 0.1, max: 1, noNaN: true }),
    mortgageRate: typedRate(0, 15),
    years: fc.integer({ min: 1, max: 35 }),
    appreciation: typedRate(-5, 15),
    closingCosts: amount(3e6),
    propertyTax: amount(500e3),
    insurance: amount(300e3),
    maintenance: amount(1e6),
    rent: fc.double({ min: 50e3, max: 1e6, noNaN: true }),
    rentIncrease: typedRate(-2, 15),
    rentersInsurance: amount(100e3),
    investmentReturn: typedRate(-5, 15),
    sellingCosts: typedRate(0, 6),
    purchaseDuty: fc.boolean(),
  })
  .map(({ downShare, ...x }) => ({ ...x, downPayment: downShare * x.price }));

/** |actual − expected| ≤ rel · max(|actual|, |expected|, floor). */
export function isClose(actual: number, expected: number, rel = 1e-6, floor = 1): boolean {
  return Math.abs(actual - expected) <= rel * Math.max(Math.abs(actual), Math.abs(expected), floor);
}
