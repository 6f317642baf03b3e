/**
 * The market-data contract shared by the API (apps/api), the widgets and the site.
 *
 * Dates are ISO calendar dates (YYYY-MM-DD) of the exchange's trading day. Prices are
 * closing prices in the instrument's own currency. Percentages named `...Percent` are
 * percent (1.5 = 1,5 %); `percentage` on a market row is a fraction (0.015 = 1,5 %), as
 * the spec's Market row reads it.
 */

/** A daily close series, oldest first; `dates` and `closes` have the same length. */
export interface PriceSeries {
  symbol: string;
  dates: string[];
  closes: number[];
}

/**
 * Daily reference rates of one currency pair, oldest first: `rates[i]` units of `quote` for one unit
 * of `base` on `dates[i]` (USD/HUF 350 means 350 forints per dollar). Only fixing days have a row.
 */
export interface FxSeries {
  base: string;
  quote: string;
  dates: string[];
  rates: number[];
  /** Who publishes the rates, shown next to converted figures. */
  source: string;
}

/** Static facts about a listed instrument (from the constituents list where known). */
export interface InstrumentInfo {
  symbol: string;
  name: string;
  exchange: string;
  currency: string;
  sector?: string;
  subIndustry?: string;
  headquarters?: string;
  founded?: string;
  /** Market capitalisation in USD at the snapshot date of the constituents list. */
  marketCapUsd?: number;
  kind: 'stock' | 'index';
  /** The GICS sector in Hungarian (`sector` stays the English GICS name of the data). */
  sectorLabel?: string;
  /** The GICS sub-industry in Hungarian (`subIndustry` stays the English GICS name of the data). */
  subIndustryLabel?: string;
  /** Index memberships known to the source, e.g. `['sp500', 'nasdaq']`. */
  memberOf?: HeatmapMarket[];
}

/**
 * Where prices come from. The embedded default reads the sample files shipped in the
 * package; a live provider implements the same interface. Implementations are read-only
 * after construction so one instance can serve any number of concurrent requests.
 */
export interface PriceSource {
  /** A human-readable name of the data source, shown to users next to figures. */
  readonly name: string;
  /** All symbols with a price series. */
  symbols(): string[];
  info(symbol: string): InstrumentInfo | undefined;
  /**
   * Daily closes between `from` and `to` inclusive (either may be omitted: open-ended).
   * Returns undefined for an unknown symbol.
   */
  series(symbol: string, from?: string, to?: string): PriceSeries | undefined;
  /** First and last date with data for the symbol. */
  coverage(symbol: string): { from: string; to: string } | undefined;
  /**
   * The members of a heatmap market (index constituents) that this source knows, whether or not it
   * has prices for all of them; undefined when the source has no membership list for the market.
   */
  members?(market: HeatmapMarket): readonly string[] | undefined;
}

export type HeatmapMarket = 'sp500' | 'nasdaq' | 'dowjones';

/** One heatmap tile: the spec's `name` plus `[market cap in billions of USD, daily change %]`. */
export interface HeatmapEntry {
  name: string;
  companyName: string;
  sector: string;
  value: [marketCapBillionUsd: number, changePercent: number];
}

export interface HeatmapData {
  market: HeatmapMarket;
  /** The trading day whose change the tiles show. */
  asOf: string;
  source: string;
  entries: HeatmapEntry[];
  /** The trading day the change is measured from (the one before `asOf`). */
  previousDate?: string;
  /** Members left out, and why: no market cap (no tile area) or no close on both days. */
  excluded?: HeatmapExclusion[];
}

/** A market member without a tile. */
export interface HeatmapExclusion {
  symbol: string;
  reason: 'noMarketCap' | 'noPrice';
}

/** One row of a market table: the spec's Market row plus the symbol and the date. */
export interface MarketRow {
  symbol: string;
  name: string;
  /** Last close. */
  value: number;
  /** Last close minus previous close. */
  change: number;
  /** change / previous close, as a fraction. */
  percentage: number;
  currency: string;
  asOf: string;
}

export type MarketRegion = 'us' | 'europe' | 'hungary';

export interface MarketTables {
  source: string;
  us: MarketRow[];
  europe: MarketRow[];
  hungary: MarketRow[];
}

/** Everything the stock screen shows for one symbol: facts, the latest quote, the full series. */
export interface StockDetail {
  info: InstrumentInfo;
  quote: MarketRow;
  series: PriceSeries;
  source: string;
}

/** The stock screen's range buttons (docs/product.md#stock-screen): 1 day, 5 days, 1 month, 6 months, YTD, 1, 5 years, all. */
export type StockRange = '1N' | '5N' | '1H' | '6H' | 'YTD' | '1Y' | '5Y' | 'MAX';
