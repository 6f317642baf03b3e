/**
 * Real heatmap data for stories and tests: the three markets as the API serves them for
 * 2025-12-30 (S&P 500: 448 tiles), written by generate-market-fixtures.ts from the sample pack
 * (see that script for provenance). Not exported from the package.
 */
import type { HeatmapData, HeatmapMarket } from '@penzugy/market-data';
import dowjones from './heatmap-dowjones.json';
import nasdaq from './heatmap-nasdaq.json';
import sp500 from './heatmap-sp500.json';

/** The served data per market (JSON loses the tuple and union types, hence the cast). */
export const HEATMAP_FIXTURES = { sp500, nasdaq, dowjones } as unknown as Record<HeatmapMarket, HeatmapData>;

export interface StoryLoaderOptions {
  /** Keep only the largest `limit` companies of each market (the entries are sorted by market cap). */
  limit?: number;
  /** Answer after this many ms. @default 0 */
  delayMs?: number;
  /** Markets that answer with no tiles. */
  emptyMarkets?: readonly HeatmapMarket[];
}

/** A `loadHeatmap` over the fixtures. */
export function fixtureLoader({ limit, delayMs = 0, emptyMarkets = [] }: StoryLoaderOptions = {}) {
  return (market: HeatmapMarket): Promise<HeatmapData> => {
    const data = HEATMAP_FIXTURES[market];
    const answer: HeatmapData = emptyMarkets.includes(market)
      ? { ...data, entries: [], excluded: [] }
      : { ...data, entries: limit ? data.entries.slice(0, limit) : data.entries, excluded: limit ? [] : data.excluded };
    return new Promise((resolve) => setTimeout(() => resolve(answer), delayMs));
  };
}
