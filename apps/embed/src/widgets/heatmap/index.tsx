/**
 * The heatmap chunk: `<penzugy-heatmap market="nasdaq" data-url="https://…/market/heatmap">`. It
 * fetches the market service's data (the page's CSP must allow it in `connect-src`); the widget
 * checks the data's shape and shows its own error state with a retry.
 */
import type { HeatmapData, HeatmapMarket } from '@penzugy/market-data';
import { Heatmap } from '@penzugy/widgets';
import { defineWidget } from '../../runtime/define-widget';
import { fetchJson } from '../../runtime/fetch-json';
import { HEATMAP_ATTRIBUTES, heatmapDataUrl, stockHref } from './settings';

export const mount = defineWidget({
  name: 'heatmap',
  attributes: HEATMAP_ATTRIBUTES,
  render: (values, { emit }) => (
    <Heatmap
      defaultMarket={values.market as HeatmapMarket | undefined}
      loadHeatmap={(market) => fetchJson<HeatmapData>(heatmapDataUrl(values, market))}
      hrefFor={(symbol) => stockHref(values, symbol)}
      height={values.height}
      onMarketChange={(market) => emit('interaction', { action: 'market', market })}
      onSelect={(symbol) => emit('interaction', { action: 'select', symbol })}
    />
  ),
});
