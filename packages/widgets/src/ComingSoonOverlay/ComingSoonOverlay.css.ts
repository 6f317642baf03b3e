import { style } from '@vanilla-extract/css';
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
