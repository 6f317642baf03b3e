import { style } from '@vanilla-extract/css';
import { focusRing, mutedText, textLink, vars } from '../theme';

export const heading = style({ selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': focusRing() } });

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

/** An item with move buttons: one more column before the remove button. */
export const movable = style({ gridTemplateColumns: 'minmax(0, 1fr) auto auto auto' });

export const moves = style({ display: 'inline-flex', gap: vars.space.xs });

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.accent }, '&:focus-visible': focusRing() },
});

export const symbol = style({
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const company = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const quote = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
});

export const price = style({ fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });

export const muted = style(mutedText);

export const prompt = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.sm });

export const text = style({ margin: 0 });

export const inlineLink = style({ ...textLink, fontWeight: vars.fontWeight.bold });

export const removeIcon = style({ fontSize: '1rem', lineHeight: 1 });

export const toggle = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const busy = style({ selectors: { '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' } } });

export const asOf = style([mutedText, { marginTop: vars.space.sm }]);

/** The add row (WatchlistAdd): picker and button side by side, wrapping on a phone. */
export const add = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md });

export const addRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });

export const addPicker = style({ flex: '1 1 180px', minWidth: 0 });
