/**
 * The prerender's entry (built by vite/prerender.ts for Node): renders one address of the site to
 * HTML with React Router's static data router, given the JSON documents its page reads.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { Spinner } from '@penzugy/widgets';
import { siteRoutes } from './App';
import { clearPreloaded, seedJson, takeAskedUrls } from './data/preload';
import { SITE_ROUTES, documentTitle, type SiteRoute } from './routes';
import { preloadPage, ServerTitleContext } from './shell/RoutePage';

export { SITE_ROUTES };
export type { SiteRoute };

/** A rendered page: the markup of #root, its document title and the documents it read. */
export interface RenderedPage {
  html: string;
  title: string;
  route: SiteRoute | undefined;
  json: Record<string, unknown>;
}

/** Finds a JSON document by URL (undefined when there is none). */
export type JsonSource = (url: string) => unknown;

/** Renders `url` to HTML; `onTitle` gets the document title as the route and then its page set it. */
async function renderOnce(
  url: string,
  routes: ReturnType<typeof siteRoutes>,
  onTitle: (title: string) => void = () => {},
): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url}: the router answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: no inline script of router state (the site has no loaders to hand over).
  return renderToString(
    <StrictMode>
      <ServerTitleContext.Provider value={onTitle}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </ServerTitleContext.Provider>
    </StrictMode>,
  );
}

/**
 * Renders `url` until the page asks for no document it has not been given (a page may ask for a
 * second document after reading the first), so the HTML holds the page's content, not a spinner.
 */
export async function renderPage(url: string, source: JsonSource): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://prerender.invalid').pathname;
  const matchedPath = matchRoutes(
    SITE_ROUTES.map((r) => ({ path: r.path })),
    pathname,
  )?.[0]?.route.path;
  const route = SITE_ROUTES.find((r) => r.path === matchedPath);
  if (route) await preloadPage(route);
  clearPreloaded();
  const json: Record<string, unknown> = {};
  const routes = siteRoutes();
  for (let round = 0; ; round++) {
    let title = documentTitle(route?.title ?? '');
    const html = await renderOnce(url, routes, (t) => (title = t));
    const asked = takeAskedUrls();
    const missing = asked.filter((u) => !(u in json) && source(u) !== undefined);
    if (missing.length === 0 || round === 5) {
      const used = Object.fromEntries(asked.filter((u) => u in json).map((u) => [u, json[u]]));
      return { html, title, route, json: used };
    }
    for (const u of missing) json[u] = source(u);
    seedJson(json);
  }
}

/** The shell served for addresses that are rendered in the browser (stocks, dashboard, accounts). */
export async function renderShell(): Promise<string> {
  clearPreloaded();
  return renderOnce('/__shell', siteRoutes(<Spinner label="Oldal betöltése..." />));
}
