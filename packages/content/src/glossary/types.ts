/**
 * The glossary's data model and the shapes it is served in: letter groups of term items, and
 * dictionary_terms.json (docs/product.md#dictionary). These are the wire types, declared once: the
 * widgets (packages/widgets/src/Glossary/types.ts) take them from here, so what the site serves and
 * what the components read cannot drift apart.
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
  items: readonly GlossaryItem[];
}

/** A reference to another term: related terms carry no path. */
export type GlossaryTermRef = Pick<GlossaryItem, 'properName' | 'displayName'> & Partial<Pick<GlossaryItem, 'path'>>;

/** A link from a term page to a calculator. */
export interface GlossaryCalculatorLink {
  /** Site path, e.g. '/kalkulatorok/lakas-kamat'. */
  href: string;
  /** Hungarian call to action, e.g. 'Számolja ki a lakáshitel-kalkulátorral'. */
  label: string;
}

/** What a term page shows (the GlossaryTerm widget's data): the definition first, then related terms and the calculator link. */
export interface GlossaryTermData {
  properName: string;
  displayName: string;
  /** The definition as stored (paragraphs separated by a blank line). */
  definition: string;
  /** Related terms in the order the entry lists them. */
  related: readonly GlossaryTermRef[];
  calculator?: GlossaryCalculatorLink;
}

/** A term page's data with the definition split into its paragraphs, ready for one `<p>` each. */
export interface GlossaryTermView extends GlossaryTermData {
  paragraphs: string[];
}
