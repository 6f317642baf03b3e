import { style } from '@vanilla-extract/css';
import { flexColumn, focusRing, vars } from '../../theme';

/** The control and its label side by side; hint and error under the label, in its column. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: 'start',
});

/** 24 × 24 px: a tap target of WCAG 2.5.8's size (axe's target-size rule), for checkboxes and radios alike. */
export const control = style({
  width: '24px',
  height: '24px',
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing() },
});

/** The label's first line centred on the box; a longer label wraps below it, beside nothing. */
export const label = style({ paddingTop: 'max(0px, calc((24px - 1lh) / 2))' });

/** The hint and the error line up with the label, not with the box. */
export const message = style({ ...flexColumn(vars.space.xs), gridColumn: 2 });
