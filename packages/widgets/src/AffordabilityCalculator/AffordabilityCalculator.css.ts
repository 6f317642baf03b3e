import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

/** The folded advanced settings under the groups: drawn like a group, its summary the legend. */
export const advanced = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});

export const advancedSummary = style({
  cursor: 'pointer',
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus-visible': focusRing() },
});

export const advancedBody = style({ marginTop: vars.space.md });

/** A panel's body: its answer, figures, chart and notes one under the other. */
export const panelBody = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** The verdict on a price: the sentence that answers "can I buy it?". */
export const verdict = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

/** The glossary links under an answer, side by side when they fit. */
export const glossaryLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
