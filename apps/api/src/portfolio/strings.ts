/**
 * Hungarian labels of the request fields as the portfolio screen shows them (widgets'
 * PortfolioOptimizer strings), so an error message names the control the user can fix. Where
 * finance-core already names a field, its label is used.
 */
import { PORTFOLIO_FIELD_LABELS } from '@penzugy/finance-core';

export const REQUEST_FIELD_LABELS = {
  body: 'Kérés',
  portfolio: PORTFOLIO_FIELD_LABELS.prices,
  riskFreeRate: PORTFOLIO_FIELD_LABELS.riskFreeRate,
  fromDate: 'Elemzés kezdete',
  toDate: 'Elemzés vége',
  objective: 'Optimalizálási cél',
  shorting: PORTFOLIO_FIELD_LABELS.shorting,
  benchmark: PORTFOLIO_FIELD_LABELS.benchmark,
  currency: PORTFOLIO_FIELD_LABELS.currency,
} as const;

/** Labels of one portfolio item's fields: `Részvényjel (2. tétel)`. */
const ITEM_FIELD_LABELS: Record<string, string> = { ticker: 'Részvényjel', name: 'Név', shares: 'Darabszám' };

/**
 * The label of a field path such as `portfolio.1.ticker` (0-based in the path, 1-based on screen).
 * Unknown paths fall back to the path itself, so no message is ever without a field name.
 */
export function labelForPath(path: string): string {
  const [head, index, leaf] = path.split('.');
  if (head === 'portfolio' && index !== undefined && /^\d+$/.test(index)) {
    const nth = `${Number(index) + 1}. tétel`;
    return leaf === undefined
      ? `${REQUEST_FIELD_LABELS.portfolio} (${nth})`
      : `${ITEM_FIELD_LABELS[leaf] ?? leaf} (${nth})`;
  }
  return (REQUEST_FIELD_LABELS as Record<string, string>)[path] ?? path;
}
