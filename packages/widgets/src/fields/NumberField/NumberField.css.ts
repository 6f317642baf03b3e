import { style } from '@vanilla-extract/css';
import { controlHeight, focusRing, vars } from '../../theme';

export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: controlHeight.regular,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-within': focusRing('1px'),
    '&[data-invalid]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
    // Not faded with opacity: the value must stay readable (and pass axe's contrast check).
    '&[data-disabled]': { background: vars.color.surfaceRaised, borderStyle: 'dashed', cursor: 'not-allowed' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `0 ${vars.space.sm}`,
  height: '38px',
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  selectors: {
    // The wrapper draws the focus ring, so the unit sits inside it.
    '&:focus': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const unit = style({
  paddingInlineEnd: vars.space.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
