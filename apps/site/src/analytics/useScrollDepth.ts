import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { crossedThresholds, scrollPercent } from './core';
import { track } from './index';

/** Reports scroll_depth at 25/50/75/90/100 % once per page view (docs/product.md#analytics). */
export function useScrollDepth(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const reported = new Set<number>();
    let frame = 0;
    const check = () => {
      frame = 0;
      const el = document.documentElement;
      for (const t of crossedThresholds(scrollPercent(window.scrollY, window.innerHeight, el.scrollHeight), reported)) {
        reported.add(t);
        track('scroll_depth', { percent: t, page_path: pathname });
      }
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [pathname]);
}
