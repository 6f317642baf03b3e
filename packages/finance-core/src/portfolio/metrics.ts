/**
 * The ten performance metrics of spec 001 §3.2 for a series of daily portfolio returns.
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
import {
  METRIC_DISPLAY_ORDER,
  METRIC_NAMES,
  PERCENT_METRICS,
  TRADING_DAYS_PER_YEAR as A,
  type MetricName,
} from './constants';

/** Metric values by name; `null` where the metric is undefined for the input (see the module header). */
export type PortfolioMetrics = Record<MetricName, number | null>;

/** How a metric is shown and explained (Hungarian), for the metrics table and its formula tooltips. */
export interface MetricDefinition {
  /** The metric's key in the service response (§3.2). */
  key: MetricName;
  /** Hungarian name. */
  name: string;
  /** The formula as shown to the user (symbols in {@link METRIC_FORMULA_LEGEND}). */
  formula: string;
  /** One Hungarian sentence on what the number means. */
  description: string;
  /** Percentage-type: shown ×100 with 2 decimals and listed first (§9.1). */
  percent: boolean;
  /** Needs a benchmark series; `null` without one. */
  needsBenchmark: boolean;
}

/** What the symbols of the formulas mean (Hungarian), shown once under the metrics table. */
export const METRIC_FORMULA_LEGEND =
  'rₜ: a portfólió napi hozama; bₜ: a referenciaindex napi hozama; r_f: a napi kockázatmentes hozam ' +
  '(az éves érték / 252); T: a napi hozamok száma; Vₜ = Π(1 + rₛ) a portfólió értéke; σ: korrigált ' +
  'tapasztalati szórás; 252: kereskedési napok száma egy évben.';

/** The Hungarian texts of each metric; `key` and `percent` are added from the §3.2/§9.1 constants below. */
const METRIC_TEXTS: Record<MetricName, Omit<MetricDefinition, 'key' | 'percent'>> = {
  annual_return: {
    name: 'Éves hozam (CAGR)',
    formula: '(Π(1 + rₜ))^(252/T) − 1',
    description: 'A napi újrasúlyozott portfólió évesített, kamatos kamattal számolt átlagos hozama a vizsgált időszakban.',
    needsBenchmark: false,
  },
  annual_volatility: {
    name: 'Éves volatilitás',
    formula: 'σ(rₜ) · √252',
    description: 'A napi hozamok évesített szórása: mennyire ingadozik a portfólió értéke.',
    needsBenchmark: false,
  },
  cumulative_return: {
    name: 'Kumulált hozam',
    formula: 'V_T − 1 = Π(1 + rₜ) − 1',
    description: 'A teljes időszak alatt elért hozam.',
    needsBenchmark: false,
  },
  max_drawdown: {
    name: 'Maximális visszaesés',
    formula: 'minₜ (Vₜ − maxₛ≤ₜ Vₛ) / maxₛ≤ₜ Vₛ',
    description: 'A legnagyobb százalékos esés egy korábbi csúcsról a mélypontig (nulla vagy negatív).',
    needsBenchmark: false,
  },
  sharpe_ratio: {
    name: 'Sharpe-mutató',
    formula: 'átlag(rₜ − r_f) / σ(rₜ − r_f) · √252',
    description: 'Egységnyi teljes kockázatra jutó évesített többlethozam a kockázatmentes hozam felett.',
    needsBenchmark: false,
  },
  sortino_ratio: {
    name: 'Sortino-mutató',
    formula: '252 · átlag(rₜ − r_f) / (√(átlag(min(rₜ − r_f; 0)²)) · √252)',
    description: 'Mint a Sharpe-mutató, de csak a kockázatmentes hozam alatti ingadozást tekinti kockázatnak.',
    needsBenchmark: false,
  },
  information_ratio: {
    name: 'Információs ráta',
    formula: 'átlag(rₜ − bₜ) / σ(rₜ − bₜ) · √252',
    description: 'A referenciaindex feletti évesített többlethozam osztva a követési hibával.',
    needsBenchmark: true,
  },
  treynor_ratio: {
    name: 'Treynor-mutató',
    formula: '252 · átlag(rₜ − r_f) / β',
    description: 'Egységnyi piaci (béta-) kockázatra jutó évesített többlethozam.',
    needsBenchmark: true,
  },
  beta: {
    name: 'Béta',
    formula: 'cov(rₜ − r_f; bₜ − r_f) / var(bₜ − r_f)',
    description: 'A portfólió érzékenysége a referenciaindex mozgására (1 = együtt mozog az indexszel).',
    needsBenchmark: true,
  },
  alpha: {
    name: 'Alfa (Jensen-féle, évesített)',
    formula: '(1 + átlag((rₜ − r_f) − β · (bₜ − r_f)))^252 − 1',
    description: 'A béta alapján várt hozamon felül elért évesített többlethozam.',
    needsBenchmark: true,
  },
};

/** Definitions of every metric, keyed by name, in display order: the percentage metrics first (§9.1). */
export const metricDefinitions: Readonly<Record<MetricName, MetricDefinition>> = Object.freeze(
  Object.fromEntries(
    METRIC_DISPLAY_ORDER.map((key) => [
      key,
      { key, percent: (PERCENT_METRICS as readonly MetricName[]).includes(key), ...METRIC_TEXTS[key] },
    ]),
  ) as Record<MetricName, MetricDefinition>,
);

/** Standard deviations below this (daily-return units) are treated as zero: they are rounding of a constant series. */
const DEGENERATE_STD = 1e-14;

function mean(x: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += x[i];
  return s / x.length;
}

/** Sample standard deviation (ddof = 1), two-pass. */
function sampleStd(x: ArrayLike<number>): number {
  const m = mean(x);
  let s = 0;
  for (let i = 0; i < x.length; i++) s += (x[i] - m) * (x[i] - m);
  return Math.sqrt(s / (x.length - 1));
}

/** Sample covariance (ddof = 1), two-pass. */
function sampleCov(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const mx = mean(x);
  const my = mean(y);
  let s = 0;
  for (let i = 0; i < x.length; i++) s += (x[i] - mx) * (y[i] - my);
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
  for (let t = 0; t < returns.length; t++) v[t + 1] = Math.max(v[t] * (1 + returns[t]), 0);
  return v;
}

/**
 * The ten §3.2 metrics of daily portfolio `returns` (length T ≥ 2), with an optional aligned
 * `benchmarkReturns`, for an annual risk-free rate `riskFreeRate` (a fraction, e.g. 0.055).
 * Formulas: {@link metricDefinitions}; conventions and null rules: the module header.
 */
export function portfolioMetrics(
  returns: ArrayLike<number>,
  benchmarkReturns: ArrayLike<number> | null,
  riskFreeRate: number,
): PortfolioMetrics {
  const T = returns.length;
  const rfDaily = riskFreeRate / A;
  const excess = new Float64Array(T);
  for (let t = 0; t < T; t++) excess[t] = returns[t] - rfDaily;
  const value = growthSeries(returns);

  // cumulative_return = V_T − 1 (empyrical cum_returns_final).
  const cumulative = value[T] - 1;
  // annual_return = V_T^(A/T) − 1, the CAGR (empyrical annual_return with num_years = T / A).
  const annualReturn = value[T] > 0 ? value[T] ** (A / T) - 1 : -1;
  // annual_volatility = σ(r)·√A (empyrical annual_volatility, ddof = 1).
  const std = sampleStd(returns);
  const annualVol = std * Math.sqrt(A);
  // sharpe_ratio = mean(r − rf_d)/σ(r − rf_d)·√A (empyrical sharpe_ratio; σ(r − rf_d) = σ(r) for a constant rf_d).
  const meanExcess = mean(excess);
  const sharpe = std > DEGENERATE_STD ? (meanExcess / std) * Math.sqrt(A) : null;
  // max_drawdown = min_t (V_t − max_{s≤t} V_s)/max_{s≤t} V_s over V_0 = 1 … V_T (empyrical, start value included).
  let peak = value[0];
  let maxDrawdown = 0;
  for (let t = 1; t <= T; t++) {
    if (value[t] > peak) peak = value[t];
    maxDrawdown = Math.min(maxDrawdown, (value[t] - peak) / peak);
  }
  // sortino_ratio = A·mean(r − MAR) / (√mean(min(r − MAR, 0)²)·√A) (empyrical sortino_ratio and
  // downside_risk: the mean runs over all T days). MAR = rf_d rather than empyrical's default 0, so the
  // hurdle is the same risk-free rate the user set for Sharpe.
  let downside = 0;
  for (let t = 0; t < T; t++) if (excess[t] < 0) downside += excess[t] * excess[t];
  const downsideRisk = Math.sqrt(downside / T) * Math.sqrt(A);
  const sortino = downsideRisk > DEGENERATE_STD ? (A * meanExcess) / downsideRisk : null;

  let beta: number | null = null;
  let alpha: number | null = null;
  let information: number | null = null;
  let treynor: number | null = null;
  if (benchmarkReturns) {
    const bExcess = new Float64Array(T);
    const active = new Float64Array(T);
    for (let t = 0; t < T; t++) {
      bExcess[t] = benchmarkReturns[t] - rfDaily;
      active[t] = returns[t] - benchmarkReturns[t];
    }
    // beta = cov(r − rf_d, b − rf_d)/var(b − rf_d) (empyrical beta; the ddof cancels in the ratio).
    const bStd = sampleStd(bExcess);
    if (bStd > DEGENERATE_STD) {
      beta = sampleCov(excess, bExcess) / (bStd * bStd);
      // alpha = (1 + mean((r − rf_d) − β(b − rf_d)))^A − 1 (empyrical alpha, compounded annualisation).
      let residual = 0;
      for (let t = 0; t < T; t++) residual += excess[t] - beta * bExcess[t];
      alpha = (1 + residual / T) ** A - 1;
      // treynor_ratio = A·mean(r − rf_d)/β: Treynor (1965) with the Sharpe ratio's annualised arithmetic
      // excess return as numerator (so treynor = sharpe·σ/β). quantstats uses the total return instead,
      // which mixes a multi-year figure with an annual rf; empyrical has no Treynor ratio.
      treynor = beta !== 0 ? (A * meanExcess) / beta : null;
    }
    // information_ratio = mean(r − b)/σ(r − b)·√A. Annualised like Sharpe and Sortino, beside which it is
    // shown; empyrical's excess_sharpe and quantstats' information_ratio are the daily figure (ours / √252).
    const activeStd = sampleStd(active);
    information = activeStd > DEGENERATE_STD ? (mean(active) / activeStd) * Math.sqrt(A) : null;
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
  const out = {} as PortfolioMetrics;
  for (const name of METRIC_NAMES) out[name] = finiteOrNull(raw[name]);
  return out;
}
