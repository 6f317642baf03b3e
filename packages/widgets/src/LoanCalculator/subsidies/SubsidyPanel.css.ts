import { style } from '@vanilla-extract/css';
import { bareList, flexColumn, vars } from '../../theme';

/** The programmes' verdicts: one block each, marked at the start by its outcome's colour (and told in words). */
export const verdicts = style({ ...bareList, ...flexColumn(vars.space.sm) });

export const verdict = style({
  ...flexColumn(vars.space.xs),
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.border}`,
  selectors: {
    '&[data-verdict="open"]': { borderInlineStartColor: vars.color.positive },
    '&[data-verdict="closed"]': { borderInlineStartColor: vars.color.negative },
  },
});

export const verdictTitle = style({ margin: 0 });

/** The plan's lists (excluded programmes, events): plain items. */
export const list = style({ ...bareList, ...flexColumn(vars.space.xs) });
