import { style } from '@vanilla-extract/css';
import { errorText, flexColumn, mutedText, vars } from '../../theme';

/** The frame every field shares: label above, control, hint and error below. */
export const root = style({ ...flexColumn(vars.space.xs), minWidth: 0 });

/** A radio group's fieldset: no browser border or padding, laid out like the other fields. */
export const group = style([root, { border: 0, padding: 0, margin: 0 }]);

export const label = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, padding: 0 });

/** A label with the required mark beside it. */
export const labelRow = style({ display: 'flex', alignItems: 'baseline' });

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: '0.25em' });

export const hint = style(mutedText);

export const error = style(errorText);

export const options = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });

export const optionsStacked = style({ display: 'grid', gap: vars.space.xs });
