/**
 * What the stock screen shows for one symbol (docs/product.md#stock-screen): facts, the latest quote and
 * the full close series, which the screen cuts with `selectRange`.
 */
import { buildMarketRow } from '../tables/build-market-tables';
import type { PriceSource, StockDetail } from '../types';

/** The detail of a symbol (stock or index); undefined when the source has no prices for it. */
export function buildStockDetail(source: PriceSource, symbol: string): StockDetail | undefined {
  const info = source.info(symbol);
  const series = source.series(symbol);
  const quote = buildMarketRow(source, symbol);
  if (!info || !series || !quote) return undefined;
  return { info, quote, series, source: source.name };
}
