/** First, last, smallest and largest finite value of a series, for the screen-reader summary. */
export interface SeriesSummary {
  first: number;
  last: number;
  min: number;
  max: number;
  /** Index of the first and last finite value. */
  firstIndex: number;
  lastIndex: number;
  /** How many values were finite. */
  count: number;
}

/** Summarises the finite values of a series; `null` when none is finite. */
export function summarizeSeries(values: ArrayLike<number>): SeriesSummary | null {
  let s: SeriesSummary | null = null;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (!Number.isFinite(v)) continue;
    if (!s) {
      s = { first: v, last: v, min: v, max: v, firstIndex: i, lastIndex: i, count: 1 };
      continue;
    }
    s.last = v;
    s.lastIndex = i;
    s.count++;
    if (v < s.min) s.min = v;
    if (v > s.max) s.max = v;
  }
  return s;
}
