/**
 * The Hungarian financial glossary: the terms, their letter groups as dictionary_terms.json serves
 * them (docs/product.md#dictionary), look-up by slug or name, and the term page's view.
 */
export { GLOSSARY_TERMS } from './terms/index.js';
export {
  DICTIONARY_PREVIEW_SIZE,
  DICTIONARY_TERMS_API_PATH,
  DICTIONARY_TERM_PATH_PREFIX,
  GLOSSARY_CALCULATOR_LINKS,
  HUNGARIAN_ALPHABET,
  NON_LETTER_GROUP,
} from './constants.js';
export type { HungarianLetter } from './constants.js';
export { compareHungarianLetters, hungarianLetterOf } from './alphabet.js';
export {
  definitionParagraphs,
  findGlossaryTerm,
  glossaryLetterGroups,
  glossaryTermHref,
  glossaryTermPath,
  glossaryTermView,
  namesOf,
  resolveGlossaryTerm,
} from './glossary.js';
export type {
  GlossaryCalculator,
  GlossaryCalculatorLink,
  GlossaryEntry,
  GlossaryItem,
  GlossaryLetterGroup,
  GlossaryTermData,
  GlossaryTermRef,
  GlossaryTermView,
} from './types.js';
