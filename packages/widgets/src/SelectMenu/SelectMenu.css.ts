import { style } from '@vanilla-extract/css';
import { controlBox, controlHeight, flexColumn, focusRing, labelText, raisedBox, vars, zIndex } from '../theme';
import {
  ANCHOR_WIDTH_PROPERTY,
  AVAILABLE_HEIGHT_PROPERTY,
  MULTI_SELECT_LIST_MAX_HEIGHT_PX,
  SELECT_PANEL_MAX_HEIGHT_PX,
} from './constants';

export const root = style({ ...flexColumn(vars.space.xs), minWidth: 0 });

export const label = style(labelText);

/** The combobox and its chevron, which sits inside the box's end. */
export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** The combobox itself: the text box when searchable, else the select-only box showing the selection. */
export const combobox = style({
  width: '100%',
  minWidth: 0,
  minHeight: controlHeight.regular,
  padding: `0 ${controlHeight.small} 0 ${vars.space.md}`,
  ...controlBox,
  borderRadius: vars.radius.md,
  textAlign: 'start',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.accent },
    '&:focus-visible': focusRing(),
    '&[aria-expanded="true"]': { borderColor: vars.color.accent },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // Dashed, not faded: the text keeps its contrast.
    '&:disabled, &[aria-disabled="true"]': {
      cursor: 'not-allowed',
      borderStyle: 'dashed',
      background: vars.color.surfaceRaised,
    },
  },
});

/** The select-only combobox is a box of text, so it centres that text as the text box does. */
export const selectOnly = style({ display: 'flex', alignItems: 'center' });

/** The text box takes typing: a text cursor, not a hand. */
export const editable = style({ cursor: 'text' });

/** The select-only combobox's text, cut with an ellipsis (docs/product.md#dropdowns: every selected label is listed). */
export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  flexShrink: 0,
  color: vars.color.textMuted,
  pointerEvents: 'none',
  transition: 'transform 120ms',
  selectors: { '[aria-expanded="true"] + &': { transform: 'rotate(180deg)' } },
});

export const panel = style({
  zIndex: zIndex.popover,
  display: 'flex',
  flexDirection: 'column',
  minWidth: `var(${ANCHOR_WIDTH_PROPERTY})`,
  maxWidth: 'min(28rem, calc(100vw - 16px))',
  maxHeight: `min(${SELECT_PANEL_MAX_HEIGHT_PX}px, var(${AVAILABLE_HEIGHT_PROPERTY}, ${SELECT_PANEL_MAX_HEIGHT_PX}px))`,
  padding: vars.space.xs,
  ...raisedBox,
  borderRadius: vars.radius.md,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.3)',
});

export const list = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

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
  selectors: {
    // The active option (aria-activedescendant): DOM focus stays in the combobox, so this is the ring.
    '&[data-active]': { background: vars.color.surface, boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.bold },
  },
});

export const selectAll = style({
  borderBottom: `1px solid ${vars.color.border}`,
  borderRadius: 0,
  marginBottom: vars.space.xs,
});

/** The check box drawn before a multi-select option (decorative; the state is aria-selected). */
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
    '[aria-selected="true"] > &': {
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
