/**
 * Constants of the dropdown engine (SelectMenu), named after docs/product.md#calculators. Shared by MultiSelect and
 * SearchDropdown, which both build on it.
 */

/** Max height of the multi-select's option list, px (docs/product.md#dropdowns "Multi-select: max height 197 px"). */
export const MULTI_SELECT_LIST_MAX_HEIGHT_PX = 197;

/** Max height of the whole select panel, search box included, px (docs/product.md#dropdowns "Select panel max height 275 px"). */
export const SELECT_PANEL_MAX_HEIGHT_PX = 275;

/**
 * Custom properties the positioning (usePopupPosition.ts) sets on the popup for its CSS: the combobox's
 * width (the popup is at least as wide) and the room left beside it in the viewport (the popup is no taller).
 */
export const ANCHOR_WIDTH_PROPERTY = '--select-anchor-width';
export const AVAILABLE_HEIGHT_PROPERTY = '--select-available-height';

/** Gap between the combobox and its popup, and the least distance of the popup from the viewport's edges, px. */
export const POPUP_OFFSET_PX = 4;
export const POPUP_VIEWPORT_PADDING_PX = 8;

/** A select-only combobox's type-ahead forgets the letters typed after this pause, ms (as the APG's example). */
export const TYPEAHEAD_RESET_MS = 500;

/**
 * A searchable single pick lists at most this many matches, then says how many more there are:
 * typing reaches them. A safeguard for long option lists (an npm consumer's S&P 500, say): every
 * listed option is rendered again on each key. The site's own pickers (the 28-stock catalogue) stay
 * under it. The chosen option is always listed. A select-only combobox and the multi-select list
 * every option.
 */
export const SEARCH_LIST_LIMIT = 50;

/** The selection limit that means "no limit" (docs/product.md#dropdowns: "-1 (default) means no limit"). */
export const NO_SELECTION_LIMIT = -1;

/** The multi-select's search filter is off unless asked for (docs/product.md#dropdowns "search filter off by default"). */
export const MULTI_SELECT_SEARCHABLE_DEFAULT = false;

// docs/product.md#dropdowns also names an "item-show limit, effectively unlimited": the trigger lists every
// selected label (cut with an ellipsis by CSS), so there is no constant for it.
