/**
 * The equality-constrained subproblem of the active-set QP solver (`qp.ts`): the KKT system on a
 * working set, the choice of independent held rows, and the bound multipliers.
 */
import { solveInPlace } from './linalg';
import { QpSolverError, sizes, type QpProblem, type WorkingSet } from './qp-problem';

/** The subproblem's solution: a step (or point) and multipliers, plus their derivatives when asked for. */
export interface EqpSolution {
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
export function eqpSolve(
  prob: QpProblem,
  x: Float64Array,
  ws: WorkingSet,
  g: Float64Array,
  db?: Float64Array,
): EqpSolution {
  const { n, m, k } = sizes(prob);
  const { Q, A, b, G, h } = prob;
  let nf = 0;
  const free = new Int32Array(n);
  for (let i = 0; i < n; i++) if (ws.bound[i] === 0) free[nf++] = i;
  // The held rows: equalities first, then the active inequalities.
  const held: { row: Float64Array; eq: number; ineq: number }[] = [];
  for (let e = 0; e < m; e++) held.push({ row: A.subarray(e * n, (e + 1) * n), eq: e, ineq: -1 });
  for (let j = 0; j < k; j++) if (ws.row[j]) held.push({ row: G!.subarray(j * n, (j + 1) * n), eq: -1, ineq: j });
  const kept = independentRows(
    held.map((c) => c.row),
    m,
    free,
    nf,
  ).map((c) => held[c]!);
  if (db) {
    for (let e = 0; e < m; e++) {
      if (db[e] !== 0 && !kept.some((c) => c.eq === e))
        throw new QpSolverError('QP: the moving equality row is dependent on the working set (degenerate face).');
    }
  }
  // Kept rows enter the KKT system as they are, except that a row whose entries on the free variables
  // are all far below Q's is scaled up by a power of two (exact) to Q's size, so that the elimination's
  // pivot threshold (relative to the largest entry) does not take it for zero: e.g. expected returns
  // of 1e-11 beside a covariance of 1e-2. Multipliers are scaled back (ν = s·ν').
  let qScale = 0;
  for (let a = 0; a < nf; a++)
    for (let c = 0; c < nf; c++) qScale = Math.max(qScale, Math.abs(Q[free[a]! * n + free[c]!]!));
  const scale = kept.map(({ row }) => {
    let norm = 0;
    for (let a = 0; a < nf; a++) norm = Math.max(norm, Math.abs(row[free[a]!]!));
    return norm > 0 && norm < 1e-6 * qScale ? 2 ** Math.round(Math.log2(qScale / norm)) : 1;
  });
  const nc = kept.length;
  const size = nf + nc;
  const nrhs = db ? 2 : 1;
  const K = new Float64Array(size * size);
  const rhs = new Float64Array(size * nrhs);
  for (let a = 0; a < nf; a++) {
    const i = free[a]!;
    const qi = i * n;
    const ka = a * size;
    for (let c = 0; c < nf; c++) K[ka + c] = Q[qi + free[c]!]!;
    for (let c = 0; c < nc; c++) {
      const v = kept[c]!.row[i]! * scale[c]!;
      K[ka + nf + c] = -v;
      K[(nf + c) * size + a] = v;
    }
    rhs[a * nrhs] = -g[i]!;
  }
  for (let c = 0; c < nc; c++) {
    const { row, eq, ineq } = kept[c]!;
    let r = eq >= 0 ? b[eq]! : h![ineq]!;
    for (let i = 0; i < n; i++) r -= row[i]! * x[i]!;
    rhs[(nf + c) * nrhs] = r * scale[c]!;
    if (db && eq >= 0) rhs[(nf + c) * nrhs + 1] = db[eq]! * scale[c]!;
  }
  if (!solveInPlace(K, size, rhs, nrhs)) {
    throw new QpSolverError(
      'QP: singular KKT system (Q not positive definite on the working set, or dependent constraints).',
    );
  }
  const unpack = (col: number): [Float64Array, Float64Array, Float64Array] => {
    const p = new Float64Array(n);
    for (let a = 0; a < nf; a++) p[free[a]!] = rhs[a * nrhs + col]!;
    const nu = new Float64Array(m);
    const lambda = new Float64Array(k);
    kept.forEach(({ eq, ineq }, c) => {
      const v = rhs[(nf + c) * nrhs + col]! * scale[c]!;
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
      v[a] = row[free[a]!]!;
      own += v[a]! * v[a]!;
    }
    for (const q of basis) {
      let d = 0;
      for (let a = 0; a < nf; a++) d += q[a]! * v[a]!;
      for (let a = 0; a < nf; a++) v[a]! -= d * q[a]!;
    }
    let rest = 0;
    for (let a = 0; a < nf; a++) rest += v[a]! * v[a]!;
    if (c < m && !(rest > DEPENDENT_ROW * DEPENDENT_ROW * own)) return;
    if (!(rest > 0)) {
      kept.push(c); // an exactly dependent inequality: kept, so the KKT system reports it singular
      return;
    }
    const norm = Math.sqrt(rest);
    for (let a = 0; a < nf; a++) v[a]! /= norm;
    basis.push(v);
    kept.push(c);
  });
  return kept;
}

/** z = ∇f − A'ν − G'λ on the fixed variables, 0 on the free ones (they are stationary by construction). */
export function boundMultipliers(
  prob: QpProblem,
  g: Float64Array,
  nu: Float64Array,
  lambda: Float64Array,
  ws: WorkingSet,
): Float64Array {
  const { n, m, k } = sizes(prob);
  const z = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    if (ws.bound[i] === 0) continue;
    let s = g[i]!;
    for (let e = 0; e < m; e++) s -= prob.A[e * n + i]! * nu[e]!;
    for (let j = 0; j < k; j++) if (lambda[j] !== 0) s -= prob.G![j * n + i]! * lambda[j]!;
    z[i] = s;
  }
  return z;
}
