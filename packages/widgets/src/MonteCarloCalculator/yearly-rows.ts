import type { MonteCarloResult } from '@penzugy/finance-core';

/** One row of the percentile table: the values at (the output point nearest to) a whole year. */
export interface YearlyRow {
  /** Time of the output point in years (a whole year unless the time grid misses it). */
  year: number;
  p05: number;
  p25: number;
  p50: number;
  p75: number;
  p95: number;
  mean: number;
}

/**
 * The percentile table of docs/product.md#monte-carlo at yearly points, for the screen and the CSV. The engine
 * samples at most 501 output points, which need not fall on whole years (30 × 365 steps in 500
 * intervals), so each year takes the nearest output point and shows that point's true time rather
 * than an interpolated value: the table only ever shows numbers the simulation produced.
 */
export function yearlyRows(result: Pick<MonteCarloResult, 'times' | 'percentiles' | 'avgPath'>): YearlyRow[] {
  const { times, percentiles, avgPath } = result;
  if (times.length === 0) return [];
  const horizon = times[times.length - 1]!;
  const rows: YearlyRow[] = [];
  let i = 0;
  for (let year = 0; year <= Math.round(horizon); year++) {
    // Times increase, so the nearest point only moves forward.
    while (i + 1 < times.length && Math.abs(times[i + 1]! - year) <= Math.abs(times[i]! - year)) i++;
    if (rows.length > 0 && rows[rows.length - 1]!.year === times[i]) continue;
    rows.push({
      year: times[i]!,
      p05: percentiles.p05[i]!,
      p25: percentiles.p25[i]!,
      p50: percentiles.p50[i]!,
      p75: percentiles.p75[i]!,
      p95: percentiles.p95[i]!,
      mean: avgPath[i]!,
    });
  }
  return rows;
}
