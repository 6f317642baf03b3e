import { style } from '@vanilla-extract/css';
import { vars } from '@penzugy/widgets';

export const hero = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
});

export const heroLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.md });

const narrow = '(max-width: 1300px)';

/**
 * Wide screens: the cards on the left, the search above the sticky table of contents on the right.
 * At 1300 px and below (docs/product.md#blog) one column in source order: the search's toggle, the
 * cards, the table of contents, so the first screen shows articles, not 12 links.
 */
export const layout = style({
  display: 'grid',
  columnGap: vars.space.xl,
  rowGap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  gridTemplateRows: 'auto 1fr',
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateRows: 'none', rowGap: vars.space.xl } },
});

export const searchArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  gridColumn: 2,
  gridRow: 1,
  '@media': { [narrow]: { gridColumn: 'auto', gridRow: 'auto' } },
});

export const cards = style({
  gridColumn: 1,
  gridRow: '1 / span 2',
  '@media': { [narrow]: { gridColumn: 'auto', gridRow: 'auto' } },
});

export const tocNav = style({
  gridColumn: 2,
  gridRow: 2,
  position: 'sticky',
  top: 80,
  '@media': { [narrow]: { gridColumn: 'auto', gridRow: 'auto', position: 'static' } },
});

export const toc = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const tocLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const searchToggle = style({
  display: 'none',
  alignSelf: 'flex-start',
  '@media': { [narrow]: { display: 'inline-flex' } },
});
/** The search while the width decides (useSearchVisibility): hidden on narrow screens, from the first paint. */
export const searchByWidth = style({ '@media': { [narrow]: { display: 'none' } } });

export const cardItem = style({ scrollMarginTop: 90 });
