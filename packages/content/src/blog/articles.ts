/**
 * The blog catalogue. Article sources are Markdown files in `articles/`, rendered to HTML at build
 * time into `articles.generated.ts` (see `build/generate.ts`), so `marked` never reaches a browser.
 *
 * `listArticles` touches only the card fields: a bundler that sees no `getArticle` call drops every
 * article body from that chunk (the blog list stays small).
 */
import { ARTICLE_BODIES, ARTICLE_METAS } from './articles.generated.js';
import { LEGAL_TOPIC } from './constants.js';
import { matchesArticlePath, parseArticlePath } from './paths.js';
import type { Article, ArticleMeta } from './types.js';

function byNewest(a: ArticleMeta, b: ArticleMeta): number {
  return b.released.localeCompare(a.released) || a.id.localeCompare(b.id);
}

/** The blog list: every article except the legal pages, newest first. Returns fresh copies. */
export function listArticles(): ArticleMeta[] {
  return ARTICLE_METAS.filter((a) => a.topic !== LEGAL_TOPIC)
    .map((a) => ({ ...a, authors: [...a.authors], tags: [...a.tags] }))
    .sort(byNewest);
}

/** The legal pages (privacy notice, terms of use, cookie policy), in footer order. */
export function listLegalPages(): ArticleMeta[] {
  return ARTICLE_METAS.filter((a) => a.topic === LEGAL_TOPIC).map((a) => ({
    ...a,
    authors: [...a.authors],
    tags: [...a.tags],
  }));
}

function withBody(meta: ArticleMeta): Article | undefined {
  const body = ARTICLE_BODIES[meta.id];
  if (!body) return undefined;
  return {
    ...meta,
    authors: [...meta.authors],
    tags: [...meta.tags],
    html: body.html,
    headings: body.headings.map((h) => ({ ...h })),
  };
}

/**
 * The article for route segments (`['befektetes', '2026', 'etf-alapok']`, `['etf-alapok']`,
 * `['cikk-004']`; see `paths.ts` for the rules), or `undefined`.
 */
export function resolveArticlePath(segments: readonly string[]): Article | undefined {
  const query = parseArticlePath(segments);
  if (!query) return undefined;
  const meta = ARTICLE_METAS.find((a) => matchesArticlePath(a, query));
  return meta && withBody(meta);
}

/**
 * One article with its body by `id` (slug), `articleId`, or a path in any of the route forms
 * (`/article/befektetes/2026/etf-alapok`). Legal pages are found too (`getArticle('adatvedelem')`).
 */
export function getArticle(idOrPath: string | null | undefined): Article | undefined {
  if (typeof idOrPath !== 'string') return undefined;
  return resolveArticlePath([idOrPath]);
}
