/**
 * Rent or buy (docs/product.md#rent-or-buy): the wealth of buying with a mortgage against renting and investing.
 * The model, its formulas and conventions are documented in model.ts; the tipping-point proof in
 * tipping-point.ts; the sensitivity rules in sensitivity.ts.
 */
export { rentOrBuy } from './rent-or-buy';
export { rentOrBuySensitivity } from './sensitivity';
export {
  RENT_OR_BUY_DEFAULTS,
  RENT_OR_BUY_SENSITIVITY_OFFSETS,
  RENT_OR_BUY_SENSITIVITY_PARAMETERS,
  PURCHASE_DUTY_PERCENT,
} from './constants';
export { RENT_OR_BUY_FINANCING_LABELS, RENT_OR_BUY_LABELS } from './strings';
export type {
  RentOrBuyFinancedInput,
  RentOrBuyFinancing,
  RentOrBuyPlanFinancing,
  RentOrBuyRateFinancing,
  RentOrBuyInput,
  RentOrBuyMonth,
  RentOrBuyYear,
  RentOrBuyResult,
  RentOrBuySensitivity,
  RentOrBuySensitivityParameter,
  RentOrBuySensitivityPoint,
} from './types';
