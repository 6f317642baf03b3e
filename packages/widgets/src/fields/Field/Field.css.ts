import { style } from '@vanilla-extract/css';
import { CONTROL_MIN_HEIGHT, controlBox, errorText, flexColumn, focusRing, mutedText, vars } from '../../theme';

/** The frame every field shares: label above, control, hint and error below (as the NumberField draws it). */
export const root = style({ ...flexColumn(vars.space.xs), minWidth: 0 });

/** A radio group's fieldset: no browser border or padding, laid out like the other fields. */
export const group = style([root, { border: 0, padding: 0, margin: 0 }]);

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, padding: 0 });

/** A label with the required mark beside it. */
export const labelRow = style({ display: 'flex', alignItems: 'baseline' });

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: '0.25em' });

export const hint = style(mutedText);

export const error = style(errorText);

/** Native selects, date and text inputs, drawn like the NumberField. */
export const control = style({
  minHeight: CONTROL_MIN_HEIGHT,
  padding: `0 ${vars.space.sm}`,
  ...controlBox,
  borderRadius: vars.radius.md,
  colorScheme: 'light dark',
  selectors: {
    '&:focus-visible': focusRing('1px'),
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    '&:disabled': { borderStyle: 'dashed', cursor: 'not-allowed' },
  },
});

export const options = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });

export const optionsStacked = style({ display: 'grid', gap: vars.space.xs });

export const option = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  cursor: 'pointer',
});

export const radio = style({ margin: '3px 0 0', accentColor: vars.color.accent, flexShrink: 0 });
