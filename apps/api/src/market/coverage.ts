import type { PriceSource } from '@penzugy/market-data';

/**
 * The first and last dates of the source's stocks (indices left out): what /market/coverage answers
 * and where the portfolio's default period ends (docs/product.md#portfolio-optimiser).
 */
export function stocksCoverage(source: PriceSource): { from: string; to: string } {
  let from = '';
  let to = '';
  for (const symbol of source.symbols()) {
    if (source.info(symbol)?.kind === 'index') continue;
    const c = source.coverage(symbol);
    if (!c) continue;
    if (from === '' || c.from < from) from = c.from;
    if (c.to > to) to = c.to;
  }
  return { from, to };
}
