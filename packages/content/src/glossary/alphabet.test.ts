import { describe, expect, it } from 'vitest';
import { compareHungarianLetters, hungarianLetterOf } from './alphabet.js';
import { HUNGARIAN_ALPHABET, NON_LETTER_GROUP } from './constants.js';
import { GLOSSARY_TERMS } from './terms/index.js';

describe('HUNGARIAN_ALPHABET', () => {
  it('has the 44 letters of the Hungarian alphabet, each once', () => {
    expect(HUNGARIAN_ALPHABET).toHaveLength(44);
    expect(new Set(HUNGARIAN_ALPHABET).size).toBe(44);
  });
});

describe('hungarianLetterOf', () => {
  it.each([
    ['Alfa', 'A'],
    ['Állampapír', 'Á'],
    ['Certifikát', 'C'],
    ['Csődeljárás', 'Cs'],
    ['CSOK Plusz', 'Cs'],
    ['Dollár', 'D'],
    ['Dzéta', 'Dz'],
    ['Dzsungel', 'Dzs'],
    ['ETF (tőzsdén kereskedett alap)', 'E'],
    ['Építményadó', 'É'],
    ['Gyűjtőév', 'Gy'],
    ['Ígérvény', 'Í'],
    ['Lyukkártya', 'Ly'],
    ['NYESZ', 'Ny'],
    ['Óvadék', 'Ó'],
    ['Önerő', 'Ö'],
    ['ÖNYP', 'Ö'],
    ['Őrzési díj', 'Ő'],
    ['S&P 500', 'S'],
    ['Sharpe-ráta', 'S'],
    ['SZJA', 'Sz'],
    ['Tyúkszem', 'Ty'],
    ['Újrasúlyozás', 'Ú'],
    ['Ügyleti kamat', 'Ü'],
    ['Űrlap', 'Ű'],
    ['Warrant', 'W'],
    ['Zérókuponos kötvény', 'Z'],
    ['Zsíró', 'Zs'],
  ])('%s files under %s', (name, letter) => {
    expect(hungarianLetterOf(name)).toBe(letter);
  });

  it('ignores case and leading white space', () => {
    expect(hungarianLetterOf('  önerő')).toBe('Ö');
    expect(hungarianLetterOf('csőd')).toBe('Cs');
    expect(hungarianLetterOf('dZSungel')).toBe('Dzs');
  });

  it('treats a decomposed accent like the composed letter', () => {
    expect(hungarianLetterOf('O\u0308nero\u030b')).toBe('Ö');
  });

  it('files foreign accented letters under their base letter and anything else under #', () => {
    expect(hungarianLetterOf('Çelik')).toBe('C');
    expect(hungarianLetterOf('Ñandú')).toBe('N');
    expect(hungarianLetterOf('401(k)')).toBe(NON_LETTER_GROUP);
    expect(hungarianLetterOf('Ørsted')).toBe(NON_LETTER_GROUP);
    expect(hungarianLetterOf('')).toBe(NON_LETTER_GROUP);
  });

  it("agrees with Intl.Collator('hu'): sorted names never go back to an earlier letter", () => {
    // The collator sorts a/á, o/ó, ö/ő … as one letter (accents only break ties), so compare with
    // accented vowels folded onto their base letter; the digraphs must then never go backwards.
    const fold: Record<string, string> = { Á: 'A', É: 'E', Í: 'I', Ó: 'O', Ő: 'Ö', Ú: 'U', Ű: 'Ü' };
    const rank = (name: string) => {
      const letter = hungarianLetterOf(name);
      return HUNGARIAN_ALPHABET.indexOf((fold[letter] ?? letter) as (typeof HUNGARIAN_ALPHABET)[number]);
    };
    const names = [
      ...GLOSSARY_TERMS.map((entry) => entry.displayName),
      'Cukor',
      'Czifra',
      'Csere',
      'Dzéta',
      'Dzsungel',
      'Dörzsöl',
      'Győr',
      'Gulya',
      'Nyúl',
      'Nulla',
      'Szó',
      'Sző',
      'Zsák',
      'Zúz',
    ];
    const ranks = [...names].sort(new Intl.Collator('hu').compare).map(rank);
    for (let i = 1; i < ranks.length; i++) expect(ranks[i]).toBeGreaterThanOrEqual(ranks[i - 1]!);
  });
});

describe('compareHungarianLetters', () => {
  it('orders a shuffled alphabet back into the alphabet, with # last', () => {
    const shuffled = [NON_LETTER_GROUP, ...HUNGARIAN_ALPHABET].reverse();
    shuffled.push(...shuffled.splice(0, 7));
    expect(shuffled.sort(compareHungarianLetters)).toEqual([...HUNGARIAN_ALPHABET, NON_LETTER_GROUP]);
  });

  it('puts accented vowels and digraphs right after their base letter', () => {
    const before = (a: string, b: string) => expect(compareHungarianLetters(a, b)).toBeLessThan(0);
    before('A', 'Á');
    before('Á', 'B');
    before('C', 'Cs');
    before('Cs', 'D');
    before('Dz', 'Dzs');
    before('Ö', 'Ő');
    before('Ő', 'P');
    before('Z', 'Zs');
    before('Zs', NON_LETTER_GROUP);
  });

  it('rejects a string that is not a letter of the alphabet', () => {
    expect(() => compareHungarianLetters('A', 'CH')).toThrow(RangeError);
  });
});
