/**
 * The glossary's data model and the shapes it is served in: letter groups of term items, and
 * dictionary_terms.json (docs/product.md#dictionary).
 */

/** The calculator routes a term can point to (`/kalkulatorok/{slug}`, docs/product.md#calculators). */
export type GlossaryCalculator = 'lakas-kamat' | 'rent-or-buy' | 'monte-carlo' | 'portfolio-optimalizalas';

/** One glossary term as it is kept in the repository. */
export interface GlossaryEntry {
  /** URL slug, lower-case ASCII kebab-case ('teljes-hiteldij-mutato'); unique. */
  properName: string;
  /** The heading as readers see it, e.g. 'Teljes hiteldíj mutató (THM)'; decides the letter it files under. */
  displayName: string;
  /** Other names the term is looked up by, e.g. ['THM']; unique across the glossary. */
  aliases?: string[];
  /** Plain-language definition; paragraphs are separated by a blank line. */
  definition: string;
  /** properNames of related terms; each must exist and none may be the term itself. */
  related: string[];
  /** The calculator that lets the reader try the idea out, where one fits. */
  calculator?: GlossaryCalculator;
}

/** Term item of docs/product.md#dictionary: what the landing and the letter pages list. */
export interface GlossaryItem {
  properName: string;
  displayName: string;
  /** `learning/dictionary/{properName}.json`, passed on as the term page's `?path=`. */
  path: string;
}

/** Dictionary letter group of docs/product.md#dictionary; dictionary_terms.json is a list of these (docs/product.md#dictionary). */
export interface GlossaryLetterGroup {
  /** A letter of the Hungarian alphabet ('A', 'Á', 'Cs', 'Dzs' …) or '#' for names that start otherwise. */
  letter: string;
  items: GlossaryItem[];
}

/** A link from a term page to a calculator. */
export interface GlossaryCalculatorLink {
  /** Site path, e.g. '/kalkulatorok/lakas-kamat'. */
  href: string;
  /** Hungarian call to action, e.g. 'Számolja ki a lakáshitel-kalkulátorral'. */
  label: string;
}

/** Everything the term page shows: the definition first, then related terms and the calculator link. */
export interface GlossaryTermView {
  properName: string;
  displayName: string;
  /** The definition as stored (paragraphs separated by a blank line). */
  definition: string;
  /** The definition split into its paragraphs, ready for one `<p>` each. */
  paragraphs: string[];
  /** Related terms in the order the entry lists them. */
  related: { properName: string; displayName: string }[];
  calculator?: GlossaryCalculatorLink;
}
