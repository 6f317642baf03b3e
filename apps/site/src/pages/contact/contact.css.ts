import { style } from '@vanilla-extract/css';
import { vars } from '@penzugy/widgets';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  alignItems: 'start',
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const map = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: 220,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
});
export const faq = style({ borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` });
/** The honeypot field (ContactPage): off-screen, so people never see or fill it; robots do. */
export const honeypot = style({ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' });
