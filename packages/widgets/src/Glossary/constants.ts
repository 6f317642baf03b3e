import type { GlossaryLetterHref, GlossaryTermHref } from './types';

/** Terms shown per letter on the dictionary landing (docs/product.md#dictionary: 12 terms per letter). */
export const DICTIONARY_PREVIEW_SIZE = 12;

/** Prefix of the letter sections' ids on the landing ('szotar-Sz'). */
export const GLOSSARY_ID_PREFIX = 'szotar';

/**
 * The term page of the site's route table (docs/product.md#dictionary: dictionary/{properName}?path={path}).
 * Related terms come without a path; their address has none.
 */
export const defaultTermHref: GlossaryTermHref = ({ properName, path }) =>
  `/dictionary/${encodeURIComponent(properName)}${path ? `?path=${encodeURIComponent(path)}` : ''}`;

/** The all-terms page of a letter (docs/product.md#dictionary: all-terms?letter={letter}). */
export const defaultAllTermsHref: GlossaryLetterHref = (letter) => `/all-terms?letter=${encodeURIComponent(letter)}`;

/** The dictionary landing (docs/product.md#dictionary: dictionary). */
export const DICTIONARY_HREF = '/dictionary';
