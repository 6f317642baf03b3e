import { style } from '@vanilla-extract/css';
import { bareList, flexRow, focusRing, vars } from '../theme';

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** Small muted text: the quick-add label, the empty selection's hint, the chart legend. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const pickerRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', flexWrap: 'wrap' });

export const picker = style({ flex: '1 1 180px', minWidth: 0 });

export const buttonRow = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

/** The chosen stocks: a list without bullets (laid out by the Inline atoms). */
export const bubbles = style(bareList);

/** A chosen stock with its remove button, as a pill. */
export const bubble = style({
  ...flexRow('center', 'flex-start', vars.space.xs),
  display: 'inline-flex',
  paddingInlineStart: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});

export const bubbleRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': focusRing('1px'),
  },
});

export const status = style([muted, { flexBasis: '100%' }]);

export const info = style({ margin: 0, color: vars.color.textMuted });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const metricTables = style({
  display: 'grid',
  gap: vars.space.md,
  // Two tables side by side where each gets 260 px, else one under the other at the card's width.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(260px, 100%), 1fr))',
  alignItems: 'start',
});

export const metricName = style({
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline dotted',
  textUnderlineOffset: '3px',
  cursor: 'help',
  selectors: { '&:focus-visible': focusRing() },
});

export const metricNote = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});

export const formula = style({ fontFamily: vars.font.mono });

export const alertRow = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The conventions list: a term and its value with a note, one per row. */
export const conventions = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
/**
 * A term beside its value, one under the other in a narrow calculator (a phone, a partner's narrow
 * column on a wide screen: the calculator's own width decides, CalculatorLayout's container).
 */
export const conventionRow = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'baseline',
  gridTemplateColumns: 'minmax(12rem, 1fr) 2fr',
  '@container': { '(max-width: 40rem)': { gridTemplateColumns: '1fr' } },
});
export const conventionValue = style({ margin: 0 });
