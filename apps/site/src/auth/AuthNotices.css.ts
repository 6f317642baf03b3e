import { style } from '@vanilla-extract/css';
import { vars, zIndex } from '@penzugy/widgets';

/** Bottom-centre, above the page; the live region itself is always in the DOM (see AuthNotices). */
export const region = style({
  position: 'fixed',
  insetInline: 0,
  bottom: vars.space.lg,
  display: 'flex',
  justifyContent: 'center',
  padding: `0 ${vars.space.md}`,
  pointerEvents: 'none',
  zIndex: zIndex.toast,
});

export const notice = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '36rem',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `6px solid ${vars.color.positive}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.28)',
});

export const info = style({ borderInlineStartColor: vars.color.accent });

export const text = style({ margin: 0, flex: 1 });
