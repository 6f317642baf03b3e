/**
 * The three objectives and the frontier under a gross-exposure cap Σ|wᵢ| ≤ G (with shorting, where
 * the ±1 bounds alone let Σ|w| reach ~3.9 on real data).
 *
 * Since 1'w = 1, Σ|w| = 1 + 2·Σ max(−wᵢ, 0), so the cap is a budget for the short side:
 * Σ wᵢ⁻ ≤ (G − 1)/2. It is linear in the split weights u = (w⁺, w⁻) ≥ 0, w = w⁺ − w⁻, which makes every
 * problem a QP of 2n variables for the same active-set solver:
 *
 *   minimise ½ u'Q̃u,  Q̃ = [Σ −Σ; −Σ Σ] + εI,   s.t.  1'w⁺ − 1'w⁻ = 1,  (μ'w⁺ − μ'w⁻ = r),
 *   −1'w⁻ ≥ −(G − 1)/2,   0 ≤ w⁺ ≤ max,   0 ≤ w⁻ ≤ −min.
 *
 * Q̃ is only positive semidefinite (moving w⁺ᵢ and w⁻ᵢ together leaves w unchanged); ε = 1e-10 of the
 * mean variance makes it definite and, at the optimum, keeps one of w⁺ᵢ, w⁻ᵢ at zero (holding both costs
 * ε for nothing). It moves reported volatilities by less than 1e-9 relative.
 *
 * The objectives on top of that QP:
 * - minimum variance: the QP without the return row;
 * - the frontier and maximum return under a volatility cap: the QP at target returns r between the
 *   minimum-variance return and the highest return the cap allows (an LP solved greedily, below), the
 *   latter by bisection on r (the frontier's variance rises with r);
 * - maximum Sharpe: a golden-section search over r for the largest (r − r_f)/σ(r) on that frontier
 *   (the Sharpe ratio along an efficient frontier is unimodal).
 * Without a cap (or with one the bounds never reach) the uncapped objectives in objectives.ts run.
 */
import { FinanceInputError } from '../shared/errors';
import { formatPercent } from '../shared/format';
import { PORTFOLIO_FIELD_LABELS } from './constants';
import { dot, quadForm } from './linalg';
import type { OptimisationInputs } from './objectives';
import { solveQp, type QpProblem } from './qp';

/** ε of Q̃ as a share of the mean variance (see the module header). */
const SPLIT_RIDGE = 1e-10;
/** Bisection and golden-section steps: the bracket shrinks below 1e-12 of the return span well before. */
const SEARCH_STEPS = 90;

/** The most any cap can matter: Σ|w| ≤ n·max(|min|, max) under the bounds. */
export function capBinds(inp: OptimisationInputs, cap: number): boolean {
  return inp.bounds.min < 0 && cap < inp.n * Math.max(-inp.bounds.min, inp.bounds.max);
}

/** The split problem for the cap, with the return row when `target` is given. */
function splitProblem(inp: OptimisationInputs, cap: number, target: number | null): QpProblem {
  const { n, sigma, mu, bounds } = inp;
  const N = 2 * n;
  let meanVar = 0;
  for (let i = 0; i < n; i++) meanVar += sigma[i * n + i]! / n;
  const eps = SPLIT_RIDGE * Math.max(meanVar, 1e-12);
  const Q = new Float64Array(N * N);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const s = sigma[i * n + j]!;
      Q[i * N + j] = s;
      Q[(n + i) * N + (n + j)] = s;
      Q[i * N + (n + j)] = -s;
      Q[(n + i) * N + j] = -s;
    }
  }
  for (let i = 0; i < N; i++) Q[i * N + i]! += eps;
  const m = target === null ? 1 : 2;
  const A = new Float64Array(m * N);
  for (let i = 0; i < n; i++) {
    A[i] = 1;
    A[n + i] = -1;
    if (target !== null) {
      A[N + i] = mu[i]!;
      A[N + n + i] = -mu[i]!;
    }
  }
  const G = new Float64Array(N);
  for (let i = 0; i < n; i++) G[n + i] = -1;
  const lower = new Float64Array(N);
  const upper = new Float64Array(N);
  upper.fill(Math.max(bounds.max, 0), 0, n);
  upper.fill(Math.max(-bounds.min, 0), n, N);
  return {
    n: N,
    Q,
    A,
    b: target === null ? Float64Array.of(1) : Float64Array.of(1, target),
    G,
    h: Float64Array.of(-(cap - 1) / 2),
    lower,
    upper,
  };
}

const split = (w: Float64Array): Float64Array => {
  const n = w.length;
  const u = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    if (w[i]! >= 0) u[i] = w[i]!;
    else u[n + i] = -w[i]!;
  }
  return u;
};
const join = (u: Float64Array, n: number): Float64Array => {
  const w = new Float64Array(n);
  for (let i = 0; i < n; i++) w[i] = u[i]! - u[n + i]!;
  return w;
};

/**
 * The highest expected return under the bounds and the cap (an LP): every weight starts at 0 but the
 * best asset, which takes the budget of 1 (spread down the ranking where one asset's maximum is not
 * enough); then, while the next asset to buy beats the next one to sell, short the worst and buy the
 * best by the same amount, within their bounds and the short budget (G − 1)/2.
 */
export function maxReturnCapped(mu: Float64Array, bounds: OptimisationInputs['bounds'], cap: number): Float64Array {
  const n = mu.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => mu[b]! - mu[a]! || a - b);
  const w = new Float64Array(n);
  let budget = 1;
  let top = 0;
  const longRoom = (i: number) => bounds.max - w[i]!;
  while (budget > 0 && top < n) {
    const add = Math.min(longRoom(order[top]!), budget);
    w[order[top]!]! += add;
    budget -= add;
    if (longRoom(order[top]!) <= 0) top++;
  }
  let shortBudget = Math.max(0, (cap - 1) / 2);
  let bottom = n - 1;
  while (shortBudget > 0 && top < bottom) {
    const i = order[top]!;
    const j = order[bottom]!;
    if (!(mu[i]! > mu[j]!)) break;
    const shortRoom = w[j]! - bounds.min;
    const step = Math.min(longRoom(i), shortRoom, shortBudget);
    w[i]! += step;
    w[j]! -= step;
    shortBudget -= step;
    if (longRoom(i) <= 0) top++;
    if (w[j]! - bounds.min <= 0) bottom--;
    if (!(step > 0)) break;
  }
  return w;
}

/** The capped minimum-variance portfolio. */
export function minVarianceCapped(inp: OptimisationInputs, cap: number): Float64Array {
  const start = split(new Float64Array(inp.n).fill(1 / inp.n));
  return join(solveQp(splitProblem(inp, cap, null), start).x, inp.n);
}

/** The two ends of the capped frontier: minimum-variance and highest-return portfolios and their returns. */
function ends(inp: OptimisationInputs, cap: number) {
  const wMv = minVarianceCapped(inp, cap);
  const top = maxReturnCapped(inp.mu, inp.bounds, cap);
  return { wMv, top, rMv: dot(inp.mu, wMv), rMax: dot(inp.mu, top) };
}

/** The capped frontier portfolio at target return r ∈ [r_mv, r_max], started from the mix of the ends with that return. */
function efficientReturnCapped(
  inp: OptimisationInputs,
  cap: number,
  e: ReturnType<typeof ends>,
  r: number,
): Float64Array {
  const span = e.rMax - e.rMv;
  if (!(span > 0)) return e.wMv;
  const t = Math.min(1, Math.max(0, (r - e.rMv) / span));
  const uMv = split(e.wMv);
  const uTop = split(e.top);
  const start = uMv.map((v, i) => (1 - t) * v + t * uTop[i]!);
  const target = (1 - t) * e.rMv + t * e.rMax;
  return join(solveQp(splitProblem(inp, cap, target), start).x, inp.n);
}

const volatility = (inp: OptimisationInputs, w: Float64Array) => Math.sqrt(Math.max(quadForm(inp.sigma, inp.n, w), 0));

/** `count` frontier portfolios from r_mv to r_max under the cap (as frontier.ts's frontierWeights). */
export function frontierWeightsCapped(inp: OptimisationInputs, cap: number, count: number): Float64Array[] {
  const e = ends(inp, cap);
  return Array.from({ length: count }, (_, k) =>
    k === 0 ? e.wMv : efficientReturnCapped(inp, cap, e, e.rMv + ((e.rMax - e.rMv) * k) / (count - 1)),
  );
}

/**
 * Maximum Sharpe ratio under the cap, by golden-section search over the target return.
 * @throws FinanceInputError on `riskFreeRate` when no feasible portfolio's return exceeds r_f.
 */
export function maxSharpeCapped(inp: OptimisationInputs, cap: number, riskFreeRate: number): Float64Array {
  const e = ends(inp, cap);
  if (!(e.rMax - riskFreeRate > 1e-6)) {
    const label = PORTFOLIO_FIELD_LABELS.riskFreeRate;
    throw new FinanceInputError(
      'riskFreeRate',
      label,
      `${label}: a választott részvényekkel és bruttó kitettségi korláttal elérhető legmagasabb várható hozam (${formatPercent(e.rMax)}) ` +
        `sem haladja meg a kockázatmentes hozamot (${formatPercent(riskFreeRate)}), ezért a Sharpe-mutató nem maximalizálható.`,
    );
  }
  const sharpe = (w: Float64Array) => {
    const v = volatility(inp, w);
    return v > 0 ? (dot(inp.mu, w) - riskFreeRate) / v : dot(inp.mu, w) > riskFreeRate ? Infinity : -Infinity;
  };
  const phi = (Math.sqrt(5) - 1) / 2;
  let lo = Math.max(e.rMv, riskFreeRate);
  let hi = e.rMax;
  if (!(hi > lo)) return e.top;
  let a = hi - phi * (hi - lo);
  let b = lo + phi * (hi - lo);
  let wa = efficientReturnCapped(inp, cap, e, a);
  let wb = efficientReturnCapped(inp, cap, e, b);
  for (let step = 0; step < SEARCH_STEPS && hi - lo > 1e-12 * (1 + Math.abs(hi)); step++) {
    if (sharpe(wa) >= sharpe(wb)) {
      hi = b;
      b = a;
      wb = wa;
      a = hi - phi * (hi - lo);
      wa = efficientReturnCapped(inp, cap, e, a);
    } else {
      lo = a;
      a = b;
      wa = wb;
      b = lo + phi * (hi - lo);
      wb = efficientReturnCapped(inp, cap, e, b);
    }
  }
  const candidates = [wa, wb, e.top, ...(e.rMv > riskFreeRate ? [e.wMv] : [])];
  return candidates.reduce((best, w) => (sharpe(w) > sharpe(best) ? w : best));
}

/**
 * Maximum expected return with volatility ≤ `volCap` under the gross cap, by bisection on the target
 * return along the capped frontier.
 * @throws FinanceInputError on `maxVolatility` when the volatility cap is below the capped minimum volatility.
 */
export function maxReturnUnderVolatilityCapCapped(inp: OptimisationInputs, cap: number, volCap: number): Float64Array {
  const e = ends(inp, cap);
  const volMv = volatility(inp, e.wMv);
  if (volCap < volMv * (1 - 1e-12)) {
    const label = PORTFOLIO_FIELD_LABELS.maxVolatility;
    throw new FinanceInputError(
      'maxVolatility',
      label,
      `${label}: a megadott ${formatPercent(volCap)} alacsonyabb, mint a bruttó kitettségi korláttal elérhető legkisebb volatilitás ` +
        `(${formatPercent(volMv)}). Adjon meg legalább ekkora korlátot.`,
    );
  }
  const atMax = efficientReturnCapped(inp, cap, e, e.rMax);
  if (volatility(inp, atMax) <= volCap) return atMax;
  let lo = e.rMv;
  let hi = e.rMax;
  let best = e.wMv;
  for (let step = 0; step < SEARCH_STEPS && hi - lo > 1e-13 * (1 + Math.abs(hi)); step++) {
    const r = (lo + hi) / 2;
    const w = efficientReturnCapped(inp, cap, e, r);
    if (volatility(inp, w) <= volCap) {
      lo = r;
      best = w;
    } else hi = r;
  }
  return best;
}

/** Σ|wᵢ| of weights that the cap bounds, clamped back by rounding: used by the tests. */
export function grossOf(w: ArrayLike<number>): number {
  let g = 0;
  for (let i = 0; i < w.length; i++) g += Math.abs(w[i]!);
  return g;
}
