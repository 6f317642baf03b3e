import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** Layout of the result sections the calculators share. */

/** A results section: heading, then its content. */
export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: 1.3 });

/** Cards or charts side by side when there is room. */
export const sideBySide = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
  alignItems: 'start',
});
