import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** A headline figure and the grid of them (moved here from the calculator layout: market widgets use them too). */
export const statGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  margin: 0,
});

export const stat = style({
  display: 'grid',
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
