/**
 * Style rules several widgets share, as plain objects to spread into a vanilla-extract `style()`.
 * Plain objects rather than classes: a widget's stylesheet stays self-contained (no extra class,
 * nothing added to a bundle that does not use them). With Box, Stack and Inline (../layout) they
 * are the one layout mechanism of the package and the site; ../layout/index.ts says why there is
 * no other.
 */
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { focusRing } from './focus-ring';

/** Size of the text drawn inside a chart's SVG (ticks, labels); the charts' label-width estimate assumes it. */
export const CHART_TEXT_SIZE = '12px';

/** A list shown as plain items: no bullets, no indent, no outer margin. */
export const bareList = { margin: 0, padding: 0, listStyle: 'none' } satisfies StyleRule;

/** The title of a card, chart or panel: large and bold with tight lines, no outer margin. */
export const titleText = {
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.3,
} satisfies StyleRule;

/** Secondary text (notes, descriptions, hints): small and muted, no outer margin. */
export const mutedText = { margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm } satisfies StyleRule;

/** An error message under a form control: small, bold, in the danger colour, no outer margin. */
export const errorText = {
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
} satisfies StyleRule;

/** The label of a form control: small and bold. */
export const labelText = { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm } satisfies StyleRule;

/** A link inside text: accent colour, underlined, lighter on hover, the focus ring with rounded corners. */
export const textLink = {
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': { ...focusRing(), borderRadius: vars.radius.sm },
  },
} satisfies StyleRule;

/** The box of a form control: surface background, text colour, a 1px border, the page's font. */
export const controlBox = {
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
} satisfies StyleRule;

/** A box floating over the page (tooltip, popover): raised surface, text colour, a 1px border. */
export const raisedBox = {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
} satisfies StyleRule;

/** A panel on the page: surface background, a 1px border, large rounded corners. */
export const panelBox = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
} satisfies StyleRule;

/** A legend: its entries side by side, wrapping, in small type. */
export const legendList = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  ...bareList,
  fontSize: vars.fontSize.sm,
} satisfies StyleRule;

/** One legend entry: its swatch and name side by side. */
export const legendEntry = { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs } satisfies StyleRule;

type FlexAlign = 'flex-start' | 'center' | 'flex-end' | 'baseline' | 'stretch';
type FlexJustify = 'flex-start' | 'center' | 'flex-end' | 'space-between';

/** Items side by side on one flex line, aligned across and spread along it as given, `gap` apart. */
export function flexRow(alignItems: FlexAlign, justifyContent: FlexJustify, gap: string) {
  return { display: 'flex', alignItems, justifyContent, gap } satisfies StyleRule;
}

/** Items stacked in a flex column, `gap` apart. */
export function flexColumn(gap: string) {
  return { display: 'flex', flexDirection: 'column', gap } satisfies StyleRule;
}

/**
 * What a theme root paints on its subtree, so a widget looks the same on any page: the theme's
 * background, text colour and body font (themes.css.ts; widget-root.css.ts for a widget with no
 * theme root above it).
 */
export const themeSurface = {
  color: vars.color.text,
  background: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
} satisfies StyleRule;

/** A widget's root: its parts in a column, `sm` apart, in the text colour, able to shrink in a flex or grid parent. */
export const widgetColumn = { ...flexColumn(vars.space.sm), minWidth: 0, color: vars.color.text } satisfies StyleRule;

/**
 * Hidden on screen, still read by screen readers (the clip pattern used by Radix and Bootstrap); not
 * `display: none`, which would hide the text from assistive technology as well. A fragment, so a
 * stylesheet can hide a label only under a media query (the site's header on the narrowest phones).
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;
