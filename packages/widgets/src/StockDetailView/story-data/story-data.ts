/**
 * Real stock screens for stories and tests, as the API's /market/stocks/:symbol serves them: Apple
 * (daily adjusted closes 2015-01-02 … 2025-12-30, Yahoo Finance via the sample pack) and OTP Bank
 * (BÉT, forints, 2024–2025); written by Heatmap/story-data/generate-market-fixtures.ts.
 */
import type { StockDetail } from '@penzugy/market-data';
import aapl from './stock-aapl.json';
import otp from './stock-otp.json';

export const AAPL_DETAIL = aapl as StockDetail;
export const OTP_DETAIL = otp as StockDetail;
