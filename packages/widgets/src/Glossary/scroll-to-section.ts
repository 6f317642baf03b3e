/**
 * Brings a section into view and moves keyboard focus to it (the landing's letter bar, docs/product.md#dictionary:
 * "smooth scroll to the letter's section"). Smooth only when the visitor has not asked for reduced
 * motion. Focus moves first with `preventScroll`, so the browser's instant focus scroll does not cut
 * the smooth one short; the target needs `tabIndex={-1}`.
 */
export function scrollToSection(target: HTMLElement): void {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.focus({ preventScroll: true });
  // jsdom has no scrollIntoView.
  target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}
