/**
 * The three market tables as the API serves them (the last close of each index and BÉT share of the
 * sample pack, 2025-12-30/31), written by Heatmap/story-data/generate-market-fixtures.ts. Stories
 * and tests only.
 */
import type { MarketTables } from '@penzugy/market-data';
import tables from './market-tables.json';

export const MARKET_TABLES_FIXTURE = tables as MarketTables;
