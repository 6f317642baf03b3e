import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const rowDate = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
  alignItems: 'start',
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
