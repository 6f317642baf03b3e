/**
 * Reading the embedded sample files (data/, see data/PROVENANCE.md). Node only. Files are read
 * synchronously: this runs once when a service starts, before it accepts requests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvNumber, parseCsvTable, CsvError } from '../csv/parse-csv';
import type { StoredSeries } from '../source/memory-source';

/** A file of the data directory that marks it (used to find the directory). */
const MARKER = path.join('market', 'sp500-constituents.csv');

/**
 * The package's data directory: the nearest `data/` above this module that holds the sample. Works
 * from the sources (src/node/) and from the build (dist/), whatever the working directory.
 */
export function defaultDataDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'data');
    if (existsSync(path.join(candidate, MARKER))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`A mintaadatok könyvtára (data/${MARKER}) nem található a csomagban.`);
    dir = parent;
  }
}

function read(file: string): string {
  return readFileSync(file, 'utf8');
}

/** Re-throws a CSV or data error with the file's path, so a broken file is named at startup. */
function inFile<T>(file: string, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    throw new Error(`${file}: ${message}`, { cause: e });
  }
}

/**
 * A price file with `date` and `close` columns (the OHLCV files, NASDAQCOM's date/close file).
 * Rows whose close is empty are skipped (three STOXX50E rows have empty open/high/low but a close;
 * none has an empty close).
 */
export function readCloseFile(file: string): StoredSeries {
  return inFile(file, () => {
    const table = parseCsvTable(read(file), ['date', 'close']);
    const d = table.column('date');
    const c = table.column('close');
    const dates: string[] = [];
    const closes: number[] = [];
    table.records.forEach((r, k) => {
      const close = parseCsvNumber(r[c]!);
      if (Number.isNaN(close)) {
        if (r[c]!.trim() !== '') throw new CsvError(`Nem szám a close oszlopban: „${r[c]}”`, k + 2);
        return;
      }
      dates.push(r[d]!);
      closes.push(close);
    });
    return { dates, closes: Float64Array.from(closes) };
  });
}

/**
 * The wide closes file (`date` + one column per ticker): one series per column, without the days
 * whose cell is empty (GEV, SOLV before their spin-offs; FISV on 2025-11-12).
 */
export function readWideCloses(file: string): Map<string, StoredSeries> {
  return inFile(file, () => {
    const table = parseCsvTable(read(file), ['date']);
    const dateCol = table.column('date');
    const out = new Map<string, StoredSeries>();
    table.header.forEach((symbol, j) => {
      if (j === dateCol) return;
      const dates: string[] = [];
      const closes: number[] = [];
      table.records.forEach((r, k) => {
        const v = parseCsvNumber(r[j]!);
        if (Number.isNaN(v)) {
          // Empty means "no price that day"; anything else is a broken file (k + 2: header, 1-based).
          if (r[j]!.trim() !== '') throw new CsvError(`Nem szám a(z) ${symbol} oszlopban: „${r[j]}”`, k + 2);
          return;
        }
        dates.push(r[dateCol]!);
        closes.push(v);
      });
      out.set(symbol, { dates, closes: Float64Array.from(closes) });
    });
    return out;
  });
}

/**
 * The ECB reference-rate file (`date,EURHUF,EURUSD,USDHUF`) as USD/HUF fixings. The rate is computed
 * from the two published columns, USD/HUF = EUR/HUF ÷ EUR/USD (forints per euro over dollars per
 * euro), at full precision; the file's own USDHUF column is the same quotient rounded to 4 decimals.
 */
export function readUsdHufFile(file: string): { dates: string[]; rates: number[] } {
  return inFile(file, () => {
    const table = parseCsvTable(read(file), ['date', 'EURHUF', 'EURUSD']);
    const d = table.column('date');
    const huf = table.column('EURHUF');
    const usd = table.column('EURUSD');
    const dates: string[] = [];
    const rates: number[] = [];
    table.records.forEach((r, k) => {
      const [date, hufText, usdText] = [r[d] ?? '', r[huf] ?? '', r[usd] ?? ''];
      const eurHuf = parseCsvNumber(hufText);
      const eurUsd = parseCsvNumber(usdText);
      if (!(eurHuf > 0) || !(eurUsd > 0)) throw new CsvError(`Hibás árfolyam: „${hufText}”, „${usdText}”`, k + 2);
      dates.push(date);
      rates.push(eurHuf / eurUsd);
    });
    return { dates, rates };
  });
}

/** One row of `sp500-constituents.csv`. */
export interface ConstituentRow {
  symbol: string;
  name: string;
  sector: string;
  subIndustry: string;
  /** Undefined where the list has no market cap (55 rows). */
  marketCapUsd: number | undefined;
  /** Undefined where the source writes `none` (XYZ). */
  headquarters: string | undefined;
  dateAdded: string;
  cik: string;
  founded: string;
}

export function readConstituents(file: string): ConstituentRow[] {
  return inFile(file, () => {
    const cols = [
      'symbol',
      'name',
      'sector',
      'subIndustry',
      'marketCapUsd',
      'headquarters',
      'dateAdded',
      'cik',
      'founded',
    ] as const;
    const table = parseCsvTable(read(file), cols);
    const at = Object.fromEntries(cols.map((c) => [c, table.column(c)])) as Record<(typeof cols)[number], number>;
    return table.records.map((r) => {
      const cap = parseCsvNumber(r[at.marketCapUsd]!);
      const hq = r[at.headquarters]!.trim();
      return {
        symbol: r[at.symbol]!.trim(),
        name: r[at.name]!.trim(),
        sector: r[at.sector]!.trim(),
        subIndustry: r[at.subIndustry]!.trim(),
        marketCapUsd: Number.isNaN(cap) ? undefined : cap,
        headquarters: hq === '' || hq.toLowerCase() === 'none' ? undefined : hq,
        dateAdded: r[at.dateAdded]!.trim(),
        cik: r[at.cik]!.trim(),
        founded: r[at.founded]!.trim(),
      };
    });
  });
}

/** A `symbol,name` membership list. */
export function readMembers(file: string): { symbol: string; name: string }[] {
  return inFile(file, () => {
    const table = parseCsvTable(read(file), ['symbol', 'name']);
    const s = table.column('symbol');
    const n = table.column('name');
    return table.records.map((r) => ({ symbol: r[s]!.trim(), name: r[n]!.trim() }));
  });
}

/** Paths of the sample files under a data directory. */
export function samplePaths(dataDir: string) {
  const prices = path.join(dataDir, 'prices');
  return {
    constituents: path.join(dataDir, 'market', 'sp500-constituents.csv'),
    wideCloses: path.join(dataDir, 'market', 'sp500-closes-2024-2025.csv'),
    djia: path.join(dataDir, 'market', 'djia-members.csv'),
    nasdaq100: path.join(dataDir, 'market', 'nasdaq100-members.csv'),
    /** The per-ticker OHLCV files of US shares, by ticker. */
    stockFiles: Object.fromEntries(
      readdirSync(prices)
        .filter((f) => f.endsWith('.csv'))
        .map((f) => [f.slice(0, -4), path.join(prices, f)]),
    ) as Record<string, string>,
    bet: (symbol: string) => path.join(prices, 'bet', `${symbol}.csv`),
    /** ECB EUR/HUF and EUR/USD reference rates. */
    fx: path.join(dataDir, 'fx', 'eur-huf-usd.csv'),
    index: (symbol: string) => path.join(prices, 'indexes', `${symbol}.csv`),
  };
}
