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
import { solveInPlace } from './linalg';

/** A convex QP in the form above; all matrices dense and row-major. */
export interface QpProblem {
  /** Number of variables. */
  n: number;
  /** Hessian, n × n, symmetric. */
  Q: Float64Array;
  /** Linear term (zeros when omitted). */
  c?: Float64Array;
  /** Equality rows, m × n (m may be 0). */
  A: Float64Array;
  /** Right-hand sides of the equality rows, length m. */
  b: Float64Array;
  /** Inequality rows G x ≥ h, k × n (omit for none). */
  G?: Float64Array;
  /** Right-hand sides of the inequality rows, length k. */
  h?: Float64Array;
  /** Lower bounds, length n (−Infinity for none). */
  lower: Float64Array;
  /** Upper bounds, length n (+Infinity for none). */
  upper: Float64Array;
}

/** Which constraints are held as equalities. */
export interface WorkingSet {
  /** Per variable: −1 fixed at its lower bound, +1 fixed at its upper bound, 0 free. */
  bound: Int8Array;
  /** Per inequality row: 1 when held at equality. */
  row: Uint8Array;
}

/** The optimum, its multipliers (convention in the file header) and the final working set. */
export interface QpSolution {
  x: Float64Array;
  nu: Float64Array;
  lambda: Float64Array;
  z: Float64Array;
  working: WorkingSet;
  iterations: number;
}

/** Raised when the solver meets a singular KKT system or fails to terminate: a bug, not bad input. */
export class QpSolverError extends Error {
  override readonly name = 'QpSolverError';
}

/** Direction components smaller than this (relative to the iterate's scale) are round-off, not moves. */
const STEP_EPS = 1e-14;
/** Moves of x below this (relative to its scale) do not count as progress when telling a cycling working set (solveQp). */
const PROGRESS_EPS = 1e-11;
/** Multipliers above −DUAL_EPS·max(1, ‖∇f‖∞) count as non-negative; keeps round-off from dropping constraints. */
const DUAL_EPS = 1e-12;

function sizes(p: QpProblem): { n: number; m: number; k: number } {
  return { n: p.n, m: p.b.length, k: p.h ? p.h.length : 0 };
}

/** ∇f(x) = Qx + c. */
function gradient(p: QpProblem, x: Float64Array, out: Float64Array): Float64Array {
  const { n, Q, c } = p;
  for (let i = 0; i < n; i++) {
    let s = c ? c[i] : 0;
    const row = i * n;
    for (let j = 0; j < n; j++) s += Q[row + j] * x[j];
    out[i] = s;
  }
  return out;
}

/** The subproblem's solution: a step (or point) and multipliers, plus their derivatives when asked for. */
interface EqpSolution {
  /** Step to the minimiser of the equality-constrained subproblem (0 on fixed variables). */
  p: Float64Array;
  nu: Float64Array;
  /** Multipliers of the active rows, 0 elsewhere. */
  lambda: Float64Array;
  /** d p / d s when the equality right-hand sides move as b + s·db (only with `db`). */
  dp?: Float64Array;
  dnu?: Float64Array;
  dlambda?: Float64Array;
  /** How many held rows are independent on the free variables (the rows that restrict the step). */
  rank: number;
}

/**
 * Solves the equality-constrained subproblem on the working set: minimise f(x + p) with the fixed
 * variables kept, A(x + p) = b and the active rows of G held at equality. The right-hand sides carry
 * the current residuals (b − Ax, h − Gx), so round-off accumulated over many steps is corrected.
 *
 *   [ Q_FF  −A_F'  −G_SF' ] [ p_F ]   [ −∇f_F       ]
 *   [ A_F     0      0    ] [ ν   ] = [ b − Ax      ]
 *   [ G_SF    0      0    ] [ λ_S ]   [ h_S − G_S x ]
 *
 * With `db`, a second right-hand side [0; db; 0] in the same factorisation gives the derivative of the
 * solution along b + s·db (the system is linear in b), for parametric steps.
 */
function eqpSolve(prob: QpProblem, x: Float64Array, ws: WorkingSet, g: Float64Array, db?: Float64Array): EqpSolution {
  const { n, m, k } = sizes(prob);
  const { Q, A, b, G, h } = prob;
  let nf = 0;
  const free = new Int32Array(n);
  for (let i = 0; i < n; i++) if (ws.bound[i] === 0) free[nf++] = i;
  // The held rows: equalities first, then the active inequalities.
  const held: { row: Float64Array; eq: number; ineq: number }[] = [];
  for (let e = 0; e < m; e++) held.push({ row: A.subarray(e * n, (e + 1) * n), eq: e, ineq: -1 });
  for (let j = 0; j < k; j++) if (ws.row[j]) held.push({ row: G!.subarray(j * n, (j + 1) * n), eq: -1, ineq: j });
  const kept = independentRows(held.map((c) => c.row), m, free, nf).map((c) => held[c]);
  if (db) {
    for (let e = 0; e < m; e++) {
      if (db[e] !== 0 && !kept.some((c) => c.eq === e)) throw new QpSolverError('QP: the moving equality row is dependent on the working set (degenerate face).');
    }
  }
  // Kept rows enter the KKT system as they are, except that a row whose entries on the free variables
  // are all far below Q's is scaled up by a power of two (exact) to Q's size, so that the elimination's
  // pivot threshold (relative to the largest entry) does not take it for zero: e.g. expected returns
  // of 1e-11 beside a covariance of 1e-2. Multipliers are scaled back (ν = s·ν').
  let qScale = 0;
  for (let a = 0; a < nf; a++) for (let c = 0; c < nf; c++) qScale = Math.max(qScale, Math.abs(Q[free[a] * n + free[c]]));
  const scale = kept.map(({ row }) => {
    let norm = 0;
    for (let a = 0; a < nf; a++) norm = Math.max(norm, Math.abs(row[free[a]]));
    return norm > 0 && norm < 1e-6 * qScale ? 2 ** Math.round(Math.log2(qScale / norm)) : 1;
  });
  const nc = kept.length;
  const size = nf + nc;
  const nrhs = db ? 2 : 1;
  const K = new Float64Array(size * size);
  const rhs = new Float64Array(size * nrhs);
  for (let a = 0; a < nf; a++) {
    const i = free[a];
    const qi = i * n;
    const ka = a * size;
    for (let c = 0; c < nf; c++) K[ka + c] = Q[qi + free[c]];
    for (let c = 0; c < nc; c++) {
      const v = kept[c].row[i] * scale[c];
      K[ka + nf + c] = -v;
      K[(nf + c) * size + a] = v;
    }
    rhs[a * nrhs] = -g[i];
  }
  for (let c = 0; c < nc; c++) {
    const { row, eq, ineq } = kept[c];
    let r = eq >= 0 ? b[eq] : h![ineq];
    for (let i = 0; i < n; i++) r -= row[i] * x[i];
    rhs[(nf + c) * nrhs] = r * scale[c];
    if (db && eq >= 0) rhs[(nf + c) * nrhs + 1] = db[eq] * scale[c];
  }
  if (!solveInPlace(K, size, rhs, nrhs)) {
    throw new QpSolverError('QP: singular KKT system (Q not positive definite on the working set, or dependent constraints).');
  }
  const unpack = (col: number): [Float64Array, Float64Array, Float64Array] => {
    const p = new Float64Array(n);
    for (let a = 0; a < nf; a++) p[free[a]] = rhs[a * nrhs + col];
    const nu = new Float64Array(m);
    const lambda = new Float64Array(k);
    kept.forEach(({ eq, ineq }, c) => {
      const v = rhs[(nf + c) * nrhs + col] * scale[c];
      if (eq >= 0) nu[eq] = v;
      else lambda[ineq] = v;
    });
    return [p, nu, lambda];
  };
  const [p, nu, lambda] = unpack(0);
  if (!db) return { p, nu, lambda, rank: nc };
  const [dp, dnu, dlambda] = unpack(1);
  return { p, nu, lambda, dp, dnu, dlambda, rank: nc };
}

/**
 * Below this share of its length on the free variables, what is left of a constraint row once the
 * rows before it are projected out counts as zero: the row is then (numerically) a combination of
 * them. Example: two stocks left free with expected returns 6000 and 5999.999999999876 make the target
 * return row μ_F = (6000, 5999.99…) parallel to the budget row (1, 1) up to 1e-14. Why 1e-6: the KKT
 * system's Schur complement A Q⁻¹ A' gets an eigenvalue of the order of the square of this share
 * (relative), and `solveInPlace` calls pivots below 1e-14 of the largest entry singular; expected
 * returns that differ by a millionth of their size are the same for any purpose.
 */
const DEPENDENT_ROW = 1e-6;

/**
 * The held rows (equalities first, then active inequalities) without the equality rows that are
 * linearly dependent on the equality rows before them on the free variables (modified Gram–Schmidt).
 * Such a row adds no restriction to the step (the point satisfies it already, as every iterate is
 * feasible; what it could still move is below 1e-6 of the row's size), so it is left out of the KKT
 * system with a zero multiplier instead of making it singular — the degenerate cases are stocks
 * duplicated or tied in expected return, which make the target-return row parallel to the budget row.
 * Inequality rows are always kept: the homogenised bounds of the maximum-Sharpe transform act on a
 * vector scaled by 1/excess return, where a relative 1e-6 can be a large absolute move.
 */
function independentRows(held: Float64Array[], m: number, free: Int32Array, nf: number): number[] {
  const basis: Float64Array[] = [];
  const kept: number[] = [];
  held.forEach((row, c) => {
    const v = new Float64Array(nf);
    let own = 0;
    for (let a = 0; a < nf; a++) {
      v[a] = row[free[a]];
      own += v[a] * v[a];
    }
    for (const q of basis) {
      let d = 0;
      for (let a = 0; a < nf; a++) d += q[a] * v[a];
      for (let a = 0; a < nf; a++) v[a] -= d * q[a];
    }
    let rest = 0;
    for (let a = 0; a < nf; a++) rest += v[a] * v[a];
    if (c < m && !(rest > DEPENDENT_ROW * DEPENDENT_ROW * own)) return;
    if (!(rest > 0)) {
      kept.push(c); // an exactly dependent inequality: kept, so the KKT system reports it singular
      return;
    }
    const norm = Math.sqrt(rest);
    for (let a = 0; a < nf; a++) v[a] /= norm;
    basis.push(v);
    kept.push(c);
  });
  return kept;
}

/** z = ∇f − A'ν − G'λ on the fixed variables, 0 on the free ones (they are stationary by construction). */
function boundMultipliers(prob: QpProblem, g: Float64Array, nu: Float64Array, lambda: Float64Array, ws: WorkingSet): Float64Array {
  const { n, m, k } = sizes(prob);
  const z = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    if (ws.bound[i] === 0) continue;
    let s = g[i];
    for (let e = 0; e < m; e++) s -= prob.A[e * n + i] * nu[e];
    for (let j = 0; j < k; j++) if (lambda[j] !== 0) s -= prob.G![j * n + i] * lambda[j];
    z[i] = s;
  }
  return z;
}

/** Keeps a free variable inside its bounds when round-off nudges it across. */
function clampToBounds(prob: QpProblem, x: Float64Array): void {
  for (let i = 0; i < prob.n; i++) {
    if (x[i] < prob.lower[i]) x[i] = prob.lower[i];
    else if (x[i] > prob.upper[i]) x[i] = prob.upper[i];
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
    if (ws.bound[i] < 0) x[i] = prob.lower[i];
    else if (ws.bound[i] > 0) x[i] = prob.upper[i];
  }
  const g = gradient(prob, x, new Float64Array(n));
  const sol = eqpSolve(prob, x, ws, g, db);
  for (let i = 0; i < n; i++) x[i] += sol.p[i];
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
  const { n, m, k } = sizes(prob);
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
      for (let i = 0; i < n; i++) if (ws.bound[i] * z[i] > 0) z[i] = 0;
      for (let j = 0; j < k; j++) if (lambda[j] < 0) lambda[j] = 0;
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
    for (let i = 0; i < n; i++) xScale = Math.max(xScale, Math.abs(x[i]));
    const eps = STEP_EPS * xScale;
    let alpha = 1;
    let blockVar = -1;
    let blockSide = 0;
    let blockRow = -1;
    for (let i = 0; i < n && nFree > held; i++) {
      if (ws.bound[i] !== 0) continue;
      if (p[i] < -eps && lower[i] > -Infinity) {
        const t = (lower[i] - x[i]) / p[i];
        if (t < alpha) {
          alpha = t;
          blockVar = i;
          blockSide = -1;
        }
      } else if (p[i] > eps && upper[i] < Infinity) {
        const t = (upper[i] - x[i]) / p[i];
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
      let slack = -h![j];
      let rowScale = 0;
      for (let i = 0; i < n; i++) {
        const gji = G![j * n + i];
        gp += gji * p[i];
        slack += gji * x[i];
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
      x[i] += alpha * p[i];
      if (Math.abs(alpha * p[i]) > PROGRESS_EPS * xScale) moved = true; // a move at round-off level is no progress
    }
    if (moved) stalled.clear();
    clampToBounds(prob, x);

    if (blockVar >= 0) {
      ws.bound[blockVar] = blockSide;
      x[blockVar] = blockSide < 0 ? lower[blockVar] : upper[blockVar];
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
    for (let i = 0; i < n; i++) gScale = Math.max(gScale, Math.abs(g[i]));
    let worst = -DUAL_EPS * gScale;
    let dropVar = -1;
    let dropRow = -1;
    for (let i = 0; i < n; i++) {
      const signed = ws.bound[i] * -z[i]; // z ≥ 0 wanted at a lower bound, z ≤ 0 at an upper one
      if (signed < worst) {
        worst = signed;
        dropVar = i;
      }
    }
    for (let j = 0; j < k; j++) {
      if (ws.row[j] && lambda[j] < worst) {
        worst = lambda[j];
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
    for (let i = 0; i < n; i++) if (ws.bound[i] * z[i] > 0) z[i] = 0;
    for (let j = 0; j < k; j++) if (lambda[j] < 0) lambda[j] = 0;
    return { x, nu, lambda, z, working: ws, iterations: iter };
  }
  throw new QpSolverError(`QP: no convergence in ${maxIterations} iterations.`);
}
