import { describe, expect, it } from 'vitest';
import { compareHungarianLetters, hungarianLetterOf } from './alphabet.js';
import { DICTIONARY_TERM_PATH_PREFIX, GLOSSARY_CALCULATOR_LINKS } from './constants.js';
import {
  definitionParagraphs,
  findGlossaryTerm,
  glossaryLetterGroups,
  glossaryTermHref,
  glossaryTermPath,
  glossaryTermView,
  namesOf,
  resolveGlossaryTerm,
} from './glossary.js';
import { GLOSSARY_TERMS } from './terms/index.js';
import type { GlossaryEntry } from './types.js';
import { slugify } from '../shared/text.js';

const collator = new Intl.Collator('hu');

/** A small glossary whose names exercise accents and digraphs. */
function entry(displayName: string, extra: Partial<GlossaryEntry> = {}): GlossaryEntry {
  return { properName: slugify(displayName), displayName, definition: `${displayName}: próba.`, related: [], ...extra };
}
const FIXTURE = ['Zsíró', 'Zeta', 'Ár', 'Alap', 'Ötös', 'Őr', 'Orom', 'Cukor', 'Csere', 'Önerő', 'Óvadék', 'Állam'].map(
  (name) => entry(name),
);

describe('glossaryLetterGroups', () => {
  it('groups a small glossary by Hungarian letter, in alphabet order, items by the Hungarian collator', () => {
    const groups = glossaryLetterGroups(FIXTURE);
    expect(groups.map((group) => group.letter)).toEqual(['A', 'Á', 'C', 'Cs', 'O', 'Ó', 'Ö', 'Ő', 'Z', 'Zs']);
    expect(groups.find((group) => group.letter === 'Á')?.items.map((item) => item.displayName)).toEqual([
      'Állam',
      'Ár',
    ]);
    expect(groups.find((group) => group.letter === 'Ö')?.items.map((item) => item.displayName)).toEqual([
      'Önerő',
      'Ötös',
    ]);
  });

  it("gives every item the spec's shape and path", () => {
    const [first] = glossaryLetterGroups([entry('Önerő')]);
    expect(first).toEqual({
      letter: 'Ö',
      items: [{ properName: 'onero', displayName: 'Önerő', path: 'learning/dictionary/onero.json' }],
    });
  });

  it('returns no groups for no entries', () => {
    expect(glossaryLetterGroups([])).toEqual([]);
  });

  describe('on the site glossary', () => {
    const groups = glossaryLetterGroups();

    it('lists every term exactly once', () => {
      const listed = groups.flatMap((group) => group.items.map((item) => item.properName));
      expect(listed).toHaveLength(GLOSSARY_TERMS.length);
      expect(new Set(listed)).toEqual(new Set(GLOSSARY_TERMS.map((term) => term.properName)));
    });

    it('orders the letters as the Hungarian alphabet does', () => {
      for (let i = 1; i < groups.length; i++) {
        expect(compareHungarianLetters(groups[i - 1]!.letter, groups[i]!.letter)).toBeLessThan(0);
      }
    });

    it("sorts the items of each letter with Intl.Collator('hu') and files each under its own letter", () => {
      for (const group of groups) {
        group.items.forEach((item, i) => {
          expect(hungarianLetterOf(item.displayName)).toBe(group.letter);
          expect(item.path).toBe(`${DICTIONARY_TERM_PATH_PREFIX}${item.properName}.json`);
          if (i > 0) expect(collator.compare(group.items[i - 1]!.displayName, item.displayName)).toBeLessThanOrEqual(0);
        });
      }
    });

    it('covers at least 20 letters, among them Á, É, Ö or Ő, Ü or Ű and the digraph letters', () => {
      const letters = new Set(groups.map((group) => group.letter));
      expect(letters.size).toBeGreaterThanOrEqual(20);
      for (const letter of ['Á', 'É', 'Cs', 'Gy', 'Ny', 'Sz', 'Zs']) expect(letters).toContain(letter);
      expect(letters.has('Ö') || letters.has('Ő')).toBe(true);
      expect(letters.has('Ü') || letters.has('Ű')).toBe(true);
      expect(letters).not.toContain('#');
    });
  });
});

describe('findGlossaryTerm', () => {
  it('finds a term by its slug only', () => {
    expect(findGlossaryTerm('teljes-hiteldij-mutato')?.displayName).toBe('Teljes hiteldíj mutató (THM)');
    expect(findGlossaryTerm('THM')).toBeUndefined();
    expect(findGlossaryTerm('nincs-ilyen')).toBeUndefined();
    expect(findGlossaryTerm(undefined as unknown as string)).toBeUndefined();
  });
});

describe('resolveGlossaryTerm', () => {
  it.each([
    ['Önerő', 'onero'],
    ['THM', 'teljes-hiteldij-mutato'],
    ['ROE', 'sajattoke-aranyos-megterules'],
    ['JTM', 'jovedelemaranyos-torlesztoreszlet-mutato'],
    ['Vagyonszerzési illeték', 'vagyonszerzesi-illetek'],
  ])("resolves the calculators' term %s", (name, properName) => {
    expect(resolveGlossaryTerm(name)?.properName).toBe(properName);
  });

  it('ignores case and extra white space, as the stories lower-case the term', () => {
    expect(resolveGlossaryTerm('önerő')?.properName).toBe('onero');
    expect(resolveGlossaryTerm('ÖNERŐ')?.properName).toBe('onero');
    expect(resolveGlossaryTerm('  vagyonszerzési   illeték ')?.properName).toBe('vagyonszerzesi-illetek');
  });

  it('resolves the slug, the full heading and the heading without its abbreviation', () => {
    expect(resolveGlossaryTerm('teljes-hiteldij-mutato')?.properName).toBe('teljes-hiteldij-mutato');
    expect(resolveGlossaryTerm('Teljes hiteldíj mutató (THM)')?.properName).toBe('teljes-hiteldij-mutato');
    expect(resolveGlossaryTerm('Teljes hiteldíj mutató')?.properName).toBe('teljes-hiteldij-mutato');
    expect(resolveGlossaryTerm('Sharpe-mutató')?.properName).toBe('sharpe-rata');
  });

  it('returns undefined for an unknown name', () => {
    expect(resolveGlossaryTerm('Nincs ilyen fogalom')).toBeUndefined();
    expect(resolveGlossaryTerm('')).toBeUndefined();
    expect(resolveGlossaryTerm(null as unknown as string)).toBeUndefined();
  });

  it('resolves every name of every term to that term, so no two terms share a name', () => {
    for (const term of GLOSSARY_TERMS) {
      for (const name of namesOf(term)) expect(resolveGlossaryTerm(name)?.properName, name).toBe(term.properName);
    }
  });
});

describe('glossaryTermView', () => {
  it('gives the definition, the related terms by name and the calculator link', () => {
    const thm = findGlossaryTerm('teljes-hiteldij-mutato')!;
    const view = glossaryTermView(thm);
    expect(view.displayName).toBe('Teljes hiteldíj mutató (THM)');
    expect(view.definition).toBe(thm.definition);
    expect(view.paragraphs).toHaveLength(2);
    expect(view.paragraphs.join('\n\n')).toBe(thm.definition);
    expect(view.related.map((item) => item.properName)).toEqual(thm.related);
    expect(view.related[0]).toEqual({ properName: 'ugyleti-kamat', displayName: 'Ügyleti kamat' });
    expect(view.calculator).toEqual({
      href: '/kalkulatorok/lakas-kamat',
      label: 'Számolja ki a lakáshitel-kalkulátorral',
    });
  });

  it('has no calculator link where none fits', () => {
    const view = glossaryTermView(findGlossaryTerm('kezes')!);
    expect(view).not.toHaveProperty('calculator');
  });

  it('links every calculator a term names to its /kalkulatorok route', () => {
    for (const term of GLOSSARY_TERMS.filter((t) => t.calculator)) {
      expect(glossaryTermView(term).calculator?.href).toBe(`/kalkulatorok/${term.calculator}`);
    }
    for (const link of Object.values(GLOSSARY_CALCULATOR_LINKS)) expect(link.label).toMatch(/kalkulátor|szimuláció/);
  });

  it('drops a related reference that does not exist instead of showing a broken link', () => {
    const a = entry('Alap', { related: ['nincs', 'zeta'] });
    const view = glossaryTermView(a, [a, entry('Zeta')]);
    expect(view.related).toEqual([{ properName: 'zeta', displayName: 'Zeta' }]);
  });
});

describe('paths and paragraphs', () => {
  it('builds the item path and the term route of docs/product.md#dictionary', () => {
    expect(glossaryTermPath('onero')).toBe('learning/dictionary/onero.json');
    expect(glossaryTermHref({ properName: 'onero' })).toBe('/dictionary/onero?path=learning%2Fdictionary%2Fonero.json');
  });

  it('splits a definition at blank lines and drops empty paragraphs', () => {
    expect(definitionParagraphs('Első.\n\nMásodik.\n \n\n Harmadik. ')).toEqual(['Első.', 'Második.', 'Harmadik.']);
    expect(definitionParagraphs('Egy sor.\nUgyanaz a bekezdés.')).toEqual(['Egy sor.\nUgyanaz a bekezdés.']);
  });
});
