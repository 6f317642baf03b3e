/**
 * The URLs the site reads. Content (glossary, blog, news) is static JSON emitted by the build
 * (vite/content-files.ts); market data comes from the portfolio/market service (apps/api) through
 * the /api proxy.
 */
export const ENDPOINTS = {
  dictionaryTerms: '/api/mpt-all-sources/learning/dictionary_terms.json',
  dictionaryTerm: (path: string) => `/api/mpt-all-sources/${path.split('/').map(encodeURIComponent).join('/')}`,
  /** Every name and alias of a term (normalised) → its properName. */
  dictionaryNames: '/api/mpt-all-sources/learning/dictionary/names.json',
  articles: '/api/blog/articles.json',
  article: (id: string) => `/api/blog/articles/${encodeURIComponent(id)}.json`,
  news: '/api/news/items.json',
  heatmap: (market: string) => `/api/market/heatmap?market=${encodeURIComponent(market)}`,
  marketTables: '/api/market/tables',
  stock: (symbol: string) => `/api/market/stocks/${encodeURIComponent(symbol)}`,
  /** The price source's name and its stocks' first and last dates (apps/api/src/market/routes.ts). */
  marketCoverage: '/api/market/coverage',
  /** Every dataset's as-of date, source and staleness (the stale-data banner). */
  marketStatus: '/api/market/status',
  /** The library companies' latest SEC EDGAR filings, as a refresh fetched them (apps/api/src/market/routes.ts). */
  marketFilings: '/api/market/filings',
  portfolioBackend: '/api',
} as const;
