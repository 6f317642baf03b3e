import { style } from '@vanilla-extract/css';
import { raisedBox, vars, zIndex } from '../theme';

export const content = style({
  zIndex: zIndex.popover,
  maxWidth: 'min(280px, calc(100vw - 16px))',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  ...raisedBox,
  borderRadius: vars.radius.sm,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.3)',
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
});

export const arrow = style({ fill: vars.color.surfaceRaised });

/** On the trigger: no iOS callout menu during the long press that opens the tooltip. */
export const trigger = style({ WebkitTouchCallout: 'none' });
