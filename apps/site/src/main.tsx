import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import './shell/global.css';
import { siteRoutes } from './App';
import { PRELOAD_ELEMENT_ID, seedJson, type PreloadPayload } from './data/preload';
import { SITE_ROUTES, type SiteRoute } from './routes';
import { getAuthController, LOGIN_PATH } from './auth';
import type { ReturnState } from './shell/RequireUser';
import { preloadPage } from './shell/RoutePage';
import { markHydrated } from './shell/useHydrated';
import { startSlicedHydration } from './shell/HydrationSlice';
import { intlWarm } from './shell/intl-warm';
import { routeStylesheets } from './shell/route-css';

/** The data a prerendered page carries (a JSON script element: no inline code, CSP-friendly). */
function readPayload(): PreloadPayload | null {
  const text = document.getElementById(PRELOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PreloadPayload;
  } catch {
    return null;
  }
}

/** The route of a path, if any. */
function routeOf(pathname: string): SiteRoute | undefined {
  const path = matchRoutes(
    SITE_ROUTES.map((r) => ({ path: r.path })),
    pathname,
  )?.[0]?.route.path;
  return SITE_ROUTES.find((r) => r.path === path);
}

async function start() {
  const payload = readPayload();
  if (payload) seedJson(payload.json);
  const router = createBrowserRouter(siteRoutes());
  let route = routeOf(location.pathname);
  // A visitor's own page asked for signed out: the login page is the first page rendered, with the
  // way back that RequireUser gives (it would render the page's frame, then send them on: two
  // renders and a page module loaded after the first, on the main thread of a phone; issue 27).
  if (route?.access === 'signed-in' && !getAuthController().getState().user) {
    const from = location.pathname;
    await router.navigate(LOGIN_PATH, { replace: true, state: { from } satisfies ReturnState });
    route = routeOf(LOGIN_PATH);
  }
  // The current page's module is loaded before the first render, so hydration finds it in place,
  // and a shell page's stylesheets too, so it is not painted unstyled (shell/route-css.ts).
  await Promise.all([route ? preloadPage(route).catch(() => undefined) : undefined, routeStylesheets()]);
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // The HTML is hydrated only where it was rendered for this very address; the shell served for
  // other addresses (client-rendered pages, query strings such as ?letter=B) is rendered over.
  if (payload && payload.path === location.pathname + location.search) {
    // The page is on screen already: its first formatters wait for the ICU warm-up (shell/intl-warm.ts).
    await intlWarm();
    startSlicedHydration();
    hydrateRoot(root, app);
  } else {
    // Nothing to match: what only the browser knows is rendered at once (shell/useHydrated.ts).
    markHydrated();
    createRoot(root).render(app);
  }
}

void start();
