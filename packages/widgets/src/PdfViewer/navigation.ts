/**
 * Page and zoom rules of docs/product.md#pdf-viewer as pure functions: the page stays between 1 and the total;
 * previous and first are disabled on page 1, next and last on the last page; zoom goes from 50 % to
 * 200 % in steps of 10 %.
 */
import { PDF_ZOOM } from './constants';

/** `page` moved into 1…total (1 when there are no pages); non-integers round down. */
export function clampPage(page: number, total: number): number {
  if (!Number.isFinite(page) || total < 1) return 1;
  return Math.min(Math.max(Math.floor(page), 1), Math.floor(total));
}

/** Which navigation buttons work on `page` of `total`. */
export function navigationState(page: number, total: number) {
  const atStart = page <= 1;
  const atEnd = page >= total;
  return { first: !atStart, previous: !atStart, next: !atEnd, last: !atEnd };
}

/** Zoom snapped onto the 10 % grid and into 50…200 %. */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return PDF_ZOOM.initial;
  const snapped = Math.round(zoom / PDF_ZOOM.step) * PDF_ZOOM.step;
  return Math.min(Math.max(snapped, PDF_ZOOM.min), PDF_ZOOM.max);
}

export const zoomIn = (zoom: number) => clampZoom(zoom + PDF_ZOOM.step);
export const zoomOut = (zoom: number) => clampZoom(zoom - PDF_ZOOM.step);
export const canZoomIn = (zoom: number) => zoom < PDF_ZOOM.max;
export const canZoomOut = (zoom: number) => zoom > PDF_ZOOM.min;

/**
 * What the page box holds: a whole number in range → `{ page }`, anything else → `{ error: true }`.
 * Hungarian users may type '12.' (an ordinal), so one trailing full stop is accepted.
 */
export function parsePageInput(text: string, total: number): { page: number } | { error: true } {
  const m = /^\s*(\d+)\.?\s*$/.exec(text);
  if (!m) return { error: true };
  const page = Number(m[1]);
  return page >= 1 && page <= total ? { page } : { error: true };
}
