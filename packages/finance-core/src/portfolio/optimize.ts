/**
 * `optimizePortfolio`: the portfolio service's computation (docs/product.md#portfolio-optimiser request → docs/product.md#portfolio-optimiser response,
 * plus the docs/product.md#charts chart inputs). Prices → daily simple returns → μ (arithmetic, annualised) and Σ
 * (sample, annualised) → optimal weights → the daily-rebalanced portfolio's returns → metrics and
 * growth-of-100 series.
 */
import { FinanceInputError } from '../shared/errors';
import {
  PORTFOLIO_FIELD_LABELS,
  PORTFOLIO_SERIES_KEY,
  TIME_SERIES_BASE,
  TRADING_DAYS_PER_YEAR,
  WEIGHT_BOUNDS,
  type CovarianceEstimator,
  type MetricName,
  type PortfolioObjective,
} from './constants';
import {
  annualisedCovariance,
  annualisedMeanReturns,
  ledoitWolfCovariance,
  regularisedCovariance,
  returnsMatrix,
  simpleReturns,
  type ShrunkCovariance,
} from './estimate';
import { validatePortfolioInput, type PortfolioInput, type ValidatedPortfolioInput } from './input';
import { dot } from './linalg';
import { buyAndHoldReturns, grossExposure } from './holdings';
import { growthSeries, portfolioMetricsReport, type PortfolioMetrics } from './metrics';
import { QpSolverError } from './qp';
import { capBinds, maxReturnUnderVolatilityCapCapped, maxSharpeCapped, minVarianceCapped } from './gross-cap';
import { maxSharpe, minVariance, portfolioVolatility, type OptimisationInputs } from './objectives';
import { maxReturnUnderVolatilityCap } from './volatility-cap';

/** The service response: `metrics` and `weights` (docs/product.md#portfolio-optimiser), the chart inputs (docs/product.md#charts), and the estimates behind them. */
export interface PortfolioResult {
  /** Optimal weights by ticker, in input order: fractions summing to 1, each in [0, 1] (or [−1, 1] with shorting). */
  weights: Record<string, number>;
  /** The docs/product.md#portfolio-optimiser metrics of the daily-rebalanced portfolio over the period; `null` where undefined. */
  metrics: PortfolioMetrics;
  /** The input dates (category labels of the line chart). */
  dates: string[];
  /** Growth of 100 from the first date: `Portfolio` (daily rebalanced), every ticker, and the benchmark if given (docs/product.md#charts). */
  timeSeries: Record<string, number[]>;
  /** Tickers in input order (the row and column order of `covariance`). */
  tickers: string[];
  /** Annualised expected return per ticker: 252 × mean daily simple return. */
  expectedReturns: Record<string, number>;
  /** The annualised covariance the optimiser used, by ticker pair, before any ridge: the sample covariance (ddof = 1) or its Ledoit–Wolf shrinkage. */
  covariance: Record<string, Record<string, number>>;
  /** Which covariance estimator was used. */
  covarianceEstimator: CovarianceEstimator;
  /** Ledoit–Wolf: the shrinkage intensity in [0, 1]; `null` with the sample covariance. */
  shrinkage: number | null;
  /** The portfolio's expected return w'μ (annualised, arithmetic). */
  expectedReturn: number;
  /** The portfolio's volatility √(w'Σw), annualised; equals `metrics.annual_volatility` with the sample covariance (shrinkage changes Σ, not the realised returns). */
  volatility: number;
  /** The objective that was optimised. */
  objective: PortfolioObjective;
  /** Whether weights could be negative. */
  shorting: boolean;
  /** The annual risk-free rate used (fraction). */
  riskFreeRate: number;
  /** maxReturn: the volatility cap that was applied (given, or the equal-weight portfolio's); otherwise `null`. */
  maxVolatility: number | null;
  /** The ridge δ added to Σ's diagonal because it was singular (0 when it was not). */
  ridge: number;
  /** Why each `null` metric is null (Hungarian, for a tooltip beside the dash). */
  metricNullReasons: Partial<Record<MetricName, string>>;
  /** Both annual returns of the daily-rebalanced portfolio, labelled: the CAGR and 252 × mean (see `portfolioMetricsReport`). */
  annualReturns: { compounded: number | null; arithmetic: number | null };
  /** Gross exposure Σ|w_i| of the weights: 1 long-only, more with short positions. */
  grossExposure: number;
  /** The gross-exposure cap asked for (present only when the input gave one; it binds only with shorting). */
  maxGrossExposure?: number;
  /**
   * The same weights bought once on the first day and never rebalanced, beside the daily-rebalanced
   * portfolio the metrics describe (the metrics are in-sample): its growth of 100 and its metrics.
   */
  buyAndHold: {
    timeSeries: number[];
    metrics: PortfolioMetrics;
    metricNullReasons: Partial<Record<MetricName, string>>;
  };
}

/** What the optimiser and the frontier compute from validated prices before any objective. */
export interface PortfolioEstimates {
  /** Daily simple returns, asset by asset (see `returnsMatrix`). */
  R: Float64Array;
  T: number;
  n: number;
  /** Annualised arithmetic expected returns. */
  mu: Float64Array;
  /** The annualised covariance of the chosen estimator, before any ridge. */
  cov: Float64Array;
  /** Ledoit–Wolf's result, or null with the sample covariance. */
  shrunk: ShrunkCovariance | null;
  /** The ridge added because Σ was singular (0 when it was not). */
  ridge: number;
  /** The solver's inputs: μ, the (regularised) Σ and the weight bounds. */
  inp: OptimisationInputs;
}

/** Prices → returns → μ and Σ (sample or Ledoit–Wolf, regularised only when singular) → the solver's inputs. */
export function estimateInputs(input: ValidatedPortfolioInput): PortfolioEstimates {
  const { R, T, n } = returnsMatrix(input.series);
  const mu = annualisedMeanReturns(R, T, n);
  const shrunk = input.covariance === 'ledoitWolf' ? ledoitWolfCovariance(R, T, n) : null;
  const cov = shrunk ? shrunk.matrix : annualisedCovariance(R, T, n);
  if (!mu.every(Number.isFinite) || !cov.every(Number.isFinite)) throwExtremeData();
  const { matrix: sigma, ridge } = regularisedCovariance(cov, n);
  const inp: OptimisationInputs = {
    n,
    mu,
    sigma,
    bounds: input.shorting ? WEIGHT_BOUNDS.shorting : WEIGHT_BOUNDS.longOnly,
  };
  return { R, T, n, mu, cov, shrunk, ridge, inp };
}

/**
 * Optimal portfolio weights, metrics and chart series for aligned daily closes.
 * @throws FinanceInputError (Hungarian message naming the field) on invalid input, when maxSharpe finds
 *   no portfolio beating the risk-free rate, or when maxReturn's volatility cap is below the minimum.
 */
export function optimizePortfolio(raw: PortfolioInput): PortfolioResult {
  const input = validatePortfolioInput(raw);
  const { tickers, series, dates, objective, shorting, riskFreeRate } = input;

  const { R, T, n, mu, cov, shrunk, ridge, inp } = estimateInputs(input);

  let maxVolatility: number | null = null;
  const cap = grossCapOf(input, inp);
  const w = solvingDegenerateData(() => {
    if (cap !== null) {
      if (objective === 'minVariance') return minVarianceCapped(inp, cap);
      if (objective === 'maxSharpe') return maxSharpeCapped(inp, cap, riskFreeRate);
      maxVolatility = input.maxVolatility ?? portfolioVolatility(inp, new Float64Array(n).fill(1 / n));
      return maxReturnUnderVolatilityCapCapped(inp, cap, maxVolatility);
    }
    if (objective === 'minVariance') return minVariance(inp);
    if (objective === 'maxSharpe') return maxSharpe(inp, riskFreeRate);
    maxVolatility = input.maxVolatility ?? portfolioVolatility(inp, new Float64Array(n).fill(1 / n));
    return maxReturnUnderVolatilityCap(inp, maxVolatility);
  });

  // The daily-rebalanced portfolio: r_p,t = Σ_i w_i r_{t,i}; its sample variance is exactly w'Σw / 252.
  const rp = new Float64Array(T);
  for (let a = 0; a < n; a++) {
    const wa = w[a]!;
    for (let t = 0, o = a * T; t < T; t++) rp[t]! += wa * R[o + t]!;
  }
  if (!rp.every((v) => Math.abs(v) <= MAX_ABS_DAILY_RETURN)) throwExtremeData();
  const benchmarkReturns = input.benchmark ? simpleReturns(input.benchmark) : null;
  if (benchmarkReturns && !benchmarkReturns.every((v) => Math.abs(v) <= MAX_ABS_DAILY_RETURN)) throwExtremeData();
  // Degeneracy is judged against the assets' typical daily volatility: a portfolio whose volatility is
  // ridge-level beside them has no meaningful Sharpe ratio, however its own returns look.
  let meanVariance = 0;
  for (let a = 0; a < n; a++) meanVariance += cov[a * n + a]! / n;
  const scale = { scale: Math.sqrt(meanVariance / TRADING_DAYS_PER_YEAR) };
  const report = portfolioMetricsReport(rp, benchmarkReturns, riskFreeRate, scale);
  const metrics = report.metrics;
  const held = buyAndHoldReturns(series, w);
  const heldReport = portfolioMetricsReport(held, benchmarkReturns, riskFreeRate, scale);

  const timeSeries: Record<string, number[]> = {
    [PORTFOLIO_SERIES_KEY]: Array.from(growthSeries(rp, TIME_SERIES_BASE)),
  };
  tickers.forEach((ticker, a) => (timeSeries[ticker] = rebased(series[a]!)));
  if (input.benchmark) timeSeries[input.benchmarkKey] = rebased(input.benchmark);

  const weights: Record<string, number> = {};
  const expectedReturns: Record<string, number> = {};
  const covariance: Record<string, Record<string, number>> = {};
  tickers.forEach((ti, i) => {
    weights[ti] = w[i]!;
    expectedReturns[ti] = mu[i]!;
    covariance[ti] = {};
    tickers.forEach((tj, j) => (covariance[ti]![tj] = cov[i * n + j]!));
  });

  const result: PortfolioResult = {
    weights,
    metrics,
    dates,
    timeSeries,
    tickers,
    expectedReturns,
    covariance,
    covarianceEstimator: input.covariance,
    shrinkage: shrunk ? shrunk.shrinkage : null,
    expectedReturn: dot(w, mu),
    volatility: portfolioVolatility({ ...inp, sigma: cov }, w),
    objective,
    shorting,
    riskFreeRate,
    maxVolatility,
    ridge,
    metricNullReasons: report.nullReasons,
    annualReturns: report.annualReturns,
    grossExposure: grossExposure(w),
    ...(input.maxGrossExposure !== null ? { maxGrossExposure: input.maxGrossExposure } : {}),
    buyAndHold: {
      timeSeries: Array.from(growthSeries(held, TIME_SERIES_BASE)),
      metrics: heldReport.metrics,
      metricNullReasons: heldReport.nullReasons,
    },
  };
  if (
    !Object.values(timeSeries).every((s) => s.every(Number.isFinite)) ||
    !result.buyAndHold.timeSeries.every(Number.isFinite) ||
    !w.every(Number.isFinite)
  ) {
    throwExtremeData();
  }
  return result;
}

/** The gross-exposure cap that applies: given, with shorting, and tight enough to bind under the bounds; else null. */
export function grossCapOf(input: ValidatedPortfolioInput, inp: OptimisationInputs): number | null {
  return input.shorting && input.maxGrossExposure !== null && capBinds(inp, input.maxGrossExposure)
    ? input.maxGrossExposure
    : null;
}

/** The largest daily return `portfolioMetrics` accepts; beyond it the prices are not market data. */
const MAX_ABS_DAILY_RETURN = 1000;

/** A price series as growth of 100 from its first value (v / p₀ first, so the start is exactly 100). */
function rebased(p: readonly number[]): number[] {
  return p.map((v) => TIME_SERIES_BASE * (v / p[0]!));
}

/**
 * Runs a solve; should the QP give up (a singular system or no convergence, which only data far from
 * any market's meet: thousand-fold daily jumps beside prices constant to ten digits, expected returns
 * equal to a millionth, prices near 1e-300), the prices are refused by name instead of a solver error
 * reaching the caller. The property tests check that everyday data never get here.
 */
export function solvingDegenerateData<T>(solve: () => T): T {
  try {
    return solve();
  } catch (e) {
    if (!(e instanceof QpSolverError)) throw e;
    const label = PORTFOLIO_FIELD_LABELS.prices;
    throw new FinanceInputError(
      'prices',
      label,
      `${label}: az árfolyamsorok annyira szélsőségesek vagy annyira hasonlók (például ezerszeres napi ugrás, gyakorlatilag ` +
        `azonos várható hozamú részvények), hogy az optimalizálás numerikusan nem oldható meg. Ellenőrizze az adatokat, ` +
        `vagy hagyjon el egy részvényt.`,
    );
  }
}

/** Price moves so extreme that returns overflow double precision (not real market data): reject them by name. */
export function throwExtremeData(): never {
  const label = PORTFOLIO_FIELD_LABELS.prices;
  throw new FinanceInputError(
    'prices',
    label,
    `${label}: az árfolyamsorok napi változásai túl szélsőségesek a számításhoz; ellenőrizze az adatokat.`,
  );
}
