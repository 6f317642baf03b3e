/**
 * Where the cards' cover pictures are served. The build renders one per article and one per news
 * category (apps/site/vite/covers.ts); the dev server renders them on request.
 */

/** Size of a cover as rendered (16 : 9, the cards' image box); it is SVG, so it stays sharp at any width. */
export const COVER_SIZE = { width: 640, height: 360 } as const;

/** URL prefix of the covers. */
export const COVER_PREFIX = '/covers';

/** The site's two colour modes; each cover is drawn in both, so a light page gets a light picture. */
export type CoverTheme = 'dark' | 'light';
export const COVER_THEMES: readonly CoverTheme[] = ['dark', 'light'];

/** The folder of a theme's covers: the dark ones at the top (their addresses predate the light ones). */
const themeDir = (theme: CoverTheme) => (theme === 'dark' ? COVER_PREFIX : `${COVER_PREFIX}/light`);

/** An article's cover: `/covers/blog/{slug}.svg`, the light one `/covers/light/blog/{slug}.svg`. */
export function articleCoverPath(articleSlug: string, theme: CoverTheme = 'dark'): string {
  return `${themeDir(theme)}/blog/${encodeURIComponent(articleSlug)}.svg`;
}

/** A news category's cover: `/covers/hirek/{category slug}.svg`, the light one under `/covers/light`. */
export function newsCoverPath(categorySlug: string, theme: CoverTheme = 'dark'): string {
  return `${themeDir(theme)}/hirek/${encodeURIComponent(categorySlug)}.svg`;
}
