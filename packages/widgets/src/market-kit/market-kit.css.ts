import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The market colours; each change also has its sign and an arrow (ChangeValue). */
export const change = styleVariants({
  up: { color: vars.color.positive, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  down: { color: vars.color.negative, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  flat: { color: vars.color.text, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

export const arrow = style({ marginInlineEnd: '0.25em', fontSize: '0.8em' });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const stateMessage = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const stateText = style({ margin: 0 });
