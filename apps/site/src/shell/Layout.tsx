import { useCallback, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RegionBoundary, ThemeRoot, useStateFor } from '@penzugy/widgets';
import { useLinkTracking } from '../analytics/useLinkTracking';
import { AccountNotices } from '../auth';
import { useScrollDepth } from '../analytics/useScrollDepth';
import { CategoryBar } from './CategoryBar';
import { ConsentBanner } from './ConsentBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { StaleDataNotice } from './StaleDataNotice';
import { useInternalLinks } from './useInternalLinks';
import { useTheme } from './theme';
import { markHydrated } from './useHydrated';
import { goLive } from './held-submit';
import { afterHydrationSlices, HydrationSlice } from './HydrationSlice';
import * as styles from './shell.css';

/** The attribute on <html> set once the page is hydrated (tests/support/site.ts waits for it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Paths that show the news category bar: the landing pages and the news area. */
function showsCategoryBar(pathname: string): boolean {
  return pathname === '/' || pathname === '/blog' || pathname.startsWith('/hirek');
}

export function Layout() {
  const [theme, toggleTheme] = useTheme();
  const { pathname, hash } = useLocation();
  // A new page (or anchor) closes the menu: the open state belongs to the address it was opened on.
  const [menuOpen, setMenuOpen] = useStateFor(pathname + hash, false);
  const closeMenu = useCallback(() => setMenuOpen(false), [setMenuOpen]);
  useInternalLinks();
  useScrollDepth();
  useLinkTracking();

  // Says that the page is live: hydrated (or rendered) and answering clicks. Effects run only after
  // the first commit, whatever the runtime (React in development, Preact's compat in the build), and
  // a page hydrated in slices is live once its last slice is (HydrationSlice.tsx) and what was typed
  // before has reached its forms (held-submit.ts); the end-to-end tests wait for it before they type
  // or click.
  useEffect(() => {
    afterHydrationSlices((fromHtml) => {
      markHydrated();
      // What the visitor typed, sent or pressed while the page was not yet live (held-submit.ts).
      void goLive(fromHtml, () => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''));
    });
  }, []);

  // A new page starts at the top (unless it links to an anchor).
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);

  // The header, the page and the footer are hydrated each in a task of its own, and so are the
  // widgets' regions (a calculator's form and results) inside the page.
  return (
    <RegionBoundary.Provider value={HydrationSlice}>
      <ThemeRoot theme={theme} className={styles.app}>
        <a href="#main" className={styles.skipLink}>
          Ugrás a tartalomra
        </a>
        <HydrationSlice>
          <Header menuOpen={menuOpen} onMenu={() => setMenuOpen((o) => !o)} theme={theme} onToggleTheme={toggleTheme} />
        </HydrationSlice>
        <SideMenu open={menuOpen} onClose={closeMenu} />
        {showsCategoryBar(pathname) && (
          <HydrationSlice>
            <CategoryBar />
          </HydrationSlice>
        )}
        <HydrationSlice>
          <main id="main" tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
        </HydrationSlice>
        <HydrationSlice>
          <Footer />
        </HydrationSlice>
        <ConsentBanner />
        <AccountNotices />
        <StaleDataNotice />
      </ThemeRoot>
    </RegionBoundary.Provider>
  );
}
