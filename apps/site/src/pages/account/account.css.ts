import { style } from '@vanilla-extract/css';
import { vars } from '@penzugy/widgets';

/**
 * /fiok uses the content width as every other page does (issue 27 item 13: it was the sign-in pages'
 * 28rem column): the settings side by side where they fit, each form card at most a readable width.
 */
export const settings = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))',
  alignItems: 'start',
});

/** Deleting the account: a row of its own, its edge in the danger colour (it cannot be undone). */
export const danger = style({
  gridColumn: '1 / -1',
  maxWidth: '40rem',
  borderInlineStart: `4px solid ${vars.color.danger}`,
});
