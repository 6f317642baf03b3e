/**
 * The shipped news store (`news/items.json`, sample items written by the editorial team; the
 * ingestion command adds real feed items to it) and the queries the news pages need.
 */
import storeFile from '../../news/items.json';
import { ContentInputError } from '../shared/errors.js';
import { ALL_NEWS_CATEGORY, categoryFromSlug, NEWS_CATEGORIES, type NewsCategoryFilterKey } from './categories.js';
import type { NewsItem } from './types.js';
import { compareNewsNewestFirst, parseNewsStore } from './validate.js';

/** Items older than this many days (before the reference time) belong to the archive (`/hirek/archivum`). */
export const NEWS_ARCHIVE_AGE_DAYS = 30;
const DAY_MS = 86_400_000;

let cache: readonly NewsItem[] | undefined;

/** The validated store, newest first; validated once, on first use. */
function storeItems(): readonly NewsItem[] {
  cache ??= parseNewsStore(storeFile).items.sort(compareNewsNewestFirst);
  return cache;
}

function copy(item: NewsItem): NewsItem {
  return { ...item, tags: [...item.tags] };
}

/** A time bound as milliseconds; `undefined` when absent. */
function toTime(value: Date | string | number | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  const t = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(t)) throw new ContentInputError(field, `A „${field}” időpont érvénytelen: „${String(value)}”.`);
  return t;
}

/** Filters of {@link listNews}. */
export interface NewsQuery {
  /** A category key (`Stock Market`), a slug (`stockmarket`, `stock-market`) or ÖSSZES; absent = all. */
  category?: NewsCategoryFilterKey | string;
  /** Only items published strictly before this time. */
  before?: Date | string | number;
  /** Only items published at or after this time. */
  after?: Date | string | number;
}

/**
 * News items, newest first, optionally by category and time window (`after` ≤ time < `before`).
 * @throws ContentInputError for an unknown category or an invalid time, naming the field.
 */
export function listNews(query: NewsQuery = {}): NewsItem[] {
  let key: string | undefined;
  if (query.category !== undefined && query.category !== '') {
    const category = NEWS_CATEGORIES.find((c) => c.key === query.category) ?? categoryFromSlug(query.category);
    if (!category)
      throw new ContentInputError('category', `A „category” ismeretlen hírkategória: „${query.category}”.`);
    key = category.key === ALL_NEWS_CATEGORY.key ? undefined : category.key;
  }
  const before = toTime(query.before, 'before');
  const after = toTime(query.after, 'after');
  return storeItems()
    .filter((item) => {
      const t = Date.parse(item.publishedAt);
      return (
        (key === undefined || item.category === key) &&
        (before === undefined || t < before) &&
        (after === undefined || t >= after)
      );
    })
    .map(copy);
}

/** The publication time of the newest item (ISO), or `undefined` for an empty store. */
export function newestNewsTime(): string | undefined {
  return storeItems()[0]?.publishedAt;
}

/**
 * The archive: items published more than {@link NEWS_ARCHIVE_AGE_DAYS} days before `now`, newest
 * first. `now` defaults to the newest item's time, so a store that is not updated daily still has
 * fresh news and an archive.
 */
export function newsArchive(now?: Date | string | number): NewsItem[] {
  return archivedNews(listNews(), now ?? newestNewsTime());
}

/**
 * The archive part of any item list (e.g. the site's fetched copy of the store): items published
 * more than {@link NEWS_ARCHIVE_AGE_DAYS} days before `now`, in the list's order.
 */
export function archivedNews<T extends Pick<NewsItem, 'publishedAt'>>(
  items: readonly T[],
  now: Date | string | number | undefined,
): T[] {
  const reference = toTime(now, 'now');
  if (reference === undefined) return [];
  const cutoff = reference - NEWS_ARCHIVE_AGE_DAYS * DAY_MS;
  return items.filter((i) => Date.parse(i.publishedAt) < cutoff);
}

/** One item by id (case-insensitive, trimmed), or `undefined`. */
export function getNewsItem(id: string | null | undefined): NewsItem | undefined {
  if (typeof id !== 'string') return undefined;
  const key = id.trim().toLowerCase();
  const item = storeItems().find((i) => i.id === key);
  return item && copy(item);
}
