/**
 * The article entity of docs/product.md#blog, split in two so that a blog list never loads article bodies:
 * {@link ArticleMeta} is what a card and the list need, {@link Article} adds the rendered body.
 */
import type { ArticleTopic } from './constants.js';

/** One blog article or legal page, without its body (docs/product.md#blog "Article"). */
export interface ArticleMeta {
  /** Stable catalogue identifier (`cikk-001`; the legal pages use their fixed ids, e.g. `adatvedelem`). */
  articleId: string;
  /** URL slug, unique, ASCII kebab-case; the Markdown file is `articles/{id}.md`. */
  id: string;
  /** Title in Hungarian. */
  title: string;
  /** One- or two-sentence summary shown on the card (clamped to 3 lines by the site). */
  description: string;
  /** Card image URL; `''` means the site shows its placeholder image (docs/product.md#blog). */
  imageUrl: string;
  /** Publication day as `yyyy-MM-dd` (UTC), the format the cards show. */
  date: string;
  /** Publication time as a full ISO 8601 string. */
  released: string;
  /** Estimated reading time in whole minutes, ≥ 1 (see `computeReadTime`). */
  readTime: number;
  /** Author names (pen names of the editorial team). */
  authors: string[];
  /** Lower-case Hungarian keywords. */
  tags: string[];
  /** Topic slug, one of `ARTICLE_TOPICS` (legal pages: `jog`). */
  topic: ArticleTopic;
  /** Words in the body, the basis of `readTime`. */
  wordCount: number;
}

/** A heading of the body, for the article page's table of contents. */
export interface ArticleHeading {
  /** The `id` attribute of the heading element in `html` (unique within the article). */
  id: string;
  /** The heading's plain text. */
  text: string;
  /** 2 for `<h2>`, 3 for `<h3>` (the body has no `<h1>`: the page renders the title). */
  depth: 2 | 3;
}

/** The rendered body of an article. */
export interface ArticleBody {
  /** Sanitised HTML rendered from Markdown at build time (no raw HTML is allowed in the sources). */
  html: string;
  /** The h2/h3 headings in document order. */
  headings: ArticleHeading[];
}

/** A whole article: the card fields and the body. */
export interface Article extends ArticleMeta, ArticleBody {}
