import { describe, expect, it } from 'vitest';
import { articlePath, matchesArticlePath, parseArticlePath } from './paths';

const etf = {
  articleId: 'cikk-004',
  id: 'etf-alapok',
  topic: 'befektetes' as const,
  released: '2026-03-10T08:00:00.000Z',
};
const legal = {
  articleId: 'adatvedelem',
  id: 'adatvedelem',
  topic: 'jog' as const,
  released: '2026-10-01T08:00:00.000Z',
};

describe('articlePath', () => {
  it('is /article/{topic}/{year}/{id} for blog articles', () => {
    expect(articlePath(etf)).toBe('/article/befektetes/2026/etf-alapok');
  });

  it('uses the UTC year of released', () => {
    expect(articlePath({ ...etf, released: '2025-12-31T23:30:00.000Z' })).toBe('/article/befektetes/2025/etf-alapok');
  });

  it('is the own route for legal pages', () => {
    expect(articlePath(legal)).toBe('/adatvedelem');
  });
});

describe('parseArticlePath', () => {
  it('reads the three route forms', () => {
    expect(parseArticlePath(['befektetes', '2026', 'etf-alapok'])).toEqual({
      topic: 'befektetes',
      year: '2026',
      key: 'etf-alapok',
    });
    expect(parseArticlePath(['befektetes', 'etf-alapok'])).toEqual({ topic: 'befektetes', key: 'etf-alapok' });
    expect(parseArticlePath(['cikk-004'])).toEqual({ key: 'cikk-004' });
  });

  it('accepts a whole path, a leading "article" segment, encoded and upper-case parts', () => {
    expect(parseArticlePath(['/article/befektetes/2026/etf-alapok/'])).toEqual({
      topic: 'befektetes',
      year: '2026',
      key: 'etf-alapok',
    });
    expect(parseArticlePath(['article', 'ETF-Alapok'])).toEqual({ key: 'etf-alapok' });
    expect(parseArticlePath(['befektet%C3%A9s', 'x'])).toEqual({ topic: 'befektetés', key: 'x' });
  });

  it('rejects empty input, too many segments, a non-year middle segment and malformed escapes', () => {
    expect(parseArticlePath([])).toBeUndefined();
    expect(parseArticlePath(['', ' '])).toBeUndefined();
    expect(parseArticlePath(['a', 'b', 'c', 'd'])).toBeUndefined();
    expect(parseArticlePath(['befektetes', 'tavaly', 'etf-alapok'])).toBeUndefined();
    expect(parseArticlePath(['%E0%A4%A'])).toBeUndefined();
  });
});

describe('matchesArticlePath', () => {
  it('matches the one-segment form by id or articleId', () => {
    expect(matchesArticlePath(etf, { key: 'etf-alapok' })).toBe(true);
    expect(matchesArticlePath(etf, { key: 'cikk-004' })).toBe(true);
    expect(matchesArticlePath(etf, { key: 'cikk-005' })).toBe(false);
  });

  it('requires the topic and the year to agree', () => {
    expect(matchesArticlePath(etf, { topic: 'befektetes', key: 'etf-alapok' })).toBe(true);
    expect(matchesArticlePath(etf, { topic: 'hitel', key: 'etf-alapok' })).toBe(false);
    expect(matchesArticlePath(etf, { topic: 'befektetes', year: '2025', key: 'etf-alapok' })).toBe(false);
    // The longer forms take the slug, not the catalogue number.
    expect(matchesArticlePath(etf, { topic: 'befektetes', key: 'cikk-004' })).toBe(false);
  });

  it('round-trips: the canonical path resolves back to the article', () => {
    for (const a of [etf, legal]) {
      const query = parseArticlePath([articlePath(a)]);
      expect(query).toBeDefined();
      expect(matchesArticlePath(a, query!)).toBe(true);
    }
  });
});
