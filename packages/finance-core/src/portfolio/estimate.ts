/**
 * From prices to the optimiser's inputs: daily simple returns, annualised expected returns and the
 * annualised sample covariance.
 *
 * Expected-return convention: the ARITHMETIC mean of daily simple returns × 252, i.e.
 * PyPortfolioOpt's `mean_historical_return(prices, compounding=False)`, not its geometric default
 * `(1 + r).prod() ** (252 / n) − 1`. Why: a portfolio's expected return must be linear in the weights,
 * μ_p = w'μ, for mean-variance optimisation to optimise what is reported. With arithmetic means,
 * w'μ is exactly 252 × the mean daily return of the daily-rebalanced portfolio, so the Sharpe ratio
 * the optimiser maximises, (w'μ − rf) / √(w'Σw), equals the reported `sharpe_ratio` metric
 * (empyrical's definition, rf_d = rf / 252) to rounding. Geometric means are not linear in w, and
 * mixing them with the covariance is the known inconsistency of PyPortfolioOpt's default. The
 * reported `annual_return` metric is still the realised CAGR (empyrical), which is a different,
 * backward-looking figure.
 */
import { TRADING_DAYS_PER_YEAR } from './constants';
import { choleskyPivotRatio } from './linalg';

/** Daily simple returns P_t / P_{t−1} − 1 of one price series (length T − 1). */
export function simpleReturns(prices: ArrayLike<number>): Float64Array {
  const r = new Float64Array(prices.length - 1);
  for (let t = 1; t < prices.length; t++) r[t - 1] = prices[t] / prices[t - 1] - 1;
  return r;
}

/**
 * Returns of n price series as an n × T matrix stored asset by asset (R[a·T + t] is asset a's return on
 * day t + 1): each asset's returns are contiguous, which keeps the covariance's inner loop a plain
 * dot product.
 */
export function returnsMatrix(series: readonly ArrayLike<number>[]): { R: Float64Array; T: number; n: number } {
  const n = series.length;
  const T = series[0].length - 1;
  const R = new Float64Array(T * n);
  for (let a = 0; a < n; a++) R.set(simpleReturns(series[a]), a * T);
  return { R, T, n };
}

/** The mean of each asset's row of R. */
function assetMeans(R: Float64Array, T: number, n: number): Float64Array {
  const mean = new Float64Array(n);
  for (let a = 0; a < n; a++) {
    let s = 0;
    for (let t = a * T; t < (a + 1) * T; t++) s += R[t];
    mean[a] = s / T;
  }
  return mean;
}

/** Annualised expected returns μ_i = 252 · mean_t(r_{t,i}) (arithmetic; see the file header for why). */
export function annualisedMeanReturns(R: Float64Array, T: number, n: number): Float64Array {
  return assetMeans(R, T, n).map((m) => m * TRADING_DAYS_PER_YEAR);
}

/**
 * Annualised sample covariance Σ = 252 · Σ_t (r_t − r̄)(r_t − r̄)' / (T − 1) (ddof = 1, PyPortfolioOpt's
 * `sample_cov`), n × n row-major. Two-pass (centre first) so small variances do not cancel.
 */
export function annualisedCovariance(R: Float64Array, T: number, n: number): Float64Array {
  const mean = assetMeans(R, T, n);
  const D = new Float64Array(T * n);
  for (let a = 0; a < n; a++) for (let t = a * T; t < (a + 1) * T; t++) D[t] = R[t] - mean[a];
  const S = new Float64Array(n * n);
  const f = TRADING_DAYS_PER_YEAR / (T - 1);
  for (let a = 0; a < n; a++) {
    const oa = a * T;
    for (let b = a; b < n; b++) {
      const ob = b * T;
      let s = 0;
      for (let t = 0; t < T; t++) s += D[oa + t] * D[ob + t];
      S[a * n + b] = S[b * n + a] = s * f;
    }
  }
  return S;
}

/** A covariance pivot ratio below this means Σ is singular to working precision (e.g. more assets than days). */
const SINGULAR_PIVOT_RATIO = 1e-12;
/** The ridge added then, as a fraction of the mean variance: shifts no eigenvalue by more than 1e-8 of a typical variance. */
const RIDGE_FRACTION = 1e-8;
/** Variance floor for the ridge when every asset is constant (annualised variance units). */
const RIDGE_FLOOR = 1e-12;

/**
 * The covariance the solver uses. A sample covariance is singular when there are at least as many
 * assets as return days, or when one series is a combination of others (a duplicated stock, a
 * constant price); the QP then has no unique optimum. Only in that case δ·I is added with
 * δ = 1e-8 · mean variance: the smallest shift that makes the KKT systems solvable to ~1e-7, and
 * small enough that reported volatilities move by < 1e-8 relative. A well-conditioned Σ is used as
 * is (ridge 0), so closed-form checks hold exactly.
 */
export function regularisedCovariance(S: Float64Array, n: number): { matrix: Float64Array; ridge: number } {
  if (choleskyPivotRatio(S, n) > SINGULAR_PIVOT_RATIO) return { matrix: S, ridge: 0 };
  let trace = 0;
  for (let i = 0; i < n; i++) trace += S[i * n + i];
  const ridge = Math.max((RIDGE_FRACTION * trace) / n, RIDGE_FLOOR);
  const matrix = Float64Array.from(S);
  for (let i = 0; i < n; i++) matrix[i * n + i] += ridge;
  return { matrix, ridge };
}
