/**
 * `ecb-fx`: the ECB's euro reference rates for the forint and the dollar (EUR/HUF, EUR/USD), the
 * rates the portfolio service converts dollars and forints with (USD/HUF = EUR/HUF ÷ EUR/USD).
 *
 * Fetched from the SDMX data API in CSV from the last good day on (that day again, so a revision
 * shows), or from ECB_URL (a `.xml` address reads the eurofxref XML instead). The embedded first
 * snapshot is market-data's `data/fx/eur-huf-usd.csv` (1999-01-04 .. 2026-04-13).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, parseCsvNumber, parseCsvTable } from '@penzugy/market-data';
import { defaultDataDir } from '@penzugy/market-data/node';
import { fetchSource } from '../http/fetch-source';
import { makeSnapshot } from '../snapshot';
import { eurHufUsdRows, parseEcbRates } from '../sources/ecb';
import { checkDaily, checkNotShorter, type DailyRules } from '../validate/series';
import { type DailyTable, mergeDaily } from './daily-table';
import type { DatasetDefinition } from './types';

export const ECB_DATA_API = 'https://data-api.ecb.europa.eu/service/data/EXR/D.HUF+USD.EUR.SP00.A';

/**
 * TARGET closing days leave at most 4 days between fixings (Thursday before Good Friday to the Tuesday
 * after Easter Monday is 5 calendar days; the embedded history 1999–2026 never has more).
 */
export const ECB_RULES: Record<'EURHUF' | 'EURUSD', DailyRules> = {
  EURHUF: { what: 'EUR/HUF', min: 200, max: 700, maxGapDays: 5 },
  EURUSD: { what: 'EUR/USD', min: 0.5, max: 2.5, maxGapDays: 5 },
};

function embedded() {
  const file = path.join(defaultDataDir(), 'fx', 'eur-huf-usd.csv');
  const table = parseCsvTable(readFileSync(file, 'utf8'), ['date', 'EURHUF', 'EURUSD']);
  const [d, h, u] = [table.column('date'), table.column('EURHUF'), table.column('EURUSD')];
  const data: DailyTable = { dates: [], columns: { EURHUF: [], EURUSD: [] } };
  for (const r of table.records) {
    data.dates.push(r[d]!);
    data.columns.EURHUF!.push(parseCsvNumber(r[h]!));
    data.columns.EURUSD!.push(parseCsvNumber(r[u]!));
  }
  return makeSnapshot(data, {
    dataset: 'ecb-fx',
    asOf: data.dates[data.dates.length - 1]!,
    fetchedAt: null,
    sourceUrl: 'packages/market-data/data/PROVENANCE.md (ECB eurofxref-hist)',
    source: 'EKB',
    rowCount: data.dates.length,
    origin: 'embedded',
  });
}

export const ecbFx: DatasetDefinition<DailyTable> = {
  id: 'ecb-fx',
  label: 'Euró-referenciaárfolyamok (EUR/HUF, EUR/USD)',
  source: 'EKB',
  // The ECB publishes around 16:00 CET on TARGET days.
  schedule: { cron: '30 16 * * 1-5', description: 'munkanapokon 16:30-kor (az EKB 16:00 körül közli)' },
  maxAgeDays: 5,
  embedded,
  async fetch(ctx, last) {
    const start = last ? last.meta.asOf : addDays(ctx.today, -30);
    const url = new URL(ctx.env.ECB_URL?.trim() || ECB_DATA_API);
    if (!url.pathname.endsWith('.xml')) {
      url.searchParams.set('format', 'csvdata');
      url.searchParams.set('startPeriod', start);
    }
    const { text } = await fetchSource(url.toString(), {
      ...ctx.http,
      label: 'EKB',
      expect: url.pathname.endsWith('.xml') ? 'xml' : 'csv',
      headers: { accept: url.pathname.endsWith('.xml') ? 'application/xml' : 'text/csv' },
    });
    const rows = eurHufUsdRows(parseEcbRates(text)).filter((r) => r.date >= start);
    const fresh: DailyTable = {
      dates: rows.map((r) => r.date),
      columns: { EURHUF: rows.map((r) => r.EURHUF), EURUSD: rows.map((r) => r.EURUSD) },
    };
    const { table, firstNew } = mergeDaily(last?.data, fresh);
    return {
      data: table,
      asOf: table.dates[table.dates.length - 1] ?? start,
      sourceUrl: url.toString(),
      rowCount: table.dates.length,
      checkFrom: firstNew,
    };
  },
  validate(next, last, ctx) {
    const from = next.checkFrom ?? 0;
    const { dates, columns } = next.data;
    const shorter = checkNotShorter('EKB', dates[dates.length - 1], last?.meta.asOf);
    if (shorter.length > 0) return shorter;
    return [
      ...checkDaily(dates, columns.EURHUF!, ECB_RULES.EURHUF, ctx.today, from),
      ...checkDaily(dates, columns.EURUSD!, ECB_RULES.EURUSD, ctx.today, from),
    ];
  },
};
