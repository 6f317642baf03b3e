/** What the market widgets share: the loading / error / empty state, signed changes and number formats. */
export { ChangeValue } from './ChangeValue';
export type { ChangeValueProps } from './ChangeValue';
export { DataState, DATA_STATES } from './DataState';
export type { DataStateKind, DataStateProps } from './DataState';
export {
  changeDirection,
  formatBillionsUsd,
  formatPoints,
  formatPrice,
  formatSignedFraction,
  formatSignedNumber,
  formatSignedPercentPoints,
  formatSignedPoints,
  formatSignedPrice,
} from './market-format';
export type { ChangeDirection } from './market-format';
export { DATA_STATE_STRINGS } from './strings';
export { CATALOGUE_STOCK_OPTIONS } from './stock-options';
