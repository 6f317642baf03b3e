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
  for (let t = 1; t < prices.length; t++) r[t - 1] = prices[t]! / prices[t - 1]! - 1;
  return r;
}

/**
 * Returns of n price series as an n × T matrix stored asset by asset (R[a·T + t] is asset a's return on
 * day t + 1): each asset's returns are contiguous, which keeps the covariance's inner loop a plain
 * dot product.
 */
export function returnsMatrix(series: readonly ArrayLike<number>[]): { R: Float64Array; T: number; n: number } {
  const n = series.length;
  const T = series[0]!.length - 1;
  const R = new Float64Array(T * n);
  for (let a = 0; a < n; a++) R.set(simpleReturns(series[a]!), a * T);
  return { R, T, n };
}

/** The mean of each asset's row of R. */
function assetMeans(R: Float64Array, T: number, n: number): Float64Array {
  const mean = new Float64Array(n);
  for (let a = 0; a < n; a++) {
    let s = 0;
    for (let t = a * T; t < (a + 1) * T; t++) s += R[t]!;
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
  for (let a = 0; a < n; a++) for (let t = a * T; t < (a + 1) * T; t++) D[t] = R[t]! - mean[a]!;
  const S = new Float64Array(n * n);
  const f = TRADING_DAYS_PER_YEAR / (T - 1);
  for (let a = 0; a < n; a++) {
    const oa = a * T;
    for (let b = a; b < n; b++) {
      const ob = b * T;
      let s = 0;
      for (let t = 0; t < T; t++) s += D[oa + t]! * D[ob + t]!;
      S[a * n + b] = S[b * n + a] = s * f;
    }
  }
  return S;
}

/** Result of {@link ledoitWolfCovariance}. */
export interface ShrunkCovariance {
  /** The shrunk covariance, annualised (× 252), n × n row-major. */
  matrix: Float64Array;
  /** The shrinkage intensity s in [0, 1]: 0 keeps the sample covariance, 1 is the scaled identity. */
  shrinkage: number;
}

/**
 * Ledoit–Wolf shrinkage of the covariance (Ledoit & Wolf, "A well-conditioned estimator for
 * large-dimensional covariance matrices", J. Multivariate Analysis 88, 2004), computed exactly as
 * scikit-learn's `sklearn.covariance.ledoit_wolf` (`assume_centered=False`), which PyPortfolioOpt's
 * `CovarianceShrinkage.ledoit_wolf()` calls, then annualised × 252. With X the T × n centred daily
 * returns, S = X'X / T (ddof = 0, as scikit-learn), m = tr(S) / n:
 *
 *   δ = ‖S − m I‖²_F / n,   β = min(δ, (Σ_t (Σ_i X_ti²)² / T − ‖S‖²_F) / (n T)),   s = β / δ,
 *   Σ_LW = 252 · ((1 − s) S + s m I).
 *
 * Why: with few return days per asset the sample covariance is singular or nearly so, and the
 * optimiser exploits its tiny eigenvalues (volatility 1e-8 and returns of thousands of percent with
 * shorting). Shrinking towards m I lifts every eigenvalue by s·m while keeping the trace, so the QP is
 * well posed for any number of days ≥ 2.
 */
export function ledoitWolfCovariance(R: Float64Array, T: number, n: number): ShrunkCovariance {
  const mean = assetMeans(R, T, n);
  const D = new Float64Array(T * n);
  for (let a = 0; a < n; a++) for (let t = a * T; t < (a + 1) * T; t++) D[t] = R[t]! - mean[a]!;
  const S = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    for (let b = a; b < n; b++) {
      let s = 0;
      for (let t = 0; t < T; t++) s += D[a * T + t]! * D[b * T + t]!;
      S[a * n + b] = S[b * n + a] = s / T;
    }
  }
  let trace = 0;
  let frob2 = 0;
  for (let a = 0; a < n; a++) trace += S[a * n + a]!;
  for (let i = 0; i < n * n; i++) frob2 += S[i]! * S[i]!;
  const m = trace / n;
  // Σ_t (Σ_i X_ti²)²: scikit-learn's sum of the entries of X2'X2, computed day by day in O(nT).
  let fourth = 0;
  for (let t = 0; t < T; t++) {
    let row = 0;
    for (let a = 0; a < n; a++) row += D[a * T + t]! * D[a * T + t]!;
    fourth += row * row;
  }
  const delta = (frob2 - 2 * m * trace + n * m * m) / n;
  const beta = Math.min(delta, (fourth / T - frob2) / (n * T));
  // δ = 0 means S is already m I: nothing to shrink (scikit-learn returns 0 when β = 0).
  const shrinkage = delta > 0 ? Math.min(1, Math.max(0, beta / delta)) : 0;
  const matrix = new Float64Array(n * n);
  for (let i = 0; i < n * n; i++) matrix[i] = (1 - shrinkage) * S[i]! * TRADING_DAYS_PER_YEAR;
  for (let a = 0; a < n; a++) matrix[a * n + a]! += shrinkage * m * TRADING_DAYS_PER_YEAR;
  return { matrix, shrinkage };
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
  for (let i = 0; i < n; i++) trace += S[i * n + i]!;
  const ridge = Math.max((RIDGE_FRACTION * trace) / n, RIDGE_FLOOR);
  const matrix = Float64Array.from(S);
  for (let i = 0; i < n; i++) matrix[i * n + i]! += ridge;
  return { matrix, ridge };
}
