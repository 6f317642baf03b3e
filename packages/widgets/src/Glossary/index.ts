'use client';
// Published as `@penzugy/widgets/glossary` (package.json "exports"): a client entry of its own, so a
// React Server Components app that renders only this bundles only this (issue 26).
export { GlossaryLanding } from './GlossaryLanding';
export type { GlossaryLandingProps } from './GlossaryLanding';
export { GlossaryLetterList } from './GlossaryLetterList';
export type { GlossaryLetterListProps } from './GlossaryLetterList';
export { GlossaryTerm } from './GlossaryTerm';
export type { GlossaryTermProps } from './GlossaryTerm';
export { DICTIONARY_PREVIEW_SIZE, DICTIONARY_HREF, defaultAllTermsHref, defaultTermHref } from './constants';
export { letterAnchorId, findLetterGroup } from './letter-anchor';
export { definitionParagraphs } from './definition';
export { GLOSSARY_STRINGS } from './strings';
export type {
  GlossaryItem,
  GlossaryLetterGroup,
  GlossaryLetterHref,
  GlossaryTermData,
  GlossaryTermHref,
  GlossaryTermRef,
} from './types';
