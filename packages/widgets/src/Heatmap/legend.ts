/**
 * The heatmap legend's labels, made from market-data's band bounds so legend and colours cannot
 * disagree. market-data's rule: each band holds its upper bound, so '-3% … -2%' means above −3 %
 * up to and including −2 %, and an unchanged price (0,00 %) is in the '-1% … 0%' band.
 */
import { HEATMAP_BAND_UPPER_BOUNDS, type HeatmapBand } from '@penzugy/market-data';
import { formatSignedPercentPoints } from '../market-kit';

export interface LegendItem {
  band: HeatmapBand;
  label: string;
}

const pct = (v: number) => formatSignedPercentPoints(v, 0);

/** One item per colour band, band 0 (lowest) first. */
export function heatmapLegend(bounds: readonly number[] = HEATMAP_BAND_UPPER_BOUNDS): LegendItem[] {
  const items: LegendItem[] = [];
  for (let band = 0; band <= bounds.length; band++) {
    let label: string;
    if (band === 0) label = `≤ ${pct(bounds[0]!)}`;
    else if (band === bounds.length) label = `> ${pct(bounds[bounds.length - 1]!)}`;
    else label = `${pct(bounds[band - 1]!)} … ${pct(bounds[band]!)}`;
    items.push({ band: band as HeatmapBand, label });
  }
  return items;
}
