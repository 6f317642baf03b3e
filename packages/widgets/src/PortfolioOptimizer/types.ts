/**
 * The shapes the portfolio screen exchanges with its optimiser (docs/product.md#portfolio-optimiser) and its own state.
 */
import type { BenchmarkSymbol, MetricName, PortfolioObjective } from '@penzugy/finance-core';
import type { FrontierData } from '../charts/FrontierChart';

/** One chosen stock as the service receives it: name is sent empty and shares as 0 (docs/product.md#portfolio-optimiser). */
export interface PortfolioRequestItem {
  ticker: string;
  name: string;
  shares: number;
}

/** The request payload of docs/product.md#portfolio-optimiser, exactly. */
export interface PortfolioRequest {
  portfolio: PortfolioRequestItem[];
  /** Annual risk-free rate as a fraction (the form's percent / 100). */
  riskFreeRate: number;
  /** Start of the analysis, `YYYY-MM-DD`, or null for the service's default. */
  fromDate: string | null;
  /** End of the analysis, `YYYY-MM-DD`, or null for the service's default. */
  toDate: string | null;
  objective: PortfolioObjective;
  shorting: boolean;
  benchmark: BenchmarkSymbol;
  /** Not in the spec: with shorting, the gross-exposure cap; absent when there is none. */
  maxGrossExposure?: number;
  /** The analysis currency; sent only for HUF (absent means USD, the payload as it always was). */
  currency?: 'HUF';
}

/**
 * The response (docs/product.md#portfolio-optimiser, docs/product.md#charts): metrics and weights are required; the chart series and the
 * data-range fields are shown when present. finance-core's `PortfolioResult` is one.
 */
export interface PortfolioResponse {
  /** The ten metrics of docs/product.md#portfolio-optimiser; a missing or non-finite one is `null` (shown as '–', never NaN). */
  metrics: Partial<Record<MetricName, number | null>>;
  /** Optimal weights by ticker, as fractions. */
  weights: Record<string, number>;
  /** Dates of the time series (the line chart's categories, docs/product.md#charts). */
  dates?: string[];
  /** Series by key: `Portfolio`, each ticker, the benchmark (docs/product.md#charts). */
  timeSeries?: Record<string, number[]>;
  /** First date the service actually had data for, `YYYY-MM-DD`. */
  effectiveFrom?: string | null;
  /** Last date the service actually had data for, `YYYY-MM-DD`. */
  effectiveTo?: string | null;
  /** Where the prices came from, shown as given. */
  source?: string | null;
  /**
   * The exchange rate some series were converted with (an analysis in HUF of USD stocks): the pair
   * ('USD/HUF'), its publisher and the last fixing the analysis used (`YYYY-MM-DD`), shown as
   * "Árfolyam (USD/HUF): <date>, forrás: <source>" (issue 28: every figure shows its age).
   */
  fx?: { pair: string; source: string; asOf: string | null };
  /**
   * Set when the service had no data for the requested period and used the nearest one instead:
   * `true`, or its own explanation (shown as given when it sends no effective dates).
   */
  notice?: string | boolean | null;
  /** The portfolio's expected return μ'w (annual, arithmetic: 252 × mean daily return), a fraction. */
  expectedReturn?: number;
  /** The portfolio's annual volatility √(w'Σw), a fraction. */
  volatility?: number;
  /** The annual risk-free rate used, a fraction. */
  riskFreeRate?: number;
  /** Σ|wᵢ|: 1 long-only, more with short positions. */
  grossExposure?: number;
  /** Both annual returns of the daily-rebalanced portfolio: compounded (CAGR, the metrics' annual_return) and 252 × mean daily (what Sharpe and Treynor use). */
  annualReturns?: { compounded: number | null; arithmetic: number | null };
  /** The same weights bought once and never rebalanced: its growth of 100 (aligned with `dates`) and its metrics. */
  buyAndHold?: { timeSeries: number[]; metrics: Partial<Record<MetricName, number | null>> };
  /** The efficient frontier of the same data and bounds (the portfolio service sends it). */
  frontier?: FrontierData;
  /** The currency the service computed in, when it says so. */
  currency?: PortfolioCurrency;
}

/** Currencies the analysis can be computed in. */
export type PortfolioCurrency = 'USD' | 'HUF';

/** Options the screen passes to the optimiser. */
export interface OptimizeOptions {
  /** Aborted when a newer request replaces this one or the screen unmounts. */
  signal?: AbortSignal | undefined;
}

/** Computes (or fetches) the optimal portfolio for a request. */
export type PortfolioOptimizeFn = (payload: PortfolioRequest, options?: OptimizeOptions) => Promise<PortfolioResponse>;

/**
 * The screen's state: chosen stocks and form fields. A type (not an interface) so it is a
 * `QueryState` for the URL helpers of the calculator kit.
 */
export type PortfolioOptimizerValue = {
  /** Chosen tickers, in the order added; only catalogue tickers, no duplicates. */
  tickers: string[];
  /** Start date `YYYY-MM-DD`; '' means not given (sent as null). */
  fromDate: string;
  /** End date `YYYY-MM-DD`; '' means not given (sent as null). */
  toDate: string;
  objective: PortfolioObjective;
  /** Allow negative weights (docs/product.md#portfolio-optimiser: off by default). */
  shorting: boolean;
  benchmark: BenchmarkSymbol;
  /** Risk-free rate in percent as typed (5.5), sent as a fraction (0.055). */
  riskFreeRatePercent: number;
  /**
   * With shorting: the cap on the gross exposure Σ|wᵢ| (1 … 50), sent as `maxGrossExposure`; 0 means
   * no cap (then nothing extra is sent: the spec's payload). A number, not null, so it fits the URL state.
   */
  maxGrossExposure: number;
  /** The currency prices and returns are computed in. @default 'USD' */
  currency: PortfolioCurrency;
};
