/**
 * The three objectives of docs/product.md#portfolio-optimiser as exact QPs on the annualised inputs μ (expected returns) and
 * Σ (covariance, regularised when singular). Weights always sum to 1 and lie in [min, max] per asset:
 * [0, 1] long-only, [−1, 1] with shorting (PyPortfolioOpt's `weight_bounds`).
 */
import { FinanceInputError } from '../shared/errors';
import { formatPercent } from '../shared/format';
import { PORTFOLIO_FIELD_LABELS } from './constants';
import { dot, quadForm } from './linalg';
import { solveQp, type QpProblem, type QpSolution } from './qp';

/** Per-asset weight bounds. */
export interface WeightBounds {
  min: number;
  max: number;
}

/** The annualised inputs every objective works on. */
export interface OptimisationInputs {
  /** Number of assets. */
  n: number;
  /** Expected returns, annualised (length n). */
  mu: Float64Array;
  /** Covariance, annualised, positive definite (n × n row-major). */
  sigma: Float64Array;
  bounds: WeightBounds;
}

/**
 * Below this annual excess return (1e-6 = 0,0001 %) no portfolio "beats" the risk-free rate. The
 * transform below divides by the excess return (y = w / excess), so an excess at rounding level makes
 * y astronomically large and its QP ill-conditioned; a millionth a year is no excess for any investor.
 */
const MIN_EXCESS_RETURN = 1e-6;

function fill(n: number, v: number): Float64Array {
  return new Float64Array(n).fill(v);
}

/** Equal weights 1/n: feasible for both bound sets and interior for n ≥ 2, a good cold start. */
function equalWeights(n: number): Float64Array {
  return fill(n, 1 / n);
}

/** Ensures exact bounds after a division or an affine step moved a weight across by rounding. */
export function clampWeights(w: Float64Array, bounds: WeightBounds): Float64Array {
  for (let i = 0; i < w.length; i++) w[i] = Math.min(bounds.max, Math.max(bounds.min, w[i]!));
  return w;
}

/**
 * The feasible portfolio with the highest score'w: every weight at its minimum, then the remaining
 * budget 1 − n·min poured into the best-scoring assets up to their maximum (the exact LP optimum over
 * the box-and-budget polytope; ties go to the earlier asset). Long-only this is "all in the best
 * asset", which is why maxReturn needs a risk cap to mean anything.
 */
export function maxScorePortfolio(score: Float64Array, bounds: WeightBounds): Float64Array {
  const n = score.length;
  const w = fill(n, bounds.min);
  let budget = 1 - n * bounds.min;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => score[b]! - score[a]! || a - b);
  for (const i of order) {
    const add = Math.min(bounds.max - bounds.min, budget);
    w[i]! += add;
    budget -= add;
    if (budget <= 0) break;
  }
  return w;
}

/** The QP min ½ w'Σw subject to 1'w = 1 (and further equality rows), box bounds. */
export function budgetProblem(
  { n, sigma, bounds }: OptimisationInputs,
  extraRows: Float64Array[] = [],
  extraRhs: number[] = [],
): QpProblem {
  const m = 1 + extraRows.length;
  const A = new Float64Array(m * n);
  A.fill(1, 0, n);
  extraRows.forEach((row, e) => A.set(row, (e + 1) * n));
  return {
    n,
    Q: sigma,
    A,
    b: Float64Array.from([1, ...extraRhs]),
    lower: fill(n, bounds.min),
    upper: fill(n, bounds.max),
  };
}

/** The minimum-variance QP's solution with its working set (the frontier walk starts from it). */
export function minVarianceSolution(inp: OptimisationInputs): QpSolution {
  return solveQp(budgetProblem(inp), equalWeights(inp.n));
}

/** Global minimum-variance portfolio: min w'Σw s.t. 1'w = 1, min ≤ w ≤ max (PyPortfolioOpt's `min_volatility`). */
export function minVariance(inp: OptimisationInputs): Float64Array {
  return clampWeights(minVarianceSolution(inp).x, inp.bounds);
}

/**
 * Maximum-Sharpe (tangency) portfolio: max (μ'w − rf) / √(w'Σw) over the feasible weights, by
 * PyPortfolioOpt's convex transform (Cornuéjols & Tütüncü, Optimization Methods in Finance, §8.2):
 * with y = κw, κ = 1 / (μ − rf)'w > 0 (so 1'y = κ),
 *
 *   minimise y'Σy   s.t.   (μ − rf)'y = 1,   min·1'y ≤ y_i ≤ max·1'y,
 *
 * then w = y / 1'y. The bounds are homogenised (multiplied by κ = 1'y): long-only they reduce to y ≥ 0
 * (y_i ≤ 1'y is then implied); with shorting they stay general rows ±y_i + 1'y ≥ 0. Summing the rows
 * gives 1'y ≥ 0, and 1'y = 0 would force y = 0, so κ > 0 and the division is safe.
 *
 * @throws FinanceInputError on `riskFreeRate` when no feasible portfolio's expected return exceeds rf
 *   (the transform is then infeasible; PyPortfolioOpt raises too).
 */
export function maxSharpe(inp: OptimisationInputs, riskFreeRate: number): Float64Array {
  const { n, mu, sigma, bounds } = inp;
  const excess = mu.map((m) => m - riskFreeRate);
  const top = maxScorePortfolio(excess, bounds);
  const topExcess = dot(excess, top);
  if (!(topExcess > MIN_EXCESS_RETURN)) {
    const label = PORTFOLIO_FIELD_LABELS.riskFreeRate;
    throw new FinanceInputError(
      'riskFreeRate',
      label,
      `${label}: a választott részvényekkel elérhető legmagasabb várható hozam (${formatPercent(topExcess + riskFreeRate)}) ` +
        `sem haladja meg a kockázatmentes hozamot (${formatPercent(riskFreeRate)}), ezért a Sharpe-mutató nem ` +
        `maximalizálható. Adjon meg alacsonyabb kockázatmentes hozamot, vagy válasszon más célt.`,
    );
  }
  // A start strictly inside the bounds with positive excess return: equal weights, blended towards
  // the best portfolio only as far as needed (half of its excess), so few bounds start active.
  const eq = equalWeights(n);
  const eqExcess = dot(excess, eq);
  const theta = eqExcess >= topExcess / 2 ? 0 : (topExcess / 2 - eqExcess) / (topExcess - eqExcess);
  const start = eq.map((v, i) => (1 - theta) * v + theta * top[i]!);
  const startExcess = dot(excess, start);
  const y0 = start.map((v) => v / startExcess);

  const rows: Float64Array[] = [];
  const lower = fill(n, -Infinity);
  if (bounds.min === 0) lower.fill(0);
  else for (let i = 0; i < n; i++) rows.push(homogenisedRow(n, i, 1, -bounds.min)); // y_i − min·1'y ≥ 0
  if (!(bounds.min >= 0 && bounds.max >= 1)) {
    for (let i = 0; i < n; i++) rows.push(homogenisedRow(n, i, -1, bounds.max)); // max·1'y − y_i ≥ 0
  }
  const G = new Float64Array(rows.length * n);
  rows.forEach((row, j) => G.set(row, j * n));
  const y = solveQp(
    {
      n,
      Q: sigma,
      A: excess,
      b: Float64Array.of(1),
      G,
      h: new Float64Array(rows.length),
      lower,
      upper: fill(n, Infinity),
    },
    y0,
  ).x;
  let kappa = 0;
  for (let i = 0; i < n; i++) kappa += y[i]!;
  return clampWeights(
    y.map((v) => v / kappa),
    bounds,
  );
}

/** The row s·e_i + t·1 of a homogenised bound. */
function homogenisedRow(n: number, i: number, s: number, t: number): Float64Array {
  const row = fill(n, t);
  row[i]! += s;
  return row;
}

/**
 * The frontier portfolio at target return r: min w'Σw s.t. 1'w = 1, μ'w = r, bounds (PyPortfolioOpt's
 * `efficient_return`), the same QP the volatility-cap objective walks. `x0` must be feasible: any
 * weights within the bounds, summing to 1, with μ'x0 = r (a mix of two feasible portfolios whose
 * returns bracket r).
 */
export function efficientReturn(inp: OptimisationInputs, r: number, x0: Float64Array): Float64Array {
  return clampWeights(solveQp(budgetProblem(inp, [inp.mu], [r]), x0).x, inp.bounds);
}

/** The annualised volatility √(w'Σw) of weights w. */
export function portfolioVolatility(inp: OptimisationInputs, w: ArrayLike<number>): number {
  return Math.sqrt(Math.max(quadForm(inp.sigma, inp.n, w), 0));
}
