/**
 * Where each page sits in the scrolling column, computed from page sizes rather than read from the
 * DOM, so the current page and scroll targets are known before any page is rendered.
 */
import { CURRENT_PAGE_PROBE, MIN_FIT_WIDTH_PX, PAGE_GAP_PX, PDF_TO_CSS_UNITS } from './constants';

export interface PageSize {
  /** In PDF points (1/72 inch), as pdf.js reports at scale 1. */
  width: number;
  height: number;
}

export interface PageBox {
  top: number;
  width: number;
  height: number;
}

/**
 * CSS pixels per PDF point. 100 % fits the reference page's width to the available width (so a
 * page reads well in a narrow column); when there is no usable width (not laid out yet), 100 % is
 * the page's own size, 96 dpi.
 */
export function pageScale(zoom: number, availableWidth: number, referenceWidth: number): number {
  const base =
    availableWidth >= MIN_FIT_WIDTH_PX && referenceWidth > 0 ? availableWidth / referenceWidth : PDF_TO_CSS_UNITS;
  return (base * zoom) / 100;
}

/** Boxes of all pages at `scale`, stacked with a gap above, between and below them. */
export function layoutPages(
  sizes: readonly PageSize[],
  scale: number,
  gap = PAGE_GAP_PX,
): { boxes: PageBox[]; totalHeight: number } {
  const boxes: PageBox[] = [];
  let top = gap;
  for (const size of sizes) {
    const width = Math.floor(size.width * scale);
    const height = Math.floor(size.height * scale);
    boxes.push({ top, width, height });
    top += height + gap;
  }
  return { boxes, totalHeight: top };
}

/**
 * The current page (1-based) for a scroll position: the page under a probe line at 30 % of the
 * viewport's height, or the nearest page above it when the line falls into a gap.
 */
export function pageAtScroll(boxes: readonly PageBox[], scrollTop: number, viewportHeight: number): number {
  if (boxes.length === 0) return 1;
  const probe = scrollTop + viewportHeight * CURRENT_PAGE_PROBE;
  let lo = 0;
  let hi = boxes.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (boxes[mid]!.top <= probe) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** The scroll position that shows `page` at the top, a little of the gap above it included. */
export function scrollTopForPage(boxes: readonly PageBox[], page: number, gap = PAGE_GAP_PX): number {
  const box = boxes[page - 1];
  return box ? Math.max(0, box.top - gap / 2) : 0;
}

/** Pages (1-based) whose box meets the band `[from, to)`: the fallback where IntersectionObserver is missing. */
export function pagesInBand(boxes: readonly PageBox[], from: number, to: number): number[] {
  const out: number[] = [];
  boxes.forEach((box, i) => {
    if (box.top < to && box.top + box.height > from) out.push(i + 1);
  });
  return out;
}
