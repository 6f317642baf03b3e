/**
 * The heatmap's treemap (docs/product.md#dashboard): tiles grouped by sector, tile
 * area proportional to market capitalisation, laid out with d3-hierarchy's squarified treemap. Only
 * the geometry is computed here; React renders it (React owns the DOM, d3 computes).
 *
 * Sectors are ordered by total market cap and tiles inside a sector by market cap, both largest
 * first (ties by name, so the picture is stable). `index` numbers the tiles in that order: the
 * reading order used by the keyboard (Home, End, PageUp/PageDown).
 */
import { heatmapColourBand, type HeatmapBand, type HeatmapEntry } from '@penzugy/market-data';
import { hierarchy, treemap, treemapSquarify } from 'd3';

/** A rectangle in px, relative to the treemap's top-left corner. */
export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface TreemapTile extends Rect {
  entry: HeatmapEntry;
  /** Position in reading order (sector by sector). */
  index: number;
  /** Index of the sector in `sectors`. */
  sectorIndex: number;
  /** Colour band of the daily change (docs/product.md#dashboard). */
  band: HeatmapBand;
}

export interface TreemapSector extends Rect {
  name: string;
  /** Sum of the tiles' market caps, billions of USD. */
  marketCap: number;
  tiles: TreemapTile[];
}

export interface TreemapLayout {
  sectors: TreemapSector[];
  /** Every tile, in reading order (`tiles[i].index === i`). */
  tiles: TreemapTile[];
}

export interface TreemapOptions {
  /** Room above each sector's tiles for its label, px. @default 18 */
  sectorLabelHeight?: number | undefined;
  /** Gap between sectors, px. @default 2 */
  sectorGap?: number | undefined;
  /** Gap between tiles, px. @default 1 */
  tileGap?: number | undefined;
}

/** True when an entry can be drawn: a positive, finite market cap gives it an area. */
export function hasTileArea(entry: HeatmapEntry): boolean {
  const cap = entry.value?.[0];
  return typeof cap === 'number' && Number.isFinite(cap) && cap > 0;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Node {
  name: string;
  entry?: HeatmapEntry;
  children?: Node[];
}

/**
 * Lays out `entries` in a `width` × `height` box. Entries without a positive market cap are left
 * out (they have no area; the caller lists them). An empty input or box gives no tiles.
 */
export function treemapLayout(
  entries: readonly HeatmapEntry[],
  width: number,
  height: number,
  { sectorLabelHeight = 18, sectorGap = 2, tileGap = 1 }: TreemapOptions = {},
): TreemapLayout {
  const drawable = entries.filter(hasTileArea);
  if (drawable.length === 0 || !(width > 0) || !(height > 0)) return { sectors: [], tiles: [] };

  const bySector = new Map<string, HeatmapEntry[]>();
  for (const e of drawable) {
    const list = bySector.get(e.sector);
    if (list) list.push(e);
    else bySector.set(e.sector, [e]);
  }
  const root: Node = {
    name: '',
    children: [...bySector].map(([name, list]) => ({
      name,
      children: list.map((entry) => ({ name: entry.name, entry })),
    })),
  };

  const h = hierarchy(root)
    .sum((d) => (d.entry ? d.entry.value[0] : 0))
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0) || byName(a.data.name, b.data.name));
  const laidOut = treemap<Node>()
    .tile(treemapSquarify)
    .size([width, height])
    .paddingOuter(sectorGap / 2)
    .paddingTop((node) => (node.depth === 1 ? sectorLabelHeight : sectorGap / 2))
    .paddingInner((node) => (node.depth === 0 ? sectorGap : tileGap))
    .round(true)(h);

  const sectors: TreemapSector[] = [];
  const tiles: TreemapTile[] = [];
  for (const s of laidOut.children ?? []) {
    const sectorIndex = sectors.length;
    const sector: TreemapSector = {
      name: s.data.name,
      marketCap: s.value ?? 0,
      x0: s.x0,
      y0: s.y0,
      x1: s.x1,
      y1: s.y1,
      tiles: [],
    };
    for (const t of s.children ?? []) {
      const entry = t.data.entry!;
      const tile: TreemapTile = {
        entry,
        index: tiles.length,
        sectorIndex,
        band: heatmapColourBand(entry.value[1]),
        x0: t.x0,
        y0: t.y0,
        x1: t.x1,
        y1: t.y1,
      };
      sector.tiles.push(tile);
      tiles.push(tile);
    }
    sectors.push(sector);
  }
  return { sectors, tiles };
}

/** The sectors of the entries, largest total market cap first (for the zoom select). */
export function sectorsBySize(entries: readonly HeatmapEntry[]): string[] {
  const totals = new Map<string, number>();
  for (const e of entries) if (hasTileArea(e)) totals.set(e.sector, (totals.get(e.sector) ?? 0) + e.value[0]);
  return [...totals].sort((a, b) => b[1] - a[1] || byName(a[0], b[0])).map(([name]) => name);
}
