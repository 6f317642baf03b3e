import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/**
 * A headline figure and the row of them (moved here from the calculator layout: market widgets use them
 * too). The cards wrap as flex items that grow, so a last row is filled by its cards: a grid's fixed
 * columns left a card alone in a corner of a row (issue 27: 'Piaci kapitalizáció' with its value broken
 * over three lines, Monte Carlo's 'Esély…').
 */
export const statGrid = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
});

export const stat = style({
  flex: '1 1 180px',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const statHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
