'use client';
// Published as `@penzugy/widgets/stock-detail-view` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
export { StockDetailView, symbolInitials } from './StockDetailView';
export type { StockDetailViewProps } from './StockDetailView';
export { rangeSummary, stockStats } from './stock-stats';
export type { RangeSummary, StockStats } from './stock-stats';
export { stockProfile, sectorName } from './stock-profile';
export type { StockFact, StockProfile } from './stock-profile';
export { STOCK_STRINGS, PROFILE_STRINGS } from './strings';
