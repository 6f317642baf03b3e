import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../../config/schema';
import { GLOSSARY_TERM_ATTRIBUTES, glossaryHomeUrl, isGlossaryTermData, termDataUrl, termPageUrl } from './settings';

const parse = (s: Record<string, string>, kind: 'data' | 'element' = 'element') =>
  parseAttributes(GLOSSARY_TERM_ATTRIBUTES, Object.entries(s).map(([key, value]) => ({ name: kind === 'data' ? `data-${key}` : key, key, value })), kind);

describe('glossary term settings', () => {
  it('requires the term, as a glossary identifier', () => {
    expect(parse({}).problems).toEqual([{ attribute: 'term', value: null, message: 'Kötelező beállítás: adja meg az értékét.' }]);
    expect(parse({}, 'data').problems[0].attribute).toBe('data-term');
    expect(parse({ term: 'THM <b>' }).problems[0]).toMatchObject({
      attribute: 'term',
      message: 'Kisbetűs, kötőjeles azonosítót adjon meg, például teljes-hiteldij-mutato.',
    });
    expect(parse({ term: 'teljes-hiteldij-mutato' }).problems).toEqual([]);
  });

  it('finds the document and the pages next to the data, unless told otherwise', () => {
    const s = { term: 'onero', url: 'https://penzugy.example/api/mpt-all-sources/learning/dictionary/{term}.json' };
    expect(termDataUrl(s)).toBe('https://penzugy.example/api/mpt-all-sources/learning/dictionary/onero.json');
    expect(termPageUrl(s, 'thm')).toBe('https://penzugy.example/dictionary/thm');
    expect(glossaryHomeUrl(s)).toBe('https://penzugy.example/dictionary/');
    expect(termPageUrl({ ...s, 'term-url': 'https://partner.hu/szotar/{term}' }, 'thm')).toBe('https://partner.hu/szotar/thm');
  });

  it('accepts only documents shaped like a term', () => {
    expect(isGlossaryTermData({ properName: 'thm', displayName: 'THM', definition: 'x', related: [{ properName: 'kamat', displayName: 'Kamat' }] })).toBe(true);
    expect(isGlossaryTermData({ properName: 'thm', displayName: 'THM', definition: 'x' })).toBe(false);
    expect(isGlossaryTermData({ properName: 'thm', displayName: 'THM', definition: 'x', related: [{ properName: 1 }] })).toBe(false);
    expect(isGlossaryTermData('<html>')).toBe(false);
    expect(isGlossaryTermData(null)).toBe(false);
  });
});
