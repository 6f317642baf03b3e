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

/** Tries per quote before the list gives up on it, and the pause before the n-th try (ms). */
const QUOTE_TRIES = 3;
const retryDelayMs = (tries: number) => 800 * tries;

/**
 * The latest quote of each watchlist item, from the stock endpoint the stock screen reads (its
 * `quote` row). Each name is fetched once per page; a name without data (404) stays without a quote
 * (the widget then says there is no price); a request that failed otherwise is tried again, up to
 * QUOTE_TRIES times, so one dropped connection does not leave "no price" on the list.
 */
export function useQuotes(names: readonly string[] | undefined): Record<string, WatchlistQuote | undefined> {
  const [quotes, setQuotes] = useState<Record<string, WatchlistQuote | undefined>>({});
  const [retryRound, setRetryRound] = useState(0);
  const requested = useRef(new Set<string>());
  const tries = useRef(new Map<string, number>());
  // One controller for the page's life: a new list must not cancel the quotes already on the way.
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      controller.current?.abort();
      controller.current = null;
    },
    [],
  );
  const key = names?.join('\n');
  useEffect(() => {
    if (!names) return;
    const ctrl = (controller.current ??= new AbortController());
    for (const name of quotesToFetch(names, requested.current)) {
      const attempt = (tries.current.get(name) ?? 0) + 1;
      if (attempt > QUOTE_TRIES) continue;
      tries.current.set(name, attempt);
      requested.current.add(name);
      getJson<StockDetail>(ENDPOINTS.stock(name), ctrl.signal).then(
        // An index (BUX) keeps its kind, so the list shows points rather than a price.
        (detail) => setQuotes((q) => ({ ...q, [name]: { ...detail.quote, kind: detail.info.kind } })),
        (error: unknown) => {
          // A 404 is "no data for this symbol": asking again would not change it.
          if (error instanceof HttpError && error.status === 404) return;
          requested.current.delete(name);
          if (!ctrl.signal.aborted) setTimeout(() => setRetryRound((r) => r + 1), retryDelayMs(attempt));
        },
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The names' content, not the array's identity, decides
  }, [key, retryRound]);
  return quotes;
}
