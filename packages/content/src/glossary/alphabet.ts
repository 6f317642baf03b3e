/**
 * Which letter of the Hungarian alphabet a glossary term files under, and the order of the letters.
 *
 * The rule (the one Intl.Collator('hu') applies, so a letter group never disagrees with the sort order
 * inside it): take the longest letter of the alphabet the name starts with, ignoring case — the
 * trigraph 'Dzs' before the digraphs 'Cs', 'Dz', 'Gy', 'Ly', 'Ny', 'Sz', 'Ty', 'Zs', and those before a
 * single letter. So 'CSOK Plusz' files under Cs, 'SZJA' under Sz, 'S&P 500' under S. An accented vowel
 * is its own letter (Á, É, Í, Ó, Ö, Ő, Ú, Ü, Ű); any other accented Latin letter files under its base
 * letter ('Ç' under C). A name that starts with anything else (a digit, a sign) files under '#'.
 */
import { foldAccents } from '../shared/text.js';
import { HUNGARIAN_ALPHABET, NON_LETTER_GROUP, type HungarianLetter } from './constants.js';

/**
 * Upper-case spelling of each letter → the letter as displayed ('CS' → 'Cs'). Made on first use, not
 * while the module loads: Hungarian case mapping is ICU's, which the site warms up in a worker before
 * it hydrates (widgets' no-intl-at-load.test.ts).
 */
let letterByUpper: Map<string, HungarianLetter> | undefined;
const lettersByUpper = () =>
  (letterByUpper ??= new Map(HUNGARIAN_ALPHABET.map((letter) => [letter.toLocaleUpperCase('hu'), letter])));

/** Position of every group in the letter bar: the alphabet, then the non-letter group. */
const LETTER_RANK = new Map<string, number>(
  [...HUNGARIAN_ALPHABET, NON_LETTER_GROUP].map((letter, index) => [letter, index]),
);

/** Longest letters first, so 'Dzs' wins over 'Dz' and 'D'. */
const LETTER_LENGTHS = [3, 2, 1] as const;

/**
 * The Hungarian alphabet letter `displayName` files under ('Önerő' → 'Ö', 'Csődeljárás' → 'Cs',
 * 'ETF' → 'E'), or '#' when it does not start with a letter. Leading white space is ignored.
 */
export function hungarianLetterOf(displayName: string): string {
  const head = displayName.normalize('NFC').trimStart().slice(0, 3).toLocaleUpperCase('hu');
  for (const length of LETTER_LENGTHS) {
    const letter = lettersByUpper().get(head.slice(0, length));
    if (letter) return letter;
  }
  // A letter Hungarian does not have ('Ç', 'Ø' has none): file it under its base letter, if any.
  const base = foldAccents(head.slice(0, 1)).toLocaleUpperCase('hu');
  return lettersByUpper().get(base) ?? NON_LETTER_GROUP;
}

/** Orders letters as the Hungarian alphabet does (A < Á < B < C < Cs … < Z < Zs < '#'). */
export function compareHungarianLetters(a: string, b: string): number {
  return rankOf(a) - rankOf(b);
}

function rankOf(letter: string): number {
  const rank = LETTER_RANK.get(letter);
  if (rank === undefined) throw new RangeError(`Not a letter of the Hungarian alphabet: '${letter}'.`);
  return rank;
}
