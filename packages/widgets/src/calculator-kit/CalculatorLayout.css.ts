import { globalStyle, style } from '@vanilla-extract/css';
import { vars, widgetRoot } from '../theme';

export const root = style([
  widgetRoot,
  {
    display: 'grid',
    gap: vars.space.lg,
    containerType: 'inline-size',
    color: vars.color.text,
    background: vars.color.background,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
  },
]);
export const header = style({ display: 'grid', gap: vars.space.xs });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: 1.2 });
export const description = style({ margin: 0, color: vars.color.textMuted });
export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container': {
    '(min-width: 880px)': { gridTemplateColumns: 'minmax(280px, 340px) minmax(0, 1fr)', alignItems: 'start' },
  },
});
export const form = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});
export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });
export const results = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
/**
 * The summary bar (CalculatorLayout's `summary`): laid out like the actions, sticky to the bottom of the
 * screen while the form is in view, and only where the results stand under the form (the body's one
 * column). CSS alone, no script: the loan embed's size budget (apps/embed/README.md#size).
 */
export const summary = style([
  actions,
  {
    position: 'sticky',
    bottom: 0,
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    '@container': { '(min-width: 880px)': { display: 'none' } },
  },
]);
// A field that focus scrolls into view stops above the bar, not under it (a bar of two lines of text
// and the button under them is 109 px high at 358 px).
globalStyle(`${form} *`, { scrollMarginBottom: '8rem' });
export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
  background: vars.color.surface,
});
