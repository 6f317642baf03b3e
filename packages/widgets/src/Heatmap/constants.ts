/**
 * The heatmap's constants in one place. Values the product fixes link to docs/product.md#dashboard; the
 * others are this widget's layout choices and say so.
 */
import { vars } from '../theme';

/** Colours of the seven bands of docs/product.md#dashboard, band 0 (≤ −3 %) to band 6 (> 2 %): theme variables. */
export const HEAT_BAND_COLORS = [
  vars.heat.down3,
  vars.heat.down2,
  vars.heat.down1,
  vars.heat.down0,
  vars.heat.up0,
  vars.heat.up1,
  vars.heat.up2,
] as const;

/** Text on each band's colour, chosen for at least 4.5:1 contrast in both themes. */
export const HEAT_BAND_TEXT_COLORS = [
  vars.heatText.down3,
  vars.heatText.down2,
  vars.heatText.down1,
  vars.heatText.down0,
  vars.heatText.up0,
  vars.heatText.up1,
  vars.heatText.up2,
] as const;

/**
 * Layout choice: tile label font sizes, px. Smaller tiles show no label (tooltip only); a tile with
 * room for the symbol alone shows it no larger than `symbolOnly`, so it does not outshout the larger
 * tiles around it.
 */
export const HEATMAP_LABEL_FONT_PX = { min: 11, max: 28, symbolOnly: 14 } as const;

/**
 * Layout choice: the treemap's height follows its width (a 0.6 aspect), within these bounds, so a
 * phone gets a usable square and a wide screen no endless strip.
 */
export const HEATMAP_ASPECT = 0.6;
export const HEATMAP_HEIGHT_PX = { min: 320, max: 720 } as const;

/** Layout choice: room for a sector's name above its tiles, px. */
export const HEATMAP_SECTOR_LABEL_PX = 18;

/** Layout choice: the tooltip's box, px (its position is computed, so its size is fixed). */
export const HEATMAP_TOOLTIP_PX = { width: 280, height: 112, gap: 6 } as const;

/** The treemap height for a container width (see HEATMAP_ASPECT). */
export function heatmapHeight(width: number): number {
  return Math.round(Math.min(HEATMAP_HEIGHT_PX.max, Math.max(HEATMAP_HEIGHT_PX.min, width * HEATMAP_ASPECT)));
}
