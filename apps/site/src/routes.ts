import type { ComponentType } from 'react';
import { ROUTE_TABLE, type RouteRecord } from './route-table';

export type { RouteRecord, SiteSection } from './route-table';

/** A route of the table with its page's lazy loader. Every screen is its own lazily loaded chunk. */
export interface SiteRoute extends RouteRecord {
  load: PageLoader;
}

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * Every page module, by file ('./pages/news/NewsPage.tsx'), as Vite's lazy loaders: one chunk per
 * page, and one loader per file, so routes sharing a page ('/' and '/blog') share its chunk.
 */
const PAGE_LOADERS = import.meta.glob<{ default: ComponentType }>('./pages/*/*Page.tsx');

/** The loader of a page module named by a route record; a record naming no page file fails at once. */
export function pageLoader(module: RouteRecord['module']): PageLoader {
  const load = PAGE_LOADERS[`./${module}.tsx`];
  if (!load) throw new Error(`route table: no page file src/${module}.tsx`);
  return load;
}

/** The page files the glob found (for the test that every one is routed). */
export const PAGE_FILES: readonly string[] = Object.keys(PAGE_LOADERS);

export const SITE_ROUTES: readonly SiteRoute[] = ROUTE_TABLE.map((r) => ({ ...r, load: pageLoader(r.module) }));

export { documentTitle, SITE_NAME } from './shell/document-title';
