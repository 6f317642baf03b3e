import { style } from '@vanilla-extract/css';
import { flexColumn, flexRow, focusRing, vars, zIndex } from '../theme';

export const root = style({ ...flexColumn(vars.space.sm), minWidth: 0 });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

/**
 * The scroll area: the header sticks to its top; it is focusable so the keyboard can scroll it. It is
 * a size container: in a narrow one (a phone, {@link narrow}) the cells pad less and the row names
 * wrap, so a table of names and values fits a 328 px screen instead of scrolling sideways.
 */
export const scroll = style({
  containerType: 'inline-size',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': focusRing() },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const captionHidden = style({ padding: 0 });

const narrow = '(max-width: 24rem)';
const narrowPadding = { '@container': { [narrow]: { paddingInline: vars.space.sm } } };

export const th = style({
  position: 'sticky',
  top: 0,
  zIndex: zIndex.raised,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  ...narrowPadding,
});

export const td = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
  ...narrowPadding,
});

export const rowHeader = style({
  fontWeight: vars.fontWeight.regular,
  '@container': { [narrow]: { whiteSpace: 'normal' } },
});

export const row = style({
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

export const align = {
  start: style({ textAlign: 'start' }),
  center: style({ textAlign: 'center' }),
  // Numbers: right-aligned with tabular figures so the digits line up.
  end: style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }),
};

export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

export const pagination = style(flexRow('center', 'center', vars.space.md));

export const pageIndicator = style({
  margin: 0,
  minWidth: '8ch',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

/** The bound buttons stay focusable (aria-disabled), so focus is not lost on the first/last page. */
export const pageButton = style({
  selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});
