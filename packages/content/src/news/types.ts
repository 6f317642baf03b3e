import type { NewsCategoryKey } from './categories.js';

/**
 * One news item. docs/product.md#news does not show the fields; issue 4 names them: title, summary, body,
 * source, source URL, publication time, category and tags.
 */
export interface NewsItem {
  /** Stable, URL-safe id (`/hirek/{id}`): ingested items use `n-` + 16 hex digits of a SHA-256. */
  id: string;
  /** Headline, plain text. */
  title: string;
  /** One- or two-sentence summary, plain text. */
  summary: string;
  /** Body, plain text; paragraphs separated by a blank line (`\n\n`). */
  body: string;
  /** Name of the publisher the item comes from or summarises. */
  source: string;
  /** The original's URL (`https:`/`http:`), or `''` when the feed gave none. */
  sourceUrl: string;
  /** Publication time, ISO 8601 in UTC. */
  publishedAt: string;
  /** One of the ten topic keys (never ÖSSZES). */
  category: NewsCategoryKey;
  /** Keywords, as the source or the editor gave them. */
  tags: string[];
  /** True for the editorial sample items shipped with the package (summaries written by the team). */
  sample?: boolean;
}
