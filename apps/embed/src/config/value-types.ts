/**
 * The attribute types only some widgets use — a calendar date, a list of codes, a free text — as
 * spec builders whose spec carries its own `parse`. schema.ts's `parseValue` reads the common types
 * (number, choice, yes/no, URL, origins) itself and hands these to their `parse`, so a widget file
 * bundles only the parsers and messages of the settings it has: the loan calculator none of these
 * (0.3 KB gzipped of its first load; README.md "Size").
 */
import type { ParseResult } from './schema';
import { VALUE_TYPE_STRINGS as S } from './strings';

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/** A calendar date `YYYY-MM-DD`. */
export function dateAttribute(options: { required?: boolean } = {}) {
  return {
    type: 'date' as const,
    ...options,
    parse: (text: string): ParseResult<string> => (isCalendarDate(text) ? { value: text } : { message: S.date }),
  };
}

/**
 * A comma-separated list, each item one of `values` (compared case-insensitively, returned as in
 * `values`, each once), at most `maxItems` of them.
 */
export function listAttribute(options: { values: readonly string[]; maxItems?: number; required?: boolean }) {
  return {
    type: 'list' as const,
    ...options,
    parse(text: string): ParseResult<string[]> {
      const items = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const byKey = new Map(options.values.map((v) => [v.toLowerCase(), v]));
      const unknown = items.filter((i) => !byKey.has(i.toLowerCase()));
      if (unknown.length > 0) return { message: S.unknownItems(unknown) };
      const list = [...new Set(items.map((i) => byKey.get(i.toLowerCase())!))];
      if (options.maxItems !== undefined && list.length > options.maxItems)
        return { message: S.tooManyItems(options.maxItems) };
      return { value: list };
    },
  };
}

/** A text of at most `maxLength` characters, matching `pattern` when given (else `patternHint` says how). */
export function textAttribute(options: {
  maxLength: number;
  pattern?: RegExp;
  patternHint?: string;
  required?: boolean;
}) {
  return {
    type: 'text' as const,
    ...options,
    parse(text: string): ParseResult<string> {
      if (text.length > options.maxLength) return { message: S.tooLong(options.maxLength) };
      return !options.pattern || options.pattern.test(text)
        ? { value: text }
        : { message: options.patternHint ?? S.badFormat };
    },
  };
}
