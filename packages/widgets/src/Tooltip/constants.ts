/** Tooltip timings of docs/product.md#dropdowns, in milliseconds. */

/** Delay before a tooltip shows on hover or focus ("show delay 0"). */
export const TOOLTIP_SHOW_DELAY_MS = 0;
/** Delay before a tooltip hides when the pointer leaves or focus moves on ("hide delay 0"). */
export const TOOLTIP_HIDE_DELAY_MS = 0;
/** After a touch ends, the tooltip stays this long so it can be read ("touch-end hide delay 1500 ms"). */
export const TOOLTIP_TOUCH_END_HIDE_DELAY_MS = 1500;
/** A touch must be held this long to show the tooltip ("long-press show delay 500 ms"). */
export const TOOLTIP_LONG_PRESS_SHOW_DELAY_MS = 500;
