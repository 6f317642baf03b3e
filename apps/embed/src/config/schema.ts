/**
 * Attribute schemas: which settings a widget accepts and how the strings HTML gives become typed
 * values. A schema knows types and plain bounds (a number, a whole number, one of a list, yes/no, a
 * URL, a date, a list of codes); ranges that finance-core owns are checked by the widget's `check`,
 * which asks finance-core itself, so the embed can never refuse a value the calculator accepts or
 * accept one it refuses. Every problem names the attribute as the partner wrote it.
 */
import { parseHuNumber } from '@penzugy/finance-core';
import { isSafeHref } from '@penzugy/widgets';
import type { AttributeInput } from '../attributes';
import { CONFIG_STRINGS as S } from './strings';

/** A value read, or the Hungarian reason it is refused. */
export type ParseResult<V> = { value: V } | { message: string };

/**
 * How one attribute is read. `required` settings have no default: leaving one out is a problem.
 * The types only some widgets use (a date, a list, a text) are written with their builders in
 * value-types.ts, which give the spec its own `parse`: a widget file then bundles the parsers (and
 * messages) of its own settings only — the loan calculator none of those (README.md "Size").
 */
export type AttributeSpec = (
  | { type: 'number'; integer?: boolean; min?: number; max?: number }
  | { type: 'choice'; values: readonly string[] }
  | { type: 'boolean' }
  /** An absolute http(s) URL or a path on the host's origin (`/api`); a template must contain `placeholder`. */
  | { type: 'url'; placeholder?: string }
  /** Web origins (`https://example.hu`) separated by spaces or commas. */
  | { type: 'origins' }
  /** A calendar date `YYYY-MM-DD` (value-types.ts `dateAttribute`). */
  | { type: 'date'; parse: (text: string) => ParseResult<string> }
  /** A comma-separated list, each item one of `values` (value-types.ts `listAttribute`). */
  | { type: 'list'; values: readonly string[]; maxItems?: number; parse: (text: string) => ParseResult<string[]> }
  /** A free text (value-types.ts `textAttribute`). */
  | {
      type: 'text';
      maxLength: number;
      pattern?: RegExp;
      patternHint?: string;
      parse: (text: string) => ParseResult<string>;
    }
) & { required?: boolean };

export type AttributeSpecs = Readonly<Record<string, AttributeSpec>>;

/** The value a spec yields. */
export type ValueOf<S extends AttributeSpec> = S extends { type: 'number' }
  ? number
  : S extends { type: 'boolean' }
    ? boolean
    : S extends { type: 'list' | 'origins' }
      ? string[]
      : string;

/** The settings a schema yields; a setting that was not written is absent. */
export type ValuesOf<A extends AttributeSpecs> = { -readonly [K in keyof A]?: ValueOf<A[K]> };

/** A value that cannot be used, and why. */
export interface AttributeProblem {
  /** The attribute as written (`data-rate`), or as it would be written when it was not (see `value`). */
  attribute: string;
  /** The value as written; null when the attribute was not written and its default is the problem. */
  value: string | null;
  /** The default, as shown, when `value` is null. */
  defaultValue?: string;
  message: string;
}

export interface ParsedAttributes<A extends AttributeSpecs> {
  values: ValuesOf<A>;
  problems: AttributeProblem[];
  /** Attributes no setting has (warned about in the console, not shown: pages add their own data-*). */
  unknown: string[];
}

const TRUE = ['true', 'igen', 'yes', '1', ''];
const FALSE = ['false', 'nem', 'no', '0'];

/**
 * True for an absolute http(s) URL or a path on the page's origin: the widgets' link rule
 * (`isSafeHref`: never `//host`, `/\host` or a control character), without fragments and spaces.
 */
export function isEndpointUrl(text: string): boolean {
  return isSafeHref(text) && !text.startsWith('#') && !/\s/.test(text);
}

/** Reads one value; returns the typed value or the Hungarian reason it is refused. */
export function parseValue(spec: AttributeSpec, raw: string): ParseResult<ValueOf<AttributeSpec>> {
  const text = raw.trim();
  if (spec.type === 'boolean') {
    const t = text.toLowerCase();
    if (TRUE.includes(t)) return { value: true };
    if (FALSE.includes(t)) return { value: false };
    return { message: S.boolean };
  }
  if (text === '') return { message: S.empty };
  if ('parse' in spec) return spec.parse(text);
  switch (spec.type) {
    case 'number': {
      const n = parseHuNumber(text);
      if (n === null) return { message: S.notNumber };
      if (spec.integer && !Number.isInteger(n)) return { message: S.notInteger };
      if (spec.min !== undefined && n < spec.min) return { message: S.below(spec.min) };
      if (spec.max !== undefined && n > spec.max) return { message: S.above(spec.max) };
      return { value: n };
    }
    case 'choice':
      return spec.values.includes(text) ? { value: text } : { message: S.choice(spec.values) };
    case 'url':
      if (!isEndpointUrl(text)) return { message: S.url };
      return spec.placeholder === undefined || text.includes(spec.placeholder)
        ? { value: text }
        : { message: S.placeholder(spec.placeholder) };
    case 'origins': {
      const items = text.split(/[\s,]+/).filter(Boolean);
      const bad = items.filter((i) => !isOrigin(i));
      return bad.length > 0 ? { message: S.notOrigins(bad) } : { value: [...new Set(items)] };
    }
  }
}

/** True for exactly an http(s) origin: scheme, host and port, nothing else (not even a trailing `/`). */
export function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

/** Reads every attribute of `input` against `specs`; `kind` names missing required ones as the partner would write them. */
export function parseAttributes<A extends AttributeSpecs>(
  specs: A,
  input: readonly AttributeInput[],
  kind: 'data' | 'element' = 'data',
): ParsedAttributes<A> {
  const values: Record<string, unknown> = {};
  const problems: AttributeProblem[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  for (const { name, key, value } of input) {
    const spec = Object.hasOwn(specs, key) ? specs[key] : undefined;
    if (!spec) {
      unknown.push(name);
      continue;
    }
    if (seen.has(key)) {
      problems.push({ attribute: name, value, message: S.duplicate });
      continue;
    }
    seen.add(key);
    const parsed = parseValue(spec, value);
    if ('message' in parsed) problems.push({ attribute: name, value, message: parsed.message });
    else values[key] = parsed.value;
  }
  for (const [key, spec] of Object.entries(specs)) {
    if (spec.required && !seen.has(key))
      problems.push({ attribute: attributeNameFor(key, input, kind), value: null, message: S.required });
  }
  return { values: values as ValuesOf<A>, problems, unknown };
}

/**
 * How the partner writes setting `key` on this kind of element, for messages about a setting that
 * was not written (its default is what clashes).
 */
export function attributeNameFor(key: string, input: readonly AttributeInput[], kind: 'data' | 'element'): string {
  return input.find((a) => a.key === key)?.name ?? (kind === 'data' ? `data-${key}` : key);
}
