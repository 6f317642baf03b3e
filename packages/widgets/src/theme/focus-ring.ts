import { vars } from './contract.css';

/**
 * The one keyboard-focus ring of the widgets and the site: a 3px outline in the theme's focus
 * colour. Spread it into a `:focus-visible` (or `:focus-within`) selector. Only the offset varies,
 * because some targets sit flush against a scrolling or clipping edge (inputs in a frame, heatmap
 * tiles, a highlighted menu item) where an outside ring would be cut off.
 *
 * Outlines are drawn only through this module (ESLint forbids `outline` elsewhere, see
 * eslint.config.mjs), so a page cannot grow a ring of its own beside this one.
 */
export function focusRing(offset: '2px' | '1px' | '-3px' = '2px') {
  return { outline: `3px solid ${vars.color.focus}`, outlineOffset: offset } as const;
}

/**
 * No ring, for an element focused only by script: the skip link's target (`<main>`), a heading
 * focused after navigation, an input inside a frame that draws the ring itself. Focus still moves
 * and is announced; a ring around a whole region would only distract.
 */
export const noFocusRing = { outline: 'none' } as const;

/**
 * An outline that marks something other than keyboard focus (a hovered tile, the current search
 * match, results that belong to an earlier input). `line` is a CSS border line, e.g.
 * `2px solid currentColor`; the offset, as with the focus ring, keeps it inside a clipping edge.
 */
export function outlineMark(line: string, offset = '0px') {
  return { outline: line, outlineOffset: offset } as const;
}
