/**
 * A dense primal active-set solver for convex quadratic programs
 *
 *   minimise ½ x'Qx + c'x   subject to   A x = b,   G x ≥ h,   lower ≤ x ≤ upper,
 *
 * with Q positive definite on the null space of the constraints (the caller regularises a singular
 * covariance, see `estimate.ts`). Nocedal & Wright, Numerical Optimization, 2nd ed., Algorithm 16.3,
 * with bounds handled by fixing variables rather than as rows: a fixed variable drops out of the KKT
 * system, so a long-only problem whose optimum has most weights at zero solves ever smaller systems.
 *
 * Why an active-set method: it is exact (it ends on the optimal face and solves its KKT system
 * directly, no interior-point tolerance), it needs no external library, and for ≤ 50 assets its
 * O(n³)-per-iteration dense solves finish in well under a millisecond.
 *
 * Multiplier convention of the result (used by the KKT tests):
 *   Q x + c = A'ν + G'λ + z,   λ ≥ 0,   λ_j (G x − h)_j = 0,
 *   z_i ≥ 0 at a lower bound, z_i ≤ 0 at an upper bound, z_i = 0 for a free variable.
 */
import { boundMultipliers, eqpSolve } from './qp-subproblem';
import { gradient, QpSolverError, sizes, type QpProblem, type QpSolution, type WorkingSet } from './qp-problem';

export { QpSolverError, type QpProblem, type QpSolution, type WorkingSet } from './qp-problem';

/** Direction components smaller than this (relative to the iterate's scale) are round-off, not moves. */
const STEP_EPS = 1e-14;
/** Moves of x below this (relative to its scale) do not count as progress when telling a cycling working set (solveQp). */
const PROGRESS_EPS = 1e-11;
/** Multipliers above −DUAL_EPS·max(1, ‖∇f‖∞) count as non-negative; keeps round-off from dropping constraints. */
const DUAL_EPS = 1e-12;

/** Keeps a free variable inside its bounds when round-off nudges it across. */
function clampToBounds(prob: QpProblem, x: Float64Array): void {
  for (let i = 0; i < prob.n; i++) {
    if (x[i]! < prob.lower[i]!) x[i] = prob.lower[i]!;
    else if (x[i]! > prob.upper[i]!) x[i] = prob.upper[i]!;
  }
}

/** The optimum on a fixed working set and its derivative along a move of the equality right-hand sides. */
export interface ParametricSolution {
  x: Float64Array;
  z: Float64Array;
  lambda: Float64Array;
  dx: Float64Array;
  dz: Float64Array;
  dlambda: Float64Array;
}

/**
 * The minimiser of the QP restricted to a working set (fixed variables at their bounds, active rows
 * at equality) and, for b moving to b + s·db, the derivatives of the minimiser and its multipliers
 * in s. On one working set all of them are affine in s, which is what parametric (frontier) steps use.
 * Throws {@link QpSolverError} when the working set leaves the subproblem singular.
 */
export function solveOnWorkingSet(prob: QpProblem, ws: WorkingSet, db: Float64Array): ParametricSolution {
  const { n } = prob;
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    if (ws.bound[i]! < 0) x[i] = prob.lower[i]!;
    else if (ws.bound[i]! > 0) x[i] = prob.upper[i]!;
  }
  const g = gradient(prob, x, new Float64Array(n));
  const sol = eqpSolve(prob, x, ws, g, db);
  for (let i = 0; i < n; i++) x[i]! += sol.p[i]!;
  gradient(prob, x, g);
  const z = boundMultipliers(prob, g, sol.nu, sol.lambda, ws);
  // Derivative of z = Qx + c − A'ν − G'λ on the fixed variables: Q·dx − A'dν − G'dλ.
  const dg = gradient({ ...prob, c: undefined }, sol.dp!, new Float64Array(n));
  const dz = boundMultipliers(prob, dg, sol.dnu!, sol.dlambda!, ws);
  return { x, z, lambda: sol.lambda, dx: sol.dp!, dz, dlambda: sol.dlambda! };
}

/**
 * Minimises the QP starting from the feasible point `x0` (A x0 = b, G x0 ≥ h, bounds; the caller
 * constructs one, which for portfolio problems is always at hand). Each iteration solves the
 * equality-constrained subproblem on the working set; a blocking constraint is added (it is always
 * linearly independent of the working set, N&W §16.5), or at the subproblem's minimiser the
 * constraint with the most negative multiplier is dropped, until all multipliers have the right sign.
 */
export function solveQp(prob: QpProblem, x0: Float64Array): QpSolution {
  const { n, k } = sizes(prob);
  const { lower, upper, G, h } = prob;
  const x = Float64Array.from(x0);
  clampToBounds(prob, x);
  const ws: WorkingSet = { bound: new Int8Array(n), row: new Uint8Array(k) };
  const g = new Float64Array(n);
  const maxIterations = 10 * (n + k) + 50;
  // Working sets met since x last moved: meeting one again means the solver cycles (see below).
  const stalled = new Set<string>();

  for (let iter = 1; iter <= maxIterations; iter++) {
    gradient(prob, x, g);
    const { p, nu, lambda, rank } = eqpSolve(prob, x, ws, g);
    // Degenerate data (a row left out as dependent, see independentRows) can make the working set
    // cycle without x moving: a bound dropped on a multiplier the left-out row would have balanced,
    // then added back at once by a zero-length step. x is then optimal to the rows' working precision
    // (1e-6 of their size), so the cycle ends with it rather than with an error.
    const signature = `${ws.bound.join(',')}|${ws.row.join(',')}`;
    if (stalled.has(signature)) {
      const z = boundMultipliers(prob, gradient(prob, x, g), nu, lambda, ws);
      for (let i = 0; i < n; i++) if (ws.bound[i]! * z[i]! > 0) z[i] = 0;
      for (let j = 0; j < k; j++) if (lambda[j]! < 0) lambda[j] = 0;
      return { x, nu, lambda, z, working: ws, iterations: iter };
    }
    stalled.add(signature);

    // Ratio test: the longest step in [0, 1] along p that keeps every inactive constraint satisfied.
    // When the working set leaves no freedom (free variables ≤ rows held), the true p is 0 and what
    // was computed is only the residual correction plus rounding; a "blocking" constraint found in
    // that noise would be dependent on the working set, so none is looked for.
    // Rows held but dependent on the others (see independentRows) leave freedom: only the rank counts.
    const held = rank;
    let nFree = 0;
    for (let i = 0; i < n; i++) if (ws.bound[i] === 0) nFree++;
    let xScale = 1;
    for (let i = 0; i < n; i++) xScale = Math.max(xScale, Math.abs(x[i]!));
    const eps = STEP_EPS * xScale;
    let alpha = 1;
    let blockVar = -1;
    let blockSide = 0;
    let blockRow = -1;
    for (let i = 0; i < n && nFree > held; i++) {
      if (ws.bound[i] !== 0) continue;
      if (p[i]! < -eps && lower[i]! > -Infinity) {
        const t = (lower[i]! - x[i]!) / p[i]!;
        if (t < alpha) {
          alpha = t;
          blockVar = i;
          blockSide = -1;
        }
      } else if (p[i]! > eps && upper[i]! < Infinity) {
        const t = (upper[i]! - x[i]!) / p[i]!;
        if (t < alpha) {
          alpha = t;
          blockVar = i;
          blockSide = 1;
        }
      }
    }
    for (let j = 0; j < k && nFree > held; j++) {
      if (ws.row[j]) continue;
      let gp = 0;
      let slack = -h![j]!;
      let rowScale = 0;
      for (let i = 0; i < n; i++) {
        const gji = G![j * n + i]!;
        gp += gji * p[i]!;
        slack += gji * x[i]!;
        rowScale += Math.abs(gji);
      }
      if (gp < -eps * rowScale) {
        const t = Math.max(slack, 0) / -gp;
        if (t < alpha) {
          alpha = t;
          blockVar = -1;
          blockRow = j;
        }
      }
    }
    alpha = Math.max(alpha, 0);
    let moved = false;
    for (let i = 0; i < n; i++) {
      if (ws.bound[i] !== 0) continue;
      x[i]! += alpha * p[i]!;
      if (Math.abs(alpha * p[i]!) > PROGRESS_EPS * xScale) moved = true; // a move at round-off level is no progress
    }
    if (moved) stalled.clear();
    clampToBounds(prob, x);

    if (blockVar >= 0) {
      ws.bound[blockVar] = blockSide;
      x[blockVar] = blockSide < 0 ? lower[blockVar]! : upper[blockVar]!;
      continue;
    }
    if (blockRow >= 0) {
      ws.row[blockRow] = 1;
      continue;
    }

    // Full step: x minimises the subproblem, and (ν, λ) are its multipliers. Optimal unless one is negative.
    gradient(prob, x, g);
    const z = boundMultipliers(prob, g, nu, lambda, ws);
    let gScale = 1;
    for (let i = 0; i < n; i++) gScale = Math.max(gScale, Math.abs(g[i]!));
    let worst = -DUAL_EPS * gScale;
    let dropVar = -1;
    let dropRow = -1;
    for (let i = 0; i < n; i++) {
      const signed = ws.bound[i]! * -z[i]!; // z ≥ 0 wanted at a lower bound, z ≤ 0 at an upper one
      if (signed < worst) {
        worst = signed;
        dropVar = i;
      }
    }
    for (let j = 0; j < k; j++) {
      if (ws.row[j] && lambda[j]! < worst) {
        worst = lambda[j]!;
        dropVar = -1;
        dropRow = j;
      }
    }
    if (dropVar >= 0) {
      ws.bound[dropVar] = 0;
      continue;
    }
    if (dropRow >= 0) {
      ws.row[dropRow] = 0;
      continue;
    }
    // Multipliers within round-off of zero but on the wrong side are exactly zero at the optimum.
    for (let i = 0; i < n; i++) if (ws.bound[i]! * z[i]! > 0) z[i] = 0;
    for (let j = 0; j < k; j++) if (lambda[j]! < 0) lambda[j] = 0;
    return { x, nu, lambda, z, working: ws, iterations: iter };
  }
  throw new QpSolverError(`QP: no convergence in ${maxIterations} iterations.`);
}
