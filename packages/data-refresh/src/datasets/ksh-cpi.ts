/**
 * `ksh-cpi`: the KSH's monthly consumer price index, all items, same month of the previous year = 100
 * (102.1 is 2.1 % inflation), from STADAT table ara0040 (CSV, semicolons, Windows-1250). The table is
 * fetched whole; the as-of date is the last day of its latest month. KSH publishes a month's index
 * around the 10th of the next month.
 *
 * Embedded: 2025-01 .. 2026-02 as published by the KSH and reported at the time (seed/ksh-cpi.csv,
 * each row with its source; see seed/PROVENANCE.md).
 */
import { fetchSource } from '../http/fetch-source';
import { makeSnapshot } from '../snapshot';
import { KSH_LEGACY_CHARSET, type KshCpi, parseKshCpiCsv } from '../sources/ksh';
import { checkMonthly, checkNotShorter, monthEnd } from '../validate/series';
import { readSeed, SEED_PROVENANCE } from './seed-files';
import type { DatasetDefinition } from './types';

export const KSH_CPI_URL = 'https://www.ksh.hu/stadat_files/ara/hu/ara0040.csv';

/** Year-on-year indices since 1990 stayed within 97–135 (2023: 125.7); anything outside 50–200 is a misread. */
const CPI_RANGE = { what: 'KSH fogyasztóiár-index', min: 50, max: 200 };

export const kshCpi: DatasetDefinition<KshCpi> = {
  id: 'ksh-cpi',
  label: 'Fogyasztóiár-index (előző év azonos hónapja = 100)',
  source: 'KSH',
  // Released around the 8th–12th of the month: a daily run in that window catches it the same day.
  schedule: { cron: '0 10 6-16 * *', description: 'havonta, a közzététel idején (6–16. nap) naponta 10:00-kor' },
  maxAgeDays: 45,
  embedded() {
    const rows = readSeed('ksh-cpi.csv', ['month', 'index']);
    const data: KshCpi = { months: rows.map((r) => r.month), index: rows.map((r) => Number(r.index)) };
    return makeSnapshot(data, {
      dataset: 'ksh-cpi',
      asOf: monthEnd(data.months[data.months.length - 1]!),
      fetchedAt: null,
      sourceUrl: SEED_PROVENANCE,
      source: 'KSH',
      rowCount: data.months.length,
      origin: 'embedded',
    });
  },
  async fetch(ctx) {
    const url = ctx.env.KSH_CPI_URL?.trim() || KSH_CPI_URL;
    const { text } = await fetchSource(url, {
      ...ctx.http,
      label: 'KSH',
      expect: 'csv',
      legacyCharset: KSH_LEGACY_CHARSET,
    });
    const data = parseKshCpiCsv(text);
    return { data, asOf: monthEnd(data.months[data.months.length - 1]!), sourceUrl: url, rowCount: data.months.length };
  },
  validate(next, last, ctx) {
    const { months, index } = next.data;
    const lastMonth = last?.data.months[last.data.months.length - 1];
    return [
      ...checkNotShorter('KSH', months[months.length - 1], lastMonth),
      ...checkMonthly(months, index, CPI_RANGE, ctx.today),
    ];
  },
};
