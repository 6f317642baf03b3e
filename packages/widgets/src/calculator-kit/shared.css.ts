import { style } from '@vanilla-extract/css';
import { textLink, vars } from '../theme';

/** Styles of the calculator-kit pieces the calculators share (share button, glossary links, stale notice). */
export const shareStatus = style({
  margin: 0,
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const link = style(textLink);

/**
 * Results that belong to an earlier input. Not faded with opacity (axe measured 3.65:1 for muted
 * text under it): desaturated, with a written notice (`staleNotice`),
 * so the state is told in words and every text keeps its contrast.
 */
export const staleContent = style({ filter: 'saturate(0.35)', transition: 'filter 150ms' });

export const staleNotice = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `3px solid ${vars.color.warning}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
