import { useCallback, useState } from 'react';
import { FALLBACK_CHART_WIDTH_PX } from '../constants';
import { useIsomorphicLayoutEffect } from '../../../dom';

/**
 * The width of an element in whole px, kept up to date with a ResizeObserver, so a chart follows its
 * container (and thus the window). The original line chart polled every 100 ms until its container
 * had a size (docs/product.md#charts); an observer reports the first non-zero size by itself, so no polling.
 *
 * The first measurement happens in a layout effect, before paint, so the chart never flashes at a
 * wrong width. Without ResizeObserver (jsdom, old browsers) the width is measured once, updated on
 * window resize, and falls back to `fallbackWidth` while the element reports 0.
 *
 * @returns a callback ref for the element and its width (0 until known).
 */
export function useContainerWidth<T extends HTMLElement = HTMLDivElement>(
  fallbackWidth: number = FALLBACK_CHART_WIDTH_PX,
): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((el: T | null) => setElement(el), []);

  useIsomorphicLayoutEffect(() => {
    if (!element) return;
    const measured = Math.floor(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') {
      const update = () => setWidth(Math.floor(element.getBoundingClientRect().width) || fallbackWidth);
      update();
      window.addEventListener('resize', update);
      return () => window.removeEventListener('resize', update);
    }
    if (measured > 0) setWidth(measured);
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, fallbackWidth]);

  return [ref, width];
}
