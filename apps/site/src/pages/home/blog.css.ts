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

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr) 300px',
  alignItems: 'start',
  // The sidebar's search hides below 1300 px (docs/product.md#blog); the table of contents moves under the toolbar.
  '@media': { '(max-width: 1300px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  position: 'sticky',
  top: 80,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // Below 1300 px the sidebar's parts join the single column: the search (and its toggle) above the
  // cards, the table of contents after them, so the first screen shows articles, not 12 links.
  '@media': { '(max-width: 1300px)': { display: 'contents' } },
});

const narrowFirst = { '@media': { '(max-width: 1300px)': { order: -1 } } } as const;
export const searchBox = style(narrowFirst);
export const tocNav = style({ '@media': { '(max-width: 1300px)': { order: 1 } } });

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
  '@media': { '(max-width: 1300px)': { display: 'inline-flex', order: -1, justifySelf: 'start' } },
});
/** The search while the width decides (useSearchVisibility): hidden on narrow screens, from the first paint. */
export const searchByWidth = style({ '@media': { '(max-width: 1300px)': { display: 'none' } } });

export const cardItem = style({ scrollMarginTop: 90 });
