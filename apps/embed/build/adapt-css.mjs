/**
 * The widgets' CSS, adapted for a shadow root on someone else's page (build time, pure):
 *
 * - `rem` → `px` (1rem = 16px, the browsers' default): rem is relative to the host page's `<html>`,
 *   so `html { font-size: 40px }` would blow every size up; px (like browser zoom) is ours alone.
 * - `:root` → `:host`: a shadow root has no `:root`; its top is the host element.
 * - comments are dropped (the CSS ships as a string inside the chunk).
 */

/** px per rem in the converted CSS: the default font size of every major browser. */
export const ROOT_FONT_SIZE_PX = 16;

/** Number of decimals kept for converted lengths (1/10000 px). */
const PX_DECIMALS = 4;

/**
 * A number directly followed by `rem`, not part of a name (`.x2rem`, `--a1rem`): the character
 * before it must not be a name character, a dot or a digit.
 */
const REM = /(^|[^\w.-])(-?(?:\d+\.\d+|\d+|\.\d+))rem(?![\w-])/g;

/** @param {string} css */
export function adaptCssForShadow(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(
      REM,
      (_, before, value) => `${before}${Number((Number(value) * ROOT_FONT_SIZE_PX).toFixed(PX_DECIMALS))}px`,
    )
    .replace(/:root(?![\w-])/g, ':host');
}
