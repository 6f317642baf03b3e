import { style } from '@vanilla-extract/css';
import { flexColumn, flexRow, mutedText, panelBox, titleText, vars, widgetRoot } from '../theme';

export const card = style([
  widgetRoot,
  {
    ...flexColumn(vars.space.sm),
    padding: vars.space.md,
    ...panelBox,
    color: vars.color.text,
    minWidth: 0,
  },
]);

/** Title and actions on one row while they fit; on a narrow card the actions wrap under the title. */
export const header = style({ ...flexRow('flex-start', 'space-between', vars.space.sm), flexWrap: 'wrap' });

export const title = style({ ...titleText, minWidth: 0, overflowWrap: 'break-word' });

export const description = style(mutedText);

export const actions = style({ display: 'flex', gap: vars.space.sm, flexShrink: 0 });

export const body = style({ minWidth: 0 });
