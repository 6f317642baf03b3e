/**
 * The ten performance metrics of docs/product.md#portfolio-optimiser for a series of daily portfolio returns.
 *
 * Conventions: empyrical's (Quantopian) definitions, with 252 trading days a year, except where a
 * comment says otherwise and why. Notation: r_t the portfolio's daily simple return, b_t the
 * benchmark's, T the number of daily returns, A = 252, σ(·) the sample standard deviation (ddof = 1).
 *
 * Risk-free rate: the annual fraction rf becomes the daily rate rf_d = rf / A (simple
 * de-annualisation). This is the one conversion that makes A·rf_d = rf, so the Sharpe ratio reported
 * here equals the optimiser's (μ'w − rf)/√(w'Σw) with arithmetic μ (see `estimate.ts`); the compounded
 * (1 + rf)^(1/A) − 1 would differ by ~0.15 % of rf at rf = 5,5 %.
 *
 * A metric that is undefined (no benchmark; a zero denominator such as a constant series; a value
 * beyond double precision) is `null`, never NaN or ±Infinity. All ten keys are always present.
 */
import { FinanceInputError } from '../shared/errors';
import { checkNumber } from '../shared/validate';
import {
  METRIC_NAMES,
  PORTFOLIO_FIELD_LABELS,
  RISK_FREE_RATE_RANGE,
  TRADING_DAYS_PER_YEAR as A,
  type MetricName,
} from './constants';
import { METRIC_NULL_REASONS, metricDefinitions } from './metric-definitions';

export {
  ANNUAL_RETURN_CONVENTIONS,
  METRIC_FORMULA_LEGEND,
  METRIC_NULL_REASONS,
  metricDefinitions,
  type MetricDefinition,
} from './metric-definitions';

/** Metric values by name; `null` where the metric is undefined for the input (see the module header). */
export type PortfolioMetrics = Record<MetricName, number | null>;

/**
 * Degeneracy threshold, RELATIVE to the data's scale: a standard deviation at most this fraction of
 * the scale (see {@link PortfolioMetricsOptions.scale}) is rounding or ridge noise of a constant
 * series, not risk. An absolute cut-off cannot tell these apart: a ridge-level volatility of 1e-9
 * passed 1e-14 and gave a Sharpe ratio of −4.9e7. At 1e-6 a real series (daily σ ≈ 1e-2 of a daily
 * scale ≈ 1e-2) is many orders away, while any ratio it would cut off exceeds ~1.6e7 in size.
 */
const DEGENERATE_RELATIVE = 1e-6;
/** Daily returns beyond ±1000 (100 000 % in a day) are not market data but a unit or data error. */
const MAX_ABS_DAILY_RETURN = 1000;

/** Options of {@link portfolioMetrics}. */
export interface PortfolioMetricsOptions {
  /**
   * The data's scale, a daily standard deviation (e.g. the assets' typical daily volatility): a
   * standard deviation at most 1e-6 of it counts as zero. Defaults to the root mean square of each
   * series the metric divides by, so that a series constant to six digits is degenerate.
   */
  scale?: number;
}

/** The metrics with the reasons behind their `null`s and both annual-return conventions, labelled. */
export interface PortfolioMetricsReport {
  /** The ten metrics (as {@link portfolioMetrics} returns them). */
  metrics: PortfolioMetrics;
  /** For every `null` metric, a Hungarian sentence saying why (from {@link METRIC_NULL_REASONS}). */
  nullReasons: Partial<Record<MetricName, string>>;
  /**
   * Both annual returns, because they differ and the ratios use the arithmetic one:
   * `compounded` = annual_return = (Π(1 + rₜ))^(252/T) − 1 (CAGR, what an investor earned a year), and
   * `arithmetic` = 252 · mean(rₜ), the μ of the optimiser and the numerator of Sharpe and Treynor, so
   * Sharpe = (arithmetic − r_f) / annual_volatility. Formulas: {@link ANNUAL_RETURN_CONVENTIONS}.
   */
  annualReturns: { compounded: number | null; arithmetic: number | null };
}

function mean(x: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i]!;
  return s / x.length;
}

/** Sample standard deviation (ddof = 1), two-pass. */
function sampleStd(x: ArrayLike<number>): number {
  const m = mean(x);
  let s = 0;
  for (let i = 0; i < x.length; i++) s += (x[i]! - m) * (x[i]! - m);
  return Math.sqrt(s / (x.length - 1));
}

/** Sample covariance (ddof = 1), two-pass. */
function sampleCov(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const mx = mean(x);
  const my = mean(y);
  let s = 0;
  for (let i = 0; i < x.length; i++) s += (x[i]! - mx) * (y[i]! - my);
  return s / (x.length - 1);
}

/** `v` when it is a finite number, otherwise `null` (the module's no-NaN guarantee). */
function finiteOrNull(v: number | null): number | null {
  return v !== null && Number.isFinite(v) ? v : null;
}

/**
 * Growth of `base` under daily returns: V_0 = base, V_t = V_{t−1}(1 + r_t), length T + 1. A leveraged
 * (shorting) portfolio can lose more than everything in a day; its value is then held at 0 (total
 * loss, as a margin call would), so drawdowns and CAGR stay defined.
 */
export function growthSeries(returns: ArrayLike<number>, base = 1): Float64Array {
  const v = new Float64Array(returns.length + 1);
  v[0] = base;
  for (let t = 0; t < returns.length; t++) v[t + 1] = Math.max(v[t]! * (1 + returns[t]!), 0);
  return v;
}

/** The label of each argument of {@link portfolioMetrics} in its error messages. */
const ARGUMENT_LABELS = /* @__PURE__ */ Object.freeze({
  returns: 'Portfólió napi hozamai',
  benchmarkReturns: 'Referenciaindex napi hozamai',
});

function isSeries(x: unknown): x is ArrayLike<number> {
  return Array.isArray(x) || (ArrayBuffer.isView(x) && !(x instanceof DataView));
}

/** Checks one series of daily returns: a list of finite numbers within ±1000, of the given length (if any). */
function checkReturns(x: unknown, field: 'returns' | 'benchmarkReturns', length: number | null): ArrayLike<number> {
  const label = ARGUMENT_LABELS[field];
  if (!isSeries(x)) throw new FinanceInputError(field, label, `${label}: számok listáját adja meg.`);
  if (length === null && x.length < 2) {
    throw new FinanceInputError(field, label, `${label}: legalább 2 napi hozam szükséges (most ${x.length}).`);
  }
  if (length !== null && x.length !== length) {
    throw new FinanceInputError(
      field,
      label,
      `${label}: ${x.length} hozamot tartalmaz, a portfólió ${length} hozamot; a két sornak ugyanazokra a napokra kell vonatkoznia.`,
    );
  }
  for (let t = 0; t < x.length; t++) {
    const v: unknown = x[t];
    if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > MAX_ABS_DAILY_RETURN) {
      throw new FinanceInputError(
        field,
        label,
        `${label}: minden napi hozamnak −${MAX_ABS_DAILY_RETURN} és ${MAX_ABS_DAILY_RETURN} közötti véges számnak kell lennie (a(z) ${t + 1}. napon hibás érték: ${String(v)}).`,
      );
    }
  }
  return x;
}

/** Root mean square √mean(x²): the default scale of a series (large values are scaled first against overflow). */
function rms(x: ArrayLike<number>): number {
  let m = 0;
  for (let i = 0; i < x.length; i++) m = Math.max(m, Math.abs(x[i]!));
  if (m === 0) return 0;
  let s = 0;
  for (let i = 0; i < x.length; i++) s += (x[i]! / m) ** 2;
  return m * Math.sqrt(s / x.length);
}

/**
 * The ten docs/product.md#portfolio-optimiser metrics of daily portfolio `returns` (length T ≥ 2), with an optional aligned
 * `benchmarkReturns`, for an annual risk-free rate `riskFreeRate` (a fraction, e.g. 0.055).
 * Formulas: {@link metricDefinitions}; conventions and null rules: the module header. For the reasons
 * behind the `null`s and both annual-return conventions see {@link portfolioMetricsReport}.
 * @throws FinanceInputError naming the argument: a non-finite return or one beyond ±1000, fewer than 2
 *   returns, a benchmark of another length, a risk-free rate outside −5 %…50 % (as a fraction).
 */
export function portfolioMetrics(
  returns: ArrayLike<number>,
  benchmarkReturns: ArrayLike<number> | null,
  riskFreeRate: number,
  options?: PortfolioMetricsOptions,
): PortfolioMetrics {
  return portfolioMetricsReport(returns, benchmarkReturns, riskFreeRate, options).metrics;
}

/** {@link portfolioMetrics} with the reasons behind every `null` and both annual returns, labelled. */
export function portfolioMetricsReport(
  returns: ArrayLike<number>,
  benchmarkReturns: ArrayLike<number> | null,
  riskFreeRate: number,
  options: PortfolioMetricsOptions = {},
): PortfolioMetricsReport {
  checkReturns(returns, 'returns', null);
  const T = returns.length;
  if (benchmarkReturns !== null && benchmarkReturns !== undefined)
    checkReturns(benchmarkReturns, 'benchmarkReturns', T);
  else benchmarkReturns = null;
  checkNumber(riskFreeRate, 'riskFreeRate', PORTFOLIO_FIELD_LABELS.riskFreeRate, RISK_FREE_RATE_RANGE);
  if (typeof options !== 'object' || options === null) options = {};
  const scaleGiven = options.scale === undefined ? null : checkNumber(options.scale, 'scale', 'Skála', { min: 0 });
  /** True when `std` is zero at the data's scale (`ownScale` stands in when no scale was given). */
  const degenerate = (std: number, ownScale: ArrayLike<number>) =>
    !(std > DEGENERATE_RELATIVE * (scaleGiven ?? rms(ownScale)));
  const reasons: Partial<Record<MetricName, string>> = {};

  const rfDaily = riskFreeRate / A;
  const excess = new Float64Array(T);
  for (let t = 0; t < T; t++) excess[t] = returns[t]! - rfDaily;
  const value = growthSeries(returns);

  // cumulative_return = V_T − 1 (empyrical cum_returns_final).
  const cumulative = value[T]! - 1;
  // annual_return = V_T^(A/T) − 1, the CAGR (empyrical annual_return with num_years = T / A).
  const annualReturn = value[T]! > 0 ? value[T]! ** (A / T) - 1 : -1;
  // annual_volatility = σ(r)·√A (empyrical annual_volatility, ddof = 1).
  const std = sampleStd(returns);
  const annualVol = std * Math.sqrt(A);
  // sharpe_ratio = mean(r − rf_d)/σ(r − rf_d)·√A (empyrical sharpe_ratio; σ(r − rf_d) = σ(r) for a constant rf_d).
  const meanExcess = mean(excess);
  const portfolioConstant = degenerate(std, excess);
  const sharpe = portfolioConstant ? null : (meanExcess / std) * Math.sqrt(A);
  if (portfolioConstant) reasons.sharpe_ratio = METRIC_NULL_REASONS.constantPortfolio;
  // max_drawdown = min_t (V_t − max_{s≤t} V_s)/max_{s≤t} V_s over V_0 = 1 … V_T (empyrical, start value included).
  let peak = value[0]!;
  let maxDrawdown = 0;
  for (let t = 1; t <= T; t++) {
    if (value[t]! > peak) peak = value[t]!;
    maxDrawdown = Math.min(maxDrawdown, (value[t]! - peak) / peak);
  }
  // sortino_ratio = A·mean(r − MAR) / (√mean(min(r − MAR, 0)²)·√A) (empyrical sortino_ratio and
  // downside_risk: the mean runs over all T days). MAR = rf_d rather than empyrical's default 0, so the
  // hurdle is the same risk-free rate the user set for Sharpe.
  let downside = 0;
  for (let t = 0; t < T; t++) if (excess[t]! < 0) downside += excess[t]! * excess[t]!;
  const downsideDaily = Math.sqrt(downside / T);
  const downsideRisk = downsideDaily * Math.sqrt(A);
  const noDownside = degenerate(downsideDaily, excess);
  const sortino = noDownside ? null : (A * meanExcess) / downsideRisk;
  if (noDownside) reasons.sortino_ratio = METRIC_NULL_REASONS.noDownside;

  let beta: number | null = null;
  let alpha: number | null = null;
  let information: number | null = null;
  let treynor: number | null = null;
  if (benchmarkReturns) {
    const bExcess = new Float64Array(T);
    const active = new Float64Array(T);
    for (let t = 0; t < T; t++) {
      bExcess[t] = benchmarkReturns[t]! - rfDaily;
      active[t] = returns[t]! - benchmarkReturns[t]!;
    }
    // beta = cov(r − rf_d, b − rf_d)/var(b − rf_d) (empyrical beta; the ddof cancels in the ratio).
    const bStd = sampleStd(bExcess);
    if (!degenerate(bStd, bExcess)) {
      beta = sampleCov(excess, bExcess) / (bStd * bStd);
      // alpha = (1 + mean((r − rf_d) − β(b − rf_d)))^A − 1 (empyrical alpha, compounded annualisation).
      let residual = 0;
      for (let t = 0; t < T; t++) residual += excess[t]! - beta * bExcess[t]!;
      alpha = (1 + residual / T) ** A - 1;
      // treynor_ratio = A·mean(r − rf_d)/β: Treynor (1965) with the Sharpe ratio's annualised arithmetic
      // excess return as numerator (so treynor = sharpe·σ/β). quantstats uses the total return instead,
      // which mixes a multi-year figure with an annual rf; empyrical has no Treynor ratio.
      // β ≈ 0 is judged relative to σ_p/σ_b, i.e. |correlation| ≤ 1e-6: β = 5e-32 once gave −1e30.
      if (portfolioConstant || !(Math.abs(beta) * bStd > DEGENERATE_RELATIVE * std)) {
        reasons.treynor_ratio = portfolioConstant
          ? METRIC_NULL_REASONS.constantPortfolio
          : METRIC_NULL_REASONS.zeroBeta;
      } else treynor = (A * meanExcess) / beta;
    } else {
      reasons.beta = reasons.alpha = reasons.treynor_ratio = METRIC_NULL_REASONS.constantBenchmark;
    }
    // information_ratio = mean(r − b)/σ(r − b)·√A. Annualised like Sharpe and Sortino, beside which it is
    // shown; empyrical's excess_sharpe and quantstats' information_ratio are the daily figure (ours / √252).
    const activeStd = sampleStd(active);
    if (degenerate(activeStd, active)) reasons.information_ratio = METRIC_NULL_REASONS.tracksBenchmark;
    else information = (mean(active) / activeStd) * Math.sqrt(A);
  } else {
    for (const name of METRIC_NAMES)
      if (metricDefinitions[name].needsBenchmark) reasons[name] = METRIC_NULL_REASONS.noBenchmark;
  }

  const raw: Record<MetricName, number | null> = {
    annual_return: annualReturn,
    annual_volatility: annualVol,
    sharpe_ratio: sharpe,
    cumulative_return: cumulative,
    max_drawdown: maxDrawdown,
    information_ratio: information,
    sortino_ratio: sortino,
    treynor_ratio: treynor,
    beta,
    alpha,
  };
  const metrics = {} as PortfolioMetrics;
  for (const name of METRIC_NAMES) {
    metrics[name] = finiteOrNull(raw[name]);
    if (metrics[name] === null && !reasons[name]) reasons[name] = METRIC_NULL_REASONS.outOfRange;
  }
  return {
    metrics,
    nullReasons: reasons,
    annualReturns: { compounded: metrics.annual_return, arithmetic: finiteOrNull(A * mean(returns)) },
  };
}
