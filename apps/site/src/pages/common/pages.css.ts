import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@penzugy/widgets';

// The size shrinks with a narrow screen (never under xl), so a long compound such as
// 'Dokumentumkönyvtár' fits a 390 px phone instead of breaking mid-word; a still longer word may
// break rather than widen the page.
export const pageTitle = style({
  overflowWrap: 'break-word',
  hyphens: 'auto',
  fontSize: `max(${vars.fontSize.xl}, min(${vars.fontSize.xxl}, 6.5vw))`,
  margin: `${vars.space.md} 0 ${vars.space.sm}`,
  lineHeight: 1.2,
});
export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  maxWidth: '70ch',
  margin: `0 0 ${vars.space.lg}`,
});
export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: `${vars.space.xl} 0 ${vars.space.md}` });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.accent },
    '&:focus-visible': focusRing(),
    // The whole card is the link's click target; the link text stays the title.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const cardBody = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  flex: 1,
});

// height: auto, so the img's width/height attributes give the ratio and reserve space, not a fixed height.
export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  display: 'block',
  background: vars.color.surfaceRaised,
});

/** Shown in the dark mode only (the default, and whatever index.html's script did not set light). */
export const darkOnly = style({ selectors: { "html[data-theme='light'] &": { display: 'none' } } });
/** Shown in the light mode only. */
export const lightOnly = style({ display: 'none', selectors: { "html[data-theme='light'] &": { display: 'block' } } });

export const clamp = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  WebkitLineClamp: 3,
  margin: 0,
  color: vars.color.textMuted,
  // Card descriptions: 3 lines, 2 on wide screens (docs/product.md#constants-and-limits).
  '@media': { '(min-width: 1300px)': { WebkitLineClamp: 2 } },
});

export const clampLarge = style([
  clamp,
  { WebkitLineClamp: 4, '@media': { '(min-width: 1300px)': { WebkitLineClamp: 4 } } },
]);

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const prose = style({ maxWidth: '72ch', lineHeight: 1.7, fontSize: vars.fontSize.md });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl, marginTop: vars.space.xl });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg, marginTop: vars.space.lg });
globalStyle(`${prose} a`, { color: vars.color.accent });
globalStyle(`${prose} table`, { borderCollapse: 'collapse', width: '100%' });
// Cells may break long words (cookie names such as _ga_<id>), so a table never widens a phone's page.
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.xs,
  textAlign: 'left',
  overflowWrap: 'anywhere',
});
globalStyle(`${prose} blockquote`, {
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
});

export const stateBox = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const chip = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const textLink = style({ color: vars.color.accent });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.3 });
export const cardTitleLarge = style([cardTitle, { fontSize: vars.fontSize.xl }]);
export const sideHeading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
export const plainList = style([row, { listStyle: 'none', padding: 0 }]);
export const spaced = style({ marginTop: vars.space.md });
export const address = style({ fontStyle: 'normal', lineHeight: 1.8 });
export const centered = style({ alignItems: 'center', textAlign: 'center' });
export const flush = style({ margin: 0 });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** Text inputs of the site's own forms (blog search, contact). */
export const input = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:focus-visible': focusRing('1px'),
  },
});
