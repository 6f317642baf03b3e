import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/**
 * The rules under a figure (RuleNotes): small print, one rule a line. Its own file, not shared.css.ts,
 * which every calculator bundles (the loan embed's size budget, apps/embed/README.md).
 */
export const ruleNotes = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
});
