import { style } from '@vanilla-extract/css';
import { vars } from '@penzugy/widgets';

export const box = style({
  margin: `${vars.space.xl} 0`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  maxWidth: '70ch',
});
export const title = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.sm}` });
export const lead = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** The consent's text is small print beside its 24 px box (the Checkbox's). */
export const consent = style({ fontSize: vars.fontSize.sm, lineHeight: 1.5 });
export const link = style({ color: vars.color.accent });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const status = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
