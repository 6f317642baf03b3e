/**
 * Writes the market widgets' story fixtures from the real sample data, through the same builders the
 * API serves with (market-data's buildHeatmap, buildMarketTables, buildStockDetail over
 * createSamplePriceSource: S&P 500 constituents and closes, index and BÉT files, Yahoo Finance and
 * FRED via the sample pack; see packages/market-data/data/PROVENANCE.md). Figures are rounded only
 * to keep the files small: market caps to 0.01 billion USD, changes to 0.0001 %, prices to 4 decimals.
 *
 * Run from the repository root after building market-data:
 *   npx turbo run build --filter=@penzugy/market-data && npx tsx packages/widgets/src/Heatmap/story-data/generate-market-fixtures.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildHeatmap,
  buildMarketTables,
  buildStockDetail,
  HEATMAP_MARKETS,
  type StockDetail,
} from '@penzugy/market-data';
import { createSamplePriceSource } from '@penzugy/market-data/node';

const here = dirname(fileURLToPath(import.meta.url));
const widgets = join(here, '..', '..');
const round = (v: number, decimals: number) => Number(v.toFixed(decimals));
const write = (path: string, value: unknown) => writeFileSync(join(widgets, path), `${JSON.stringify(value)}\n`);

const source = createSamplePriceSource();

for (const { value: market } of HEATMAP_MARKETS) {
  const data = buildHeatmap(source, market);
  write(`Heatmap/story-data/heatmap-${market}.json`, {
    ...data,
    entries: data.entries.map((e) => ({ ...e, value: [round(e.value[0], 2), round(e.value[1], 4)] })),
  });
}

write('MarketTable/story-data/market-tables.json', buildMarketTables(source));

const stock = (symbol: string): StockDetail => {
  const detail = buildStockDetail(source, symbol);
  if (!detail) throw new Error(`No sample data for ${symbol}`);
  return { ...detail, series: { ...detail.series, closes: detail.series.closes.map((c) => round(c, 4)) } };
};
write('StockDetailView/story-data/stock-aapl.json', stock('AAPL'));
write('StockDetailView/story-data/stock-otp.json', stock('OTP'));

const quotes = Object.fromEntries(['AAPL', 'MSFT', 'NVDA', 'TSLA', 'OTP', 'MOL'].map((s) => [s, stock(s).quote]));
write('Watchlist/story-data/watchlist-quotes.json', quotes);
