import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

/** The break-even sentence: the answer, in bold. */
export const strong = style({ fontWeight: vars.fontWeight.bold });

/** The purchase-duty checkbox with its label and hint. */
export const checkboxField = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  alignItems: 'center',
});

export const checkbox = style({
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing() },
});

export const checkboxLabel = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, cursor: 'pointer' });

/** The hint spans both columns under the box and label. */
export const checkboxHint = style({ gridColumn: '1 / -1' });
