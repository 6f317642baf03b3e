/**
 * The problem, working-set and solution types of the active-set QP solver (`qp.ts`, whose header
 * states the problem form and the multiplier convention), and the small helpers both the solver and
 * its equality-constrained subproblem (`qp-subproblem.ts`) use.
 */
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

/** Variable, equality-row and inequality-row counts. */
export function sizes(p: QpProblem): { n: number; m: number; k: number } {
  return { n: p.n, m: p.b.length, k: p.h ? p.h.length : 0 };
}

/** ∇f(x) = Qx + c. */
export function gradient(p: QpProblem, x: Float64Array, out: Float64Array): Float64Array {
  const { n, Q, c } = p;
  for (let i = 0; i < n; i++) {
    let s = c ? c[i]! : 0;
    const row = i * n;
    for (let j = 0; j < n; j++) s += Q[row + j]! * x[j]!;
    out[i] = s;
  }
  return out;
}
