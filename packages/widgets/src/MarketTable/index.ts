'use client';
// Published as `@penzugy/widgets/market-table` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
export { MarketTable, MarketTables, MARKET_TABLE_REGIONS, latestAsOf } from './MarketTable';
export type { MarketTableProps, MarketTablesProps } from './MarketTable';
export { MARKET_TABLE_STRINGS } from './strings';
