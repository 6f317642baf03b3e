import { style } from '@vanilla-extract/css';
import { errorText, flexColumn, vars } from '../../theme';

/** The one-off prepayments: one row each, the add button last. */
export const rows = style({ ...flexColumn(vars.space.md), alignItems: 'flex-start' });

/** A row: month and amount side by side when there is room, the remove button at their foot. */
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))',
  alignItems: 'end',
});

export const remove = style({ justifySelf: 'start' });

export const error = style(errorText);
