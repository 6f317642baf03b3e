/**
 * Keyboard movement between heatmap tiles. The treemap is one tab stop (roving tabindex); the arrow
 * keys move to the neighbouring tile on screen, which a reading-order list cannot do for a treemap:
 * the tile "to the right" may be in another sector or far down the list.
 *
 * The neighbour in a direction is the tile beyond the current one's edge that is nearest, preferring
 * tiles that share a row (or column) with it: score = gap along the direction + 5 × gap across it +
 * 0.1 × distance between the centres across it (the tie-breaker among tiles of the same row).
 */
import type { Rect } from '../treemap-layout/treemap-layout';

export type TileDirection = 'left' | 'right' | 'up' | 'down';

/** Rounding and the 1 px gaps between tiles: an edge within this is "touching". */
const EDGE_TOLERANCE_PX = 2;

function intervalGap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, a0 - b1, b0 - a1);
}

/** The tile to move to from `from` in `direction`; `from` itself when there is none that way. */
export function neighbourTile(tiles: readonly Rect[], from: number, direction: TileDirection): number {
  const c = tiles[from];
  if (!c) return from;
  const horizontal = direction === 'left' || direction === 'right';
  let best = from;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let i = 0; i < tiles.length; i++) {
    if (i === from) continue;
    const t = tiles[i]!;
    let along: number;
    if (direction === 'right') along = t.x0 - c.x1;
    else if (direction === 'left') along = c.x0 - t.x1;
    else if (direction === 'down') along = t.y0 - c.y1;
    else along = c.y0 - t.y1;
    if (along < -EDGE_TOLERANCE_PX) continue;
    const across = horizontal ? intervalGap(c.y0, c.y1, t.y0, t.y1) : intervalGap(c.x0, c.x1, t.x0, t.x1);
    const centres = horizontal ? Math.abs((t.y0 + t.y1 - c.y0 - c.y1) / 2) : Math.abs((t.x0 + t.x1 - c.x0 - c.x1) / 2);
    const score = Math.max(0, along) + 5 * across + 0.1 * centres;
    if (score < bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/**
 * The first tile of the next (`step` = 1) or previous (−1) sector, for PageDown / PageUp; tiles
 * are in reading order, sector by sector. Stays at the ends.
 */
export function sectorStepTile(tiles: readonly { sectorIndex: number }[], from: number, step: 1 | -1): number {
  const current = tiles[from]?.sectorIndex;
  if (current === undefined) return from;
  const target = current + step;
  const first = tiles.findIndex((t) => t.sectorIndex === target);
  return first === -1 ? from : first;
}
