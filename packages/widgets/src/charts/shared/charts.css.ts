import { style } from '@vanilla-extract/css';
import {
  CHART_TEXT_SIZE,
  focusRing,
  legendEntry,
  legendList,
  mutedText,
  raisedBox,
  titleText,
  vars,
  zIndex,
} from '../../theme';

/** Styles shared by every chart: frame, plot, axes, legend, tooltip, summary. Colours only via `vars`. */

export const figure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
});

// A figcaption has no margin of its own, so the title's `margin: 0` changes nothing here.
export const caption = style(titleText);

export const notes = style(mutedText);

/** Legend beside the plot (the pie's legend is on the left, docs/product.md#charts). */
export const body = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const bodyLeftLegend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
});

/** The measured box: block-level so its width comes from the page, never from the SVG inside. */
export const plot = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  flex: '1 1 280px',
});

export const svg = style({
  display: 'block',
  overflow: 'visible',
  borderRadius: vars.radius.sm,
  touchAction: 'pan-y',
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRing(),
  },
});

export const axisText = style({
  fill: vars.chart.axis,
  fontSize: CHART_TEXT_SIZE,
  fontVariantNumeric: 'tabular-nums',
});
export const axisTitle = style({ fill: vars.chart.axis, fontSize: CHART_TEXT_SIZE, fontWeight: vars.fontWeight.bold });
export const axisLine = style({ stroke: vars.chart.axis, strokeWidth: 1, shapeRendering: 'crispEdges' });
export const gridLine = style({ stroke: vars.chart.grid, strokeWidth: 1, shapeRendering: 'crispEdges' });
export const zeroLine = style({ stroke: vars.chart.axis, strokeWidth: 1.5, shapeRendering: 'crispEdges' });

export const series = style({
  fill: 'none',
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
  vectorEffect: 'non-scaling-stroke',
});

export const cursorLine = style({
  stroke: vars.chart.axis,
  strokeWidth: 1,
  strokeDasharray: '4 4',
  pointerEvents: 'none',
});
export const cursorDot = style({ stroke: vars.color.background, strokeWidth: 2, pointerEvents: 'none' });

export const marker = style({ stroke: vars.chart.marker, strokeWidth: 2, strokeDasharray: '6 4' });
export const markerText = style({
  fill: vars.chart.marker,
  fontSize: CHART_TEXT_SIZE,
  fontWeight: vars.fontWeight.bold,
});

/** The live region spans the plot; the tooltip box inside it is positioned at the cursor. */
export const liveRegion = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });
export const tooltip = style({
  position: 'absolute',
  zIndex: zIndex.raised,
  minWidth: '140px',
  maxWidth: '320px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  ...raisedBox,
  borderRadius: vars.radius.md,
  boxShadow: `0 4px 16px ${vars.color.overlay}`,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
});
export const tooltipHeader = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs });
export const tooltipRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
});
export const tooltipValue = style({
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
  fontWeight: vars.fontWeight.bold,
});

export const legend = style(legendList);
export const legendVertical = style({ flexDirection: 'column', flex: '0 0 auto' });
export const legendItem = style(legendEntry);
export const swatch = style({ flex: '0 0 auto', display: 'block' });

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '160px',
  margin: 0,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});
