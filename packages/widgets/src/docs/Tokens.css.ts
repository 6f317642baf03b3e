import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const page = style({ display: 'grid', gap: vars.space.lg, color: vars.color.text });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const item = style({ display: 'grid', gap: vars.space.xs });
export const swatch = style({
  height: '48px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const name = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
export const value = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const spaceRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const spaceBar = style({ height: '12px', background: vars.color.accent, borderRadius: vars.radius.sm });
export const radiusBox = style({
  width: '64px',
  height: '48px',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
