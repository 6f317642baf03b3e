'use client';
// Published as `@penzugy/widgets/heatmap` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
export { Heatmap, defaultStockHref } from './Heatmap';
export type { HeatmapProps } from './Heatmap';
export { HeatmapLegend } from './HeatmapLegend';
export { heatmapLegend } from './legend';
export type { LegendItem as HeatmapLegendItem } from './legend';
export { treemapLayout, sectorsBySize, hasTileArea } from './treemap-layout/treemap-layout';
export type {
  Rect as TreemapRect,
  TreemapLayout,
  TreemapOptions,
  TreemapSector,
  TreemapTile,
} from './treemap-layout/treemap-layout';
export { tileLabel } from './tile-label/tile-label';
export type { TileLabel, TileLabelLevel } from './tile-label/tile-label';
export { neighbourTile, sectorStepTile } from './tile-navigation/tile-navigation';
export type { TileDirection } from './tile-navigation/tile-navigation';
export {
  HEAT_BAND_COLORS,
  HEAT_BAND_TEXT_COLORS,
  HEATMAP_ASPECT,
  HEATMAP_HEIGHT_PX,
  HEATMAP_LABEL_FONT_PX,
  heatmapHeight,
} from './constants';
export { HEATMAP_STRINGS } from './strings';
