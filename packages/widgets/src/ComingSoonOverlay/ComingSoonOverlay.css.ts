import { globalStyle, style } from '@vanilla-extract/css';
import { vars, zIndex } from '../theme';

/**
 * The content and the overlay share one grid cell, so the covered strip is as tall as the taller of
 * the two: over short content (the calculators' cards) the panel no longer spills out below it, as
 * it did from an absolutely placed overlay with a guessed minimum height.
 */
export const root = style({ display: 'grid', isolation: 'isolate' });

/** The covered content: still laid out (so the page keeps its shape), dimmed and blurred. */
export const content = style({
  gridArea: '1 / 1',
  minWidth: 0,
  filter: 'blur(2px)',
  userSelect: 'none',
  pointerEvents: 'none',
});

/*
 * The blocks of a long covered page (the children of the content's lone wrapper: the dashboard's
 * widgets) are laid out and painted only near the viewport (`content-visibility: auto`): they are
 * blurred and inert, so nobody reads them closely and nothing in them takes focus (paint
 * containment cannot clip a focus ring). Under the dashboard's overlay the market tables and the
 * 500 heatmap tiles below a phone's first screen were laid out and blurred while the page started:
 * Lighthouse's Total Blocking Time on /befektetesek fell from 310–550 to 190–290 ms without that
 * work. A block's last size is kept (`auto`), so the page does not change length when one comes into
 * view a second time. Short covered content (the knowledge base's headings and cards, several
 * children) is left alone: there, a heading and a list in the first screen were reported as layout
 * shifts (0.12 at 1400 px) when the page hydrated.
 */
globalStyle(`${content} > :only-child > *`, {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 20rem',
});

export const overlay = style({
  gridArea: '1 / 1',
  position: 'relative',
  zIndex: zIndex.raised,
  display: 'flex',
  // At the top, not in the middle: over a tall page (a dashboard) the middle is below the fold and
  // the first screen would be blurred content with no explanation.
  alignItems: 'flex-start',
  justifyContent: 'center',
  padding: vars.space.lg,
  background: vars.color.overlay,
});

export const panel = style({
  // Sticky within the overlay, so the message stays in view while the blurred content scrolls by;
  // the offset clears a sticky site header.
  position: 'sticky',
  top: '5rem',
  maxWidth: '28rem',
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  textAlign: 'center',
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.25)',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({ margin: `${vars.space.sm} 0 0` });

export const features = style({
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
  textAlign: 'start',
});

export const feature = style({
  display: 'flex',
  gap: vars.space.sm,
  '::before': { content: '"✓"', color: vars.color.positive, fontWeight: vars.fontWeight.bold },
});
