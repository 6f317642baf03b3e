/**
 * The chosen stocks (docs/product.md#portfolio-optimiser): adding ignores duplicates and anything outside the
 * catalogue, quick-add appends a list's catalogue stocks and reports what it skipped, removing
 * deletes. Pure; the screen turns the reports into polite messages.
 */
import { QUICK_ADD_LISTS, quickAddTickers, STOCK_CATALOGUE, type QuickAddListName } from '@penzugy/finance-core';
import { CATALOGUE_STOCK_OPTIONS } from '../market-kit';

/** The catalogue as dropdown options: value = ticker, label = 'AAPL – Apple Inc.'. */
export const STOCK_OPTIONS = CATALOGUE_STOCK_OPTIONS;

/** The quick-add buttons in the order of docs/product.md#portfolio-optimiser. */
export const QUICK_ADD_NAMES = Object.keys(QUICK_ADD_LISTS) as QuickAddListName[];

export function isCatalogueTicker(ticker: string): boolean {
  return STOCK_CATALOGUE.some((s) => s.ticker === ticker);
}

/** What happened to an add. */
export type AddOutcome = 'added' | 'duplicate' | 'unknown';

export function addTicker(selected: readonly string[], ticker: string): { tickers: string[]; outcome: AddOutcome } {
  if (!isCatalogueTicker(ticker)) return { tickers: [...selected], outcome: 'unknown' };
  if (selected.includes(ticker)) return { tickers: [...selected], outcome: 'duplicate' };
  return { tickers: [...selected, ticker], outcome: 'added' };
}

export function removeTicker(selected: readonly string[], ticker: string): string[] {
  return selected.filter((t) => t !== ticker);
}

/** The selection after a quick-add button, with the tickers added and those skipped as not in the catalogue. */
export function quickAdd(
  selected: readonly string[],
  list: QuickAddListName,
): { tickers: string[]; added: string[]; skipped: string[] } {
  const tickers = quickAddTickers(selected, list);
  return {
    tickers,
    added: tickers.slice(selected.length),
    skipped: QUICK_ADD_LISTS[list].filter((t) => !isCatalogueTicker(t)),
  };
}

/** Tickers from outside (a URL, a prop): catalogue ones only, upper-cased, each once, order kept. */
export function sanitiseTickers(tickers: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tickers) {
    const t = raw.trim().toUpperCase();
    if (isCatalogueTicker(t) && !out.includes(t)) out.push(t);
  }
  return out;
}
