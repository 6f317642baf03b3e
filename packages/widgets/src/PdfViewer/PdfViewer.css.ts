import { globalStyle, style } from '@vanilla-extract/css';
import { controlHeight, focusRing, vars, widgetColumn, widgetRoot, zIndex } from '../theme';

export const root = style([widgetRoot, widgetColumn]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A cluster of related controls; clusters wrap as wholes on narrow screens. */
export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'nowrap' });

/** Grows into the free space; below its content's width it moves to a line of its own. */
export const searchGroup = style([group, { flex: '1 1 20rem' }]);

/** Square icon buttons: the glyph is decorative, the name is the aria-label. */
export const iconButton = style({
  minWidth: controlHeight.small,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.md,
  lineHeight: 1,
});

const field = {
  minHeight: controlHeight.small,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
} as const;

export const pageInput = style({
  ...field,
  width: '4.5em',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:focus-visible': focusRing(),
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const total = style({ fontSize: vars.fontSize.sm, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const zoomLabel = style({
  minWidth: '3.5em',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

/** The search box takes the toolbar's free width; the input is toolbar-sized (a SearchField's input). */
export const searchField = style({ flex: '1 1 8rem', minWidth: '6rem' });
export const searchInput = style(field);
// The toolbar's own clear button replaces the browser's.
globalStyle(`${searchInput}::-webkit-search-cancel-button`, { display: 'none' });

export const matchStatus = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const fieldError = style({
  margin: 0,
  flexBasis: '100%',
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const shortcuts = style({ fontSize: vars.fontSize.sm, color: vars.color.text });
export const shortcutsSummary = style({
  cursor: 'pointer',
  color: vars.color.textMuted,
  selectors: { '&:focus-visible': focusRing() },
});
export const shortcutsList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `${vars.space.sm} 0 0`,
});
/** A key and its action; the row itself does not take part in the grid. */
export const shortcutRow = style({ display: 'contents' });
globalStyle(`${shortcutsList} dd`, { margin: 0 });
globalStyle(`${shortcutsList} kbd`, { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

/**
 * The page column scrolls; it always shows its vertical scrollbar, so "fit to width" does not
 * change the width it fits to when a scrollbar would appear. Focusable, so the keyboard can scroll.
 */
export const scroller = style({
  position: 'relative',
  overflowY: 'scroll',
  overflowX: 'auto',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': focusRing() },
});

export const pages = style({ position: 'relative' });

/** A page is paper: white in both themes, like the PDF it shows. */
export const page = style({
  position: 'absolute',
  overflow: 'hidden',
  background: '#ffffff',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.35)',
  // pdf.js sizes its text layer from these (its own viewer defines them on the page too).
  vars: { '--scale-round-x': '1px', '--scale-round-y': '1px' },
});

export const canvas = style({ position: 'absolute', inset: 0, display: 'block' });

/** Shown on a page not rendered (yet): its number, dark on the white paper. */
export const pagePlaceholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#4a5468',
  fontSize: vars.fontSize.sm,
});

export const pageError = style([pagePlaceholder, { color: '#b3261e', padding: vars.space.md, textAlign: 'center' }]);

/**
 * pdf.js's text layer: transparent text laid exactly over the canvas, for selection and search.
 * These rules are the essential part of pdf.js's own `.textLayer` CSS (web/pdf_viewer.css,
 * Apache-2.0); the CSS variables are the ones pdf.js's TextLayer sets on the spans.
 */
export const textLayer = style({
  position: 'absolute',
  inset: 0,
  overflow: 'clip',
  opacity: 1,
  lineHeight: 1,
  textAlign: 'initial',
  textSizeAdjust: 'none',
  forcedColorAdjust: 'none',
  transformOrigin: '0 0',
  zIndex: zIndex.base,
  colorScheme: 'only light',
  vars: {
    '--min-font-size': '1',
    '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
    '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  },
});
globalStyle(`${textLayer} :is(span, br)`, {
  color: 'transparent',
  position: 'absolute',
  whiteSpace: 'pre',
  cursor: 'text',
  transformOrigin: '0% 0%',
});
globalStyle(`${textLayer} > :not(.markedContent), ${textLayer} .markedContent span:not(.markedContent)`, {
  zIndex: zIndex.raised,
  fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
  transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  vars: { '--font-height': '0', '--scale-x': '1', '--rotate': '0deg' },
});
globalStyle(`${textLayer} .markedContent`, { display: 'contents' });
globalStyle(`${textLayer} ::selection`, { background: 'rgba(0, 80, 255, 0.25)' });
globalStyle(`${textLayer} br::selection`, { background: 'transparent' });

/** A search match: a translucent band over the drawn words (the text itself stays transparent). */
export const match = style({
  color: 'transparent',
  background: 'rgba(255, 190, 0, 0.4)',
  borderRadius: '2px',
  margin: '-1px',
  padding: '1px',
});
/** The current match, stronger and outlined so it is told apart without colour alone. */
export const matchSelected = style({
  background: 'rgba(255, 110, 0, 0.55)',
  outline: '2px solid #b34700',
});

export const message = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const errorBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
});
export const errorTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const errorDetail = style({ margin: 0, color: vars.color.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const frame = style({
  display: 'block',
  width: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // EDGAR's HTML is written for a white page.
  background: '#ffffff',
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
