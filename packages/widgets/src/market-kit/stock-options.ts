import { STOCK_CATALOGUE } from '@penzugy/finance-core';

/**
 * The stock catalogue as picker options (value = ticker, label = 'AAPL – Apple Inc.'): what the
 * portfolio optimiser and the watchlist page let a visitor pick.
 */
export const CATALOGUE_STOCK_OPTIONS = STOCK_CATALOGUE.map((s) => ({
  value: s.ticker,
  label: `${s.ticker} – ${s.label}`,
}));
