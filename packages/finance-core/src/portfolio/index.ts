/**
 * Portfolio optimisation (docs/product.md#portfolio-optimiser): `optimizePortfolio`, the metric formulas
 * and every constant of the portfolio screen.
 */
export { optimizePortfolio } from './optimize';
export type { PortfolioResult } from './optimize';
export { efficientFrontier, FRONTIER_POINTS } from './frontier';
export { grossExposure } from './holdings';
export type { FrontierInput, FrontierPortfolio, FrontierAsset, CapitalMarketLine, EfficientFrontier } from './frontier';
export type { PortfolioInput } from './input';
export { alignInCurrency, alignOnCommonDates, CURRENCY_INPUT_LIMITS } from './currency';
export type { CurrencySeries, UsdHufRates, AlignedColumns, CurrencyAligned } from './currency';
export { GROSS_EXPOSURE_CAP_RANGE } from './input';
export {
  portfolioMetrics,
  portfolioMetricsReport,
  metricDefinitions,
  METRIC_FORMULA_LEGEND,
  METRIC_NULL_REASONS,
  ANNUAL_RETURN_CONVENTIONS,
} from './metrics';
export type { PortfolioMetrics, MetricDefinition, PortfolioMetricsOptions, PortfolioMetricsReport } from './metrics';
export {
  PORTFOLIO_OBJECTIVES,
  OBJECTIVE_OPTIONS,
  DEFAULT_OBJECTIVE,
  BENCHMARK_OPTIONS,
  DEFAULT_BENCHMARK,
  DEFAULT_SHORTING,
  WEIGHT_BOUNDS,
  DEFAULT_RISK_FREE_RATE_PERCENT,
  RISK_FREE_RATE_STEP_PERCENT,
  DEFAULT_RISK_FREE_RATE,
  RESET_RISK_FREE_RATE_PERCENT,
  RISK_FREE_RATE_RANGE,
  PORTFOLIO_MIN_ASSETS,
  PORTFOLIO_MAX_ASSETS,
  PORTFOLIO_MIN_OBSERVATIONS,
  PORTFOLIO_OBSERVATIONS_PER_ASSET,
  COVARIANCE_ESTIMATORS,
  COVARIANCE_OPTIONS,
  DEFAULT_DATE_RANGE_YEARS,
  WEIGHT_DISPLAY_THRESHOLD,
  PORTFOLIO_SERIES_KEY,
  DEFAULT_BENCHMARK_SERIES_KEY,
  TIME_SERIES_BASE,
  METRIC_NAMES,
  PERCENT_METRICS,
  PERCENT_METRIC_DECIMALS,
  METRIC_DISPLAY_ORDER,
  STOCK_CATALOGUE,
  BET_LABEL_SUFFIX,
  PORTFOLIO_CURRENCIES,
  DEFAULT_PORTFOLIO_CURRENCY,
  CURRENCY_OPTIONS,
  isPortfolioCurrency,
  FX_MAX_AGE_DAYS,
  QUICK_ADD_LISTS,
  quickAddTickers,
  PORTFOLIO_FIELD_LABELS,
  priceSeriesLabel,
} from './constants';
export type {
  PortfolioObjective,
  BenchmarkSymbol,
  MetricName,
  StockCatalogueEntry,
  QuickAddListName,
  CovarianceEstimator,
  PortfolioCurrency,
} from './constants';
