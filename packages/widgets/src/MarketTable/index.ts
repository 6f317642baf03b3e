export { MarketTable, MarketTables, MARKET_TABLE_REGIONS, latestAsOf } from './MarketTable';
export type { MarketTableProps, MarketTablesProps } from './MarketTable';
export { MARKET_TABLE_STRINGS } from './strings';
