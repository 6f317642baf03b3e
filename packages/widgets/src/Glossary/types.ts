/**
 * The glossary's shapes as the site serves them (letter groups of term items, from
 * GET …/dictionary_terms.json; docs/product.md#dictionary). The content package groups and sorts the terms; these widgets
 * render the groups as given.
 */

/** One term in a letter group. */
export interface GlossaryItem {
  /** URL slug of the term, e.g. 'teljes-hiteldij-mutato'. */
  properName: string;
  /** The term as shown, e.g. 'Teljes hiteldíj mutató (THM)'. */
  displayName: string;
  /** Where the term's article is, passed on in the term page's `?path=`. */
  path: string;
}

/** The terms under one letter of the Hungarian alphabet ('A', 'Á', 'Cs', 'Sz', 'Ő' …). */
export interface GlossaryLetterGroup {
  letter: string;
  items: readonly GlossaryItem[];
}

/** A reference to another term (related terms have no path). */
export type GlossaryTermRef = Pick<GlossaryItem, 'properName' | 'displayName'> & Partial<Pick<GlossaryItem, 'path'>>;

/** What the term page shows. */
export interface GlossaryTermData {
  properName: string;
  displayName: string;
  /** The definition; paragraphs are separated by a blank line. */
  definition: string;
  /** Related terms, linked under the definition. */
  related: readonly GlossaryTermRef[];
  /** The calculator that fits the term, as a call to action. */
  calculator?: { href: string; label: string };
}

/** Builds the address of a term page. */
export type GlossaryTermHref = (item: GlossaryTermRef) => string;
/** Builds the address of the all-terms page of a letter. */
export type GlossaryLetterHref = (letter: string) => string;
