import { describe, expect, it } from 'vitest';
import { compareNewsNewestFirst, parseNewsStore, validateNewsItem } from './validate';

const item = {
  id: 'n-0123456789abcdef',
  title: 'Cím',
  summary: 'Összefoglaló',
  body: 'Törzs',
  source: 'Forrás',
  sourceUrl: 'https://pelda.hu/hir',
  publishedAt: '2026-11-20T08:00:00.000Z',
  category: 'Finance',
  tags: ['pénzügy'],
};

describe('validateNewsItem', () => {
  it('accepts a complete item and returns a copy', () => {
    const out = validateNewsItem(item);
    expect(out).toEqual(item);
    expect(out.tags).not.toBe(item.tags);
  });

  it.each([
    ['a missing title', { title: undefined }, 'item.title: szöveg kell.'],
    ['an empty body', { body: '  ' }, 'item.body: nem lehet üres.'],
    ['the ÖSSZES pseudo-category', { category: 'ÖSSZES' }, 'item.category: ismeretlen kategória: „ÖSSZES”'],
    ['a local time without zone', { publishedAt: '2026-11-20 08:00' }, 'item.publishedAt: UTC ISO időpont kell'],
    ['a javascript: URL', { sourceUrl: 'javascript:alert(1)' }, 'item.sourceUrl: http(s) cím vagy üres szöveg kell'],
    ['an id that is a news route', { id: 'archivum' }, 'item.id: csak kisbetű'],
    ['an id with spaces', { id: 'két szó' }, 'item.id: csak kisbetű'],
    ['tags that are not strings', { tags: ['a', 3] }, 'item.tags: nem üres szövegek listája kell.'],
    ['a non-boolean sample flag', { sample: 'igen' }, 'item.sample: igaz/hamis érték kell.'],
    ['an unknown field', { szerzo: 'x' }, 'item.szerzo: ismeretlen mező.'],
  ])('rejects %s', (_name, patch, message) => {
    expect(() => validateNewsItem({ ...item, ...patch })).toThrow(message);
  });
});

describe('parseNewsStore', () => {
  it('accepts the wrapped form and a bare array', () => {
    expect(parseNewsStore({ note: 'x', items: [item] })).toEqual({ note: 'x', items: [item] });
    expect(parseNewsStore([item])).toEqual({ items: [item] });
  });

  it('names the index of a bad item and rejects duplicates', () => {
    expect(() => parseNewsStore({ items: [item, { ...item, id: 'masik', category: 'Sport' }] })).toThrow(
      /^items\[1\]\.category:/,
    );
    expect(() => parseNewsStore({ items: [item, item] })).toThrow('items[1].id: ez az azonosító már szerepel');
    expect(() => parseNewsStore({ elemek: [] })).toThrow(/„items” listát/);
    expect(() => parseNewsStore(null)).toThrow(/„items” listát/);
  });
});

describe('compareNewsNewestFirst', () => {
  it('orders by time descending, then by id', () => {
    const a = { id: 'b', publishedAt: '2026-01-01T00:00:00Z' };
    const b = { id: 'a', publishedAt: '2026-01-01T00:00:00Z' };
    const c = { id: 'c', publishedAt: '2026-02-01T00:00:00Z' };
    expect([a, b, c].sort(compareNewsNewestFirst).map((x) => x.id)).toEqual(['c', 'a', 'b']);
  });
});
