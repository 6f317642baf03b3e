import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The switch and the inflation field side by side when there is room, stacked on a phone. */
export const root = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  alignItems: 'start',
});
