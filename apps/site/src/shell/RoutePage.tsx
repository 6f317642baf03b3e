import { createContext, lazy, Suspense, useContext, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@penzugy/widgets';
import { documentTitle, type SiteRoute } from '../routes';
import { trackPageView } from '../analytics';

const lazyPages = new Map<SiteRoute['load'], LazyExoticComponent<ComponentType>>();

/** One lazy component per loader, so '/' and '/blog' share a chunk and React keeps its state. */
function pageFor(route: SiteRoute) {
  let page = lazyPages.get(route.load);
  if (!page) {
    page = lazy(route.load);
    lazyPages.set(route.load, page);
  }
  return page;
}

const TitleContext = createContext<(title: string | undefined) => void>(() => {});

/**
 * Refines the document title from inside a page once its data is known (an article's title, a
 * stock's name). The route's own title stands until then.
 */
export function useDocumentTitle(title: string | undefined): void {
  const set = useContext(TitleContext);
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
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    trackPageView({ page: route.page, title: documentTitle(route.title), path: location.pathname, section: route.section });
  }, [route, location.pathname]);
  const Page = pageFor(route);
  return (
    <TitleContext.Provider value={setOverride}>
      <Suspense fallback={<Spinner label="Oldal betöltése..." />}>
        <Page />
      </Suspense>
    </TitleContext.Provider>
  );
}
