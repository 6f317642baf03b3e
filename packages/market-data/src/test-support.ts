/**
 * Helpers for the package's tests (not exported): the embedded sample loaded once per test file, and
 * a deliberately naive reader of the raw price files, so tests compare the source's answers with the
 * files themselves rather than with the loader's own code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultDataDir } from './node/sample-files';
import { createSamplePriceSource } from './node/sample-source';
import type { PriceSource } from './types';

let cached: PriceSource | undefined;

/** The sample price source (read once per test file). */
export function sample(): PriceSource {
  cached ??= createSamplePriceSource();
  return cached;
}

/** A data file's path, relative to data/. */
export function dataFile(relative: string): string {
  return path.join(defaultDataDir(), relative);
}

/** The `date` and `close` columns of an (unquoted) price file, split by hand. */
export function rawCloses(relative: string): { dates: string[]; closes: number[] } {
  const [header, ...lines] = readFileSync(dataFile(relative), 'utf8').trim().split('\n') as [string, ...string[]];
  const cols = header.split(',');
  const d = cols.indexOf('date');
  const c = cols.indexOf('close');
  const dates: string[] = [];
  const closes: number[] = [];
  for (const line of lines) {
    const cells = line.split(',');
    if (cells[c] === '') continue;
    dates.push(cells[d]!);
    closes.push(Number(cells[c]));
  }
  return { dates, closes };
}
