/**
 * Where the heatmap's tooltip goes: under the tile, centred on it, or above when there is no room
 * below; always kept inside the treemap's box horizontally (it would otherwise be cut off at the
 * edges, or widen the page on a phone).
 */
import type { Rect } from '../treemap-layout/treemap-layout';

export interface TooltipPlacement {
  left: number;
  top: number;
  side: 'below' | 'above';
}

export function tooltipPosition(
  tile: Rect,
  box: { width: number; height: number },
  tooltip: { width: number; height: number; gap: number },
): TooltipPlacement {
  const width = Math.min(tooltip.width, box.width);
  const centre = (tile.x0 + tile.x1) / 2;
  const left = Math.round(Math.max(0, Math.min(box.width - width, centre - width / 2)));
  const below = tile.y1 + tooltip.gap;
  if (below + tooltip.height <= box.height) return { left, top: Math.round(below), side: 'below' };
  const above = tile.y0 - tooltip.gap - tooltip.height;
  if (above >= 0) return { left, top: Math.round(above), side: 'above' };
  // A tile as tall as the box: overlap its lower part rather than leave the box.
  return { left, top: Math.round(Math.max(0, box.height - tooltip.height)), side: 'below' };
}
