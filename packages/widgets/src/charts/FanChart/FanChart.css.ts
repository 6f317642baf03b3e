import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** The caveat under the legend: P5 is a percentile, not the worst case. */
export const note = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
