import { describe, expect, it } from 'vitest';
import { parseAttributes } from '../../config/schema';
import { attributesOf } from '../settings-test-support';
import {
  GLOSSARY_TERM_ATTRIBUTES,
  glossaryHomeUrl,
  isGlossaryTermData,
  termDataUrl,
  termPageUrl,
  withLinksFrom,
} from './settings';

const parse = (s: Record<string, string>, kind: 'data' | 'element' = 'element') =>
  parseAttributes(GLOSSARY_TERM_ATTRIBUTES, attributesOf(s, kind), kind);

describe('glossary term settings', () => {
  it('requires the term, as a glossary identifier', () => {
    expect(parse({}).problems).toEqual([
      { attribute: 'term', value: null, message: 'Kötelező beállítás: adja meg az értékét.' },
    ]);
    expect(parse({}, 'data').problems[0]!.attribute).toBe('data-term');
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
    expect(termPageUrl({ ...s, 'term-url': 'https://partner.hu/szotar/{term}' }, 'thm')).toBe(
      'https://partner.hu/szotar/thm',
    );
  });

  it('accepts only documents shaped like a term', () => {
    expect(
      isGlossaryTermData({
        properName: 'thm',
        displayName: 'THM',
        definition: 'x',
        related: [{ properName: 'kamat', displayName: 'Kamat' }],
      }),
    ).toBe(true);
    expect(isGlossaryTermData({ properName: 'thm', displayName: 'THM', definition: 'x' })).toBe(false);
    expect(
      isGlossaryTermData({ properName: 'thm', displayName: 'THM', definition: 'x', related: [{ properName: 1 }] }),
    ).toBe(false);
    expect(isGlossaryTermData('<html>')).toBe(false);
    expect(isGlossaryTermData(null)).toBe(false);
  });

  const term = { properName: 'thm', displayName: 'THM', definition: 'x', related: [] };

  it('refuses a document whose calculator link fails the link rule', () => {
    expect(
      isGlossaryTermData({ ...term, calculator: { href: '/kalkulatorok/lakas-kamat', label: 'Kalkulátor' } }),
    ).toBe(true);
    expect(
      isGlossaryTermData({ ...term, calculator: { href: 'https://penzugy.example/k', label: 'Kalkulátor' } }),
    ).toBe(true);
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '\u0001javascript:alert(1)',
      ' javascript:alert(1)',
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example',
      'data:text/html,x',
      'vbscript:x',
      '#x',
      'kalkulator',
      1,
    ]) {
      expect(isGlossaryTermData({ ...term, calculator: { href, label: 'Kalkulátor' } }), String(href)).toBe(false);
    }
    expect(isGlossaryTermData({ ...term, calculator: { href: '/k' } })).toBe(false);
    expect(isGlossaryTermData({ ...term, calculator: 'javascript:alert(1)' })).toBe(false);
  });

  it('resolves the calculator path against the URL the document came from', () => {
    const calculator = { href: '/kalkulatorok/lakas-kamat', label: 'Kalkulátor' };
    expect(
      withLinksFrom({ ...term, calculator }, 'https://data.example.hu/api/dictionary/thm.json').calculator,
    ).toEqual({ ...calculator, href: 'https://data.example.hu/kalkulatorok/lakas-kamat' });
    expect(withLinksFrom({ ...term, calculator }, '/api/dictionary/thm.json').calculator?.href).toBe(
      new URL('/kalkulatorok/lakas-kamat', document.baseURI).href,
    );
    expect(
      withLinksFrom(
        { ...term, calculator: { ...calculator, href: 'https://x.example/k' } },
        'https://data.example.hu/t.json',
      ).calculator?.href,
    ).toBe('https://x.example/k');
  });
});
