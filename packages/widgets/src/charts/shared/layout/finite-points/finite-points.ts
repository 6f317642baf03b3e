/**
 * The (x, y) pairs of a series where both coordinates are finite numbers. Non-finite points (NaN,
 * ±Infinity, missing entries) are skipped, so the line joins its neighbours and no NaN reaches a
 * path. Series longer or shorter than `x` are read up to the shorter length.
 */
export function finitePoints(x: ArrayLike<number>, values: ArrayLike<number>): [number, number][] {
  const n = Math.min(x.length, values.length);
  const out: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const xi = x[i]!;
    const yi = values[i]!;
    if (Number.isFinite(xi) && Number.isFinite(yi)) out.push([xi, yi]);
  }
  return out;
}

/** Like {@link finitePoints} for a band: the x where both bounds are finite, with [x, lower, upper]. */
export function finiteBandPoints(
  x: ArrayLike<number>,
  lower: ArrayLike<number>,
  upper: ArrayLike<number>,
): [number, number, number][] {
  const n = Math.min(x.length, lower.length, upper.length);
  const out: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    const xi = x[i]!;
    const lo = lower[i]!;
    const hi = upper[i]!;
    if (Number.isFinite(xi) && Number.isFinite(lo) && Number.isFinite(hi)) out.push([xi, lo, hi]);
  }
  return out;
}
