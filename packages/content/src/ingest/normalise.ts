/**
 * One feed entry (RSS `<item>` or Atom `<entry>`, as @rowanmanning/feed-parser reads it) to a
 * {@link NewsItem}. Deterministic: the same entry gives the same item, including its id, so a
 * re-run of the ingestion recognises what it has already stored.
 */
import { createHash } from 'node:crypto';
import { categorise } from '../news/categorise.js';
import { canonicalUrl } from '../news/merge.js';
import type { NewsItem } from '../news/types.js';
import { foldAccents, truncateText } from '../shared/text.js';
import { feedHtmlToLine as htmlToLine, feedHtmlToText as htmlToText } from './html-text.js';

/** The fields of a parsed entry that ingestion reads (a feed-parser `FeedItem` fits). */
export interface FeedEntry {
  readonly id: string | null;
  readonly title: string | null;
  readonly description: string | null;
  readonly content: string | null;
  readonly url: string | null;
  readonly published: Date | null;
  readonly updated: Date | null;
  readonly categories: readonly { readonly term: string; readonly label: string | null }[];
}

/** The feed an entry came from. */
export interface FeedSourceInfo {
  /** The feed's title (may contain HTML entities). */
  title: string | null;
  /** The feed's web site (`<link>`), if any. */
  url: string | null;
  /** Where the feed was read from: its URL or the absolute path of a file. */
  location: string;
}

/** Limits that keep one odd feed from bloating the store. */
export const NORMALISE_LIMITS = { title: 200, summary: 300, body: 8000, tags: 8 } as const;

/** Entries dated further in the future than this are treated as undated (clock or feed errors). */
const FUTURE_TOLERANCE_MS = 86_400_000;

/** Why an entry was not turned into an item. */
export interface SkippedEntry {
  reason: string;
}

function httpUrl(value: string | null): string {
  const v = (value ?? '').trim();
  // Only web links: a feed could carry `javascript:` or `data:` URLs, which must never become a link.
  if (!/^https?:\/\//i.test(v)) return '';
  try {
    return new URL(v).toString();
  } catch {
    return '';
  }
}

function hostname(value: string | null): string {
  try {
    return value ? new URL(value).hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
}

/** `n-` + the first 16 hex digits of SHA-256: 64 bits, ample for a news store, short in a URL. */
export function newsIdFromKey(key: string): string {
  return `n-${createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 16)}`;
}

/**
 * The identity of an entry, in order of preference: its guid/Atom id (scoped to the feed unless it
 * is itself a URL, because bare guids such as `123` repeat across feeds), its link, or its text.
 * The time is not part of it: an undated entry gets the ingestion time, which changes every run.
 */
export function entryKey(entry: FeedEntry, feed: FeedSourceInfo, title: string, summary: string): string {
  const scope = canonicalUrl(httpUrl(feed.url) || feed.location);
  const guid = (entry.id ?? '').trim();
  if (guid !== '') return /^https?:\/\//i.test(guid) ? `guid:${canonicalUrl(guid)}` : `guid:${scope}#${guid}`;
  const url = httpUrl(entry.url);
  if (url !== '') return `url:${canonicalUrl(url)}`;
  return `text:${scope}#${title}#${summary}`;
}

function publicationTime(entry: FeedEntry, now: Date): string {
  for (const d of [entry.published, entry.updated]) {
    if (d instanceof Date && Number.isFinite(d.getTime())) {
      return d.getTime() > now.getTime() + FUTURE_TOLERANCE_MS ? now.toISOString() : d.toISOString();
    }
  }
  return now.toISOString();
}

function uniqueTags(entry: FeedEntry): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const c of entry.categories) {
    const tag = htmlToLine(c.label ?? c.term ?? '');
    const key = foldAccents(tag);
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(truncateText(tag, 60));
    if (tags.length === NORMALISE_LIMITS.tags) break;
  }
  return tags;
}

/**
 * Turns an entry into a news item: HTML stripped from every text (scripts and styles dropped with
 * their content), only http(s) links kept, the date kept (an undated entry gets `now`, the time it
 * was first seen), the category chosen by `categorise`.
 */
export function normaliseEntry(
  entry: FeedEntry,
  feed: FeedSourceInfo,
  now: Date,
): { item: NewsItem } | { skipped: SkippedEntry } {
  const title = truncateText(htmlToLine(entry.title ?? ''), NORMALISE_LIMITS.title);
  if (title === '') return { skipped: { reason: 'nincs címe' } };
  const bodyText = htmlToText(entry.content ?? entry.description ?? '');
  const summarySource = entry.description ? htmlToLine(entry.description) : bodyText.replace(/\s+/g, ' ');
  const summary = truncateText(summarySource, NORMALISE_LIMITS.summary) || title;
  const body = truncateText(bodyText, NORMALISE_LIMITS.body) || summary;
  const tags = uniqueTags(entry);
  const source =
    htmlToLine(feed.title ?? '') || hostname(httpUrl(feed.url)) || hostname(feed.location) || 'Ismeretlen forrás';

  return {
    item: {
      id: newsIdFromKey(entryKey(entry, feed, title, summary)),
      title,
      summary,
      body,
      source,
      // No fallback to the feed's home page: two link-less entries would then look like duplicates.
      sourceUrl: httpUrl(entry.url),
      publishedAt: publicationTime(entry, now),
      category: categorise({ title, summary, body, tags }).category,
      tags,
    },
  };
}
