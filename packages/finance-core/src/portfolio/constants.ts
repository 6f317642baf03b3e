/**
 * Every constant of the portfolio screen and service, named once (docs/product.md#portfolio-optimiser).
 * The optimiser, the widgets and the portfolio service import them from here, so a spec change is one
 * edit.
 */
import { FinanceInputError } from '../shared/errors';

// ── Objectives (docs/product.md#portfolio-optimiser) ─────────────────────────────────────────────────────────────────────────────

/** The objectives the service accepts, in the order of the dropdown (docs/product.md#portfolio-optimiser). */
export const PORTFOLIO_OBJECTIVES = ['maxSharpe', 'minVariance', 'maxReturn'] as const;

/** One of {@link PORTFOLIO_OBJECTIVES}. */
export type PortfolioObjective = (typeof PORTFOLIO_OBJECTIVES)[number];

/** Dropdown options for the objective; the spec names them "Sharpe max", "volatility min", "expected return max" (docs/product.md#portfolio-optimiser). */
export const OBJECTIVE_OPTIONS: readonly { value: PortfolioObjective; label: string }[] = [
  { value: 'maxSharpe', label: 'Sharpe-mutató maximalizálása' },
  { value: 'minVariance', label: 'Volatilitás minimalizálása' },
  { value: 'maxReturn', label: 'Várható hozam maximalizálása' },
];

/** Default objective (docs/product.md#portfolio-optimiser). */
export const DEFAULT_OBJECTIVE: PortfolioObjective = 'maxSharpe';

// ── Benchmark (docs/product.md#portfolio-optimiser) ──────────────────────────────────────────────────────────────────────────────

/** Benchmark symbols the service understands, with their display labels (docs/product.md#portfolio-optimiser). */
export const BENCHMARK_OPTIONS = [
  { value: '^GSPC', label: 'S&P 500' },
  { value: 'NQ=F', label: 'NASDAQ' },
  { value: 'DOW', label: 'Dow Jones' },
] as const;

/** One of the {@link BENCHMARK_OPTIONS} symbols. */
export type BenchmarkSymbol = (typeof BENCHMARK_OPTIONS)[number]['value'];

/** Default benchmark (docs/product.md#portfolio-optimiser). */
export const DEFAULT_BENCHMARK: BenchmarkSymbol = '^GSPC';

// ── Shorting and the risk-free rate (docs/product.md#portfolio-optimiser) ───────────────────────────────────────────

/** Shorting is off by default (docs/product.md#portfolio-optimiser). */
export const DEFAULT_SHORTING = false;

/** Weight bounds per asset: long-only [0, 1]; with shorting [−1, 1] (PyPortfolioOpt's `weight_bounds=(-1, 1)`). */
export const WEIGHT_BOUNDS = {
  longOnly: { min: 0, max: 1 },
  shorting: { min: -1, max: 1 },
} as const;

/** Risk-free rate shown in the form, in percent (docs/product.md#portfolio-optimiser). */
export const DEFAULT_RISK_FREE_RATE_PERCENT = 5.5;

/** Step of the risk-free-rate input, in percentage points (docs/product.md#portfolio-optimiser). */
export const RISK_FREE_RATE_STEP_PERCENT = 0.5;

/** Risk-free rate as sent to the service: the percent divided by 100, a fraction (docs/product.md#portfolio-optimiser). */
export const DEFAULT_RISK_FREE_RATE = DEFAULT_RISK_FREE_RATE_PERCENT / 100;

/** The (button-less) reset action sets the risk-free rate to this percent (docs/product.md#portfolio-optimiser). */
export const RESET_RISK_FREE_RATE_PERCENT = 2.5;

/**
 * Accepted risk-free rates, as fractions. Not in the spec: a guard against a percent sent where a
 * fraction is expected (5.5 instead of 0.055), while still allowing negative policy rates.
 */
export const RISK_FREE_RATE_RANGE = { min: -0.05, max: 0.5 } as const;

// ── Selection, data and dates (docs/product.md#portfolio-optimiser) ───────────────────────────────────────────────────

/** The submit button is disabled below this many chosen stocks (docs/product.md#portfolio-optimiser). */
export const PORTFOLIO_MIN_ASSETS = 2;

/** Upper limit on the number of assets: not in the spec; keeps the dense solver well inside its time budget. */
export const PORTFOLIO_MAX_ASSETS = 50;

/** Fewest price observations (dates) accepted: not in the spec; below ~30 a covariance estimate is noise. */
export const PORTFOLIO_MIN_OBSERVATIONS = 30;

/**
 * With the sample covariance, at least this many daily returns per asset are required (T ≥ 2·n). Below
 * T = n the sample covariance is singular and the optimiser builds "riskless" portfolios from its null
 * space (40 stocks over 30 days gave a volatility of 1e-8 and 8 100 % return with shorting); just
 * above it the smallest eigenvalues are still mostly noise. The Ledoit–Wolf option lifts the rule.
 */
export const PORTFOLIO_OBSERVATIONS_PER_ASSET = 2;

/** The covariance estimators the optimiser offers: the sample covariance, or Ledoit–Wolf shrinkage. */
export const COVARIANCE_ESTIMATORS = ['sample', 'ledoitWolf'] as const;

/** One of {@link COVARIANCE_ESTIMATORS}. */
export type CovarianceEstimator = (typeof COVARIANCE_ESTIMATORS)[number];

/** Dropdown options for the covariance estimator (Hungarian). */
export const COVARIANCE_OPTIONS: readonly { value: CovarianceEstimator; label: string }[] = [
  { value: 'sample', label: 'Mintabeli kovariancia' },
  { value: 'ledoitWolf', label: 'Ledoit–Wolf-zsugorítás' },
];

/** Default analysis window: the last year up to today (docs/product.md#portfolio-optimiser). */
export const DEFAULT_DATE_RANGE_YEARS = 1;

/** Trading days per year used for every annualisation (PyPortfolioOpt's and empyrical's default). */
export const TRADING_DAYS_PER_YEAR = 252;

// ── Currency of the analysis ─────────────────────────────────────────────────────────────────────

/** The currencies an analysis can be made in; prices in the other one are converted day by day (`currency.ts`). */
export const PORTFOLIO_CURRENCIES = ['USD', 'HUF'] as const;

/** One of {@link PORTFOLIO_CURRENCIES}. */
export type PortfolioCurrency = (typeof PORTFOLIO_CURRENCIES)[number];

/** Without a choice the analysis is in dollars, as the original screen's. */
export const DEFAULT_PORTFOLIO_CURRENCY: PortfolioCurrency = 'USD';

/** Options of the currency select (Hungarian). */
export const CURRENCY_OPTIONS: readonly { value: PortfolioCurrency; label: string }[] = [
  { value: 'USD', label: 'Amerikai dollár (USD)' },
  { value: 'HUF', label: 'Forint (HUF)' },
];

/** True for one of {@link PORTFOLIO_CURRENCIES} (e.g. from a query string or an attribute). */
export function isPortfolioCurrency(value: unknown): value is PortfolioCurrency {
  return typeof value === 'string' && (PORTFOLIO_CURRENCIES as readonly string[]).includes(value);
}

/**
 * Oldest exchange-rate fixing used for a trading day, in calendar days before it. ECB fixings have
 * no gap longer than 5 calendar days (Easter: Thursday to Tuesday), so a day always finds one at
 * most 4 days old; a day whose last fixing is older (past the end of the rate data, or a hole in a
 * live feed) is left out rather than converted at a stale rate.
 */
export const FX_MAX_AGE_DAYS = 5;

// ── Results display (docs/product.md#portfolio-optimiser, docs/product.md#charts) ─────────────────────────────────────────────────

/** Weights below this absolute value are left out of the weights table and the pie chart (docs/product.md#portfolio-optimiser, docs/product.md#charts). */
export const WEIGHT_DISPLAY_THRESHOLD = 0.01;

/** The time-series key of the portfolio line (docs/product.md#charts: "defaults to the word Portfolio"). */
export const PORTFOLIO_SERIES_KEY = 'Portfolio';

/** The time-series key of the benchmark line unless the caller names it. */
export const DEFAULT_BENCHMARK_SERIES_KEY = 'Benchmark';

/** Every time series starts at this value (growth of 100), so 2-decimal tooltips (docs/product.md#charts) stay informative. */
export const TIME_SERIES_BASE = 100;

/** Metric names in the order of the response (docs/product.md#portfolio-optimiser). */
export const METRIC_NAMES = [
  'annual_return',
  'annual_volatility',
  'sharpe_ratio',
  'cumulative_return',
  'max_drawdown',
  'information_ratio',
  'sortino_ratio',
  'treynor_ratio',
  'beta',
  'alpha',
] as const;

/** One of {@link METRIC_NAMES}. */
export type MetricName = (typeof METRIC_NAMES)[number];

/** Percentage-type metrics: shown ×100 with 2 decimals and listed first (docs/product.md#portfolio-optimiser). */
export const PERCENT_METRICS = ['annual_return', 'annual_volatility', 'cumulative_return', 'max_drawdown'] as const;

/** Decimals of a percentage metric on screen (docs/product.md#portfolio-optimiser). */
export const PERCENT_METRIC_DECIMALS = 2;

/** Display order of the metrics table: the percentage metrics first (docs/product.md#portfolio-optimiser), then the rest in docs/product.md#portfolio-optimiser order. */
export const METRIC_DISPLAY_ORDER: readonly MetricName[] = [
  ...PERCENT_METRICS,
  ...METRIC_NAMES.filter((m) => !(PERCENT_METRICS as readonly string[]).includes(m)),
];

// ── Stock catalogue and quick-add lists (docs/product.md#portfolio-optimiser) ───────────────────────────────────────

/** A catalogue entry: the ticker, the company's name and the currency of its prices. */
export interface StockCatalogueEntry {
  /** Exchange ticker, e.g. `AAPL`. */
  ticker: string;
  /** The company's registered name, e.g. `Apple Inc.`; Budapest shares end with the marker, e.g. `OTP Bank Nyrt. · BÉT`. */
  label: string;
  /** The currency of the share's prices in the data. */
  currency: PortfolioCurrency;
  /** Set for the shares listed on the Budapest Stock Exchange. */
  exchange?: 'BÉT';
}

/** How a Budapest share's label is marked, so a plain list of labels tells the exchanges apart. */
export const BET_LABEL_SUFFIX = ' · BÉT';

/**
 * The 25 built-in US stocks in the order of docs/product.md#portfolio-optimiser, labelled with the companies' registered names, then
 * the three Budapest shares of the data (prices in forints), marked in their labels.
 */
export const STOCK_CATALOGUE: readonly StockCatalogueEntry[] = [
  { ticker: 'AAPL', label: 'Apple Inc.', currency: 'USD' },
  { ticker: 'GOOGL', label: 'Alphabet Inc.', currency: 'USD' },
  { ticker: 'AMZN', label: 'Amazon.com, Inc.', currency: 'USD' },
  { ticker: 'MSFT', label: 'Microsoft Corporation', currency: 'USD' },
  { ticker: 'TSLA', label: 'Tesla, Inc.', currency: 'USD' },
  { ticker: 'NVDA', label: 'NVIDIA Corporation', currency: 'USD' },
  { ticker: 'META', label: 'Meta Platforms, Inc.', currency: 'USD' },
  { ticker: 'AMD', label: 'Advanced Micro Devices, Inc.', currency: 'USD' },
  { ticker: 'INTC', label: 'Intel Corporation', currency: 'USD' },
  { ticker: 'NFLX', label: 'Netflix, Inc.', currency: 'USD' },
  { ticker: 'JPM', label: 'JPMorgan Chase & Co.', currency: 'USD' },
  { ticker: 'BAC', label: 'Bank of America Corporation', currency: 'USD' },
  { ticker: 'GS', label: 'The Goldman Sachs Group, Inc.', currency: 'USD' },
  { ticker: 'WFC', label: 'Wells Fargo & Company', currency: 'USD' },
  { ticker: 'C', label: 'Citigroup Inc.', currency: 'USD' },
  { ticker: 'F', label: 'Ford Motor Company', currency: 'USD' },
  { ticker: 'GM', label: 'General Motors Company', currency: 'USD' },
  { ticker: 'BA', label: 'The Boeing Company', currency: 'USD' },
  { ticker: 'CAT', label: 'Caterpillar Inc.', currency: 'USD' },
  { ticker: 'HON', label: 'Honeywell International Inc.', currency: 'USD' },
  { ticker: 'JNJ', label: 'Johnson & Johnson', currency: 'USD' },
  { ticker: 'PFE', label: 'Pfizer Inc.', currency: 'USD' },
  { ticker: 'MRNA', label: 'Moderna, Inc.', currency: 'USD' },
  { ticker: 'LLY', label: 'Eli Lilly and Company', currency: 'USD' },
  { ticker: 'BMY', label: 'Bristol-Myers Squibb Company', currency: 'USD' },
  { ticker: 'OTP', label: `OTP Bank Nyrt.${BET_LABEL_SUFFIX}`, currency: 'HUF', exchange: 'BÉT' },
  { ticker: 'MOL', label: `MOL Nyrt.${BET_LABEL_SUFFIX}`, currency: 'HUF', exchange: 'BÉT' },
  { ticker: 'RICHTER', label: `Richter Gedeon Nyrt.${BET_LABEL_SUFFIX}`, currency: 'HUF', exchange: 'BÉT' },
];

/**
 * Quick-add lists exactly as the spec gives them (docs/product.md#portfolio-optimiser). NOVO is not in the catalogue and is skipped
 * when a list is added (docs/product.md#portfolio-optimiser); see {@link quickAddTickers}.
 */
export const QUICK_ADD_LISTS = {
  FAANG: ['AAPL', 'NFLX', 'AMZN', 'GOOGL', 'META'],
  'S&P 500': ['AAPL', 'NVDA', 'NOVO', 'GOOGL', 'TSLA'],
  NASDAQ: ['AAPL', 'NVDA', 'NOVO', 'GOOGL', 'TSLA'],
} as const satisfies Record<string, readonly string[]>;

/** The name of a quick-add button: `FAANG`, `S&P 500` or `NASDAQ`. */
export type QuickAddListName = keyof typeof QUICK_ADD_LISTS;

/**
 * The selection after pressing a quick-add button (docs/product.md#portfolio-optimiser): the list's stocks that are in the catalogue
 * and not chosen yet are appended in list order; the rest is skipped.
 * @throws FinanceInputError when `selected` is not a list of tickers or `list` is not a quick-add list.
 */
export function quickAddTickers(selected: readonly string[], list: QuickAddListName): string[] {
  if (!Array.isArray(selected) || !selected.every((t) => typeof t === 'string')) {
    throw new FinanceInputError(
      'selected',
      'Kiválasztott részvények',
      'Kiválasztott részvények: a részvényjelek listáját adja meg.',
    );
  }
  if (typeof list !== 'string' || !Object.hasOwn(QUICK_ADD_LISTS, list)) {
    throw new FinanceInputError(
      'list',
      'Gyorslista',
      `Gyorslista: ismeretlen lista („${String(list)}”). Választható: ${Object.keys(QUICK_ADD_LISTS).join(', ')}.`,
    );
  }
  const out = [...selected];
  for (const ticker of QUICK_ADD_LISTS[list]) {
    if (!out.includes(ticker) && STOCK_CATALOGUE.some((s) => s.ticker === ticker)) out.push(ticker);
  }
  return out;
}

// ── Field labels for validation messages ─────────────────────────────────────────────────────────

/** Hungarian labels that {@link FinanceInputError}s of `optimizePortfolio` carry, by input field. */
export const PORTFOLIO_FIELD_LABELS = {
  prices: 'Részvények',
  dates: 'Dátumok',
  benchmark: 'Referenciaindex',
  benchmarkKey: 'Referenciaindex neve',
  objective: 'Cél',
  shorting: 'Short pozíciók',
  riskFreeRate: 'Kockázatmentes hozam',
  maxVolatility: 'Volatilitási korlát',
  covariance: 'Kovariancia-becslés',
  maxGrossExposure: 'Bruttó kitettség korlátja',
  currency: 'Pénznem',
} as const;

/** The label of one ticker's price series in error messages, e.g. `Árfolyamsor (AAPL)`. @throws FinanceInputError unless `ticker` is a string. */
export function priceSeriesLabel(ticker: string): string {
  if (typeof ticker !== 'string')
    throw new FinanceInputError('ticker', 'Részvényjel', 'Részvényjel: szöveget adjon meg.');
  return `Árfolyamsor (${ticker})`;
}
