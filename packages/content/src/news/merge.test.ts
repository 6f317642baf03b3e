import { describe, expect, it } from 'vitest';
import { canonicalUrl, mergeNewsItems } from './merge';
import type { NewsItem } from './types';

function item(id: string, publishedAt: string, sourceUrl = `https://pelda.hu/${id}`, title = id): NewsItem {
  return {
    id,
    title,
    summary: 's',
    body: 'b',
    source: 'Forrás',
    sourceUrl,
    publishedAt,
    category: 'Finance',
    tags: [],
  };
}

describe('canonicalUrl', () => {
  it('drops the fragment, tracking parameters and a trailing slash; lower-cases scheme and host', () => {
    expect(canonicalUrl('HTTPS://Pelda.HU/Hir/?utm_source=rss&utm_medium=feed&id=5&fbclid=x#top')).toBe(
      'https://pelda.hu/Hir?id=5',
    );
    expect(canonicalUrl('https://pelda.hu/')).toBe('https://pelda.hu/');
  });

  it('returns text that is not a URL trimmed', () => {
    expect(canonicalUrl('  nem url ')).toBe('nem url');
  });
});

describe('mergeNewsItems', () => {
  const existing = [item('a', '2026-11-01T10:00:00.000Z'), item('b', '2026-10-01T10:00:00.000Z')];

  it('adds new items and sorts the store newest first', () => {
    const r = mergeNewsItems(existing, [item('c', '2026-10-15T10:00:00.000Z'), item('d', '2026-11-10T10:00:00.000Z')]);
    expect(r.items.map((i) => i.id)).toEqual(['d', 'a', 'c', 'b']);
    expect(r.added.map((i) => i.id)).toEqual(['d', 'c']);
    expect(r.duplicates).toBe(0);
  });

  it('drops an incoming item with a known id and keeps the stored version', () => {
    const edited = { ...existing[0]!, title: 'A szerkesztő javította' };
    const r = mergeNewsItems([edited, existing[1]!], [item('a', '2026-11-01T10:00:00.000Z')]);
    expect(r.duplicates).toBe(1);
    expect(r.added).toEqual([]);
    expect(r.items[0]!.title).toBe('A szerkesztő javította');
  });

  it('drops an incoming item whose URL is a known URL with tracking parameters', () => {
    const r = mergeNewsItems(existing, [
      item('x', '2026-11-02T10:00:00.000Z', 'https://pelda.hu/a/?utm_source=rss#comments'),
    ]);
    expect(r.duplicates).toBe(1);
    expect(r.items).toHaveLength(2);
  });

  it('de-duplicates within the incoming batch too', () => {
    const r = mergeNewsItems(
      [],
      [
        item('x', '2026-11-02T10:00:00.000Z'),
        item('x', '2026-11-02T10:00:00.000Z'),
        item('y', '2026-11-03T10:00:00.000Z', 'https://pelda.hu/x'),
      ],
    );
    expect(r.added.map((i) => i.id)).toEqual(['x']);
    expect(r.duplicates).toBe(2);
  });

  it('never treats two link-less items as duplicates of each other', () => {
    const r = mergeNewsItems(
      [],
      [item('p', '2026-11-02T10:00:00.000Z', ''), item('q', '2026-11-02T10:00:00.000Z', '')],
    );
    expect(r.added).toHaveLength(2);
  });

  it('does not change its inputs', () => {
    const before = JSON.stringify(existing);
    mergeNewsItems(existing, [item('z', '2027-01-01T00:00:00.000Z')]);
    expect(JSON.stringify(existing)).toBe(before);
  });
});
