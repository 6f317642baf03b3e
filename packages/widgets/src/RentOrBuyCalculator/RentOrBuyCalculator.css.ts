import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

/** A short line of muted text (hints, notes under a chart). */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

/** The results heading with the monthly mortgage payment. */
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.3 });

/** The break-even and tipping-point sentences: the answer, so a little larger than body text. */
export const answer = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.5 });

export const answerStrong = style([answer, { fontWeight: vars.fontWeight.bold }]);

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
export const checkboxHint = style([note, { gridColumn: '1 / -1' }]);

/** The results column's content: the same rhythm as the kit's results grid. */
export const results = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
