/**
 * The heatmap's settings: `market` (sp500, nasdaq, dowjones), the data URL (`data-url` — the
 * market service's heatmap endpoint; `{market}` in it is replaced, otherwise `?market=` is added),
 * `stock-url` (where a tile links, with `{symbol}`) and `height` (px).
 */
import { HEATMAP_MARKETS } from '@penzugy/market-data';
import type { AttributeSpecs, ValuesOf } from '../../config/schema';
import { fillUrl, originOf } from '../../runtime/fetch-json';

/** The site's own path to the market service's heatmap (apps/site proxies /api/market). */
export const DEFAULT_HEATMAP_URL = '/api/market/heatmap';

export const HEATMAP_ATTRIBUTES = {
  /** The market shown first. @default 'sp500' */
  market: { type: 'choice', values: HEATMAP_MARKETS.map((m) => m.value) },
  /** Written `data-url`: the heatmap endpoint. @default '/api/market/heatmap' */
  url: { type: 'url' },
  /** Where a tile links, with `{symbol}`. @default the stock page next to the data: `{origin}/stocks/{symbol}` */
  'stock-url': { type: 'url', placeholder: '{symbol}' },
  /** Treemap height in px. @default 0.6 × the width, between 320 and 720 */
  height: { type: 'number', integer: true, min: 160, max: 2000 },
} as const satisfies AttributeSpecs;

export type HeatmapSettings = ValuesOf<typeof HEATMAP_ATTRIBUTES>;

/** The URL of one market's data. */
export function heatmapDataUrl(settings: HeatmapSettings, market: string): string {
  return fillUrl(settings.url ?? DEFAULT_HEATMAP_URL, 'market', market);
}

/** The link of a tile. */
export function stockHref(settings: HeatmapSettings, symbol: string): string {
  const template = settings['stock-url'] ?? `${originOf(settings.url ?? DEFAULT_HEATMAP_URL)}/stocks/{symbol}`;
  return fillUrl(template, 'symbol', symbol);
}
