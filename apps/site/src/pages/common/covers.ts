/**
 * Where the cards' cover pictures are served. The build renders one per article and one per news
 * category (apps/site/vite/covers.ts); the dev server renders them on request.
 */

/** Size of a cover as rendered (16 : 9, the cards' image box); it is SVG, so it stays sharp at any width. */
export const COVER_SIZE = { width: 640, height: 360 } as const;

/** URL prefix of the covers. */
export const COVER_PREFIX = '/covers';

/** An article's cover: `/covers/blog/{slug}.svg`. */
export function articleCoverPath(articleSlug: string): string {
  return `${COVER_PREFIX}/blog/${encodeURIComponent(articleSlug)}.svg`;
}

/** A news category's cover: `/covers/hirek/{category slug}.svg`. */
export function newsCoverPath(categorySlug: string): string {
  return `${COVER_PREFIX}/hirek/${encodeURIComponent(categorySlug)}.svg`;
}
