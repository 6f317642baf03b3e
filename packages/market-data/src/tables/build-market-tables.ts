/**
 * The dashboard's three market tables (docs/product.md#dashboard): the US, European and
 * Hungarian indices and the two Budapest shares, each with its last close and the change from the
 * close before. Each row carries its own date, because the exchanges keep different holidays (the
 * sample's DJIA and CAC 40 have 2025-12-31, the S&P 500 and DAX end on 2025-12-30).
 */
import { dailyChange } from '../changes/changes';
import { addDays } from '../dates';
import { MARKET_TABLE_SYMBOLS } from '../instruments/catalogue';
import type { MarketRegion, MarketRow, MarketTables, PriceSource } from '../types';

/**
 * How far back the quote reads to find the previous close: longer than any exchange closure in the
 * data (the longest is Christmas in Budapest, 2024-12-23 → 2024-12-30).
 */
const QUOTE_LOOKBACK_DAYS = 14;

/** The Market row of one symbol: its last close and daily change; undefined without data. */
export function buildMarketRow(source: PriceSource, symbol: string): MarketRow | undefined {
  const coverage = source.coverage(symbol);
  const info = source.info(symbol);
  if (!coverage || !info) return undefined;
  const tail = source.series(symbol, addDays(coverage.to, -QUOTE_LOOKBACK_DAYS));
  const change = tail && dailyChange(tail);
  if (!change) return undefined;
  return {
    symbol,
    name: info.name,
    value: change.value,
    change: change.change,
    percentage: change.percentage,
    currency: info.currency,
    asOf: change.date,
  };
}

/** The three tables in the order of {@link MARKET_TABLE_SYMBOLS}; symbols the source lacks are left out. */
export function buildMarketTables(source: PriceSource): MarketTables {
  const rows = (region: MarketRegion) =>
    MARKET_TABLE_SYMBOLS[region].map((s) => buildMarketRow(source, s)).filter((r): r is MarketRow => r !== undefined);
  return { source: source.name, us: rows('us'), europe: rows('europe'), hungary: rows('hungary') };
}
