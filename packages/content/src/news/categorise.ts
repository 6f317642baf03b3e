/**
 * Assigns one of the ten news categories to an item by keyword rules.
 *
 * How it decides (the README repeats this for editors):
 * 1. Title, tags, summary and body are folded to lower case without accents (`Tőzsdén` → `tozsden`),
 *    so a keyword matches with or without accents.
 * 2. The text is split into words (runs of letters and digits) and a keyword matches whole words
 *    only. A trailing `*` makes its last word a stem that also matches the suffixed forms Hungarian
 *    needs (`tozsde*`: tőzsde, tőzsdén, tőzsdei). A keyword of several words matches those words in
 *    a row, whatever separates them (`mesterseges intelligencia*`, `MI-alapú` for `mi alapu`).
 * 3. Each match scores by where it is: title 3, tags 2, summary 1, body 1; a keyword counts at most
 *    twice a field, so one repeated word cannot outvote the title. Hungary is a place rather than a
 *    topic: its matches count half, so "inflation in Hungary" is Economy, and Hungary wins only items
 *    that are about the country and nothing more specific.
 * 4. The highest score wins; a tie goes to the category earlier in {@link CATEGORY_PRIORITY} (more
 *    specific first). No match at all gives {@link DEFAULT_NEWS_CATEGORY}.
 */
import { foldAccents } from '../shared/text.js';
import type { NewsCategoryKey } from './categories.js';
import { CATEGORY_RULES } from './category-rules.js';

export { CATEGORY_RULES } from './category-rules.js';

/** Tie-break order: the more specific topic first, the broad ones last. */
export const CATEGORY_PRIORITY: readonly NewsCategoryKey[] = [
  'AI',
  'Crypto',
  'Healthcare',
  'Energy',
  'Stock Market',
  'Technology',
  'Politics',
  'Economy',
  'Finance',
  'Hungary',
];

/** The category of an item no rule matches: a finance site's broadest topic. */
export const DEFAULT_NEWS_CATEGORY: NewsCategoryKey = 'Finance';

/** Weight of a match by where it is. */
export const FIELD_WEIGHTS = { title: 3, tags: 2, summary: 1, body: 1 } as const;

/** How often one keyword can count within one field. */
export const MAX_COUNT_PER_FIELD = 2;

/** Multiplier of a category's score; see rule 3 in the module comment. */
export const CATEGORY_WEIGHTS: Readonly<Partial<Record<NewsCategoryKey, number>>> = { Hungary: 0.5 };

/** The text of an item that the rules read. */
export interface CategoriseInput {
  title: string;
  summary?: string;
  body?: string;
  tags?: readonly string[];
}

/** The decision and why. */
export interface CategoriseResult {
  category: NewsCategoryKey;
  /** Score of every category that matched anything. */
  scores: Partial<Record<NewsCategoryKey, number>>;
  /** The keywords that matched, per category. */
  matches: Partial<Record<NewsCategoryKey, string[]>>;
}

/** One keyword, split into words; `stem` applies to the last word. */
interface CompiledKeyword {
  keyword: string;
  category: NewsCategoryKey;
  words: readonly string[];
  stem: boolean;
}

/** The words of a folded text: runs of letters and digits (`&` included, for `s&p`). */
export function tokenize(text: string): string[] {
  return foldAccents(text).match(/[\p{L}\p{N}&]+/gu) ?? [];
}

function compile(category: NewsCategoryKey, keyword: string): CompiledKeyword {
  const stem = keyword.endsWith('*');
  return { keyword, category, words: tokenize(stem ? keyword.slice(0, -1) : keyword), stem };
}

/**
 * The rules indexed for lookup by the word they start with: exact first words in one map, one-word
 * stems by their first three letters in another, so each word of a text is checked against a
 * handful of keywords instead of all of them.
 */
const INDEX = /* @__PURE__ */ (() => {
  const byWord = new Map<string, CompiledKeyword[]>();
  const byPrefix = new Map<string, CompiledKeyword[]>();
  const shortStems: CompiledKeyword[] = [];
  const push = (map: Map<string, CompiledKeyword[]>, key: string, k: CompiledKeyword) =>
    map.set(key, [...(map.get(key) ?? []), k]);
  for (const category of CATEGORY_PRIORITY) {
    for (const keyword of CATEGORY_RULES[category]) {
      const k = compile(category, keyword);
      if (k.words.length === 0) continue;
      if (!k.stem || k.words.length > 1) push(byWord, k.words[0]!, k);
      else if (k.words[0]!.length >= 3) push(byPrefix, k.words[0]!.slice(0, 3), k);
      else shortStems.push(k);
    }
  }
  return { byWord, byPrefix, shortStems };
})();

function matchesAt(k: CompiledKeyword, tokens: readonly string[], i: number): boolean {
  const last = k.words.length - 1;
  if (i + last >= tokens.length) return false;
  for (let j = 0; j < last; j += 1) if (tokens[i + j] !== k.words[j]) return false;
  const token = tokens[i + last]!;
  return k.stem ? token.startsWith(k.words[last]!) : token === k.words[last];
}

/** Matches per keyword in one field, each capped at {@link MAX_COUNT_PER_FIELD}. */
function countField(tokens: readonly string[]): Map<CompiledKeyword, number> {
  const counts = new Map<CompiledKeyword, number>();
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const candidates = [
      ...(INDEX.byWord.get(token) ?? []),
      ...(INDEX.byPrefix.get(token.slice(0, 3)) ?? []),
      ...INDEX.shortStems,
    ];
    for (const k of candidates) {
      if (!matchesAt(k, tokens, i)) continue;
      counts.set(k, Math.min(MAX_COUNT_PER_FIELD, (counts.get(k) ?? 0) + 1));
    }
  }
  return counts;
}

/** Picks the category of an item by the rules in the module comment. Never throws. */
export function categorise(input: CategoriseInput): CategoriseResult {
  const fields: Record<keyof typeof FIELD_WEIGHTS, string> = {
    title: input.title ?? '',
    tags: (input.tags ?? []).join(' ; '),
    summary: input.summary ?? '',
    body: input.body ?? '',
  };
  const raw = new Map<NewsCategoryKey, number>();
  const matched = new Map<NewsCategoryKey, Set<string>>();
  for (const field of Object.keys(FIELD_WEIGHTS) as (keyof typeof FIELD_WEIGHTS)[]) {
    for (const [k, n] of countField(tokenize(fields[field]))) {
      raw.set(k.category, (raw.get(k.category) ?? 0) + FIELD_WEIGHTS[field] * n);
      matched.set(k.category, (matched.get(k.category) ?? new Set()).add(k.keyword));
    }
  }
  const scores: Partial<Record<NewsCategoryKey, number>> = {};
  const matches: Partial<Record<NewsCategoryKey, string[]>> = {};
  let best: NewsCategoryKey | undefined;
  let bestScore = 0;
  for (const key of CATEGORY_PRIORITY) {
    const score = (raw.get(key) ?? 0) * (CATEGORY_WEIGHTS[key] ?? 1);
    if (score <= 0) continue;
    scores[key] = score;
    matches[key] = [...matched.get(key)!];
    // Strictly greater: on a tie the earlier (more specific) category stays.
    if (score > bestScore) {
      best = key;
      bestScore = score;
    }
  }
  return { category: best ?? DEFAULT_NEWS_CATEGORY, scores, matches };
}
