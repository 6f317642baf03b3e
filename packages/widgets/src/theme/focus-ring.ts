import { vars } from './contract.css';

/**
 * The one keyboard-focus ring of every widget: a 3px outline in the theme's focus colour. Spread it
 * into a `:focus-visible` (or `:focus-within`) selector. Only the offset varies, because some
 * targets sit flush against a scrolling or clipping edge (inputs in a frame, heatmap tiles) where
 * an outside ring would be cut off.
 */
export function focusRing(offset: '2px' | '1px' | '-3px' = '2px') {
  return { outline: `3px solid ${vars.color.focus}`, outlineOffset: offset } as const;
}
