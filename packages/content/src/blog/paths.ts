/**
 * Article URLs (docs/product.md#blog: `article/{a}/{b}/{c}`, `article/{a}/{b}`, `article/{a}`).
 *
 * The segments map as follows:
 * - `/article/{topic}/{year}/{slug}` — canonical: topic slug, UTC year of `released`, article `id`;
 * - `/article/{topic}/{slug}` — the same without the year;
 * - `/article/{idOrArticleId}` — the `id` (slug) or the `articleId`.
 *
 * The last segment identifies the article; the earlier ones must agree with it (a wrong topic or
 * year is "not found", not a silent alias), so every article has exactly one path per form. The legal
 * pages are canonical at their own routes (`/adatvedelem`, …) and also resolve in the one-segment form.
 */
import { ARTICLE_ROUTE_PREFIX, LEGAL_TOPIC } from './constants.js';
import type { ArticleMeta } from './types.js';

/** What a route's segments ask for. */
export interface ArticlePathQuery {
  /** The `id` or `articleId` asked for (lower case). */
  key: string;
  /** The topic segment, when the path has one. */
  topic?: string;
  /** The year segment, when the path has one. */
  year?: string;
}

/** The UTC year of an article's `released` time, as the path writes it. */
function releasedYear(article: Pick<ArticleMeta, 'released'>): string {
  return article.released.slice(0, 4);
}

/** The canonical path of an article: `/article/{topic}/{year}/{id}`; a legal page's is `/{id}`. */
export function articlePath(article: Pick<ArticleMeta, 'id' | 'topic' | 'released'>): string {
  if (article.topic === LEGAL_TOPIC) return `/${article.id}`;
  return `${ARTICLE_ROUTE_PREFIX}/${article.topic}/${releasedYear(article)}/${article.id}`;
}

/**
 * Reads route segments (the parts after `/article/`; a leading `article` segment is also accepted)
 * into a query. Segments are URL-decoded, trimmed and lower-cased; malformed escapes, empty input
 * or more than three segments give `undefined`.
 */
export function parseArticlePath(segments: readonly string[]): ArticlePathQuery | undefined {
  let parts: string[];
  try {
    parts = segments
      .flatMap((s) => String(s).split('/'))
      .map((s) => decodeURIComponent(s).trim().toLowerCase())
      .filter((s) => s !== '');
  } catch {
    return undefined;
  }
  if (parts[0] === ARTICLE_ROUTE_PREFIX.slice(1) && parts.length > 1) parts = parts.slice(1);
  switch (parts.length) {
    case 1:
      return { key: parts[0]! };
    case 2:
      return { topic: parts[0], key: parts[1]! };
    case 3:
      return /^\d{4}$/.test(parts[1]!) ? { topic: parts[0], year: parts[1], key: parts[2]! } : undefined;
    default:
      return undefined;
  }
}

/** True when `article` is the one `query` asks for (see the module comment for the rules). */
export function matchesArticlePath(
  article: Pick<ArticleMeta, 'id' | 'articleId' | 'topic' | 'released'>,
  query: ArticlePathQuery,
): boolean {
  if (query.topic === undefined) return article.id === query.key || article.articleId.toLowerCase() === query.key;
  if (article.id !== query.key || article.topic !== query.topic) return false;
  return query.year === undefined || releasedYear(article) === query.year;
}
