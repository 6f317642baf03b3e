/**
 * Facts about instruments that the data files do not carry: Hungarian display names, currencies and
 * exchanges of the indices and the Budapest shares, the heatmap markets, the market tables' rows,
 * Hungarian GICS sector names. Every source (embedded or live) describes instruments with these, so
 * the screens read the same names whatever the price provider.
 */
import type { HeatmapMarket, InstrumentInfo, MarketRegion } from '../types';

// ── Heatmap markets (docs/product.md#dashboard) ─────────────────────────────────────────────────

/**
 * The dashboard heatmap's market select, in the spec's order. The original product had no data for
 * Dow Jones; the embedded sample has all 30 members' prices, so all three markets show tiles here.
 */
export const HEATMAP_MARKETS: readonly { value: HeatmapMarket; label: string }[] = [
  { value: 'sp500', label: 'S&P 500' },
  { value: 'nasdaq', label: 'Nasdaq 100' },
  { value: 'dowjones', label: 'Dow Jones' },
];

/** The market the heatmap opens with and returns to on reset. */
export const DEFAULT_HEATMAP_MARKET: HeatmapMarket = 'sp500';

/** True for one of the three market codes (e.g. from a query string). */
export function isHeatmapMarket(value: unknown): value is HeatmapMarket {
  return HEATMAP_MARKETS.some((m) => m.value === value);
}

/** Why a market member has no tile, in Hungarian (for a note under the heatmap). */
export const HEATMAP_EXCLUSION_LABELS = {
  noMarketCap: 'nincs piaci kapitalizációs adat',
  noPrice: 'nincs záróár az utolsó két kereskedési napon',
} as const;

// ── Market tables (docs/product.md#dashboard: us, europe, hungary) ───────────────────────────────────

/** The rows of the three market tables, in display order. */
export const MARKET_TABLE_SYMBOLS: Readonly<Record<MarketRegion, readonly string[]>> = {
  us: ['GSPC', 'NASDAQCOM', 'DJIA'],
  europe: ['STOXX50E', 'GDAXI', 'FCHI', 'FTSE'],
  hungary: ['BUX', 'OTP', 'MOL'],
};

/** Hungarian titles of the market tables. */
export const MARKET_REGION_LABELS: Readonly<Record<MarketRegion, string>> = {
  us: 'Egyesült Államok',
  europe: 'Európa',
  hungary: 'Magyarország',
};

// ── Indices and Budapest shares ──────────────────────────────────────────────────────────────────

/**
 * The indices of the sample data. `exchange` names who calculates the index (an index is not listed
 * anywhere); `currency` is the currency of its constituents, which is how the tables label levels.
 */
export const INDEX_INSTRUMENTS: readonly InstrumentInfo[] = [
  { symbol: 'GSPC', name: 'S&P 500', exchange: 'S&P Dow Jones Indices', currency: 'USD', kind: 'index' },
  { symbol: 'NASDAQCOM', name: 'Nasdaq Composite', exchange: 'Nasdaq', currency: 'USD', kind: 'index' },
  { symbol: 'DJIA', name: 'Dow Jones ipari átlag', exchange: 'S&P Dow Jones Indices', currency: 'USD', kind: 'index' },
  { symbol: 'STOXX50E', name: 'Euro Stoxx 50', exchange: 'STOXX', currency: 'EUR', kind: 'index' },
  { symbol: 'GDAXI', name: 'DAX', exchange: 'Deutsche Börse', currency: 'EUR', kind: 'index' },
  { symbol: 'FCHI', name: 'CAC 40', exchange: 'Euronext Paris', currency: 'EUR', kind: 'index' },
  { symbol: 'FTSE', name: 'FTSE 100', exchange: 'FTSE Russell', currency: 'GBP', kind: 'index' },
  { symbol: 'BUX', name: 'BUX', exchange: 'Budapesti Értéktőzsde', currency: 'HUF', kind: 'index' },
];

/**
 * The three Budapest Stock Exchange shares of the sample (prices in forints). Richter's prices are
 * adjusted closes only and end on 2024-12-30 (the data pack has no later ones), so it has a stock
 * screen, quotes and a place in the optimiser, but no row in the Hungarian market table: a dashboard
 * row would show a close a year older than its neighbours'.
 */
export const BUDAPEST_STOCKS: readonly InstrumentInfo[] = [
  {
    symbol: 'OTP',
    name: 'OTP Bank Nyrt.',
    exchange: 'Budapesti Értéktőzsde',
    currency: 'HUF',
    sector: 'Financials',
    subIndustry: 'Diversified Banks',
    headquarters: 'Budapest, Magyarország',
    founded: '1949',
    kind: 'stock',
  },
  {
    symbol: 'MOL',
    name: 'MOL Nyrt.',
    exchange: 'Budapesti Értéktőzsde',
    currency: 'HUF',
    sector: 'Energy',
    subIndustry: 'Integrated Oil & Gas',
    headquarters: 'Budapest, Magyarország',
    founded: '1991',
    kind: 'stock',
  },
  {
    symbol: 'RICHTER',
    name: 'Richter Gedeon Nyrt.',
    exchange: 'Budapesti Értéktőzsde',
    currency: 'HUF',
    sector: 'Health Care',
    subIndustry: 'Pharmaceuticals',
    headquarters: 'Budapest, Magyarország',
    founded: '1901',
    kind: 'stock',
  },
];

// ── US shares ────────────────────────────────────────────────────────────────────────────────────

/**
 * The exchange of a US share whose listing venue the data do not give: none. The stock header's
 * "symbol | exchange" then shows the symbol alone; a country is not an exchange.
 */
export const US_EXCHANGE_UNKNOWN = '';

/**
 * Listing venues of the portfolio catalogue's 25 shares (docs/product.md#portfolio-optimiser) and of the Dow Jones
 * members (the dashboard's third heatmap). The constituents list has no exchange column;
 * Nasdaq-100 members are Nasdaq-listed by definition, the rest are {@link US_EXCHANGE_UNKNOWN}.
 */
export const US_LISTING_EXCHANGES: Readonly<Record<string, 'NYSE' | 'Nasdaq'>> = {
  AAPL: 'Nasdaq',
  GOOGL: 'Nasdaq',
  AMZN: 'Nasdaq',
  MSFT: 'Nasdaq',
  TSLA: 'Nasdaq',
  NVDA: 'Nasdaq',
  META: 'Nasdaq',
  AMD: 'Nasdaq',
  INTC: 'Nasdaq',
  NFLX: 'Nasdaq',
  HON: 'Nasdaq',
  MRNA: 'Nasdaq',
  JPM: 'NYSE',
  BAC: 'NYSE',
  GS: 'NYSE',
  WFC: 'NYSE',
  C: 'NYSE',
  F: 'NYSE',
  GM: 'NYSE',
  BA: 'NYSE',
  CAT: 'NYSE',
  JNJ: 'NYSE',
  PFE: 'NYSE',
  LLY: 'NYSE',
  BMY: 'NYSE',
  AXP: 'NYSE',
  CRM: 'NYSE',
  CVX: 'NYSE',
  DIS: 'NYSE',
  HD: 'NYSE',
  IBM: 'NYSE',
  KO: 'NYSE',
  MCD: 'NYSE',
  MMM: 'NYSE',
  MRK: 'NYSE',
  NKE: 'NYSE',
  PG: 'NYSE',
  SHW: 'NYSE',
  TRV: 'NYSE',
  UNH: 'NYSE',
  V: 'NYSE',
  VZ: 'NYSE',
  AMGN: 'Nasdaq',
  CSCO: 'Nasdaq',
};

/**
 * Names of the price columns that are not in the constituents list (former S&P 500 members in
 * 2024–2025), so their stock screens show a company rather than a ticker.
 */
export const FORMER_MEMBER_NAMES: Readonly<Record<string, string>> = {
  CAG: 'Conagra Brands',
  CPB: "The Campbell's Company",
  CTRA: 'Coterra Energy',
  DAY: 'Dayforce',
  EA: 'Electronic Arts',
  EPAM: 'EPAM Systems',
  HOLX: 'Hologic',
  LW: 'Lamb Weston',
  MOH: 'Molina Healthcare',
  MTCH: 'Match Group',
  PAYC: 'Paycom',
  POOL: 'Pool Corporation',
};

/**
 * Ticker renames inside the price data: the constituents list uses the new ticker, the closes file
 * the old one. BNY Mellon is `BNY` in the list and `BK` in the closes (same company, SEC CIK 1390777).
 */
export const TICKER_ALIASES: Readonly<Record<string, string>> = { BNY: 'BK' };

// ── GICS sectors ─────────────────────────────────────────────────────────────────────────────────

/** Hungarian names of the eleven GICS sectors (the constituents list's `sector`). */
export const GICS_SECTOR_LABELS: Readonly<Record<string, string>> = {
  'Communication Services': 'Kommunikációs szolgáltatások',
  'Consumer Discretionary': 'Nem alapvető fogyasztási cikkek',
  'Consumer Staples': 'Alapvető fogyasztási cikkek',
  Energy: 'Energia',
  Financials: 'Pénzügyi szolgáltatások',
  'Health Care': 'Egészségügy',
  Industrials: 'Ipar',
  'Information Technology': 'Információtechnológia',
  Materials: 'Alapanyagok',
  'Real Estate': 'Ingatlan',
  Utilities: 'Közművek',
};

/** Label of a share without a known sector. */
export const UNKNOWN_SECTOR_LABEL = 'Egyéb';

/** The Hungarian name of a GICS sector; unknown or missing sectors are {@link UNKNOWN_SECTOR_LABEL}. */
export function sectorLabel(sector: string | undefined): string {
  return (sector && GICS_SECTOR_LABELS[sector]) || UNKNOWN_SECTOR_LABEL;
}
