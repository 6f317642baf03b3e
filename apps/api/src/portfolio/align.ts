/**
 * Aligning daily closes of several instruments on their common trading days (an inner join): a day
 * counts only if every instrument has a close on it. Stocks from different exchanges (AAPL and OTP)
 * thus lose each other's holidays; an index day the stocks lack (NASDAQCOM's 2019-04-19 Good Friday
 * row, DJIA's 2025-12-31) drops out. Returns are then computed between consecutive common days.
 */
import type { PriceSeries } from '@penzugy/market-data';

export interface AlignedCloses {
  dates: string[];
  /** One column per input series, in input order, each as long as `dates`. */
  columns: number[][];
}

/** The inner join of ascending series on their dates. Linear in the total number of points. */
export function alignCloses(series: readonly PriceSeries[]): AlignedCloses {
  if (series.length === 0) return { dates: [], columns: [] };
  // Intersect the date lists with one pointer per list, starting from the shortest.
  const byLength = [...series].sort((a, b) => a.dates.length - b.dates.length);
  let common = byLength[0]!.dates;
  for (let k = 1; k < byLength.length; k++) {
    const other = byLength[k]!.dates;
    const kept: string[] = [];
    let j = 0;
    for (const d of common) {
      while (j < other.length && other[j]! < d) j++;
      if (j < other.length && other[j] === d) kept.push(d);
    }
    common = kept;
  }
  const columns = series.map((s) => {
    const out = new Array<number>(common.length);
    let j = 0;
    for (let t = 0; t < common.length; t++) {
      while (s.dates[j]! < common[t]!) j++;
      out[t] = s.closes[j]!;
    }
    return out;
  });
  return { dates: [...common], columns };
}
