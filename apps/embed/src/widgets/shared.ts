/**
 * Pieces the calculator widgets share: attribute names derived from the calculators' field names,
 * and the settings every calculator has (URL sync, share link, glossary links).
 */
import type { GlossaryLinkBuilder, MethodologyHrefBuilder } from '@penzugy/widgets';
import type { AttributeSpec, AttributeSpecs, ValuesOf } from '../config/schema';

/** `downPayment` → `down-payment`: attribute names are the calculators' field names in kebab case. */
export function kebabCase(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** Number settings for `fields`, named in kebab case unless `rename` gives a shorter name. */
export function fieldAttributes<F extends string>(
  fields: readonly F[],
  spec: (field: F) => AttributeSpec,
  rename: Partial<Record<F, string>> = {},
): { attributes: Record<string, AttributeSpec>; keyOfField: Record<F, string>; fieldOfKey: Record<string, F> } {
  const attributes: Record<string, AttributeSpec> = {};
  const keyOfField = {} as Record<F, string>;
  const fieldOfKey: Record<string, F> = {};
  for (const field of fields) {
    const key = rename[field] ?? kebabCase(field);
    attributes[key] = spec(field);
    keyOfField[field] = key;
    fieldOfKey[key] = field;
  }
  return { attributes, keyOfField, fieldOfKey };
}

/** The calculator fields set by `values`, e.g. `{ 'down-payment': 5e6 }` → `{ downPayment: 5e6 }`. */
export function fieldValues<F extends string>(
  values: Readonly<Record<string, unknown>>,
  fieldOfKey: Readonly<Record<string, F>>,
): Partial<Record<F, unknown>> {
  const out: Partial<Record<F, unknown>> = {};
  for (const [key, value] of Object.entries(values)) {
    const field = fieldOfKey[key];
    if (field !== undefined && value !== undefined) out[field] = value;
  }
  return out;
}

/**
 * The site the embed belongs to: its methodology page lists every rule the calculators use, at an
 * anchor equal to the rule's id. The site's own default origin (apps/site/vite/page-meta.ts
 * DEFAULT_SITE_ORIGIN; a test keeps the two equal).
 */
export const SITE_ORIGIN = 'https://penzugy.example';

/** The calculators' rule notes link to the rule on the site's methodology page (an absolute address: the partner's page is elsewhere). */
export const methodologyHref = (ruleId: string) => `${SITE_ORIGIN}/modszertan#${encodeURIComponent(ruleId)}`;

/**
 * Where a rule note links by default, as a `methodology-url` template: the rule's anchor on the site's
 * methodology page (methodologyHref's address).
 */
export const DEFAULT_METHODOLOGY_URL = `${SITE_ORIGIN}/modszertan#{rule}`;

/** The setting of the calculators that let a partner link their rule notes elsewhere (affordability, state bonds). */
export const METHODOLOGY_ATTRIBUTES = {
  /** Where a rule note links: a URL with `{rule}` (the rule's id). @default DEFAULT_METHODOLOGY_URL */
  'methodology-url': { type: 'url', placeholder: '{rule}' },
} as const satisfies AttributeSpecs;

/** The rule notes' links: the setting's template, else the site's methodology page. */
export function methodologyHrefOf(values: ValuesOf<typeof METHODOLOGY_ATTRIBUTES>): MethodologyHrefBuilder {
  const template = values['methodology-url'];
  if (template === undefined) return methodologyHref;
  return (ruleId) =>
    template.split(METHODOLOGY_ATTRIBUTES['methodology-url'].placeholder).join(encodeURIComponent(ruleId));
}

/** Settings of every calculator besides its fields. */
export const CALCULATOR_ATTRIBUTES = {
  /**
   * Keep the calculator's inputs in the page's query string and read them from it, so its
   * 'Link másolása' links reopen the same calculation. Use it on one calculator per page. @default false
   */
  'sync-url': { type: 'boolean' },
  /** The page the 'Link másolása' link points to. @default the current page */
  'share-url': { type: 'url' },
} as const satisfies AttributeSpecs;

/** Settings of the calculators that link glossary terms. */
export const GLOSSARY_ATTRIBUTES = {
  /** Turns glossary terms (THM, Önerő…) into links: a URL with `{term}`, e.g. `https://example.hu/szotar/{term}`. @default plain text */
  'glossary-url': { type: 'url', placeholder: '{term}' },
} as const satisfies AttributeSpecs;

/** The props the shared settings give a calculator. */
export function calculatorProps(
  values: ValuesOf<typeof CALCULATOR_ATTRIBUTES> & ValuesOf<typeof GLOSSARY_ATTRIBUTES>,
): {
  syncUrl: boolean;
  shareBaseUrl?: string;
  glossaryLink?: GlossaryLinkBuilder;
} {
  const template = values['glossary-url'];
  return {
    syncUrl: values['sync-url'] ?? false,
    shareBaseUrl: values['share-url'],
    glossaryLink: template
      ? (term) => template.split(GLOSSARY_ATTRIBUTES['glossary-url'].placeholder).join(encodeURIComponent(term))
      : undefined,
  };
}
