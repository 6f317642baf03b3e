import type { HeatmapData, HeatmapMarket } from '@penzugy/market-data';
import { useAsyncData } from '../primitives';
import { HEATMAP_STRINGS as T } from './strings';

export type HeatmapLoadState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: HeatmapData };

/** The host's loader answered with something that is not heatmap data. */
class BadHeatmapData extends Error {}

/** A thrown value as a short Hungarian message: the widget's own text plus the error's, if any. */
function errorMessage(error: unknown): string {
  if (error instanceof BadHeatmapData) return T.badData;
  const detail = error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  return detail ? `${T.error} (${detail})` : T.error;
}

function isHeatmapData(value: unknown): value is HeatmapData {
  return typeof value === 'object' && value !== null && Array.isArray((value as HeatmapData).entries);
}

/**
 * Loads the heatmap of a market through the host's loader (useAsyncData), again when the market
 * changes and on `retry()`: an answer that arrives after the market changed again is dropped, and
 * a new loader function on each render of the host does not reload.
 */
export function useHeatmapData(market: HeatmapMarket, loadHeatmap: (market: HeatmapMarket) => Promise<HeatmapData>) {
  const load = useAsyncData(market, async (wanted) => {
    const data: unknown = await loadHeatmap(wanted as HeatmapMarket);
    if (!isHeatmapData(data)) throw new BadHeatmapData();
    return data;
  });
  let state: HeatmapLoadState;
  if (load.status === 'ready') state = { status: 'ready', data: load.data };
  else if (load.status === 'error') state = { status: 'error', message: errorMessage(load.error) };
  else state = { status: 'loading' };
  return [state, load.retry] as const;
}
