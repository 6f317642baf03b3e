import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/**
 * The look only: where it sits (an overlay that reserves no space, so nothing below it moves) is
 * the host's `className`, since only the host knows its page's other overlays.
 */
export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.warning}`,
  borderLeftWidth: 6,
  boxShadow: '0 8px 30px rgba(0,0,0,0.35)',
});

export const body = style({ flex: 1, minWidth: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.md });

export const text = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm });

export const list = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });
