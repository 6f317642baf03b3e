import { categoryFromSlug } from '@penzugy/content';

/**
 * The category a news address shows, by key: `/hirek` is ÖSSZES, and `/hirek/kategoria/<slug>` the
 * category its slug names in any spelling the page accepts (`stock-market` is Stock Market), so its
 * chip is marked on an alias address too, which a plain path match would miss.
 */
export function shownCategoryKey(pathname: string): string | undefined {
  if (/^\/hirek\/?$/.test(pathname)) return 'ÖSSZES';
  const slug = /^\/hirek\/kategoria\/([^/]+)\/?$/.exec(pathname)?.[1];
  return slug === undefined ? undefined : categoryFromSlug(slug)?.key;
}
