/**
 * `prices`: daily closes through the pluggable price source of @penzugy/market-data. The refresh asks
 * the source named by REFRESH_PRICE_SOURCE (default `alphavantage`, configured as market-data's README
 * says: ALPHAVANTAGE_API_KEY, PRICE_SYMBOLS, …) for its symbols and merges each fetched series into the
 * last good snapshot; symbols the provider skips keep their last good closes.
 *
 * Budapest prices are licensed data (BÉT vendor agreements): a licensed feed plugs in as another
 * PriceSource kind in market-data's `createPriceSource` and is chosen here with REFRESH_PRICE_SOURCE;
 * nothing else changes. The embedded first snapshot is market-data's sample (through 2025-12-31).
 */
import {
  ALPHA_VANTAGE_DEFAULT_BASE_URL,
  createPriceSource,
  readSampleSeries,
  SAMPLE_SOURCE_NAME,
} from '@penzugy/market-data/node';
import { makeSnapshot } from '../snapshot';
import { SourceError } from '../source-error';
import { checkDaily, type DailyRules } from '../validate/series';
import type { DatasetDefinition } from './types';

export interface PricesData {
  series: Record<string, { dates: string[]; closes: number[] }>;
}

/** Closes are positive; US and Budapest holidays (Christmas) leave at most about a week without a close. */
const PRICE_RULES: Omit<DailyRules, 'what'> = { min: 1e-6, max: 1e7, maxGapDays: 10 };

const points = (data: PricesData) => Object.values(data.series).reduce((n, s) => n + s.dates.length, 0);
const lastDate = (data: PricesData) =>
  Object.values(data.series).reduce(
    (max, s) => (s.dates.length && s.dates[s.dates.length - 1]! > max ? s.dates[s.dates.length - 1]! : max),
    '',
  );

const providerKind = (env: Record<string, string | undefined>) => env.REFRESH_PRICE_SOURCE?.trim() || 'alphavantage';

export const prices: DatasetDefinition<PricesData> = {
  id: 'prices',
  label: 'Részvény- és indexárfolyamok (napi záróárak)',
  source: 'Alpha Vantage',
  // After the US close (22:00 Budapest time); Budapest closes at 17:00.
  schedule: { cron: '0 23 * * 1-5', description: 'munkanapokon 23:00-kor (a New York-i zárás után)' },
  maxAgeDays: 7,
  missing: (env) =>
    providerKind(env) === 'alphavantage' && !env.ALPHAVANTAGE_API_KEY?.trim() ? ['ALPHAVANTAGE_API_KEY'] : [],
  embedded() {
    const series: PricesData['series'] = {};
    for (const [symbol, s] of readSampleSeries())
      series[symbol] = { dates: [...s.dates], closes: Array.from(s.closes) };
    const data = { series };
    return makeSnapshot(data, {
      dataset: 'prices',
      asOf: lastDate(data),
      fetchedAt: null,
      sourceUrl: 'packages/market-data/data/PROVENANCE.md',
      source: SAMPLE_SOURCE_NAME,
      rowCount: points(data),
      origin: 'embedded',
    });
  },
  async fetch(ctx, last) {
    let source;
    try {
      source = await createPriceSource(
        { ...ctx.env, PRICE_SOURCE: providerKind(ctx.env) },
        { warn: (m) => ctx.note(m), ...(ctx.http.fetch ? { fetch: ctx.http.fetch } : {}) },
      );
    } catch (e) {
      throw new SourceError(`Árfolyamforrás: ${(e as Error).message}`);
    }
    const series: PricesData['series'] = { ...last?.data.series };
    const checkFromBySeries: Record<string, number> = {};
    for (const symbol of source.symbols()) {
      const fresh = source.series(symbol);
      if (!fresh || fresh.dates.length === 0) continue;
      const old = series[symbol] ?? { dates: [], closes: [] };
      let keep = old.dates.length;
      while (keep > 0 && old.dates[keep - 1]! >= fresh.dates[0]!) keep--;
      series[symbol] = {
        dates: [...old.dates.slice(0, keep), ...fresh.dates],
        closes: [...old.closes.slice(0, keep), ...fresh.closes],
      };
      checkFromBySeries[symbol] = keep;
    }
    const data = { series };
    return {
      data,
      asOf: lastDate(data),
      sourceUrl: ctx.env.ALPHAVANTAGE_BASE_URL?.trim() || ALPHA_VANTAGE_DEFAULT_BASE_URL,
      rowCount: points(data),
      source: source.name,
      checkFromBySeries,
    };
  },
  validate(next, _last, ctx) {
    return Object.entries(next.checkFromBySeries ?? {}).flatMap(([symbol, from]) => {
      const s = next.data.series[symbol]!;
      return checkDaily(s.dates, s.closes, { what: `${symbol} záróár`, ...PRICE_RULES }, ctx.today, from);
    });
  },
};
