import { useEffect, useState } from 'react';
import type { HeatmapData, HeatmapMarket, StockDetail } from '@penzugy/market-data';
import { useAsyncData, type WatchlistQuote } from '@penzugy/widgets';
import { ENDPOINTS } from './endpoints';
import { getJson, HttpError } from './useJson';

/** The heatmap's loader prop: the market service's data for one market. */
export function loadHeatmap(market: HeatmapMarket): Promise<HeatmapData> {
  return getJson<HeatmapData>(ENDPOINTS.heatmap(market));
}

/** The names whose quote is neither known nor being fetched (the watchlist's new items). */
export function quotesToFetch(names: readonly string[], requested: ReadonlySet<string>): string[] {
  return [...new Set(names)].filter((name) => !requested.has(name));
}

/** Tries per quote before the list gives up on it, and the pause before the n-th try (ms). */
const QUOTE_TRIES = 3;
const retryDelayMs = (tries: number) => 800 * tries;

/** Waits `ms`; ends early when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * One page's quotes: each name is fetched once, from the stock endpoint the stock screen reads (its
 * `quote` row). A name without data (404) stays without a quote (the widget then says there is no
 * price); a request that failed otherwise is tried again, up to QUOTE_TRIES times, so one dropped
 * connection does not leave "no price" on the list. The requests belong to the page, not to one
 * version of the list: a new list does not cancel the quotes already on the way; `close` does.
 */
export class QuoteBook {
  private controller: AbortController | null = null;
  private readonly pending = new Map<string, Promise<WatchlistQuote | undefined>>();

  /** The quotes of `names` (undefined for a name without one), fetching only the names not asked for yet. */
  quotes(names: readonly string[]): Promise<Record<string, WatchlistQuote | undefined>> {
    const signal = (this.controller ??= new AbortController()).signal;
    for (const name of quotesToFetch(names, new Set(this.pending.keys()))) {
      this.pending.set(name, this.fetchQuote(name, signal));
    }
    return Promise.all(names.map(async (name) => [name, await this.pending.get(name)] as const)).then((entries) =>
      Object.fromEntries(entries),
    );
  }

  /** Aborts every request (the page is left); a later `quotes` starts afresh. */
  close(): void {
    this.controller?.abort();
    this.controller = null;
    this.pending.clear();
  }

  private async fetchQuote(name: string, signal: AbortSignal): Promise<WatchlistQuote | undefined> {
    for (let tries = 1; ; tries++) {
      try {
        const detail = await getJson<StockDetail>(ENDPOINTS.stock(name), signal);
        // An index (BUX) keeps its kind, so the list shows points rather than a price.
        return { ...detail.quote, kind: detail.info.kind };
      } catch (error) {
        // A 404 is "no data for this symbol": asking again would not change it.
        if (error instanceof HttpError && error.status === 404) return undefined;
        if (signal.aborted || tries >= QUOTE_TRIES) return undefined;
        await pause(retryDelayMs(tries), signal);
      }
    }
  }
}

/**
 * The latest quote of each watchlist item (QuoteBook, loaded with useAsyncData per version of the
 * list). While a new item's quote loads, the quotes already known stay on the list.
 */
export function useQuotes(names: readonly string[] | undefined): Record<string, WatchlistQuote | undefined> {
  const [book] = useState(() => new QuoteBook());
  useEffect(() => () => book.close(), [book]);
  const key = names === undefined ? null : JSON.stringify([...new Set(names)]);
  const load = useAsyncData(key, (list) => book.quotes(JSON.parse(list) as string[]));
  return (load.status === 'ready' ? load.data : load.latest) ?? NO_QUOTES;
}

const NO_QUOTES: Record<string, WatchlistQuote | undefined> = {};
