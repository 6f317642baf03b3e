/**
 * `mnb-fx`: the MNB's official exchange rates (forints per one unit of EUR, USD, CHF, GBP and JPY by
 * default; MNB_CURRENCIES lists others), from its SOAP service's GetExchangeRates, from the last good
 * day to today. The MNB quotes JPY per 100 yen; the snapshot stores per one unit. No rates are
 * embedded: until the first refresh the dataset is reported as missing.
 */
import { addDays } from '@penzugy/market-data';
import { fetchSource } from '../http/fetch-source';
import { MNB_RATES_URL, mnbSoapRequest, parseMnbExchangeRates } from '../sources/mnb';
import { SourceError } from '../source-error';
import { checkDaily, checkNotShorter } from '../validate/series';
import { type DailyTable, mergeDaily } from './daily-table';
import type { DatasetDefinition } from './types';

export const MNB_DEFAULT_CURRENCIES = ['EUR', 'USD', 'CHF', 'GBP', 'JPY'];

/** Hungarian bank holidays and bridging days leave up to a week between fixings (23 → 30 December 2024). */
const MNB_MAX_GAP_DAYS = 7;

/** Forints per one unit: from a yen (≈ 2) to a pound (≈ 450), with room. */
const MNB_RANGE = { min: 0.01, max: 2000 };

function currencies(env: Record<string, string | undefined>): string[] {
  const list = (env.MNB_CURRENCIES ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  return list.length > 0 ? list : MNB_DEFAULT_CURRENCIES;
}

export const mnbFx: DatasetDefinition<DailyTable> = {
  id: 'mnb-fx',
  label: 'Hivatalos devizaárfolyamok',
  source: 'MNB',
  // The MNB fixes its official rates around 11:00 on Hungarian business days.
  schedule: { cron: '30 12 * * 1-5', description: 'munkanapokon 12:30-kor' },
  maxAgeDays: 7,
  async fetch(ctx, last) {
    const wanted = currencies(ctx.env);
    const start = last ? last.meta.asOf : addDays(ctx.today, -30);
    const url = ctx.env.MNB_RATES_URL?.trim() || MNB_RATES_URL;
    const request = mnbSoapRequest('MNBArfolyamServiceSoap', 'GetExchangeRates', {
      startDate: start,
      endDate: ctx.today,
      currencyNames: wanted.join(','),
    });
    const { text } = await fetchSource(url, { ...ctx.http, label: 'MNB', expect: 'xml', method: 'POST', ...request });
    const days = parseMnbExchangeRates(text);
    const fresh: DailyTable = { dates: days.map((d) => d.date), columns: {} };
    for (const curr of wanted) {
      fresh.columns[curr] = days.map((d) => {
        const rate = d.rates[curr];
        if (rate === undefined) throw new SourceError(`MNB: hiányzik a(z) ${curr} árfolyam ${d.date} napon.`);
        return rate;
      });
    }
    const { table, firstNew } = mergeDaily(last?.data, fresh);
    return {
      data: table,
      asOf: table.dates[table.dates.length - 1] ?? start,
      sourceUrl: url,
      rowCount: table.dates.length,
      checkFrom: firstNew,
    };
  },
  validate(next, last, ctx) {
    const { dates, columns } = next.data;
    const shorter = checkNotShorter('MNB', dates[dates.length - 1], last?.meta.asOf);
    if (shorter.length > 0) return shorter;
    return Object.entries(columns).flatMap(([curr, values]) =>
      checkDaily(
        dates,
        values,
        { what: `${curr}/HUF`, ...MNB_RANGE, maxGapDays: MNB_MAX_GAP_DAYS },
        ctx.today,
        next.checkFrom,
      ),
    );
  },
};
