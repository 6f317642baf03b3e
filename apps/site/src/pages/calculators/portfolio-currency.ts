/**
 * The portfolio page's currency in its address: `?currency=HUF` beside the optimiser's own keys
 * (which the optimiser writes itself with `syncUrl`), so a link or a reload keeps the forint view.
 * The dollar view is the default and leaves no key, as the optimiser does for its defaults.
 */
import { DEFAULT_PORTFOLIO_CURRENCY, isPortfolioCurrency, type PortfolioCurrency } from '@penzugy/finance-core';

/** The query key. */
export const CURRENCY_PARAM = 'currency';

/** The currency a query string asks for (`huf` is read as `HUF`); undefined when absent or unknown. */
export function currencyFromSearch(search: string | URLSearchParams): PortfolioCurrency | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const value = params.get(CURRENCY_PARAM)?.trim().toUpperCase();
  return isPortfolioCurrency(value) ? value : undefined;
}

/** `search` with the currency set (the default removed); every other parameter kept in its order. */
export function searchWithCurrency(search: string, currency: PortfolioCurrency): string {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  if (currency === DEFAULT_PORTFOLIO_CURRENCY) params.delete(CURRENCY_PARAM);
  else params.set(CURRENCY_PARAM, currency);
  const text = params.toString();
  return text ? `?${text}` : '';
}
