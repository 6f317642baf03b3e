import { style } from '@vanilla-extract/css';
import { controlBox, controlHeight, focusRing, vars } from '../../theme';

// Its own module, not in Field.css.ts: the NumberField and the radios draw their controls their own
// way, and the loan-calculator embed, built from them, is at its size budget (apps/embed).

/** Native selects, date and text inputs, drawn like the NumberField. */
export const control = style({
  minHeight: controlHeight.regular,
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
