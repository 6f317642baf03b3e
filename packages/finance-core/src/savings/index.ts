/**
 * The Hungarian saver (issue 29): retail state bonds, an ETF portfolio in a wrapper and a deposit, after tax
 * and inflation, year by year. Formulas and conventions are at the top of each module; the rules (taxes,
 * wrappers, bond terms) are dated data in ../rules, and every result cites the versions it used.
 *
 * For the widget, the site route and the embed:
 * - `compareSavings(input)` is the 'Állampapír-kalkulátor'. Its input is flat and serialisable (a shareable
 *   URL can carry it field by field); every field is optional. The result has, per option, `rows` (year 0 …
 *   years: gross, tax, net, real, priceIndex) for the chart and the table, `band` / `realBand` for the ETF's
 *   5–95 % fan, `eligible` / `reason` for an option outside its rules, `bond.flows` for a bond's events;
 *   and for the whole comparison `headline` (one Hungarian paragraph), `best` / `bestSafe`, `csvRows`
 *   (header first; join with ';' for a Hungarian spreadsheet), `rules` (for footnotes and the methodology
 *   page) and `notes` (the modelling conventions, to show under the figures).
 * - Bad input throws FinanceInputError (`field`, `label`, a Hungarian message that starts with the label):
 *   show it next to the field. An option a rule excludes is not an error: it is in the result, not ranked.
 * - `SAVINGS_LABELS`, `SAVINGS_OPTION_LABELS`, `WRAPPER_LABELS`, `TAX_CLASS_LABELS` are the form's texts;
 *   `SAVINGS_DEFAULTS` and `SAVINGS_LIMITS` its defaults and ranges.
 * - `afterTax(values, { times, wrapper, … })` and `toRealTerms(values, { times, inflation })` take any value
 *   path: the Monte Carlo's `percentiles.p05 … p95` with its `times`, or a portfolio's growth.
 * - `toTodaysForints(value, years, inflation)` (value ÷ (1 + π)^t) and `todaysForintsFactor` put any tool's
 *   result in today's forints under one expected inflation (`defaultExpectedInflation()`: the KSH annual
 *   average in force, cited); `nominalFromReal(π, x)` is "infláció + x %" as a nominal rate.
 * - Inflation: a flat percent, yearly percents, or `[{ month: 'yyyy-mm', index }]` price levels (the KSH
 *   series when the fresh-data work delivers it); by default the latest KSH annual average in the rules.
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
export {
  toTodaysForints,
  fromTodaysForints,
  todaysForintsFactor,
  nominalFromReal,
  defaultExpectedInflation,
  TODAYS_FORINTS_LIMITS,
  TODAYS_FORINTS_LABELS,
} from './todays-forints';
export type { ExpectedInflationDefault } from './todays-forints';
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
