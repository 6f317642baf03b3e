export { MarketTable, MarketTables, MARKET_TABLE_REGIONS, latestAsOf } from './MarketTable';
export type { MarketTableProps, MarketTablesProps } from './MarketTable';
export { ChangeValue } from './ChangeValue';
export type { ChangeValueProps } from './ChangeValue';
export { DataState, DATA_STATES } from './DataState';
export type { DataStateKind, DataStateProps } from './DataState';
export {
  changeDirection,
  formatBillionsUsd,
  formatPrice,
  formatSignedFraction,
  formatSignedNumber,
  formatSignedPercentPoints,
  formatSignedPrice,
} from './market-format';
export type { ChangeDirection } from './market-format';
export { MARKET_TABLE_STRINGS, DATA_STATE_STRINGS } from './strings';
