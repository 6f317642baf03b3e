/**
 * The viewer's constants, named once. docs/product.md#pdf-viewer: zoom from 50 % to
 * 200 % in steps of 10 %, starting at 100 %; the page stays between 1 and the total.
 */
export const PDF_ZOOM = { min: 50, max: 200, step: 10, initial: 100 } as const;

/**
 * CSS pixels per PDF point (96 dpi / 72 pt per inch): pdf.js's PixelsPerInch.PDF_TO_CSS_UNITS,
 * repeated here so the layout maths does not need pdf.js loaded.
 */
export const PDF_TO_CSS_UNITS = 96 / 72;

/** Space between pages and around them, in CSS pixels. */
export const PAGE_GAP_PX = 16;

/**
 * How far beyond the visible area pages are rendered ahead of time, as IntersectionObserver's
 * rootMargin: one viewport above and below, so scrolling rarely shows a blank page while only a few
 * canvases exist at once.
 */
export const RENDER_MARGIN = '100% 0px';

/** The page whose area is at this fraction of the viewport's height counts as the current page. */
export const CURRENT_PAGE_PROBE = 0.3;

/** A window resize re-renders the visible pages once it has settled for this long. */
export const RESIZE_SETTLE_MS = 150;

/** Typing in the search box searches once the typing has paused for this long. */
export const SEARCH_DEBOUNCE_MS = 250;

/** A page this wide is assumed until the first page's real size is known (US Letter, in points). */
export const FALLBACK_PAGE_SIZE = { width: 612, height: 792 } as const;

/** Below this container width (CSS px), 100 % is the page's own size rather than "fit to width". */
export const MIN_FIT_WIDTH_PX = 200;
