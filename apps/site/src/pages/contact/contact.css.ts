import { style } from '@vanilla-extract/css';
import { vars } from '@penzugy/widgets';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  alignItems: 'start',
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/**
 * The map link: a bordered row with a pin, not a grey box standing in for a map that never loads
 * (issue 27 item 5: the link was pressed to the edge of an empty 220 px panel).
 */
export const map = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});
export const mapIcon = style({ flexShrink: 0, color: vars.color.accent });
export const faq = style({ borderBottom: `1px solid ${vars.color.border}`, padding: `${vars.space.sm} 0` });
/** The honeypot field (ContactPage): off-screen, so people never see or fill it; robots do. */
export const honeypot = style({ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' });
