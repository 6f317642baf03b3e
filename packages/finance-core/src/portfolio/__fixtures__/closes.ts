/**
 * Loads `closes-2024-2025.csv` (see PROVENANCE.md) for the tests and the benchmark. Node only; not
 * part of the package build (tsup bundles from src/index.ts).
 */
import { readFileSync } from 'node:fs';

/** The fixture's 25 stock tickers, in catalogue order. */
export const FIXTURE_TICKERS = [
  'AAPL',
  'GOOGL',
  'AMZN',
  'MSFT',
  'TSLA',
  'NVDA',
  'META',
  'AMD',
  'INTC',
  'NFLX',
  'JPM',
  'BAC',
  'GS',
  'WFC',
  'C',
  'F',
  'GM',
  'BA',
  'CAT',
  'HON',
  'JNJ',
  'PFE',
  'MRNA',
  'LLY',
  'BMY',
] as const;

/** The fixture's benchmark column (S&P 500). */
export const FIXTURE_BENCHMARK = 'GSPC';

/** The fixture as columns: dates and one array of closes per ticker (and GSPC). */
export interface ClosesTable {
  dates: string[];
  columns: Record<string, number[]>;
}

let cache: ClosesTable | null = null;

/** All 501 rows of the fixture. */
export function loadCloses(): ClosesTable {
  if (cache) return cache;
  const text = readFileSync(new URL('./closes-2024-2025.csv', import.meta.url), 'utf8');
  const [header, ...lines] = text.trim().split('\n') as [string, ...string[]];
  const names = header.split(',').slice(1);
  const dates: string[] = [];
  const columns: Record<string, number[]> = Object.fromEntries(names.map((nm) => [nm, []]));
  for (const line of lines) {
    const cells = line.split(',');
    dates.push(cells[0]!);
    names.forEach((nm, j) => columns[nm]!.push(Number(cells[j + 1])));
  }
  cache = { dates, columns };
  return cache;
}

/**
 * The optimiser's `dates`, `prices` and `benchmark` for some tickers over the last `rows` rows of
 * the fixture (all rows when omitted).
 */
export function fixtureInput(
  tickers: readonly string[],
  rows?: number,
): { dates: string[]; prices: Record<string, number[]>; benchmark: number[] } {
  const { dates, columns } = loadCloses();
  const from = rows === undefined ? 0 : dates.length - rows;
  return {
    dates: dates.slice(from),
    prices: Object.fromEntries(tickers.map((t) => [t, columns[t]!.slice(from)])),
    benchmark: columns[FIXTURE_BENCHMARK]!.slice(from),
  };
}
