import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findLetterGroup, letterAnchorId } from './letter-anchor';

describe('letterAnchorId', () => {
  it('keeps ASCII letters readable and encodes the rest by code point', () => {
    expect(letterAnchorId('A', 'szotar')).toBe('szotar-A');
    expect(letterAnchorId('Sz', 'szotar')).toBe('szotar-Sz');
    expect(letterAnchorId('Ő', 'szotar')).toBe('szotar-_150_');
    expect(letterAnchorId('Á', 'x')).toBe('x-_c1_');
    expect(letterAnchorId('', 'x')).toBe('x-_');
  });

  it('gives a composed and a decomposed Ő the same id', () => {
    expect(letterAnchorId('O\u030B', 'x')).toBe(letterAnchorId('\u0150', 'x'));
  });

  it('tells the Hungarian vowels and digraphs apart', () => {
    const letters = ['O', 'Ó', 'Ö', 'Ő', 'U', 'Ú', 'Ü', 'Ű', 'S', 'Sz', 'Z', 'Zs', 'D', 'Dz', 'Dzs', 'Cs', 'C'];
    expect(new Set(letters.map((l) => letterAnchorId(l, 'x'))).size).toBe(letters.length);
  });

  it('always yields a valid, selector-safe id, and different letters never share one', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 6 }),
        fc.string({ unit: 'grapheme', maxLength: 6 }),
        (a, b) => {
          const ia = letterAnchorId(a, 'p');
          expect(ia).toMatch(/^p-[A-Za-z0-9_]+$/);
          if (a.normalize('NFC') !== b.normalize('NFC')) expect(ia).not.toBe(letterAnchorId(b, 'p'));
        },
      ),
    );
  });
});

describe('findLetterGroup', () => {
  const groups = [{ letter: 'S' }, { letter: 'Sz' }, { letter: 'Ő' }];

  it('finds the exact letter, then without regard to case or normalisation', () => {
    expect(findLetterGroup(groups, 'Sz')).toBe(groups[1]);
    expect(findLetterGroup(groups, 'sz')).toBe(groups[1]);
    expect(findLetterGroup(groups, 'SZ')).toBe(groups[1]);
    expect(findLetterGroup(groups, 'ő')).toBe(groups[2]);
    expect(findLetterGroup(groups, 'o\u030B')).toBe(groups[2]);
    expect(findLetterGroup(groups, ' s ')).toBe(groups[0]);
  });

  it('finds nothing for an unknown or missing letter', () => {
    expect(findLetterGroup(groups, 'Q')).toBeUndefined();
    expect(findLetterGroup(groups, '')).toBeUndefined();
    expect(findLetterGroup(groups, null)).toBeUndefined();
  });
});
