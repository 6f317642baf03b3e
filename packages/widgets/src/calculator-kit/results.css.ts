import { style } from '@vanilla-extract/css';
import { vars } from '../theme';
import { alert } from './CalculatorLayout.css';

/** Layout of the result sections the calculators share. */

/** A results section: heading, then its content. */
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.3 });

/** Cards or charts side by side when there is room. */
export const sideBySide = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  alignItems: 'start',
});

/** A short line of muted text: hints under the form, notes under a chart or table. */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

/** The results column's content: the same rhythm as the layout's results grid. */
export const column = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** A problem inside one panel of the results (e.g. fees larger than the loan): the layout's alert, tighter. */
export const panelAlert = style([alert, { padding: vars.space.sm, background: vars.color.surfaceRaised }]);

/** A sentence that answers the calculator's question (a verdict, a break-even): a little larger than body text. */
export const answer = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.5 });
