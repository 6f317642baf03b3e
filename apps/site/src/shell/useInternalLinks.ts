import { useEffect } from 'react';
import { matchRoutes, useNavigate } from 'react-router-dom';
import { SITE_ROUTES } from '../routes';
import { isHydrated } from './useHydrated';

const routeObjects = SITE_ROUTES.map((r) => ({ path: r.path }));

/**
 * Widgets render plain <a href> links (they are also used outside the site, in the embed), so the
 * site turns same-origin clicks on links to its own routes into client-side navigations. Files
 * (PDFs, JSON), new-tab clicks and downloads are left to the browser.
 */
export function useInternalLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      // A page still hydrating in slices (HydrationSlice.tsx) would draw the next page into a region
      // that still holds this one's markup: until it is live, the browser loads the next page.
      if (!isHydrated()) return;
      const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!a || a.target || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      // In-page anchors (the skip link, a table of contents) keep the browser's own behaviour.
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      if (!matchRoutes(routeObjects, url.pathname)) return;
      e.preventDefault();
      const to = url.pathname + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As React Router's <Link> does: a link to the address already shown replaces the history
      // entry, so Back does not have to be pressed twice to leave the page.
      navigate(to, { replace: to === here });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
