import { useEffect } from 'react';
import { linkClickEvent, type NavigationArea } from './events';
import { trackEvent } from './index';

/** The attribute that names a shell area (header, side menu, footer) for `navigation_click`. */
export const NAV_AREA_ATTRIBUTE = 'data-nav-area';

/**
 * One listener for every link of the site and its widgets (which render plain <a> elements, also
 * in the embed): downloads, outbound links and the shell's navigation become events
 * (events.ts: linkClickEvent). Capture phase, so a handler that stops the click cannot hide it.
 */
export function useLinkTracking(): void {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a) return;
      const area = a.closest(`[${NAV_AREA_ATTRIBUTE}]`)?.getAttribute(NAV_AREA_ATTRIBUTE) as NavigationArea | null;
      const tracked = linkClickEvent({
        href: a.href,
        origin: window.location.origin,
        download: a.hasAttribute('download'),
        area: area ?? undefined,
        text: a.textContent?.trim() || a.getAttribute('aria-label') || a.title || '',
      });
      if (tracked) trackEvent(tracked);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
