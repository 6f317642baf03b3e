/**
 * The glossary's named constants: the Hungarian alphabet it files terms under, the spec's preview size
 * and paths, and the calculator links of the term page.
 */
import type { GlossaryCalculator, GlossaryCalculatorLink } from './types.js';

/**
 * The 44 letters of the Hungarian alphabet in order, as 'A magyar helyesírás szabályai' (12th ed.)
 * lists them: the accented vowels are letters of their own, which is how the letter bar shows them
 * (issue 4), and Q, W, X, Y are there for foreign words and names. (In sorting *inside* a letter,
 * a/á, e/é … count as one letter and only break ties: that is Intl.Collator('hu')'s job.)
 */
export const HUNGARIAN_ALPHABET = [
  'A',
  'Á',
  'B',
  'C',
  'Cs',
  'D',
  'Dz',
  'Dzs',
  'E',
  'É',
  'F',
  'G',
  'Gy',
  'H',
  'I',
  'Í',
  'J',
  'K',
  'L',
  'Ly',
  'M',
  'N',
  'Ny',
  'O',
  'Ó',
  'Ö',
  'Ő',
  'P',
  'Q',
  'R',
  'S',
  'Sz',
  'T',
  'Ty',
  'U',
  'Ú',
  'Ü',
  'Ű',
  'V',
  'W',
  'X',
  'Y',
  'Z',
  'Zs',
] as const;

/** A letter of {@link HUNGARIAN_ALPHABET}. */
export type HungarianLetter = (typeof HUNGARIAN_ALPHABET)[number];

/** The group of names that do not start with a letter (a digit or a sign); it comes after Zs. */
export const NON_LETTER_GROUP = '#';

/** docs/product.md#dictionary: the dictionary landing shows at most this many terms per letter. */
export const DICTIONARY_PREVIEW_SIZE = 12;

/** docs/product.md#dictionary: the address of the glossary's letter groups, under the site's API. */
export const DICTIONARY_TERMS_API_PATH = '/api/mpt-all-sources/learning/dictionary_terms.json';

/** docs/product.md#dictionary: a term item's `path` is this prefix, the properName and '.json'. */
export const DICTIONARY_TERM_PATH_PREFIX = 'learning/dictionary/';

/** The slug rule of `GlossaryEntry.properName`: lower-case ASCII words joined by single hyphens. */
export const PROPER_NAME_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Where each calculator lives (docs/product.md#dictionary, docs/product.md#calculators) and how a term page invites the reader to it. */
export const GLOSSARY_CALCULATOR_LINKS: Readonly<Record<GlossaryCalculator, GlossaryCalculatorLink>> = {
  'lakas-kamat': { href: '/kalkulatorok/lakas-kamat', label: 'Számolja ki a lakáshitel-kalkulátorral' },
  'rent-or-buy': {
    href: '/kalkulatorok/rent-or-buy',
    label: 'Hasonlítsa össze a bérlést és a vásárlást a kalkulátorral',
  },
  'monte-carlo': { href: '/kalkulatorok/monte-carlo', label: 'Próbálja ki a Monte-Carlo-szimulációval' },
  'portfolio-optimalizalas': {
    href: '/kalkulatorok/portfolio-optimalizalas',
    label: 'Próbálja ki a portfólió-optimalizáló kalkulátorral',
  },
};
