/**
 * Quantiles by selection instead of sorting: at every output point the fan chart needs five
 * percentiles of up to 10 000 values, and selection finds them in expected O(n) rather than
 * O(n log n), on a scratch array and without allocating.
 *
 * Quantile definition: linear interpolation between order statistics (Hyndman & Fan, "Sample
 * quantiles in statistical packages", Am. Statistician 50(4), 1996, type 7; the default of NumPy, R
 * and Excel's PERCENTILE.INC): with the values sorted as a₀ ≤ … ≤ a₍ₙ₋₁₎ and h = (n − 1) p,
 * Q(p) = a⌊h⌋ + (h − ⌊h⌋)(a⌊h⌋₊₁ − a⌊h⌋).
 */

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
}

/**
 * Ranges longer than this are first narrowed by a recursive select on a sample (Floyd–Rivest).
 * Floyd & Rivest suggest 600; 200 measured ~20 % faster here on 500 and 10 000 values.
 */
const SAMPLING_THRESHOLD = 200;

/**
 * Rearranges `a[lo … hi]` so that `a[k]` holds the value it would have if that range were sorted,
 * with no larger value before it and no smaller value after it (C++ `nth_element`). Floyd & Rivest's
 * SELECT ("Algorithm 489", CACM 18(3), 1975): on long ranges a recursive select on a small sample picks
 * two bounds that bracket the k-th value with high probability, so the partition that follows does
 * about n + min(k, n − k) comparisons instead of quickselect's ~3n. Values must not be NaN.
 */
export function selectInPlace(a: Float64Array, k: number, lo = 0, hi = a.length - 1): void {
  let left = lo;
  let right = hi;
  while (right > left) {
    if (right - left > SAMPLING_THRESHOLD) {
      const n = right - left + 1;
      const i = k - left + 1;
      const z = Math.log(n);
      const s = 0.5 * Math.exp((2 * z) / 3);
      const sd = 0.5 * Math.sqrt((z * s * (n - s)) / n) * (i < n / 2 ? -1 : 1);
      const newLeft = Math.max(left, Math.floor(k - (i * s) / n + sd));
      const newRight = Math.min(right, Math.floor(k + ((n - i) * s) / n + sd));
      selectInPlace(a, k, newLeft, newRight);
    }
    // Partition around t = a[k] with a[left] ≤ t ≤ a[right] as sentinels for the two scans.
    const t = a[k]!;
    let i = left;
    let j = right;
    swap(a, left, k);
    if (a[right]! > t) swap(a, left, right);
    while (i < j) {
      swap(a, i, j);
      i++;
      j--;
      while (a[i]! < t) i++;
      while (a[j]! > t) j--;
    }
    if (a[left] === t) swap(a, left, j);
    else {
      j++;
      swap(a, j, right);
    }
    if (j <= k) left = j + 1;
    if (k <= j) right = j - 1;
  }
}

/** The order statistics type-7 quantiles need for a fixed sample size, worked out once per run. */
export interface QuantilePlan {
  /** Sample size. */
  n: number;
  /** For each probability, ⌊(n − 1) p⌋ (ascending, as the probabilities are) … */
  low: readonly number[];
  /** … and the interpolation weight (n − 1) p − ⌊(n − 1) p⌋. */
  frac: readonly number[];
  /**
   * The selections to run, as (rank, lo, hi) triples in order: the middle rank over the whole array,
   * then the ranks below and above it only within their side, recursively. The ranges depend on the
   * ranks alone, so they are fixed here and quantilesInPlace is one flat loop.
   */
  selections: Int32Array;
}

/** Appends the (rank, lo, hi) selections for `ranks[from … to]` within `lo … hi`, middle rank first. */
function planSelections(
  ranks: readonly number[],
  from: number,
  to: number,
  lo: number,
  hi: number,
  out: number[],
): void {
  if (from > to) return;
  const mid = (from + to) >>> 1;
  const k = ranks[mid]!;
  out.push(k, lo, hi);
  planSelections(ranks, from, mid - 1, lo, k - 1, out);
  planSelections(ranks, mid + 1, to, k + 1, hi, out);
}

/** The plan for type-7 quantiles of `n` ≥ 1 values at the ascending probabilities `probs` (each in 0 … 1). */
export function planQuantiles(n: number, probs: readonly number[]): QuantilePlan {
  const low = probs.map((p) => Math.floor((n - 1) * p));
  const frac = probs.map((p, q) => (n - 1) * p - low[q]!);
  const ranks = [...new Set(low)];
  const selections: number[] = [];
  planSelections(ranks, 0, ranks.length - 1, 0, n - 1, selections);
  return { n, low, frac, selections: Int32Array.from(selections) };
}

/**
 * Type-7 quantiles of `a[0 … plan.n)` written to `out`, in the order of the plan's probabilities.
 * Reorders `a`. Only the lower order statistics are selected; once they are in place, the next one
 * up, a₍low+1₎, is the minimum of the block between `low` and the next selected rank, so one scan
 * over at most n values finds all of them.
 */
export function quantilesInPlace(a: Float64Array, plan: QuantilePlan, out: Float64Array): void {
  const { n, low, frac, selections } = plan;
  for (let s = 0; s < selections.length; s += 3) selectInPlace(a, selections[s]!, selections[s + 1], selections[s + 2]);
  for (let q = 0; q < low.length; q++) {
    const l = low[q]!;
    if (frac[q] === 0) {
      out[q] = a[l]!;
      continue;
    }
    const blockEnd = q + 1 < low.length && low[q + 1]! > l ? low[q + 1]! : n - 1;
    let next = a[l + 1]!;
    for (let i = l + 2; i <= blockEnd; i++) next = Math.min(next, a[i]!);
    // min(): rounding must not lift the interpolant above the next order statistic, so percentile
    // bands can never cross.
    out[q] = Math.min(next, a[l]! + frac[q]! * (next - a[l]!));
  }
}
