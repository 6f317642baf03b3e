/**
 * `rentOrBuy`: the public entry of the model described in model.ts — monthly rows, the yearly table,
 * break-even, tipping-point rent and the summary figures.
 *
 * Yearly table (docs/product.md#rent-or-buy says it is derived from the months but not how): year y covers months
 * 12(y−1)+1 … 12y; flows (rentCost, buyCost) are summed over those months, stocks (propertyValue,
 * loanBalance, net worths) are the values at the end of month 12y. The horizon is a whole number of
 * years, so every year is complete.
 */
import { MONTHS_PER_YEAR } from './constants';
import { resolveRentOrBuyInput } from './input';
import { simulateRentOrBuy } from './model';
import { findTippingPointRent } from './tipping-point';
import type { RentOrBuyFinancedInput, RentOrBuyMonth, RentOrBuyResult, RentOrBuyYear } from './types';

/** Yearly rows from monthly rows: flows summed over the year, stocks at its last month. */
function toYears(months: readonly RentOrBuyMonth[]): RentOrBuyYear[] {
  const years: RentOrBuyYear[] = [];
  for (let end = MONTHS_PER_YEAR; end <= months.length; end += MONTHS_PER_YEAR) {
    let rentCost = 0;
    let buyCost = 0;
    for (let k = end - MONTHS_PER_YEAR; k < end; k++) {
      rentCost += months[k]!.rentCost;
      buyCost += months[k]!.buyCost;
    }
    const last = months[end - 1]!;
    years.push({
      year: end / MONTHS_PER_YEAR,
      rentCost,
      buyCost,
      propertyValue: last.propertyValue,
      loanBalance: last.loanBalance,
      buyNetWorth: last.buyNetWorth,
      rentNetWorth: last.rentNetWorth,
    });
  }
  return years;
}

/**
 * Compares buying a home with a mortgage against renting it and investing the difference, month by
 * month over the mortgage term. Throws FinanceInputError on invalid input.
 */
export function rentOrBuy(input: RentOrBuyFinancedInput = {}): RentOrBuyResult {
  const p = resolveRentOrBuyInput(input);
  const months: RentOrBuyMonth[] = [];
  const outcome = simulateRentOrBuy(p, (row) => months.push(row));
  const years = toYears(months);
  return {
    ...outcome,
    months,
    years,
    tippingPointRent: findTippingPointRent(p),
    monthlyBuyCost: months[0]!.buyCost,
    monthlyRentCost: months[0]!.rentCost,
    finalDifference: outcome.finalBuyNetWorth - outcome.finalRentNetWorth,
  };
}
