import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const modelList = style({ display: 'grid', gap: vars.space.xs });

/** A model: the radio's inline field on a panel that shows which one is chosen (the radio draws the focus ring). */
export const modelOption = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:has(input:checked)': { background: vars.color.surfaceRaised } },
});

export const progressPanel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const progressRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const progressBar = style({
  flex: '1 1 200px',
  height: '10px',
  accentColor: vars.color.accent,
});

export const progressText = style({ margin: 0, fontVariantNumeric: 'tabular-nums', minWidth: '7ch' });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const formula = style({
  display: 'block',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  // finance-core separates the parts of a formula with two spaces.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const formulaLabel = style({
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const modelText = style({ margin: 0 });

export const results = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
