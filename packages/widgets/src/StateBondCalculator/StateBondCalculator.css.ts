import { style } from '@vanilla-extract/css';
import { errorText, vars } from '../theme';

/** The options' checkboxes, one under the other. */
export const options = style({ display: 'grid', gap: vars.space.xs });

/** The options' message (no checkbox is the field). */
export const error = style(errorText);

export const glossary = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

/** The notes under the figures. */
export const notes = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
});
