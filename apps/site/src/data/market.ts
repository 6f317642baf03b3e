import { useEffect, useRef, useState } from 'react';
import type { HeatmapData, HeatmapMarket, StockDetail } from '@penzugy/market-data';
import type { WatchlistQuote } from '@penzugy/widgets';
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

/**
 * The latest quote of each watchlist item, from the stock endpoint the stock screen reads (its
 * `quote` row). Each name is fetched once per page; a name without data stays without a quote (the
 * widget then says there is no price), and a failed request is tried again on the next change.
 */
export function useQuotes(names: readonly string[] | undefined): Record<string, WatchlistQuote | undefined> {
  const [quotes, setQuotes] = useState<Record<string, WatchlistQuote | undefined>>({});
  const requested = useRef(new Set<string>());
  // One controller for the page's life: a new list must not cancel the quotes already on the way.
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const key = names?.join('\n');
  useEffect(() => {
    if (!names) return;
    const ctrl = (controller.current ??= new AbortController());
    for (const name of quotesToFetch(names, requested.current)) {
      requested.current.add(name);
      getJson<StockDetail>(ENDPOINTS.stock(name), ctrl.signal).then(
        // An index (BUX) keeps its kind, so the list shows points rather than a price.
        (detail) => setQuotes((q) => ({ ...q, [name]: { ...detail.quote, kind: detail.info.kind } })),
        (error: unknown) => {
          // A 404 is "no data for this symbol": asking again would not change it.
          if (!(error instanceof HttpError && error.status === 404)) requested.current.delete(name);
        },
      );
    }
    // The names' content, not the array's identity, decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return quotes;
}
