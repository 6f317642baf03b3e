import type { HeatmapData, HeatmapMarket } from '@penzugy/market-data';
import { ENDPOINTS } from './endpoints';
import { getJson } from './useJson';

/** The heatmap's loader prop: the market service's data for one market. */
export function loadHeatmap(market: HeatmapMarket): Promise<HeatmapData> {
  return getJson<HeatmapData>(ENDPOINTS.heatmap(market));
}
