/**
 * The one way to lay out: classes written in `.css.ts` from the theme's fragments (`flexColumn`,
 * `flexRow`, `bareList`, … in theme/style-fragments.ts), put on elements with Box, Stack and Inline.
 *
 * This folder used to hold a second mechanism, sprinkles (one atom class per layout property and
 * value, chosen by props at run time). It was folded into the fragments because of the embeds:
 * sprinkles ship a run-time class lookup and the CSS of every atom to any bundle that renders one
 * Box — measured, one sprinkled Box in the loan calculator added 1.9 KB gzipped to its embed, whose
 * budget is 45 KB (apps/embed/build/build.test.ts) — while a fragment is spread into a component's
 * own class at build time and costs nothing where it is not used. For the same reason Button's
 * variants are plain classes, not a recipe (Button/Button.css.ts).
 */
export { Box } from './Box';
export type { BoxProps } from './Box';
export { Stack } from './Stack';
export type { StackProps } from './Stack';
export { Inline } from './Inline';
export type { InlineProps } from './Inline';
export { cx } from './cx';
export type { ClassValue } from './cx';
export type { Space } from './space';
