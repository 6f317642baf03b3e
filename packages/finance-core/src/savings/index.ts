/**
 * The Hungarian saver (issue 29): retail state bonds, an ETF portfolio in a wrapper and a deposit, after tax
 * and inflation, year by year. `compareSavings` is the entry point of the 'Állampapír-kalkulátor';
 * `afterTax` and `toRealTerms` put any gross value path (the Monte Carlo's percentiles, a portfolio's growth)
 * into a wrapper and into real terms. Formulas and conventions are at the top of each module; the rules
 * (taxes, wrappers, bond terms) are dated data in ../rules.
 */
export { compareSavings } from './compare';
export type { SavingsComparisonInput, SavingsComparisonResult, SavingsOptionResult } from './compare';
export { bondCashFlows } from './bonds';
export type { BondCashFlowInput, BondCashFlowResult, BondFlow, BondFlowKind, BondYearRow } from './bonds';
export { etfProjection, estimateEtfParameters } from './etf';
export type { EtfEstimate, EtfEstimateInput, EtfParameters, EtfProjectionInput, EtfProjectionResult } from './etf';
export { taxedDeposit, DEPOSIT_WRAPPERS } from './deposit';
export type { DepositInput, DepositResult, DepositWrapper } from './deposit';
export { afterTax, toRealTerms } from './after-tax';
export type { AfterTaxOptions, AfterTaxResult, RealTermsOptions, RealTermsResult } from './after-tax';
export type { InflationInput, MonthlyPriceIndex } from './inflation';
export type { BandRow, SavingsRow } from './types';
export {
  SAVINGS_OPTION_IDS,
  WRAPPERS,
  TAX_CLASSES,
  COUPON_REINVESTMENTS,
  DKJ_TENORS_MONTHS,
  SAVINGS_LIMITS,
  SAVINGS_DEFAULTS,
} from './constants';
export type { SavingsOptionId, Wrapper, TaxClass, CouponReinvestment, DkjTenorMonths } from './constants';
export { SAVINGS_LABELS, SAVINGS_OPTION_LABELS, WRAPPER_LABELS, TAX_CLASS_LABELS, SAVINGS_CSV_HEADER } from './strings';
