/**
 * The heatmap's seven colour bands (docs/product.md#dashboard: "<= -3, -3..-2, -2..-1, -1..0, 0..1, 1..2, > 2").
 *
 * Boundary rule: every band includes its upper bound, as the spec's two open ends already say
 * ("<= -3" holds −3, "> 2" leaves 2 to the band below). So the bands are (−∞, −3], (−3, −2],
 * (−2, −1], (−1, 0], (0, 1], (1, 2], (2, ∞): an unchanged price (0) is in band 3, the faintest
 * "down" colour, and only a rise is green.
 *
 * The change is compared after rounding to 2 decimals, the precision the tiles show, so a tile that
 * reads "+2,00%" is never coloured as "more than 2 %". NaN (no change known) is treated as 0.
 */

/** Band index: 0 (≤ −3 %) … 6 (> 2 %). */
export type HeatmapBand = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The upper bounds (percent, inclusive) of bands 0–5; band 6 is everything above the last. */
export const HEATMAP_BAND_UPPER_BOUNDS = [-3, -2, -1, 0, 1, 2] as const;

/** Number of colour bands. */
export const HEATMAP_BAND_COUNT = HEATMAP_BAND_UPPER_BOUNDS.length + 1;

/** Decimals of the change as shown on a tile; the band is chosen on the value rounded to this. */
export const HEATMAP_CHANGE_DECIMALS = 2;

/** The colour band of a daily change given in percent (see the module header for the boundaries). */
export function heatmapColourBand(changePercent: number): HeatmapBand {
  if (Number.isNaN(changePercent)) return 3;
  // toFixed rounds the exact binary value half away from zero, as Intl.NumberFormat does for the
  // tile's label, so the band always agrees with the text.
  const shown = Number.isFinite(changePercent) ? Number(changePercent.toFixed(HEATMAP_CHANGE_DECIMALS)) : changePercent;
  let band = 0;
  while (band < HEATMAP_BAND_UPPER_BOUNDS.length && shown > HEATMAP_BAND_UPPER_BOUNDS[band]!) band++;
  return band as HeatmapBand;
}
