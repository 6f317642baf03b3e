/**
 * The glossary's shapes as the site serves them (letter groups of term items, from
 * GET …/dictionary_terms.json, and a term page's data; docs/product.md#dictionary) are declared
 * once, by the content package that produces them; these widgets render them as given. Type-only:
 * nothing of @penzugy/content is bundled, and the published declarations have the types written in
 * (tsup.config.ts).
 */
import type { GlossaryTermRef } from '@penzugy/content';

export type { GlossaryItem, GlossaryLetterGroup, GlossaryTermData, GlossaryTermRef } from '@penzugy/content';

/** Builds the address of a term page. */
export type GlossaryTermHref = (item: GlossaryTermRef) => string;
/** Builds the address of the all-terms page of a letter. */
export type GlossaryLetterHref = (letter: string) => string;
