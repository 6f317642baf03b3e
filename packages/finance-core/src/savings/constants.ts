/**
 * Every number of the savings module that is not a regulatory figure (those are in ../rules: tax.ts and
 * state-bonds.ts), in one place: validation bounds, the calculator's default inputs and the modelling
 * conventions. Each says where it comes from.
 */

/** The options the 'Állampapír-kalkulátor' compares: five state bonds, an ETF portfolio in three wrappers, a deposit in two. */
export const SAVINGS_OPTION_IDS = [
  'mapPlusz',
  'fixMap',
  'bmap',
  'pmap',
  'dkj',
  'etfTbsz',
  'etfNone',
  'etfNyesz',
  'deposit',
  'depositTbsz',
] as const;
export type SavingsOptionId = (typeof SAVINGS_OPTION_IDS)[number];

/** The wrappers an investment can sit in. */
export const WRAPPERS = ['none', 'tbsz', 'nyesz'] as const;
export type Wrapper = (typeof WRAPPERS)[number];

/**
 * How a gain outside any wrapper is taxed (Szja tv.): `controlledMarket` — an exchange-traded sale through an
 * investment firm (ellenőrzött tőkepiaci ügylet: 15 % SZJA); `interest` — interest, and a fund unit redeemed
 * at the fund manager (15 % + 13 % szocho without cap); `capitalGain` — a gain outside those (15 % + 13 % szocho
 * up to the yearly cap).
 */
export const TAX_CLASSES = ['controlledMarket', 'interest', 'capitalGain'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

/** What happens to a cash coupon: it buys more of the same bond at face value, or it waits as cash without interest. */
export const COUPON_REINVESTMENTS = ['sameBond', 'cash'] as const;
export type CouponReinvestment = (typeof COUPON_REINVESTMENTS)[number];

/** The DKJ tenors a saver rolls (months); the data's DKJ_TERMS lists the tenors sold. */
export const DKJ_TENORS_MONTHS = [3, 6, 12] as const;
export type DkjTenorMonths = (typeof DKJ_TENORS_MONTHS)[number];

/** Validation bounds. Money as in the rest of the package (loan/constants.ts: 1 Ft … 10^12 Ft). */
export const SAVINGS_LIMITS = /* @__PURE__ */ Object.freeze({
  minMoney: 1,
  maxMoney: 1e12,
  minYears: 1,
  maxYears: 30,
  /** Yearly inflation, DKJ yield and deposit rate, percent: Hungary's CPI peaked near 25 % in 2023. */
  minRatePercent: -50,
  maxRatePercent: 100,
  /** ETF expected return and volatility, percent a year (the Monte Carlo's drift range is −50 … 50). */
  minExpectedReturnPercent: -50,
  maxExpectedReturnPercent: 50,
  maxVolatilityPercent: 100,
  /** Yearly inflation or DKJ values given one by one. */
  maxPathYears: 100,
  /** A monthly price-index series: 200 years of months. */
  maxIndexMonths: 2400,
  /** Prices to estimate an ETF's return from. */
  minPrices: 3,
  maxPrices: 100_000,
  minPricesPerYear: 1,
  maxPricesPerYear: 366,
  /** A value path for afterTax / toRealTerms, and its time span in years. */
  maxPathPoints: 100_000,
  maxPathTimeYears: 100,
  /** The largest value of such a path in size: far above any money, and no price level can overflow it. */
  maxPathValue: 1e30,
});

/**
 * The calculator's default inputs. The deposit rate is the MNB's average rate of households' new forint
 * fixed-term deposits in August 2025, 3,65 % (docs/rules.md, group 13a, has the page it was read on). The
 * ETF's expected return and volatility are illustrative assumptions of a broad equity index fund, not
 * data: a widget should let the saver type them or estimate them from prices.
 */
export const SAVINGS_DEFAULTS: Readonly<{
  amount: number;
  years: number;
  options: readonly SavingsOptionId[];
  couponReinvestment: CouponReinvestment;
  dkjMonths: DkjTenorMonths;
  depositRate: number;
  etfExpectedReturn: number;
  etfVolatility: number;
  etfPricesPerYear: number;
  etfTaxClass: TaxClass;
  otherIncome: number;
  otherPensionCredits: number;
}> = Object.freeze({
  amount: 1_000_000,
  years: 5,
  options: Object.freeze<SavingsOptionId[]>(['fixMap', 'mapPlusz', 'pmap', 'bmap', 'dkj', 'etfTbsz', 'deposit']),
  couponReinvestment: 'sameBond',
  dkjMonths: 3,
  depositRate: 3.65,
  etfExpectedReturn: 7,
  etfVolatility: 15,
  etfPricesPerYear: 252,
  etfTaxClass: 'controlledMarket',
  otherIncome: 0,
  otherPensionCredits: 0,
});

/** The NYESZ tax credit reaches the account by the summer of the following year (tudastar.money-test.hu): we use 30 June. */
export const NYESZ_CREDIT_ARRIVAL = /* @__PURE__ */ Object.freeze({ month: 6, day: 30 });

/** The standard normal quantile of 5 % (the band's lower edge; 95 % is its negative). */
export const Z_05 = -1.6448536269514722;

/** Days of a year in the DKJ's simple-yield convention (price = 100 / (1 + y · days / 365)). */
export const DKJ_DAY_BASIS = 365;

/** Days of a year when a path's time in years is turned into a calendar day (afterTax, toRealTerms). */
export const DAYS_PER_YEAR = 365.25;
