import type { HeatmapData, HeatmapMarket } from '@penzugy/market-data';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HEATMAP_STRINGS as T } from './strings';

export type HeatmapLoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: HeatmapData };

/** A thrown value as a short Hungarian message: the widget's own text plus the error's, if any. */
function errorMessage(error: unknown): string {
  const detail = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  return detail ? `${T.error} (${detail})` : T.error;
}

function isHeatmapData(value: unknown): value is HeatmapData {
  return typeof value === 'object' && value !== null && Array.isArray((value as HeatmapData).entries);
}

/**
 * Loads the heatmap of a market through the host's loader, again when the market changes and on
 * `retry()`. An answer that arrives after the market changed again is dropped, so a slow response
 * never overwrites a newer one. The loader is read at call time: a new function identity on each
 * render of the host does not reload.
 */
export function useHeatmapData(market: HeatmapMarket, loadHeatmap: (market: HeatmapMarket) => Promise<HeatmapData>) {
  const [state, setState] = useState<HeatmapLoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(loadHeatmap);
  loader.current = loadHeatmap;

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // A loader that throws synchronously is a failed load too.
    new Promise<HeatmapData>((resolve) => resolve(loader.current(market))).then(
      (data) => {
        if (!current) return;
        setState(isHeatmapData(data) ? { status: 'ready', data } : { status: 'error', message: T.badData });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: errorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [market, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry] as const;
}
