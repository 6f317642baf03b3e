/**
 * Queries over the glossary: the letter groups of dictionary_terms.json (docs/product.md#dictionary), look-up by
 * slug or by any name, and the term page's view. Every function takes the entries as an optional last
 * argument so it can be tested on small lists; the default is the site's glossary.
 */
import { compareHungarianLetters, hungarianLetterOf } from './alphabet.js';
import { DICTIONARY_TERM_PATH_PREFIX, GLOSSARY_CALCULATOR_LINKS } from './constants.js';
import { GLOSSARY_TERMS } from './terms/index.js';
import type { GlossaryEntry, GlossaryItem, GlossaryLetterGroup, GlossaryTermView } from './types.js';

/**
 * Hungarian collation for the items inside a letter (cs, ö, ő and the long vowels sort correctly),
 * built on first use rather than while the module evaluates (see finance-core's shared/format.ts).
 */
let collator: Intl.Collator | undefined;

/** docs/product.md#dictionary: `learning/dictionary/{properName}.json`. */
export function glossaryTermPath(properName: string): string {
  return `${DICTIONARY_TERM_PATH_PREFIX}${properName}.json`;
}

/** The site route of a term page (docs/product.md#dictionary: dictionary/{properName}?path={path}). */
export function glossaryTermHref(entry: Pick<GlossaryEntry, 'properName'>): string {
  return `/dictionary/${entry.properName}?path=${encodeURIComponent(glossaryTermPath(entry.properName))}`;
}

/**
 * The glossary grouped by letter, as dictionary_terms.json serves it: letters in the order of the
 * Hungarian alphabet, only letters that have terms, items sorted with Intl.Collator('hu').
 */
export function glossaryLetterGroups(entries: readonly GlossaryEntry[] = GLOSSARY_TERMS): GlossaryLetterGroup[] {
  const byLetter = new Map<string, GlossaryItem[]>();
  for (const { properName, displayName } of entries) {
    const letter = hungarianLetterOf(displayName);
    const items = byLetter.get(letter) ?? [];
    items.push({ properName, displayName, path: glossaryTermPath(properName) });
    byLetter.set(letter, items);
  }
  return [...byLetter.entries()]
    .sort(([a], [b]) => compareHungarianLetters(a, b))
    .map(([letter, items]) => ({
      letter,
      items: items.sort((a, b) => (collator ??= new Intl.Collator('hu')).compare(a.displayName, b.displayName)),
    }));
}

/** The entry with this slug, or undefined. */
export function findGlossaryTerm(
  properName: string,
  entries: readonly GlossaryEntry[] = GLOSSARY_TERMS,
): GlossaryEntry | undefined {
  // Route parameters arrive untyped at runtime; anything but a string simply finds nothing.
  if (typeof properName !== 'string') return undefined;
  return indexOf(entries).byProperName.get(properName);
}

/**
 * The entry a name refers to: its properName, displayName, displayName without the bracketed
 * abbreviation ('Teljes hiteldíj mutató') or any alias ('THM'), ignoring case, surrounding and
 * repeated spaces. This is what the calculators' `glossaryLink` builder resolves 'Önerő', 'THM',
 * 'ROE', 'JTM' and 'Vagyonszerzési illeték' with.
 */
export function resolveGlossaryTerm(
  nameOrAlias: string,
  entries: readonly GlossaryEntry[] = GLOSSARY_TERMS,
): GlossaryEntry | undefined {
  if (typeof nameOrAlias !== 'string') return undefined;
  return indexOf(entries).byName.get(nameKey(nameOrAlias));
}

/** What the term page shows for `entry`: definition first, then related terms and the calculator link. */
export function glossaryTermView(
  entry: GlossaryEntry,
  entries: readonly GlossaryEntry[] = GLOSSARY_TERMS,
): GlossaryTermView {
  const related = entry.related.flatMap((properName) => {
    // Data tests guarantee every reference exists; a stale one is dropped rather than shown broken.
    const target = findGlossaryTerm(properName, entries);
    return target ? [{ properName: target.properName, displayName: target.displayName }] : [];
  });
  return {
    properName: entry.properName,
    displayName: entry.displayName,
    definition: entry.definition,
    paragraphs: definitionParagraphs(entry.definition),
    related,
    ...(entry.calculator ? { calculator: GLOSSARY_CALCULATOR_LINKS[entry.calculator] } : {}),
  };
}

/** A definition's paragraphs: split at blank lines, trimmed, empty ones dropped. */
export function definitionParagraphs(definition: string): string[] {
  return definition
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

// ---------------------------------------------------------------------------------------------------
// Look-up indexes, built once per list of entries.

interface GlossaryIndex {
  byProperName: Map<string, GlossaryEntry>;
  byName: Map<string, GlossaryEntry>;
}

const indexes = new WeakMap<readonly GlossaryEntry[], GlossaryIndex>();

function indexOf(entries: readonly GlossaryEntry[]): GlossaryIndex {
  let index = indexes.get(entries);
  if (!index) {
    index = buildIndex(entries);
    indexes.set(entries, index);
  }
  return index;
}

function buildIndex(entries: readonly GlossaryEntry[]): GlossaryIndex {
  const byProperName = new Map<string, GlossaryEntry>();
  const byName = new Map<string, GlossaryEntry>();
  for (const entry of entries) {
    byProperName.set(entry.properName, entry);
    // The first entry to claim a name keeps it; the data tests make sure no two entries share one.
    for (const name of namesOf(entry)) {
      const key = nameKey(name);
      if (!byName.has(key)) byName.set(key, entry);
    }
  }
  return { byProperName, byName };
}

/** Every name an entry answers to. */
export function namesOf(entry: GlossaryEntry): string[] {
  const withoutBrackets = entry.displayName.replace(/\s*\([^)]*\)\s*$/, '');
  return [entry.properName, entry.displayName, withoutBrackets, ...(entry.aliases ?? [])];
}

/** Case- and space-insensitive key of a name ('  Önerő ' and 'ÖNERŐ' meet). */
function nameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('hu');
}
