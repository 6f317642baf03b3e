/**
 * The glossary term's settings: `term` (the term's identifier, e.g. `teljes-hiteldij-mutato`;
 * required), the data URL (`data-url`, a template with `{term}` for the term's JSON document) and
 * `term-url` (where related terms link, with `{term}`).
 */
import { isSafeHref, safeHref, type GlossaryTermData } from '@penzugy/widgets';
import type { AttributeSpecs, ValuesOf } from '../../config/schema';
import { textAttribute } from '../../config/value-types';
import { fillUrl, originOf } from '../../runtime/fetch-json';

/** Where the site serves a term's document (apps/site's static JSON, docs/product.md#dictionary). */
export const DEFAULT_TERM_DATA_URL = '/api/mpt-all-sources/learning/dictionary/{term}.json';

/** Term identifiers: lowercase ASCII words joined by hyphens (the glossary's properName). */
const TERM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const GLOSSARY_TERM_ATTRIBUTES = {
  /** The term's identifier. */
  term: textAttribute({
    maxLength: 120,
    pattern: TERM_ID,
    patternHint: 'Kisbetűs, kötőjeles azonosítót adjon meg, például teljes-hiteldij-mutato.',
    required: true,
  }),
  /** Written `data-url`: the term document's URL, with `{term}`. @default '/api/mpt-all-sources/learning/dictionary/{term}.json' */
  url: { type: 'url', placeholder: '{term}' },
  /** Where related terms link, with `{term}`. @default the glossary next to the data: `{origin}/dictionary/{term}` */
  'term-url': { type: 'url', placeholder: '{term}' },
} as const satisfies AttributeSpecs;

export type GlossaryTermSettings = ValuesOf<typeof GLOSSARY_TERM_ATTRIBUTES>;

const dataTemplate = (s: GlossaryTermSettings) => s.url ?? DEFAULT_TERM_DATA_URL;

/** The URL of the term's JSON document. */
export function termDataUrl(settings: GlossaryTermSettings): string {
  return fillUrl(dataTemplate(settings), 'term', settings.term ?? '');
}

/** The page of a (related) term. */
export function termPageUrl(settings: GlossaryTermSettings, properName: string): string {
  return fillUrl(settings['term-url'] ?? `${originOf(dataTemplate(settings))}/dictionary/{term}`, 'term', properName);
}

/** The glossary's landing page (the term card's back link). */
export function glossaryHomeUrl(settings: GlossaryTermSettings): string {
  const template = settings['term-url'] ?? `${originOf(dataTemplate(settings))}/dictionary/{term}`;
  return new URL('.', new URL(template.split('{term}').join('x'), document.baseURI)).href;
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * True when `data` has the shape of a term document (a server answering with anything else is an
 * error, not a crash). The data may come from anyone's server (`data-url`), so the calculator link
 * must pass the link rule: a document with a `javascript:`, `//host` or `/\host` link is refused whole.
 */
export function isGlossaryTermData(data: unknown): data is GlossaryTermData {
  if (!isRecord(data)) return false;
  const { calculator } = data;
  return (
    isString(data.properName) &&
    isString(data.displayName) &&
    isString(data.definition) &&
    Array.isArray(data.related) &&
    data.related.every((r) => isRecord(r) && isString(r.properName) && isString(r.displayName)) &&
    (calculator === undefined ||
      (isRecord(calculator) &&
        isString(calculator.label) &&
        isSafeHref(calculator.href) &&
        !calculator.href.startsWith('#')))
  );
}

/**
 * The term as the widget shows it: the calculator's path resolved against the URL the document came
 * from, so `/kalkulatorok/…` in a partner's copy of our data opens our calculator, not a page of the
 * partner's site.
 */
export function withLinksFrom(term: GlossaryTermData, dataUrl: string): GlossaryTermData {
  const { calculator, ...rest } = term;
  const href = calculator && safeHref(calculator.href, new URL(dataUrl, document.baseURI));
  return calculator && href ? { ...rest, calculator: { ...calculator, href } } : rest;
}
