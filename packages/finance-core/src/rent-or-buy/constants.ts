/**
 * Named constants of the rent-or-buy model, each with its source. docs/product.md#rent-or-buy gives the defaults and
 * the sensitivity offsets; docs/product.md#rent-or-buy shows no validation, so the input limits below are our own
 * choice, sized so that every accepted input gives finite results (see `rent-or-buy.ts`).
 */
import type { RentOrBuyInput } from './types';

/** Months in a year: rent steps, owner's costs and investment growth are annual figures spread over 12. */
export const MONTHS_PER_YEAR = 12;

/**
 * The default scenario (docs/product.md#rent-or-buy). `sellingCosts` and `purchaseDuty` are not in the spec: they
 * default to "off" so that the spec's scenario is reproduced unchanged.
 */
export const RENT_OR_BUY_DEFAULTS: Readonly<Required<RentOrBuyInput>> = {
  price: 50_000_000,
  downPayment: 15_000_000,
  mortgageRate: 5.5,
  years: 25,
  appreciation: 3,
  closingCosts: 500_000,
  propertyTax: 30_000,
  insurance: 60_000,
  maintenance: 120_000,
  rent: 200_000,
  rentIncrease: 4,
  rentersInsurance: 30_000,
  investmentReturn: 7,
  sellingCosts: 0,
  purchaseDuty: false,
};

/**
 * Hungarian property-purchase duty (vagyonszerzési illeték), percent of the price, paid by the buyer
 * up front (ANCHORS "Rent or buy"; Act XCIII of 1990). Exemptions (CSOK Plusz, first-home programmes,
 * duty only on the price difference after selling another home) are the user's to switch off.
 */
export const PURCHASE_DUTY_PERCENT = 4;

/** Sensitivity offsets in percentage points applied to one parameter at a time (docs/product.md#rent-or-buy). */
export const RENT_OR_BUY_SENSITIVITY_OFFSETS = [-2, -1, 0, 1, 2] as const;

/** The parameters the three sensitivity charts vary (docs/product.md#rent-or-buy: "three sensitivity charts"). */
export const RENT_OR_BUY_SENSITIVITY_PARAMETERS = ['appreciation', 'investmentReturn', 'mortgageRate'] as const;

/** Longest accepted term in years: 600 monthly rows is ample for any home loan. */
export const MAX_TERM_YEARS = 50;

/**
 * Largest accepted money amount (price, costs, monthly rent): 1 000 milliárd Ft. With the rate limits
 * below the largest value the model can reach is about 1e12 · 1.5^50 · 600 ≈ 4e23 Ft, far from overflow.
 */
export const MAX_AMOUNT_FT = 1e12;

/** Largest accepted mortgage rate, percent a year; the rate cannot be negative (see GROWTH_PERCENT_RANGE for how this compares with the home loan). */
export const MAX_MORTGAGE_RATE_PERCENT = 50;

/**
 * Accepted range of the annual growth rates (appreciation, rent increase, investment return), percent.
 *
 * Why these differ from the home loan's −10…100 % (LOAN_LIMITS in ../loan/constants.ts): this model
 * compounds three rates at once over up to 600 months (a rising rent, the renter's portfolio, the home's
 * value) and sums the monthly differences, so its bounds are sized to keep every amount below ~1e24 Ft
 * (see MAX_AMOUNT_FT); ±50 % a year is already far beyond any housing market. The home loan compounds one
 * rate per series and needs no such margin, and it admits negative contract rates (−10 %) because
 * negative-rate mortgages have existed. A value valid in both forms (0…50 % for a mortgage rate,
 * −10…50 % for appreciation and returns) gives the same meaning in both calculators.
 */
export const GROWTH_PERCENT_RANGE = { min: -50, max: 50 } as const;

/** Largest accepted selling cost (agent fee and the like), percent of the sale price. */
export const MAX_SELLING_COSTS_PERCENT = 50;
