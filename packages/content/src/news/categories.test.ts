import { describe, expect, it } from 'vitest';
import {
  ALL_NEWS_CATEGORY,
  categoryFromSlug,
  isNewsCategoryKey,
  NEWS_CATEGORIES,
  NEWS_TOPIC_CATEGORIES,
  newsCategoryLabel,
} from './categories';

describe('NEWS_CATEGORIES (docs/product.md#news)', () => {
  it('lists ÖSSZES and the ten topics in the spec order', () => {
    expect(NEWS_CATEGORIES.map((c) => c.key)).toEqual([
      'ÖSSZES',
      'AI',
      'Crypto',
      'Energy',
      'Finance',
      'Healthcare',
      'Technology',
      'Economy',
      'Politics',
      'Stock Market',
      'Hungary',
    ]);
    expect(ALL_NEWS_CATEGORY.key).toBe('ÖSSZES');
    expect(NEWS_TOPIC_CATEGORIES).toHaveLength(10);
  });

  it('has the Hungarian labels of the spec', () => {
    expect(NEWS_CATEGORIES.map((c) => c.label)).toEqual([
      'Összes',
      'Mesterséges Intelligencia',
      'Kriptovaluta',
      'Energia',
      'Pénzügy',
      'Egészségügy',
      'Technológia',
      'Gazdaság',
      'Politika',
      'Tőzsde',
      'Magyarország',
    ]);
  });

  it('has lower-case, URL-safe, unique slugs', () => {
    expect(NEWS_TOPIC_CATEGORIES.map((c) => c.slug)).toEqual([
      'ai',
      'crypto',
      'energy',
      'finance',
      'healthcare',
      'technology',
      'economy',
      'politics',
      'stockmarket',
      'hungary',
    ]);
    for (const c of NEWS_CATEGORIES) expect(c.slug).toMatch(/^[a-z]+$/);
    expect(new Set(NEWS_CATEGORIES.map((c) => c.slug)).size).toBe(NEWS_CATEGORIES.length);
  });
});

describe('categoryFromSlug', () => {
  it('reads every slug back', () => {
    for (const c of NEWS_CATEGORIES) expect(categoryFromSlug(c.slug)?.key).toBe(c.key);
  });

  it.each([
    'stockmarket',
    'stock-market',
    'Stock-Market',
    'STOCKMARKET',
    'stock_market',
    'Stock Market',
    'stock%20market',
    'tőzsde',
  ])('reads %s as Stock Market (docs/product.md#news)', (slug) => {
    expect(categoryFromSlug(slug)?.key).toBe('Stock Market');
  });

  it('is case-insensitive and accepts keys and labels', () => {
    expect(categoryFromSlug('AI')?.key).toBe('AI');
    expect(categoryFromSlug('Crypto')?.key).toBe('Crypto');
    expect(categoryFromSlug('magyarorszag')?.key).toBe('Hungary');
    expect(categoryFromSlug('  Energy ')?.key).toBe('Energy');
  });

  it('reads osszes, összes and all as ÖSSZES', () => {
    for (const slug of ['osszes', 'összes', 'ÖSSZES', 'all']) expect(categoryFromSlug(slug)?.key).toBe('ÖSSZES');
  });

  it.each(['', '   ', 'sport', 'stock', 'stockmarkets', '%E0%A4%A', null, undefined])(
    'gives undefined for %s',
    (slug) => {
      expect(categoryFromSlug(slug)).toBeUndefined();
    },
  );
});

describe('isNewsCategoryKey and newsCategoryLabel', () => {
  it('accepts only the ten topic keys as an item category', () => {
    expect(isNewsCategoryKey('Stock Market')).toBe(true);
    expect(isNewsCategoryKey('ÖSSZES')).toBe(false);
    expect(isNewsCategoryKey('stockmarket')).toBe(false);
    expect(isNewsCategoryKey(3)).toBe(false);
  });

  it('labels a key in Hungarian', () => {
    expect(newsCategoryLabel('Healthcare')).toBe('Egészségügy');
    expect(newsCategoryLabel('ismeretlen')).toBe('ismeretlen');
  });
});
