/**
 * Validation of news items and of the store file (`news/items.json`), shared by the shipped store
 * and the ingestion command. Messages are Hungarian and name the field (`items[3].publishedAt`).
 */
import { ContentInputError } from '../shared/errors.js';
import { isNewsCategoryKey, NEWS_TOPIC_CATEGORIES } from './categories.js';
import type { NewsItem } from './types.js';

/** The store file's shape: a note for humans and the items, newest first. */
export interface NewsStoreFile {
  /** Free text for people reading the file (provenance of the items). */
  note?: string;
  items: NewsItem[];
}

/** An id is lower-case ASCII kebab-case; it must not collide with the news routes' own segments. */
export const NEWS_ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RESERVED_NEWS_IDS = new Set(['kategoria', 'archivum']);
const ISO_UTC_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;

function fail(field: string, message: string): never {
  throw new ContentInputError(field, `${field}: ${message}`);
}

function text(value: unknown, field: string, { allowEmpty = false } = {}): string {
  if (typeof value !== 'string') fail(field, 'szöveg kell.');
  if (!allowEmpty && value.trim() === '') fail(field, 'nem lehet üres.');
  return value;
}

/**
 * Checks one item and returns it typed. Unknown extra fields are an error too: they would be lost
 * silently on the next ingestion.
 */
export function validateNewsItem(value: unknown, field = 'item'): NewsItem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(field, 'objektum kell.');
  const v = value as Record<string, unknown>;
  const allowed = new Set([
    'id',
    'title',
    'summary',
    'body',
    'source',
    'sourceUrl',
    'publishedAt',
    'category',
    'tags',
    'sample',
  ]);
  for (const key of Object.keys(v)) if (!allowed.has(key)) fail(`${field}.${key}`, 'ismeretlen mező.');

  const id = text(v.id, `${field}.id`);
  if (!NEWS_ID_RE.test(id) || RESERVED_NEWS_IDS.has(id))
    fail(`${field}.id`, `csak kisbetű, számjegy és kötőjel lehet, és nem lehet „kategoria” vagy „archivum”: „${id}”.`);
  const sourceUrl = text(v.sourceUrl, `${field}.sourceUrl`, { allowEmpty: true });
  if (sourceUrl !== '' && !/^https?:\/\/[^\s]+$/i.test(sourceUrl))
    fail(`${field}.sourceUrl`, `http(s) cím vagy üres szöveg kell: „${sourceUrl}”.`);
  const publishedAt = text(v.publishedAt, `${field}.publishedAt`);
  if (!ISO_UTC_RE.test(publishedAt) || Number.isNaN(Date.parse(publishedAt)))
    fail(`${field}.publishedAt`, `UTC ISO időpont kell (pl. 2026-11-20T08:30:00Z): „${publishedAt}”.`);
  if (!isNewsCategoryKey(v.category)) {
    fail(
      `${field}.category`,
      `ismeretlen kategória: „${String(v.category)}” (lehetséges: ${NEWS_TOPIC_CATEGORIES.map((c) => c.key).join(', ')}).`,
    );
  }
  if (!Array.isArray(v.tags) || v.tags.some((t) => typeof t !== 'string' || t.trim() === ''))
    fail(`${field}.tags`, 'nem üres szövegek listája kell.');
  if (v.sample !== undefined && typeof v.sample !== 'boolean') fail(`${field}.sample`, 'igaz/hamis érték kell.');

  const item: NewsItem = {
    id,
    title: text(v.title, `${field}.title`),
    summary: text(v.summary, `${field}.summary`),
    body: text(v.body, `${field}.body`),
    source: text(v.source, `${field}.source`),
    sourceUrl,
    publishedAt,
    category: v.category,
    tags: [...(v.tags as string[])],
  };
  if (v.sample !== undefined) item.sample = v.sample as boolean;
  return item;
}

/**
 * Validates a parsed store file (`{ note?, items }`, or a bare array of items) and returns it
 * with typed items. Duplicate ids are an error.
 * @throws ContentInputError naming the first wrong field.
 */
export function parseNewsStore(raw: unknown): NewsStoreFile {
  const file = Array.isArray(raw) ? { items: raw } : raw;
  if (typeof file !== 'object' || file === null || !Array.isArray((file as { items?: unknown }).items)) {
    fail('items', 'a hírtár egy „items” listát tartalmazó objektum (vagy maga a lista) legyen.');
  }
  const { note, items } = file as { note?: unknown; items: unknown[] };
  if (note !== undefined && typeof note !== 'string') fail('note', 'szöveg kell.');
  const seen = new Set<string>();
  const typed = items.map((item, i) => {
    const it = validateNewsItem(item, `items[${i}]`);
    if (seen.has(it.id)) fail(`items[${i}].id`, `ez az azonosító már szerepel: „${it.id}”.`);
    seen.add(it.id);
    return it;
  });
  return note === undefined ? { items: typed } : { note, items: typed };
}

/** Newest first; equal times by id, so the order is total and stable. */
export function compareNewsNewestFirst(
  a: Pick<NewsItem, 'publishedAt' | 'id'>,
  b: Pick<NewsItem, 'publishedAt' | 'id'>,
): number {
  return Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.id.localeCompare(b.id);
}
