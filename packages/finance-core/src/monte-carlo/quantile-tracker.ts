/**
 * The same exact type-7 quantiles as `quantilesInPlace`, for a series of samples whose quantiles move
 * little from one call to the next: the fan chart's percentiles at consecutive output points.
 *
 * Selection on 10 000 values costs ~35 ns a value, mostly mispredicted branches in the partitions:
 * about a fifth of the largest single-thread run, and in `simulateParallel` serial work on the main
 * thread. Here each percentile is first looked for in a narrow bracket [lo, hi] around where the
 * previous point's percentile was heading: one read-only pass counts the values below lo and copies
 * the few inside, and if the order statistics needed lie in the bracket they are read from those few
 * values sorted. That gives exactly the order statistics a full selection finds (the ranks are
 * counted, not estimated), and the interpolation is the same expression, so the percentiles are
 * identical bit for bit. A bracket that misses its ranks is widened and that point falls back to the
 * full selection. The bracket widths adapt so that a few dozen values fall inside.
 */
import { quantilesInPlace, selectInPlace, type QuantilePlan } from './quantiles';

/** Values inside a bracket the widths aim at: enough to absorb a drift, few enough to sort at once. */
const TARGET_INSIDE = 256;

export class QuantileTracker {
  /** The last two results (empty until two calls have succeeded or fallen back). */
  private readonly last: Float64Array;
  private readonly beforeLast: Float64Array;
  private calls = 0;
  /** Half-width of each percentile's bracket. */
  private readonly halfWidth: Float64Array;
  /** The values inside the current bracket (at most n). */
  private readonly inside: Float64Array;

  constructor(private readonly plan: QuantilePlan) {
    const levels = plan.low.length;
    this.last = new Float64Array(levels);
    this.beforeLast = new Float64Array(levels);
    this.halfWidth = new Float64Array(levels);
    this.inside = new Float64Array(plan.n);
  }

  /**
   * Type-7 quantiles of `a[0 … plan.n)` into `out`, as `quantilesInPlace` computes them. May reorder
   * `a` (when it falls back to selection).
   */
  compute(a: Float64Array, out: Float64Array): void {
    if (this.calls < 2 || !this.fromBrackets(a, out)) {
      quantilesInPlace(a, this.plan, out);
      if (this.calls < 2) this.initWidths(out);
    }
    this.beforeLast.set(this.last);
    this.last.set(out);
    this.calls++;
  }

  /** First widths: 1 % of the spread between the outer percentiles (at least a trace of the level). */
  private initWidths(out: Float64Array): void {
    const levels = out.length;
    const spread = out[levels - 1]! - out[0]!;
    for (let q = 0; q < levels; q++)
      this.halfWidth[q] = Math.max(0.01 * spread, 1e-9 * Math.abs(out[q]!), Number.MIN_VALUE);
  }

  /** All percentiles from their brackets; false (out partly written) if any bracket missed. */
  private fromBrackets(a: Float64Array, out: Float64Array): boolean {
    const { n, low, frac } = this.plan;
    const { last, beforeLast, halfWidth, inside } = this;
    let ok = true;
    for (let q = 0; q < low.length; q++) {
      const l = low[q]!;
      const needNext = frac[q] !== 0 && l + 1 < n;
      const centre = 2 * last[q]! - beforeLast[q]!;
      const h = halfWidth[q]!;
      const lo = centre - h;
      const hi = centre + h;
      let below = 0;
      let m = 0;
      for (let p = 0; p < n; p++) {
        const v = a[p]!;
        below += v < lo ? 1 : 0;
        if (v >= lo && v <= hi) inside[m++] = v;
      }
      const top = needNext ? l + 1 : l;
      if (below > l || top >= below + m) {
        halfWidth[q] = 4 * h;
        ok = false;
        continue;
      }
      // Keep about TARGET_INSIDE values in the bracket (and never let it collapse to nothing).
      if (m > 2 * TARGET_INSIDE) halfWidth[q] = h * 0.7;
      else if (m < TARGET_INSIDE / 2) halfWidth[q] = h * 1.4;
      if (!ok) continue;
      const rank = l - below;
      selectInPlace(inside, rank, 0, m - 1);
      const at = inside[rank]!;
      if (!needNext) {
        out[q] = at;
        continue;
      }
      let next = inside[rank + 1]!;
      for (let i = rank + 2; i < m; i++) next = Math.min(next, inside[i]!);
      // As in quantilesInPlace: rounding must not lift the interpolant above the next order statistic.
      out[q] = Math.min(next, at + frac[q]! * (next - at));
    }
    return ok;
  }
}
