/**
 * The shipped store (news/items.json) and its queries.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NEWS_TOPIC_CATEGORIES } from './categories';
import { categorise } from './categorise';
import { archivedNews, getNewsItem, listNews, NEWS_ARCHIVE_AGE_DAYS, newestNewsTime, newsArchive } from './store';
import { NEWS_ID_RE, parseNewsStore } from './validate';

const raw: unknown = JSON.parse(readFileSync(new URL('../../news/items.json', import.meta.url), 'utf8'));
const all = listNews();
const DAY = 86_400_000;

describe('news/items.json', () => {
  it('is a valid store with at least 40 items and unique, URL-safe ids', () => {
    const store = parseNewsStore(raw);
    expect(store.items.length).toBeGreaterThanOrEqual(40);
    expect(new Set(store.items.map((i) => i.id)).size).toBe(store.items.length);
    for (const item of store.items) expect(item.id).toMatch(NEWS_ID_RE);
  });

  it('has at least two items in each of the ten categories', () => {
    for (const c of NEWS_TOPIC_CATEGORIES)
      expect(all.filter((i) => i.category === c.key).length, c.key).toBeGreaterThanOrEqual(2);
  });

  it('marks every shipped item as a sample with a named source and some text', () => {
    for (const item of all) {
      expect(item.sample, item.id).toBe(true);
      expect(item.source.trim()).not.toBe('');
      expect(item.summary.length).toBeGreaterThan(40);
      expect(item.body.split('\n\n').length, item.id).toBeGreaterThanOrEqual(2);
      expect(item.tags.length).toBeGreaterThan(0);
      if (item.sourceUrl !== '') expect(item.sourceUrl).toMatch(/^https:\/\//);
    }
  });

  it('spreads the items over months, so the archive and the recent list are both non-empty', () => {
    const newest = Date.parse(all[0]!.publishedAt);
    const oldest = Date.parse(all[all.length - 1]!.publishedAt);
    expect((newest - oldest) / DAY).toBeGreaterThan(90);
    const archive = newsArchive();
    expect(archive.length).toBeGreaterThan(0);
    expect(archive.length).toBeLessThan(all.length);
  });

  it('agrees with the keyword rules on most items (a check of the rules, not of the editors)', () => {
    const agreeing = all.filter((i) => categorise(i).category === i.category).length;
    expect(agreeing / all.length).toBeGreaterThanOrEqual(0.85);
  });
});

describe('listNews', () => {
  it('returns everything newest first by default', () => {
    for (let i = 1; i < all.length; i += 1)
      expect(Date.parse(all[i - 1]!.publishedAt)).toBeGreaterThanOrEqual(Date.parse(all[i]!.publishedAt));
  });

  it('filters by category key or slug, stockmarket and stock-market alike', () => {
    const byKey = listNews({ category: 'Stock Market' });
    expect(byKey.length).toBeGreaterThanOrEqual(2);
    expect(byKey.every((i) => i.category === 'Stock Market')).toBe(true);
    expect(listNews({ category: 'stockmarket' })).toEqual(byKey);
    expect(listNews({ category: 'stock-market' })).toEqual(byKey);
    expect(listNews({ category: 'ÖSSZES' })).toEqual(all);
    expect(listNews({ category: 'osszes' })).toEqual(all);
    expect(listNews({ category: '' })).toEqual(all);
  });

  it('filters by a half-open time window: after ≤ time < before', () => {
    const t = all[5]!.publishedAt;
    const before = listNews({ before: t });
    const after = listNews({ after: t });
    expect(before.every((i) => i.publishedAt < t)).toBe(true);
    expect(after.every((i) => i.publishedAt >= t)).toBe(true);
    expect(before.length + after.length).toBe(all.length);
    expect(listNews({ after: t, before: t })).toEqual([]);
    expect(listNews({ before: new Date(Date.parse(t)) })).toEqual(before);
  });

  it('throws a Hungarian message naming the field for an unknown category or an invalid time', () => {
    expect(() => listNews({ category: 'sport' })).toThrow('A „category” ismeretlen hírkategória: „sport”.');
    expect(() => listNews({ before: 'tegnap' })).toThrow('A „before” időpont érvénytelen: „tegnap”.');
    expect(() => listNews({ after: Number.NaN })).toThrow(/„after” időpont érvénytelen/);
  });
});

describe('newsArchive', () => {
  it(`holds the items more than ${NEWS_ARCHIVE_AGE_DAYS} days older than the reference, newest first`, () => {
    const now = '2026-10-15T00:00:00Z';
    const limit = Date.parse(now) - NEWS_ARCHIVE_AGE_DAYS * DAY;
    const archive = newsArchive(now);
    expect(archive.length).toBeGreaterThan(0);
    expect(archive.every((i) => Date.parse(i.publishedAt) < limit)).toBe(true);
    expect(archive).toEqual(all.filter((i) => Date.parse(i.publishedAt) < limit));
  });

  it('defaults to the newest item as the reference time', () => {
    expect(newsArchive()).toEqual(newsArchive(newestNewsTime()));
    expect(newsArchive(new Date('2000-01-01T00:00:00Z'))).toEqual([]);
  });
});

describe('getNewsItem', () => {
  it('finds an item by id, ignoring case and spaces, and returns a copy', () => {
    const first = all[0]!;
    expect(getNewsItem(first.id)).toEqual(first);
    expect(getNewsItem(` ${first.id.toUpperCase()} `)?.id).toBe(first.id);
    getNewsItem(first.id)!.tags.push('módosítva');
    expect(getNewsItem(first.id)!.tags).not.toContain('módosítva');
  });

  it('gives undefined for an unknown id', () => {
    expect(getNewsItem('nincs-ilyen')).toBeUndefined();
    expect(getNewsItem(undefined)).toBeUndefined();
  });
});

describe('archivedNews (any item list)', () => {
  it('keeps the items older than the archive age, in order, and agrees with newsArchive on the store', () => {
    const items = [
      { id: 'b', publishedAt: '2026-11-20T08:00:00Z' },
      { id: 'a', publishedAt: '2026-10-01T08:00:00Z' },
      { id: 'c', publishedAt: '2026-09-01T08:00:00Z' },
    ];
    expect(archivedNews(items, '2026-11-22T00:00:00Z').map((i) => i.id)).toEqual(['a', 'c']);
    expect(archivedNews(items, undefined)).toEqual([]);
    const now = new Date('2026-11-22T00:00:00Z');
    expect(archivedNews(listNews(), now)).toEqual(newsArchive(now));
  });
});
