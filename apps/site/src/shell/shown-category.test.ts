import { describe, expect, it } from 'vitest';
import { shownCategoryKey } from './shown-category';

describe('shownCategoryKey', () => {
  it('marks a category on its own address and on every alias the page accepts (issue 27 item 13)', () => {
    expect(shownCategoryKey('/hirek')).toBe('ÖSSZES');
    expect(shownCategoryKey('/hirek/')).toBe('ÖSSZES');
    expect(shownCategoryKey('/hirek/kategoria/stockmarket')).toBe('Stock Market');
    expect(shownCategoryKey('/hirek/kategoria/stock-market')).toBe('Stock Market');
    expect(shownCategoryKey('/hirek/kategoria/Stock%20Market')).toBe('Stock Market');
    expect(shownCategoryKey('/hirek/kategoria/osszes')).toBe('ÖSSZES');
  });

  it('marks none elsewhere or for an unknown category', () => {
    expect(shownCategoryKey('/hirek/kategoria/nincs-ilyen')).toBeUndefined();
    expect(shownCategoryKey('/hirek/archivum')).toBeUndefined();
    expect(shownCategoryKey('/')).toBeUndefined();
  });
});
