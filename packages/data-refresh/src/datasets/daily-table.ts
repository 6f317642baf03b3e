/**
 * Daily tables (a date column and named value columns) as the ECB and MNB snapshots store them, and
 * the merge of a fetch into the last good table: rows before the fetch's first day are kept, the
 * fetched rows replace the rest (a source's revision of a recent day wins). A fetch with other
 * columns than the last table (the currencies were reconfigured) starts the table anew.
 */
export interface DailyTable {
  dates: string[];
  columns: Record<string, number[]>;
}

/** The merged table and the index of its first fetched row. */
export function mergeDaily(last: DailyTable | undefined, fresh: DailyTable): { table: DailyTable; firstNew: number } {
  const same = (a: DailyTable, b: DailyTable) =>
    Object.keys(a.columns).sort().join() === Object.keys(b.columns).sort().join();
  if (!last || !same(last, fresh)) return { table: fresh, firstNew: 0 };
  if (fresh.dates.length === 0) return { table: last, firstNew: last.dates.length };
  const first = fresh.dates[0]!;
  let keep = last.dates.length;
  while (keep > 0 && last.dates[keep - 1]! >= first) keep--;
  const columns: Record<string, number[]> = {};
  for (const [name, values] of Object.entries(fresh.columns))
    columns[name] = [...last.columns[name]!.slice(0, keep), ...values];
  return { table: { dates: [...last.dates.slice(0, keep), ...fresh.dates], columns }, firstNew: keep };
}
