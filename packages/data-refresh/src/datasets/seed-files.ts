/**
 * The embedded first snapshots kept in this package's `seed/` folder (sources in seed/PROVENANCE.md):
 * small CSV files whose every row names the page it was taken from.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvTable } from '@penzugy/market-data';

/** The package's seed/ folder, found from src/ and from dist/. */
export function seedDir(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'seed');
    if (existsSync(path.join(candidate, 'PROVENANCE.md'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error('A data-refresh csomag seed/ mappája nem található.');
  }
}

/** The rows of `seed/{name}` as records of the named columns. */
export function readSeed<K extends string>(name: string, columns: readonly K[]): Record<K, string>[] {
  const table = parseCsvTable(readFileSync(path.join(seedDir(), name), 'utf8'), columns);
  return table.records.map(
    (r) => Object.fromEntries(columns.map((c) => [c, r[table.column(c)]!.trim()])) as Record<K, string>,
  );
}

export const SEED_PROVENANCE = 'packages/data-refresh/seed/PROVENANCE.md';
