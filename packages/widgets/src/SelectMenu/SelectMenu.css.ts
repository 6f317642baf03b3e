import { style } from '@vanilla-extract/css';
import {
  controlBox,
  controlHeight,
  flexColumn,
  flexRow,
  focusRing,
  labelText,
  raisedBox,
  vars,
  zIndex,
} from '../theme';
import { MULTI_SELECT_LIST_MAX_HEIGHT_PX, SELECT_PANEL_MAX_HEIGHT_PX } from './constants';

export const root = style({ ...flexColumn(vars.space.xs), minWidth: 0 });

export const label = style(labelText);

export const trigger = style({
  ...flexRow('center', 'space-between', vars.space.sm),
  width: '100%',
  minHeight: controlHeight.regular,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  ...controlBox,
  borderRadius: vars.radius.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.accent },
    '&:focus-visible': focusRing(),
    '&[data-state="open"]': { borderColor: vars.color.accent },
    // Dashed, not faded: the text keeps its contrast.
    '&:disabled': { cursor: 'not-allowed', borderStyle: 'dashed', background: vars.color.surfaceRaised },
  },
});

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({ flexShrink: 0, color: vars.color.textMuted, transition: 'transform 120ms' });

export const panel = style({
  zIndex: zIndex.drawer,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 'var(--radix-dropdown-menu-trigger-width)',
  maxWidth: 'min(28rem, calc(100vw - 16px))',
  maxHeight: `min(${SELECT_PANEL_MAX_HEIGHT_PX}px, var(--radix-dropdown-menu-content-available-height))`,
  padding: vars.space.xs,
  ...raisedBox,
  borderRadius: vars.radius.md,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.3)',
});

export const search = style({
  flexShrink: 0,
  margin: `0 0 ${vars.space.xs}`,
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  ...controlBox,
  borderRadius: vars.radius.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': focusRing('1px'),
  },
});

export const list = style({ flex: '1 1 auto', minHeight: 0, overflowY: 'auto' });

export const listMulti = style({ maxHeight: `${MULTI_SELECT_LIST_MAX_HEIGHT_PX}px` });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surface, boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.bold },
  },
});

export const selectAll = style({
  borderBottom: `1px solid ${vars.color.border}`,
  borderRadius: 0,
  marginBottom: vars.space.xs,
});

/** The check box drawn before a multi-select option (decorative; the state is aria-checked). */
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '16px',
  height: '16px',
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: '3px',
  fontSize: '12px',
  lineHeight: 1,
  selectors: {
    '[data-state="checked"] > &': {
      background: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.accentText,
    },
  },
});

/** The tick of a single-select option. */
export const tick = style({ width: '16px', flexShrink: 0, color: vars.color.accent, textAlign: 'center' });

export const message = style({
  margin: 0,
  padding: `${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const hint = style({
  margin: 0,
  padding: `0 ${vars.space.sm} ${vars.space.xs}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const notice = style({
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:not(:empty)': { padding: `${vars.space.xs} ${vars.space.sm}` } },
});
