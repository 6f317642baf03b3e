import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** A short line of muted text (hints under the form, notes under a chart or table). */
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.5 });

/** The 'unapplied changes' line: stronger than a hint, so it is noticed. */
export const pending = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.warning,
});

/** The base-scenario verdict under the headline figures. */
export const verdict = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.5 });

/** Problem inside a panel (e.g. fees larger than the loan). */
export const panelAlert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surfaceRaised,
});

export const panelBody = style({ display: 'grid', gap: vars.space.md });

/** The results column's content: the same rhythm as the kit's results grid. */
export const results = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** A fieldset without its frame (the debt brake's HFM case), its legend like a field label. */
export const plainFieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const radioLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
});
