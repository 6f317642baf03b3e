import { describe, expect, it } from 'vitest';
import { formatArticleDate, joinAuthors } from './format';

describe('formatArticleDate', () => {
  it('writes yyyy-MM-dd in UTC (docs/product.md#blog)', () => {
    expect(formatArticleDate('2026-03-14T08:00:00.000Z')).toBe('2026-03-14');
    expect(formatArticleDate('2026-03-14T00:30:00+01:00')).toBe('2026-03-13');
    expect(formatArticleDate('2026-01-05')).toBe('2026-01-05');
    expect(formatArticleDate(new Date(Date.UTC(2025, 10, 18, 23, 59)))).toBe('2025-11-18');
  });

  it.each(['', 'tegnap', '2026-02-30T25:00:00Z', null, undefined])('never shows NaN for %s', (value) => {
    expect(formatArticleDate(value)).toBe('–');
  });
});

describe('joinAuthors', () => {
  it('joins with a comma and a space', () => {
    expect(joinAuthors(['Kovács Réka', 'Nagy Bence', 'Tóth Eszter'])).toBe('Kovács Réka, Nagy Bence, Tóth Eszter');
    expect(joinAuthors(['Szabó Márton'])).toBe('Szabó Márton');
  });

  it('trims names and skips blanks', () => {
    expect(joinAuthors(['  Varga Dóra ', '', '   ', 'Nagy Bence'])).toBe('Varga Dóra, Nagy Bence');
    expect(joinAuthors([])).toBe('');
    expect(joinAuthors(undefined)).toBe('');
  });
});
