/**
 * Constants of the dropdown engine (SelectMenu), named after docs/product.md#calculators. Shared by MultiSelect and
 * SearchDropdown, which both build on it.
 */

/** Max height of the multi-select's option list, px (docs/product.md#dropdowns "Multi-select: max height 197 px"). */
export const MULTI_SELECT_LIST_MAX_HEIGHT_PX = 197;

/** Max height of the whole select panel, search box included, px (docs/product.md#dropdowns "Select panel max height 275 px"). */
export const SELECT_PANEL_MAX_HEIGHT_PX = 275;

/** The selection limit that means "no limit" (docs/product.md#dropdowns: "-1 (default) means no limit"). */
export const NO_SELECTION_LIMIT = -1;

/** The multi-select's search filter is off unless asked for (docs/product.md#dropdowns "search filter off by default"). */
export const MULTI_SELECT_SEARCHABLE_DEFAULT = false;

// docs/product.md#dropdowns also names an "item-show limit, effectively unlimited": the trigger lists every
// selected label (cut with an ellipsis by CSS), so there is no constant for it.
