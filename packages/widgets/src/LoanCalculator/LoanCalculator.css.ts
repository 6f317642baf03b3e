import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The 'unapplied changes' line: stronger than a hint, so it is noticed. */
export const pending = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.warning,
});

export const panelBody = style({ display: 'grid', gap: vars.space.md });
