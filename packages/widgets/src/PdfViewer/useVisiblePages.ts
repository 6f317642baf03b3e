import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { RENDER_MARGIN } from './constants';
import { pagesInBand, type PageBox } from './layout';
import { useLatest } from '../primitives';

/**
 * Which pages to render: an IntersectionObserver on the page placeholders (near the view), or,
 * without one, the pages within a viewport's height of the visible area, re-read on every scroll
 * (`updateVisibleFromScroll`) and layout change.
 */
export function useVisiblePages(scrollerRef: RefObject<HTMLDivElement | null>, boxes: readonly PageBox[]) {
  const [visible, setVisible] = useState<ReadonlySet<number>>(() => new Set([1]));
  const boxesRef = useLatest(boxes);
  const elements = useRef(new Map<number, HTMLElement>());
  const observerRef = useRef<IntersectionObserver | null>(null);
  const hasObserver = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const root = scrollerRef.current;
    if (!root || !hasObserver) return;
    const observer = new IntersectionObserver(
      (entries) =>
        setVisible((prev) => {
          const next = new Set(prev);
          for (const entry of entries) {
            const n = Number((entry.target as HTMLElement).dataset.pageNumber);
            if (entry.isIntersecting) next.add(n);
            else next.delete(n);
          }
          return next.size === prev.size && [...next].every((n) => prev.has(n)) ? prev : next;
        }),
      { root, rootMargin: RENDER_MARGIN },
    );
    observerRef.current = observer;
    for (const el of elements.current.values()) observer.observe(el);
    return () => {
      observer.disconnect();
      observerRef.current = null;
    };
  }, [hasObserver, scrollerRef, boxesRef]);

  const observe = useCallback((n: number, el: HTMLElement | null) => {
    const previous = elements.current.get(n);
    if (previous) observerRef.current?.unobserve(previous);
    if (el) {
      elements.current.set(n, el);
      observerRef.current?.observe(el);
    } else elements.current.delete(n);
  }, []);

  /** Without IntersectionObserver: the pages within a viewport's height of the visible area. */
  const updateVisibleFromScroll = useCallback(() => {
    const el = scrollerRef.current;
    if (!el || hasObserver) return;
    const h = el.clientHeight;
    setVisible(new Set(pagesInBand(boxesRef.current, el.scrollTop - h, el.scrollTop + 2 * h)));
  }, [hasObserver, scrollerRef, boxesRef]);
  useEffect(updateVisibleFromScroll, [boxes, updateVisibleFromScroll]);

  return { visible, observe, updateVisibleFromScroll };
}
