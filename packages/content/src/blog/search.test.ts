import { describe, expect, it } from 'vitest';
import { searchArticles } from './search';

const articles = [
  { id: 'a', title: 'A kamatos kamat ereje', description: 'Miért számít minden év?', authors: ['Szabó Márton'] },
  { id: 'b', title: 'ETF-ek kezdőknek', description: 'Alacsony költségű indexkövetés.', authors: ['Nagy Bence'] },
  {
    id: 'c',
    title: 'Vésztartalék',
    description: 'Három–hat havi kiadás KAMATOZÓ számlán.',
    authors: ['Kovács Réka', 'Nagy Bence'],
  },
  { id: 'd', title: 'Őszi tőzsde', description: 'Üzleti hírek.', authors: ['Ördög Ödön'] },
];

const ids = (query: string | undefined) => searchArticles(articles, query).map((a) => a.id);

describe('searchArticles (docs/product.md#blog)', () => {
  it('matches a substring of the title, case-insensitively', () => {
    expect(ids('KAMATOS')).toEqual(['a']);
    expect(ids('etf')).toEqual(['b']);
  });

  it('matches the description', () => {
    expect(ids('indexkövetés')).toEqual(['b']);
    expect(ids('kamat')).toEqual(['a', 'c']); // title of a, description of c; order kept
  });

  it('matches any author', () => {
    expect(ids('nagy')).toEqual(['b', 'c']);
    expect(ids('réka')).toEqual(['c']);
  });

  it('lower-cases Hungarian capitals (Ő, Ö, Ü)', () => {
    expect(ids('ősz')).toEqual(['d']);
    expect(ids('ÖRDÖG')).toEqual(['d']);
    expect(ids('üzleti')).toEqual(['d']);
  });

  it('matches a decomposed (NFD) query against composed text', () => {
    expect(ids('ősz'.normalize('NFD'))).toEqual(['d']);
  });

  it('trims the query, and an empty one returns every article', () => {
    expect(ids('  etf  ')).toEqual(['b']);
    expect(ids('')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('   ')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(undefined)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not match tags or other fields, and is not accent-insensitive', () => {
    expect(ids('kamatozo')).toEqual([]);
    expect(ids('zzz')).toEqual([]);
  });

  it('returns a new array', () => {
    const all = searchArticles(articles, '');
    expect(all).not.toBe(articles);
    expect(all).toEqual(articles);
  });
});
