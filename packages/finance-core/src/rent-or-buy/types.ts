/**
 * Public types of the rent-or-buy model. Rates are in percent, money in forints; the owner's costs and
 * the renter's insurance are per year, the rent per month. Defaults: docs/product.md#rent-or-buy.
 */
import type { RENT_OR_BUY_SENSITIVITY_PARAMETERS } from './constants';

/** Input of {@link rentOrBuy}; every field is optional and defaults to the spec's scenario. */
export interface RentOrBuyInput {
  /** Purchase price of the home, Ft. @default 50000000 */
  price?: number;
  /** Down payment (önerő), Ft; the rest of the price is borrowed. @default 15000000 */
  downPayment?: number;
  /** Nominal annual mortgage rate, percent; fixed for the whole term. @default 5.5 */
  mortgageRate?: number;
  /** Mortgage term in whole years, 1–50; also the horizon of the comparison. @default 25 */
  years?: number;
  /** Annual growth of the home's value, percent. @default 3 */
  appreciation?: number;
  /** One-off buying costs (lawyer, land registry, valuation), Ft. @default 500000 */
  closingCosts?: number;
  /** Property tax per year, Ft. @default 30000 */
  propertyTax?: number;
  /** Home insurance per year, Ft. @default 60000 */
  insurance?: number;
  /** Maintenance per year, Ft. @default 120000 */
  maintenance?: number;
  /** Starting monthly rent of a similar home, Ft. @default 200000 */
  rent?: number;
  /** Annual rent increase, percent, applied after every 12 months. @default 4 */
  rentIncrease?: number;
  /** Renter's insurance per year, Ft. @default 30000 */
  rentersInsurance?: number;
  /** Annual return on invested money, percent, compounded monthly. @default 7 */
  investmentReturn?: number;
  /** Selling costs at the end (e.g. agent fee), percent of the sale price; 0 = off. @default 0 */
  sellingCosts?: number;
  /** Whether the buyer pays the 4 % vagyonszerzési illeték on the price up front. @default false */
  purchaseDuty?: boolean;
}

/**
 * Input of {@link rentOrBuy} and {@link rentOrBuySensitivity}: the form's fields plus, optionally, how
 * the buyer finances the purchase when not with one plain mortgage at `mortgageRate`.
 */
export interface RentOrBuyFinancedInput extends RentOrBuyInput {
  /**
   * A subsidised rate (and a duty exemption), or a whole financing plan's combined payments (the
   * subsidies module's `planFinancing(financingPlan(…))`). Absent: the plain mortgage. @default none
   */
  financing?: RentOrBuyFinancing;
}

/** Buying with one loan at a subsidised rate, possibly exempt from the duty. */
export interface RentOrBuyRateFinancing {
  kind: 'rate';
  /** The loan's annual rate in percent, in place of `mortgageRate` ('Támogatott kamat'). */
  annualRate: number;
  /** The purchase is exempt from the duty (CSOK Plusz, falusi CSOK), even with `purchaseDuty` on ('Illetékmentes vásárlás'). */
  dutyExempt: boolean;
}

/**
 * Buying with a whole financing plan: its monthly payments and debt replace the mortgage, its cash down
 * replaces `downPayment`, and with `purchaseDuty` on its duty replaces the 4 % (`mortgageRate` and
 * `downPayment` are then not used). Months after the plan's last are free of payments and debt.
 */
export interface RentOrBuyPlanFinancing {
  kind: 'plan';
  /** The buyer's own cash at the purchase, Ft. */
  cashDown: number;
  /** The purchase duty the plan pays (its exemptions applied), Ft; paid when `purchaseDuty` is on. */
  purchaseDuty: number;
  /** What the plan borrows, Ft. */
  borrowed: number;
  /** The plan's combined payment of each month, month 1 first, Ft. */
  payments: readonly number[];
  /** The plan's debt after each month's payment (as long as `payments`), Ft. */
  balances: readonly number[];
}

/** One of the two ways {@link RentOrBuyFinancedInput.financing} can finance the purchase. */
export type RentOrBuyFinancing = RentOrBuyRateFinancing | RentOrBuyPlanFinancing;

/** The input with every default filled in and validated; `financing` stays absent when not given. */
export type ResolvedRentOrBuyInput = Required<RentOrBuyInput> & { financing?: RentOrBuyFinancing };

/** One month of the comparison (docs/product.md#rent-or-buy); stocks are at the end of the month. */
export interface RentOrBuyMonth {
  /** Month number, 1 … 12·years. */
  month: number;
  /** Renting this month: rent + renter's insurance / 12, Ft. */
  rentCost: number;
  /** Owning this month: mortgage instalment + (property tax + insurance + maintenance) / 12, Ft. */
  buyCost: number;
  /** Outstanding mortgage after this month's instalment, Ft. */
  loanBalance: number;
  /** Market value of the home, Ft. */
  propertyValue: number;
  /** Home equity: propertyValue − loanBalance, before selling costs, Ft. */
  equity: number;
  /** The renter's investment account, Ft. */
  rentInvestmentValue: number;
  /** The buyer's investment account (months when owning is cheaper than renting add nothing), Ft. */
  buyInvestmentValue: number;
  /** Buyer's wealth if the home were sold now: propertyValue·(1 − sellingCosts%) − loanBalance + buyInvestmentValue, Ft. */
  buyNetWorth: number;
  /** Renter's wealth: rentInvestmentValue, Ft. */
  rentNetWorth: number;
}

/** One row of the yearly table (docs/product.md#rent-or-buy): flows summed over the year, stocks at its end. */
export interface RentOrBuyYear {
  /** Year number, 1 … years. */
  year: number;
  /** Renting costs paid during the year, Ft. */
  rentCost: number;
  /** Owning costs paid during the year, Ft. */
  buyCost: number;
  /** Home value at the end of the year, Ft. */
  propertyValue: number;
  /** Outstanding mortgage at the end of the year, Ft. */
  loanBalance: number;
  /** Buyer's wealth at the end of the year, Ft. */
  buyNetWorth: number;
  /** Renter's wealth at the end of the year, Ft. */
  rentNetWorth: number;
}

/** Result of {@link rentOrBuy}. */
export interface RentOrBuyResult {
  /** Level monthly mortgage instalment, Ft. */
  monthlyMortgagePayment: number;
  /** One row per month, 12·years rows. */
  months: RentOrBuyMonth[];
  /** One row per year, derived from `months`. */
  years: RentOrBuyYear[];
  /** First month in which buyNetWorth ≥ rentNetWorth; 0 when there is none (docs/product.md#rent-or-buy). */
  breakEvenMonth: number;
  /**
   * The last crossing: the first month from which buying stays ahead (buyNetWorth ≥ rentNetWorth) in
   * every month to the end; 0 when renting leads at the end. Equals breakEvenMonth unless the lines cross
   * more than once.
   */
  buyAheadFromMonth: number;
  /** How often the leader changes between consecutive months (0: one side leads throughout). */
  leadChanges: number;
  /** Starting monthly rent at which both end equally rich; renting wins below it. null: none in [0, MAX_AMOUNT_FT]. */
  tippingPointRent: number | null;
  /** Borrowed amount: price − downPayment, Ft. */
  loanAmount: number;
  /** Vagyonszerzési illeték paid up front (0 when purchaseDuty is off), Ft. */
  purchaseDutyAmount: number;
  /** Cash the buyer spends on day one and the renter invests instead: down payment + closing costs + duty, Ft. */
  initialInvestment: number;
  /** Owning cost of the first month (summary card), Ft. */
  monthlyBuyCost: number;
  /** Renting cost of the first month (summary card), Ft. */
  monthlyRentCost: number;
  /** Owning costs over the whole horizon, Ft. */
  totalBuyCost: number;
  /** Renting costs over the whole horizon, Ft. */
  totalRentCost: number;
  /** Buyer's wealth at the end of the horizon, Ft. */
  finalBuyNetWorth: number;
  /** Renter's wealth at the end of the horizon, Ft. */
  finalRentNetWorth: number;
  /** finalBuyNetWorth − finalRentNetWorth: positive when buying is better, Ft. */
  finalDifference: number;
}

/** A parameter varied by {@link rentOrBuySensitivity}. */
export type RentOrBuySensitivityParameter = (typeof RENT_OR_BUY_SENSITIVITY_PARAMETERS)[number];

/** One exact re-run of the model with one parameter shifted. */
export interface RentOrBuySensitivityPoint {
  /** Shift in percentage points, one of RENT_OR_BUY_SENSITIVITY_OFFSETS. */
  offset: number;
  /** The shifted parameter's value, percent: base value + offset. */
  value: number;
  /** Buyer's wealth at the end of the horizon, Ft. */
  finalBuyNetWorth: number;
  /** Renter's wealth at the end of the horizon, Ft. */
  finalRentNetWorth: number;
  /** finalBuyNetWorth − finalRentNetWorth, Ft. */
  difference: number;
  /** First month in which buying leads; 0 when there is none. */
  breakEvenMonth: number;
}

/** Result of {@link rentOrBuySensitivity}: per parameter, points in increasing offset order. */
export type RentOrBuySensitivity = Record<RentOrBuySensitivityParameter, RentOrBuySensitivityPoint[]>;
