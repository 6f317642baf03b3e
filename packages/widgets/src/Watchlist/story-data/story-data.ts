/**
 * Real quotes for the watchlist stories and tests: the last close and daily change of six shares on
 * 2025-12-30 (four US, two BÉT in forints), as the API's /market/stocks/:symbol serves them; written
 * by Heatmap/story-data/generate-market-fixtures.ts.
 */
import type { MarketRow } from '@penzugy/market-data';
import quotes from './watchlist-quotes.json';

export const WATCHLIST_QUOTES = quotes as Record<string, MarketRow>;
export const WATCHLIST_ITEMS = ['AAPL', 'NVDA', 'TSLA', 'OTP', 'MOL'].map((name) => ({ name }));
