import { describe, expect, it } from 'vitest';
import { filterOptions, searchKey } from './filter-options';

const options = [
  { value: 'AAPL', label: 'Apple' },
  { value: 'OTP', label: 'OTP Bank' },
  { value: 'RICHTER', label: 'Richter Gedeon' },
  { value: 'MOL', label: 'Mol Magyar Olaj- és Gázipari' },
];

describe('filterOptions', () => {
  it('returns every option for an empty or blank query', () => {
    expect(filterOptions(options, '')).toBe(options);
    expect(filterOptions(options, '   ')).toBe(options);
  });

  it('matches labels and values, ignoring case and accents', () => {
    expect(filterOptions(options, 'gazipari').map((o) => o.value)).toEqual(['MOL']);
    expect(filterOptions(options, 'aapl').map((o) => o.value)).toEqual(['AAPL']);
    expect(filterOptions(options, 'GEDEON').map((o) => o.value)).toEqual(['RICHTER']);
    expect(filterOptions(options, 'xyz')).toEqual([]);
    // The label and the value are searched apart: no match runs from one into the other.
    expect(filterOptions(options, 'appleaapl')).toEqual([]);
  });

  it('folds ő and ű too', () => {
    expect(searchKey('Kőbánya Űrkutatás')).toBe('kobanya urkutatas');
  });
});
