/**
 * @penzugy/market-data — the market-data contract and its pure helpers. Browser-safe: no file or
 * network access here (the sources that read files or call a provider are in
 * `@penzugy/market-data/node`).
 *
 * - types: `PriceSource`, `PriceSeries`, `InstrumentInfo`, `HeatmapData`, `MarketTables`, `StockDetail`…
 * - the stock screen's ranges (`selectRange`, `STOCK_RANGES`) and changes (`changePercent`, `dailyChange`);
 * - the heatmap's colour bands and markets (`heatmapColourBand`, `HEATMAP_MARKETS`);
 * - the builders the service answers with (`buildHeatmap`, `buildMarketTables`, `buildStockDetail`);
 * - `createMemoryPriceSource` for data already in memory (tests, stories, other loaders).
 */
export type {
  PriceSeries,
  FxSeries,
  InstrumentInfo,
  PriceSource,
  HeatmapMarket,
  HeatmapEntry,
  HeatmapData,
  HeatmapExclusion,
  MarketRow,
  MarketRegion,
  MarketTables,
  StockDetail,
  StockRange,
} from './types';

export { STOCK_RANGES, DEFAULT_STOCK_RANGE, isStockRange, rangeWindowStart, selectRange } from './ranges/stock-range';
export type { StockRangeOption } from './ranges/stock-range';
export { changePercent, dailyChange } from './changes/changes';
export type { DailyChange } from './changes/changes';
export {
  heatmapColourBand,
  HEATMAP_BAND_UPPER_BOUNDS,
  HEATMAP_BAND_COUNT,
  HEATMAP_CHANGE_DECIMALS,
} from './heatmap/heatmap-band';
export type { HeatmapBand } from './heatmap/heatmap-band';
export { buildHeatmap } from './heatmap/build-heatmap';
export { buildMarketTables, buildMarketRow } from './tables/build-market-tables';
export { buildStockDetail } from './stock/build-stock-detail';
export {
  HEATMAP_MARKETS,
  DEFAULT_HEATMAP_MARKET,
  isHeatmapMarket,
  HEATMAP_EXCLUSION_LABELS,
  MARKET_TABLE_SYMBOLS,
  MARKET_REGION_LABELS,
  INDEX_INSTRUMENTS,
  BUDAPEST_STOCKS,
  GICS_SECTOR_LABELS,
  UNKNOWN_SECTOR_LABEL,
  sectorLabel,
} from './instruments/catalogue';
export { GICS_SUB_INDUSTRY_LABELS, subIndustryLabel, cleanCompanyName } from './instruments/gics-sub-industries';
export { createMemoryPriceSource, PriceDataError } from './source/memory-source';
export type { MemoryPriceSourceOptions, StoredSeries } from './source/memory-source';
export { parseCsv, parseCsvTable, parseCsvNumber, CsvError } from './csv/parse-csv';
export type { CsvOptions, CsvTable } from './csv/parse-csv';
export {
  isIsoDate,
  addDays,
  addYears,
  daysBetween,
  lastIndexAtOrBefore,
  firstIndexAtOrAfter,
  budapestDate,
} from './dates';
