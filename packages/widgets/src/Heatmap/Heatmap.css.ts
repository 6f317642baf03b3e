import { style, styleVariants } from '@vanilla-extract/css';
import {
  focusRing,
  legendEntry,
  legendList,
  mutedText,
  outlineMark,
  titleText,
  vars,
  widgetColumn,
  widgetRoot,
  zIndex,
} from '../theme';
import {
  HEAT_BAND_COLORS,
  HEAT_BAND_TEXT_COLORS,
  HEATMAP_ASPECT,
  HEATMAP_HEIGHT_PX,
  HEATMAP_SECTOR_LABEL_PX,
  HEATMAP_TOOLTIP_PX,
} from './constants';

export const root = style([widgetRoot, widgetColumn]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style(titleText);

export const meta = style(mutedText);

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

/**
 * The selects' width does not follow their longest option: the sector list arrives with the data, and
 * a wider select wrapped the toolbar onto another line, moving the map down (issue 27 item 3).
 */
export const toolbarField = style({ width: '12rem', maxWidth: '100%' });

/** The measured box; it keeps its height while loading so the page does not jump. */
export const plot = style({ position: 'relative', width: '100%', minWidth: 0 });

/**
 * The plot's height before its width is measured (the prerendered page): heatmapHeight's rule in
 * CSS, so the map's place has its final height at the first paint (issue 27: CLS 0.021 at 1400 px).
 */
export const plotUnmeasured = style({
  aspectRatio: `1 / ${HEATMAP_ASPECT}`,
  minHeight: HEATMAP_HEIGHT_PX.min,
  maxHeight: HEATMAP_HEIGHT_PX.max,
});

export const treemap = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const sector = style({ position: 'absolute', background: vars.color.surface, borderRadius: vars.radius.sm });

export const sectorLabel = style({
  height: HEATMAP_SECTOR_LABEL_PX,
  padding: `0 ${vars.space.xs}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  color: vars.color.textMuted,
  fontSize: '11px',
  fontWeight: vars.fontWeight.bold,
  lineHeight: `${HEATMAP_SECTOR_LABEL_PX}px`,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});

export const tileList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const tileItem = style({ position: 'absolute' });

export const tile = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  borderRadius: '2px',
  lineHeight: 1.2,
  textAlign: 'center',
  textDecoration: 'none',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  selectors: {
    '&:hover': { ...outlineMark('2px solid currentColor', '-2px'), zIndex: zIndex.raised },
    // Tiles touch each other: the focus ring goes inside, on top of its neighbours.
    '&:focus-visible': { ...focusRing('-3px'), zIndex: zIndex.focused },
  },
});

/** Tile colours per band (docs/product.md#dashboard); text colour chosen per band for contrast. */
export const band: Record<number, string> = styleVariants(
  Object.fromEntries(HEAT_BAND_COLORS.map((background, i) => [i, { background, color: HEAT_BAND_TEXT_COLORS[i] }])),
);

export const tileSymbol = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const tileChange = style({ fontSize: '0.85em', whiteSpace: 'nowrap' });

export const tooltip = style({
  position: 'absolute',
  zIndex: zIndex.floating,
  width: HEATMAP_TOOLTIP_PX.width,
  maxWidth: '100%',
  minHeight: HEATMAP_TOOLTIP_PX.height,
  boxSizing: 'border-box',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  boxShadow: '0 6px 20px rgba(0, 0, 0, 0.35)',
  pointerEvents: 'none',
});

export const tooltipTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const tooltipList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `2px ${vars.space.sm}`,
  margin: `${vars.space.xs} 0 0`,
});

export const tooltipTerm = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const tooltipValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

/**
 * The keyboard help: always the treemap's description for screen readers, shown on screen only
 * while a tile has keyboard focus, so it does not clutter the page for pointer users.
 */
export const hint = style({
  ...mutedText,
  selectors: {
    [`${plot}:not(:has(:focus-visible)) ~ &`]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const legend = style(legendList);

export const legendItem = style({ ...legendEntry, whiteSpace: 'nowrap' });

export const swatch = style({
  display: 'inline-block',
  width: '14px',
  height: '14px',
  borderRadius: '3px',
  border: `1px solid ${vars.color.border}`,
});

export const excluded = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const excludedSummary = style({
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing() },
});

export const excludedText = style({ margin: `${vars.space.xs} 0 0`, overflowWrap: 'anywhere' });
