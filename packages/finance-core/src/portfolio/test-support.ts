/**
 * Independent references for the portfolio tests: a seeded RNG, random price paths and SPD matrices,
 * a Gauss–Jordan inverse (not the solver's elimination), a `quadprog` wrapper and KKT checks. Test
 * code only; not part of the package build.
 */
import { solveQP } from 'quadprog';
import { expect } from 'vitest';
import { isFinanceInputError, type FinanceInputError } from '../shared/errors';
import type { QpProblem, QpSolution } from './qp';

/** mulberry32: a tiny deterministic generator, so a failing fast-check seed reproduces exactly. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
export function normal(rand: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
}

/**
 * Random one-factor price paths: r_{t,i} = drift_i + β_i·f_t + ε_{t,i}, prices from 100. Daily vol
 * ~1–3 %, like stocks.
 */
export function randomPrices(
  rand: () => number,
  n: number,
  days: number,
  drifts?: number[],
): { dates: string[]; prices: Record<string, number[]> } {
  const dates: string[] = [];
  const start = Date.UTC(2024, 0, 1);
  for (let t = 0; t < days; t++) dates.push(new Date(start + t * 86_400_000).toISOString().slice(0, 10));
  const betas = Array.from({ length: n }, () => 0.5 + rand());
  const idio = Array.from({ length: n }, () => 0.005 + 0.02 * rand());
  const mu = drifts ?? Array.from({ length: n }, () => 0.002 * (rand() - 0.3));
  const prices: Record<string, number[]> = {};
  const series = Array.from({ length: n }, () => [100]);
  for (let t = 1; t < days; t++) {
    const f = 0.01 * normal(rand);
    for (let i = 0; i < n; i++) {
      const r = mu[i]! + betas[i]! * f + idio[i]! * normal(rand);
      series[i]!.push(series[i]![t - 1]! * Math.max(1 + r, 0.05));
    }
  }
  series.forEach((s, i) => (prices[`S${i + 1}`] = s));
  return { dates, prices };
}

/** A random symmetric positive-definite n × n matrix M'M/n + εI, row-major. */
export function randomSpd(rand: () => number, n: number, eps = 0.05): Float64Array {
  const M = Array.from({ length: n * n }, () => normal(rand));
  const Q = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      let s = 0;
      for (let k = 0; k < n; k++) s += M[k * n + i]! * M[k * n + j]!;
      Q[i * n + j] = s / n + (i === j ? eps : 0);
    }
  }
  return Q;
}

/** Matrix inverse by Gauss–Jordan with full row pivoting on number[][] — deliberately not `linalg.ts`. */
export function invert(S: ArrayLike<number>, n: number): number[][] {
  const a = Array.from({ length: n }, (_, i) => [
    ...Array.from({ length: n }, (_, j) => S[i * n + j]!),
    ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)),
  ]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    const d = a[c]![c]!;
    for (let j = 0; j < 2 * n; j++) a[c]![j]! /= d;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r]![c]!;
      for (let j = 0; j < 2 * n; j++) a[r]![j]! -= f * a[c]![j]!;
    }
  }
  return a.map((row) => row.slice(n));
}

/** M v for number[][] M. */
export function mulVec(M: number[][], v: ArrayLike<number>): number[] {
  return M.map((row) => row.reduce((s, x, j) => s + x * v[j]!, 0));
}

/** Row-major matrix from a ticker-keyed covariance record, in `tickers` order. */
export function covarianceMatrix(cov: Record<string, Record<string, number>>, tickers: string[]): Float64Array {
  return Float64Array.from(tickers.flatMap((a) => tickers.map((b) => cov[a]![b])));
}

/**
 * Solves a {@link QpProblem} with quadprog (min −d'b + ½b'Db, A'b ≥ b0, 1-indexed): d = −c, the
 * equality rows first (meq), then G's rows and the finite bounds as ±e_i rows.
 */
export function quadprogSolve(p: QpProblem): Float64Array {
  const { n } = p;
  const m = p.b.length;
  const k = p.h ? p.h.length : 0;
  const cols: { a: number[]; b0: number }[] = [];
  for (let e = 0; e < m; e++) cols.push({ a: Array.from(p.A.subarray(e * n, (e + 1) * n)), b0: p.b[e]! });
  for (let j = 0; j < k; j++) cols.push({ a: Array.from(p.G!.subarray(j * n, (j + 1) * n)), b0: p.h![j]! });
  for (let i = 0; i < n; i++) {
    const unit = (s: number) => Array.from({ length: n }, (_, j) => (j === i ? s : 0));
    if (Number.isFinite(p.lower[i])) cols.push({ a: unit(1), b0: p.lower[i]! });
    if (Number.isFinite(p.upper[i])) cols.push({ a: unit(-1), b0: -p.upper[i]! });
  }
  const D: number[][] = [[]];
  const d: number[] = [0];
  const Amat: number[][] = [[]];
  for (let i = 0; i < n; i++) {
    D.push([0, ...Array.from(p.Q.subarray(i * n, (i + 1) * n))]);
    d.push(p.c ? -p.c[i]! : 0);
    Amat.push([0, ...cols.map((c) => c.a[i]!)]);
  }
  const res = solveQP(D, d, Amat, [0, ...cols.map((c) => c.b0)], m);
  if (res.message) throw new Error(`quadprog: ${res.message}`);
  return Float64Array.from(res.solution.slice(1));
}

/**
 * Asserts the KKT conditions of a solver result to `tol`: stationarity Qx + c = A'ν + G'λ + z, primal
 * feasibility, dual feasibility (λ ≥ 0; z ≥ 0 at lower, ≤ 0 at upper bounds, 0 inside) and
 * complementary slackness.
 */
export function expectKkt(p: QpProblem, s: QpSolution, tol = 1e-9): void {
  const { n } = p;
  const m = p.b.length;
  const k = p.h ? p.h.length : 0;
  for (let i = 0; i < n; i++) {
    let r = p.c ? p.c[i]! : 0;
    for (let j = 0; j < n; j++) r += p.Q[i * n + j]! * s.x[j]!;
    for (let e = 0; e < m; e++) r -= p.A[e * n + i]! * s.nu[e]!;
    for (let j = 0; j < k; j++) r -= p.G![j * n + i]! * s.lambda[j]!;
    r -= s.z[i]!;
    expect(Math.abs(r), `stationarity ${i}`).toBeLessThan(tol);
    expect(s.x[i]).toBeGreaterThanOrEqual(p.lower[i]! - tol);
    expect(s.x[i]).toBeLessThanOrEqual(p.upper[i]! + tol);
    if (s.z[i]! > 0) expect(Math.abs(s.z[i]! * (s.x[i]! - p.lower[i]!)), `compl. lower ${i}`).toBeLessThan(tol);
    if (s.z[i]! < 0) expect(Math.abs(s.z[i]! * (p.upper[i]! - s.x[i]!)), `compl. upper ${i}`).toBeLessThan(tol);
  }
  for (let e = 0; e < m; e++) {
    let r = -p.b[e]!;
    for (let i = 0; i < n; i++) r += p.A[e * n + i]! * s.x[i]!;
    expect(Math.abs(r), `equality ${e}`).toBeLessThan(tol);
  }
  for (let j = 0; j < k; j++) {
    let slack = -p.h![j]!;
    for (let i = 0; i < n; i++) slack += p.G![j * n + i]! * s.x[i]!;
    expect(slack, `row ${j}`).toBeGreaterThanOrEqual(-tol);
    expect(s.lambda[j], `λ ${j}`).toBeGreaterThanOrEqual(0);
    expect(Math.abs(s.lambda[j]! * slack), `compl. row ${j}`).toBeLessThan(tol);
  }
}

/**
 * Least-squares multipliers for "gradient = Σ_k coef_k · rows_k" over the free coordinates, then the
 * residual there and the implied bound multipliers z = gradient − Σ coef·rows elsewhere. Used to check
 * optimality of `optimizePortfolio`'s weights without trusting the solver's own multipliers.
 */
export function fitMultipliers(
  gradient: number[],
  rows: number[][],
  free: boolean[],
): { coef: number[]; residual: number[] } {
  const idx = gradient.map((_, i) => i).filter((i) => free[i]);
  const m = rows.length;
  // Normal equations (m ≤ 2 here), solved with the Gauss–Jordan inverse above.
  const N = new Float64Array(m * m);
  const rhs = new Array<number>(m).fill(0);
  for (let a = 0; a < m; a++) {
    for (let b = 0; b < m; b++) N[a * m + b] = idx.reduce((s, i) => s + rows[a]![i]! * rows[b]![i]!, 0);
    rhs[a] = idx.reduce((s, i) => s + rows[a]![i]! * gradient[i]!, 0);
  }
  const coef = mulVec(invert(N, m), rhs);
  const residual = gradient.map((g, i) => g - rows.reduce((s, row, a) => s + coef[a]! * row[i]!, 0));
  return { coef, residual };
}

/** Runs `f` and returns the FinanceInputError it throws (fails the test if it throws nothing or something else). */
export function catchInputError(f: () => unknown): FinanceInputError {
  try {
    f();
  } catch (e) {
    if (isFinanceInputError(e)) return e;
    throw e;
  }
  throw new Error('expected a FinanceInputError');
}
