export interface ValueExtentOptions {
  /** Stretch the extent so it contains 0 (bar charts grow from 0). @default false */
  includeZero?: boolean | undefined;
}

/**
 * [min, max] over the finite values of several series, or `null` when there is none. A flat extent
 * (all values equal) is widened by 5 % of the value (or by 1 around 0) so a scale can be built on it.
 */
export function valueExtent(
  series: readonly ArrayLike<number>[],
  { includeZero = false }: ValueExtentOptions = {},
): [number, number] | null {
  let min = Infinity;
  let max = -Infinity;
  for (const values of series) {
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      if (!Number.isFinite(v)) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  if (min > max) return null;
  if (includeZero) {
    min = Math.min(min, 0);
    max = Math.max(max, 0);
  }
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) * 0.05;
    return [min - pad, max + pad];
  }
  return [min, max];
}
