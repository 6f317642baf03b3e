/**
 * The maximum-return objective under a volatility cap, solved exactly on the efficient frontier
 * (the other objectives and the shared problem builders are in `objectives.ts`).
 */
import { FinanceInputError } from '../shared/errors';
import { formatPercent } from '../shared/format';
import { PORTFOLIO_FIELD_LABELS } from './constants';
import { dot, quadForm } from './linalg';
import {
  budgetProblem,
  clampWeights,
  maxScorePortfolio,
  minVarianceSolution,
  portfolioVolatility,
  type OptimisationInputs,
} from './objectives';
import {
  QpSolverError,
  solveOnWorkingSet,
  solveQp,
  type ParametricSolution,
  type QpProblem,
  type QpSolution,
  type WorkingSet,
} from './qp';

/** Bisection steps before the volatility-cap search settles for the feasible end of its bracket (never reached in tests). */
const MAX_ROOT_STEPS = 200;

/**
 * Maximum expected return under a volatility cap: max μ'w s.t. √(w'Σw) ≤ cap, 1'w = 1, bounds.
 *
 * Why a cap: without one the answer is the LP vertex ({@link maxScorePortfolio}) — long-only, all in
 * the single best asset — which PyPortfolioOpt itself marks as unfit for optimising. With the cap it
 * is the efficient-frontier portfolio at the chosen risk (PyPortfolioOpt's `efficient_risk`).
 *
 * Solved exactly, not by a generic nonlinear solver. V(r) = min{w'Σw : μ'w = r, 1'w = 1, bounds} (the
 * `efficient_return` QP) is convex and strictly increasing from the minimum-variance return r_mv to the
 * maximal return r_max, so the answer is the frontier portfolio at the r* with V(r*) = cap². On each
 * face of the frontier (a fixed working set) the optimum w(r) and its multipliers are affine in r and
 * V is quadratic, so r* is found by walking the frontier from the minimum-variance portfolio face by
 * face (Markowitz's critical line algorithm) and solving the quadratic V(r) = cap² in closed form on
 * the face that contains it. Should the walk meet a degenerate face, a bracketing search over
 * `efficient_return` QPs with the same closed-form step finishes the job ({@link bracketSearch}).
 *
 * When even r_max's least-variance portfolio is within the cap, that portfolio is returned (among the
 * max-return portfolios, the least risky one).
 *
 * @throws FinanceInputError on `maxVolatility` when the cap is below the minimum achievable volatility.
 */
export function maxReturnUnderVolatilityCap(inp: OptimisationInputs, cap: number): Float64Array {
  const setup = frontierSetup(inp, cap);
  if ('weights' in setup) return setup.weights;
  const w =
    frontierWalk(setup.frontier, setup.minVariance.working) ?? bracketSearch(setup.frontier, setup.wMv, setup.top);
  return clampWeights(w, inp.bounds);
}

/** {@link maxReturnUnderVolatilityCap} by the fallback search alone; exported so tests can check the two agree. */
export function maxReturnByBracketSearch(inp: OptimisationInputs, cap: number): Float64Array {
  const setup = frontierSetup(inp, cap);
  if ('weights' in setup) return setup.weights;
  return clampWeights(bracketSearch(setup.frontier, setup.wMv, setup.top), inp.bounds);
}

/**
 * The two ends of the frontier, or the answer outright when the cap equals the minimum volatility or
 * the frontier is a single point. Throws when the cap is below the minimum volatility.
 */
function frontierSetup(
  inp: OptimisationInputs,
  cap: number,
): { weights: Float64Array } | { frontier: Frontier; minVariance: QpSolution; wMv: Float64Array; top: Float64Array } {
  const mv = minVarianceSolution(inp);
  const wMv = clampWeights(mv.x, inp.bounds);
  const volMv = portfolioVolatility(inp, wMv);
  if (cap < volMv) {
    if (volMv - cap <= 1e-12 * volMv) return { weights: wMv };
    const label = PORTFOLIO_FIELD_LABELS.maxVolatility;
    throw new FinanceInputError(
      'maxVolatility',
      label,
      `${label}: a megadott ${formatPercent(cap)} alacsonyabb, mint a választott részvényekkel elérhető legkisebb ` +
        `volatilitás (${formatPercent(volMv)}). Adjon meg legalább ekkora korlátot.`,
    );
  }
  const top = maxScorePortfolio(inp.mu, inp.bounds);
  const frontier: Frontier = {
    inp,
    problemAt: (r) => budgetProblem(inp, [inp.mu], [r]),
    rMv: dot(inp.mu, wMv),
    rMax: dot(inp.mu, top),
    cap2: cap * cap,
  };
  if (frontierIsPoint(inp.mu, frontier.rMv, frontier.rMax)) return { weights: wMv };
  return { frontier, minVariance: mv, wMv, top };
}

/**
 * Below this share of the largest |μ_i| the span of feasible returns r_max − r_mv is rounding, not a
 * frontier: target returns that close make the QP's return row parallel to its budget row to working
 * precision (e.g. μ = (8.4e-12, −0.84, 0): the two assets that could move the return differ by 1e-11);
 * the same share as the QP's DEPENDENT_ROW (qp.ts).
 */
const FRONTIER_SPAN = 1e-6;

/** True when every feasible return is r_mv to working precision, so the frontier is the minimum-variance point. */
export function frontierIsPoint(mu: Float64Array, rMv: number, rMax: number): boolean {
  let scale = 0;
  for (let i = 0; i < mu.length; i++) scale = Math.max(scale, Math.abs(mu[i]!));
  return !(rMax - rMv > FRONTIER_SPAN * scale);
}

/** The efficient-return problem family and the target variance. */
interface Frontier {
  inp: OptimisationInputs;
  /** The `efficient_return` QP for target return r: rows 1'w = 1 and μ'w = r. */
  problemAt: (r: number) => QpProblem;
  rMv: number;
  rMax: number;
  cap2: number;
}

/** The target return moves the second equality row's right-hand side: b = (1, r). */
const TARGET_DIRECTION = Float64Array.of(0, 1);

/** The next change of working set along a piece, |d| from its anchor, in direction `sign` of r. */
interface FaceEvent {
  d: number;
  index: number;
  /** The new state of weight `index`: −1 fixed at its lower bound, +1 at its upper bound, 0 freed. */
  state: number;
}

/**
 * How far (in |r|) the piece stays optimal in direction `sign` (+1 up, −1 down): until a free weight
 * reaches a bound, or a fixed weight's multiplier reaches zero (moving it off its bound then pays).
 */
function nextFaceEvent(prob: QpProblem, ws: WorkingSet, piece: ParametricSolution, sign: number): FaceEvent {
  let dxScale = 0;
  let dzScale = 0;
  for (let i = 0; i < prob.n; i++) {
    dxScale = Math.max(dxScale, Math.abs(piece.dx[i]!));
    dzScale = Math.max(dzScale, Math.abs(piece.dz[i]!));
  }
  const event: FaceEvent = { d: Infinity, index: -1, state: 0 };
  const consider = (d: number, index: number, state: number): void => {
    if (d < event.d) Object.assign(event, { d: Math.max(d, 0), index, state });
  };
  for (let i = 0; i < prob.n; i++) {
    const dx = sign * piece.dx[i]!;
    const dz = sign * piece.dz[i]!;
    if (ws.bound[i] === 0) {
      if (dx < -1e-13 * dxScale) consider((prob.lower[i]! - piece.x[i]!) / dx, i, -1);
      else if (dx > 1e-13 * dxScale) consider((prob.upper[i]! - piece.x[i]!) / dx, i, 1);
    } else if (ws.bound[i]! < 0 ? dz < -1e-13 * dzScale : dz > 1e-13 * dzScale) {
      consider(-piece.z[i]! / dz, i, 0); // z ≥ 0 at a lower bound, ≤ 0 at an upper one, until it crosses 0
    }
  }
  return event;
}

/** The offset d at which the piece's variance (x + d·dx)'Σ(x + d·dx) reaches cap², on its increasing branch. */
function pieceRoot(inp: OptimisationInputs, piece: ParametricSolution, cap2: number): number | null {
  const { n, sigma } = inp;
  const a = quadForm(sigma, n, piece.dx);
  let b = 0;
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < n; j++) s += sigma[i * n + j]! * piece.dx[j]!;
    b += piece.x[i]! * s;
  }
  const c = quadForm(sigma, n, piece.x) - cap2;
  if (!(a > 0)) return null;
  let disc = b * b - a * c;
  if (disc < 0) {
    // The parabola stays above cap². At the minimum-variance end with cap = its volatility this is
    // rounding (V's minimum, cap² − V ≈ −1e-18): the root is then the vertex −b/a. Otherwise none.
    if (c > 1e-12 * cap2) return null;
    disc = 0;
  }
  // Larger root of a d² + 2 b d + c = 0, written to avoid cancellation.
  const sq = Math.sqrt(disc);
  return b <= 0 ? (-b + sq) / a : -c / (b + sq);
}

/** The piece's point at offset d. */
function pointOnPiece(piece: ParametricSolution, d: number): Float64Array {
  return piece.x.map((v, i) => v + d * piece.dx[i]!);
}

/** Solves the face's equality system, or `null` when the face is degenerate (singular KKT system). */
function faceAt(frontier: Frontier, r: number, ws: WorkingSet): ParametricSolution | null {
  try {
    return solveOnWorkingSet(frontier.problemAt(r), ws, TARGET_DIRECTION);
  } catch (e) {
    if (e instanceof QpSolverError) return null;
    throw e;
  }
}

/**
 * The critical-line walk up the frontier from the minimum-variance portfolio (whose working set is
 * also optimal for the target r_mv, with a zero multiplier on μ'w = r). Each face is re-solved from
 * its working set, so no rounding accumulates. Returns `null` on a degenerate face or when the walk
 * does not end (cycling on ties), for {@link bracketSearch} to take over.
 */
function frontierWalk(frontier: Frontier, start: WorkingSet): Float64Array | null {
  const { inp, rMax } = frontier;
  const ws: WorkingSet = { bound: Int8Array.from(start.bound), row: new Uint8Array(0) };
  let r = frontier.rMv;
  for (let face = 0; face < 4 * inp.n + 20; face++) {
    const piece = faceAt(frontier, r, ws);
    if (!piece) return null;
    const event = nextFaceEvent(frontier.problemAt(r), ws, piece, 1);
    const toEnd = rMax - r;
    const root = pieceRoot(inp, piece, frontier.cap2);
    if (root === null) return null; // V(r) ≤ cap² here, so a root exists unless rounding misleads: let the search decide
    const reach = Math.min(event.d, toEnd);
    if (root <= reach * (1 + 1e-12)) return pointOnPiece(piece, Math.max(root, 0));
    if (toEnd <= event.d) return pointOnPiece(piece, toEnd); // the cap is not binding even at r_max
    r += event.d;
    ws.bound[event.index] = event.state;
  }
  return null;
}

/**
 * Fallback for a degenerate frontier: keeps a bracket [lo, hi] with V(lo) ≤ cap² < V(hi), solves the
 * `efficient_return` QP at a trial r, and accepts the closed-form root of its face when the face is
 * still optimal there; otherwise the bracket shrinks and the next trial is that root (or the midpoint).
 * The frontier has finitely many faces, so this ends after a few QPs.
 */
function bracketSearch(frontier: Frontier, wMv: Float64Array, top: Float64Array): Float64Array {
  const { inp, rMv, rMax, cap2 } = frontier;
  const span = rMax - rMv;
  // Feasible start for target r: the mix of the two end portfolios with that expected return.
  const solveAt = (r: number): QpSolution => {
    const t = Math.min(1, Math.max(0, (r - rMv) / span));
    return solveQp(
      frontier.problemAt(r),
      wMv.map((v, i) => (1 - t) * v + t * top[i]!),
    );
  };
  const atMax = solveAt(rMax);
  if (quadForm(inp.sigma, inp.n, atMax.x) <= cap2) return atMax.x;
  let lo = rMv;
  let hi = rMax;
  let loWeights = wMv;
  let r = (lo + hi) / 2;
  for (let step = 0; step < MAX_ROOT_STEPS && hi - lo > 1e-15 * (Math.abs(hi) + Math.abs(lo)); step++) {
    const sol = solveAt(r);
    if (quadForm(inp.sigma, inp.n, sol.x) <= cap2) {
      lo = r;
      loWeights = sol.x;
    } else hi = r;
    const piece = faceAt(frontier, r, sol.working);
    const d = piece && pieceRoot(inp, piece, cap2);
    if (piece && d !== null) {
      const reach = nextFaceEvent(frontier.problemAt(r), sol.working, piece, d >= 0 ? 1 : -1).d;
      if (Math.abs(d) <= reach * (1 + 1e-12)) return pointOnPiece(piece, d);
    }
    const root = d === null ? NaN : r + d;
    r = root > lo && root < hi ? root : (lo + hi) / 2;
  }
  return loWeights;
}
