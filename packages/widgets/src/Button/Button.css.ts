import { style, styleVariants } from '@vanilla-extract/css';
import { controlHeight, focusRing, vars } from '../theme';

// Compile-time classes and a two-line lookup (./button-class.ts) rather than a vanilla-extract
// recipe: the recipe's run-time function was ~2.6 KB of every embed and page with a button, for
// what three class names do. Same classes, same order, same CSS.

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: controlHeight.regular,
  padding: `0 ${vars.space.md}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  // Only the border fades (a secondary button's hover). Background and text colour change at once:
  // a toggle that changes variant when pressed (a stock range, the watchlist button) swaps its text
  // colour at once, and a background fading behind it would pass through colours with too little
  // contrast for 120 ms.
  transition: 'border-color 120ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&:focus-visible': focusRing(),
    // aria-disabled too: a button that keeps its focus while it cannot act (a list's first "up",
    // a submit that is running) must look it, or it looks enabled and does nothing.
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/** The visual weight. */
export const variant = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.accentText,
    selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.accentHover } },
  },
  secondary: {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { borderColor: vars.color.accent } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.surfaceRaised } },
  },
  /**
   * An action that cannot be undone (deleting an account): the danger colour as text and border on
   * the page's own background, which keeps its contrast in both themes (a filled red would need a
   * text colour of its own per theme).
   */
  danger: {
    background: 'transparent',
    color: vars.color.danger,
    borderColor: vars.color.danger,
    selectors: { '&:hover:not(:disabled, [aria-disabled="true"])': { background: vars.color.surfaceRaised } },
  },
});

/** The size: `md` is the base's own. */
export const size = styleVariants({
  sm: { minHeight: controlHeight.small, padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
  md: {},
});
