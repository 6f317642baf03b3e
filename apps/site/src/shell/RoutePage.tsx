import {
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@penzugy/widgets';
import type { SiteRoute } from '../routes';
import { documentTitle } from './document-title';
import { trackPageView } from '../analytics';
import { RequireUser } from './RequireUser';

const loadedPages = new Map<SiteRoute['load'], ComponentType>();
const pages = new Map<SiteRoute['load'], ComponentType | LazyExoticComponent<ComponentType>>();

/**
 * Loads a route's page module before the first render: a prerendered page must hydrate with its
 * page in place (a lazy one would suspend), and the prerender renders it synchronously.
 */
export async function preloadPage(route: SiteRoute): Promise<void> {
  if (!loadedPages.has(route.load)) loadedPages.set(route.load, (await route.load()).default);
}

/**
 * One component per loader, so '/' and '/blog' share a chunk and React keeps its state: the loaded
 * module when it was preloaded, else a lazy one. The choice is kept, so a page never remounts.
 */
function pageFor(route: SiteRoute) {
  let page = pages.get(route.load);
  if (!page) {
    page = loadedPages.get(route.load) ?? lazy(route.load);
    pages.set(route.load, page);
  }
  return page;
}

/**
 * Where the prerender collects a page's document title. Server rendering runs no effects, so the
 * title is handed over while rendering, to the collector entry-server.tsx provides for that one
 * render; in the browser there is none and the effects below set `document.title`.
 */
export const ServerTitleContext = createContext<((title: string) => void) | null>(null);

const TitleContext = createContext<(title: string | undefined) => void>(() => {});

/**
 * Refines the document title from inside a page once its data is known (an article's title, a
 * stock's name). The route's own title stands until then.
 */
export function useDocumentTitle(title: string | undefined): void {
  const set = useContext(TitleContext);
  // The server runs no effects: the prerender takes the page's own title from here.
  const serverTitle = useContext(ServerTitleContext);
  if (serverTitle && title) serverTitle(documentTitle(title));
  useEffect(() => {
    set(title);
    return () => set(undefined);
  }, [set, title]);
}

/** Renders a route's page, keeps the document title and reports the page view. */
export function RoutePage({ route }: { route: SiteRoute }) {
  const location = useLocation();
  const [override, setOverride] = useState<string | undefined>();
  const title = documentTitle(override ?? route.title);
  const serverTitle = useContext(ServerTitleContext);
  serverTitle?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    trackPageView({
      page: route.page,
      title: documentTitle(route.title),
      path: location.pathname,
      section: route.section,
    });
  }, [route, location.pathname]);
  // pageFor keeps one component per loader for the page's life, so this is the same component on
  // every render (no remount), which createElement says without a component variable made in render.
  const page = <Suspense fallback={<Spinner label="Oldal betöltése..." />}>{createElement(pageFor(route))}</Suspense>;
  return (
    <TitleContext.Provider value={setOverride}>
      {route.access === 'signed-in' ? <RequireUser>{page}</RequireUser> : page}
    </TitleContext.Provider>
  );
}
