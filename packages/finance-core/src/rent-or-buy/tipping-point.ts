/**
 * The tipping-point rent: the starting monthly rent R* at which buyer and renter end the horizon equally
 * rich. Renting wins for any cheaper rent, buying for any dearer one — the NYT Upshot headline "if you can
 * rent a similar home for less than R* per month, renting is better".
 *
 * Why the root is unique (proof, with the notation of model.ts). Only the rent depends on R:
 * rentCost_k = c_k·R + ins/12 with c_k = (1+g)^⌊(k−1)/12⌋ > 0. Let d_k = buyCost − rentCost_k. Since
 * max(−d, 0) − max(d, 0) = −d, unrolling the two investment recursions gives
 *   I_n − R_n = −U·G^n − Σ_k G^(n−k)·d_k,
 * so the final difference Δ(R) = V_n(1−s) − B_n + I_n − R_n is AFFINE in R with slope
 *   ∂Δ/∂R = Σ_k G^(n−k)·c_k > 0           (G = (1+r)^(1/12) > 0 because r > −100 %).
 * Δ is therefore strictly increasing and has exactly one real root. (This relies on the NYT convention
 * that the buyer invests the difference when renting is dearer; without it Δ would be only monotone.)
 *
 * Root finder: Illinois regula falsi on the bracket [0, MAX_AMOUNT_FT] (the valid rent range). For an
 * affine Δ its first step is the root up to round-off; the Illinois rule keeps it safe if the model ever
 * gains a non-linear rent term. It stops when |Δ| ≤ 1e-10 of the money involved: the net worths plus
 * all costs paid. The costs belong in that scale because the investment accounts are sums of
 * differences of the costs, so their round-off is relative to the costs, not to the (possibly tiny)
 * net worths — e.g. a 1 Ft home with 20 milliárd Ft of yearly upkeep.
 * No root in the bracket → null: Δ(0) > 0 means buying wins even against a free rent (strong
 * appreciation, cheap money); Δ(MAX_AMOUNT_FT) < 0 would mean renting wins at any rent one can enter.
 */
import { MAX_AMOUNT_FT } from './constants';
import { simulateRentOrBuy } from './model';
import type { ResolvedRentOrBuyInput } from './types';

/** Stop when |final difference| is below this share of the money involved (see above). */
const RELATIVE_TOLERANCE = 1e-10;
/** Affine Δ converges in one or two steps; the cap only guards against a future non-linear model. */
const MAX_ITERATIONS = 100;

interface Evaluation {
  rent: number;
  difference: number;
  /** True when |difference| is within the tolerance, i.e. `rent` is a root. */
  converged: boolean;
}

function evaluate(p: ResolvedRentOrBuyInput, rent: number): Evaluation {
  const o = simulateRentOrBuy({ ...p, rent });
  const difference = o.finalBuyNetWorth - o.finalRentNetWorth;
  const scale = Math.abs(o.finalBuyNetWorth) + Math.abs(o.finalRentNetWorth) + o.totalBuyCost + o.totalRentCost;
  return { rent, difference, converged: Math.abs(difference) <= RELATIVE_TOLERANCE * scale };
}

/** The starting monthly rent at which the final net worths are equal, or null when none is in [0, MAX_AMOUNT_FT]. */
export function findTippingPointRent(p: ResolvedRentOrBuyInput): number | null {
  let lo = evaluate(p, 0);
  if (lo.converged) return 0;
  if (lo.difference > 0) return null;
  let hi = evaluate(p, MAX_AMOUNT_FT);
  if (hi.converged) return MAX_AMOUNT_FT;
  if (hi.difference < 0) return null;

  // Illinois: lo.difference < 0 < hi.difference throughout; the stale end's value is halved when the
  // same end moves twice, which restores superlinear convergence where plain regula falsi stalls.
  let loWeight = lo.difference;
  let hiWeight = hi.difference;
  let lastMoved: 'lo' | 'hi' | null = null;
  let best = Math.abs(lo.difference) < Math.abs(hi.difference) ? lo : hi;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const rent = (lo.rent * hiWeight - hi.rent * loWeight) / (hiWeight - loWeight);
    if (!(rent > lo.rent && rent < hi.rent)) break; // the bracket cannot shrink further in floating point
    const e = evaluate(p, rent);
    if (Math.abs(e.difference) < Math.abs(best.difference)) best = e;
    if (e.converged) return e.rent;
    if (e.difference < 0) {
      lo = e;
      loWeight = e.difference;
      if (lastMoved === 'lo') hiWeight /= 2;
      lastMoved = 'lo';
    } else {
      hi = e;
      hiWeight = e.difference;
      if (lastMoved === 'hi') loWeight /= 2;
      lastMoved = 'hi';
    }
  }
  return best.rent;
}
