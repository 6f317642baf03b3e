/**
 * The fixed news categories of docs/product.md#news, in the spec's order: ÖSSZES (all) first, then the ten
 * topics. `key` is the spec's identifier (English, as the original data uses it), `slug` the
 * lower-case URL form of `/hirek/kategoria/{slug}`, `label` the Hungarian text on screen.
 */

/** One news category. */
export interface NewsCategory {
  /** Identifier as in the spec: `ÖSSZES`, `AI`, …, `Stock Market`, `Hungary`. */
  readonly key: string;
  /** URL form (docs/product.md#news: lower-case category name; Stock Market is `stockmarket`). */
  readonly slug: string;
  /** Hungarian label (docs/product.md#news). */
  readonly label: string;
}

export const NEWS_CATEGORIES = [
  { key: 'ÖSSZES', slug: 'osszes', label: 'Összes' },
  { key: 'AI', slug: 'ai', label: 'Mesterséges Intelligencia' },
  { key: 'Crypto', slug: 'crypto', label: 'Kriptovaluta' },
  { key: 'Energy', slug: 'energy', label: 'Energia' },
  { key: 'Finance', slug: 'finance', label: 'Pénzügy' },
  { key: 'Healthcare', slug: 'healthcare', label: 'Egészségügy' },
  { key: 'Technology', slug: 'technology', label: 'Technológia' },
  { key: 'Economy', slug: 'economy', label: 'Gazdaság' },
  { key: 'Politics', slug: 'politics', label: 'Politika' },
  { key: 'Stock Market', slug: 'stockmarket', label: 'Tőzsde' },
  { key: 'Hungary', slug: 'hungary', label: 'Magyarország' },
] as const satisfies readonly NewsCategory[];

/** The "all news" pseudo-category. */
export const ALL_NEWS_CATEGORY = NEWS_CATEGORIES[0];

/** Key of any category, ÖSSZES included. */
export type NewsCategoryFilterKey = (typeof NEWS_CATEGORIES)[number]['key'];

/** Key of a real topic: the `category` of a news item (never ÖSSZES). */
export type NewsCategoryKey = Exclude<NewsCategoryFilterKey, 'ÖSSZES'>;

/** One of the ten topic categories. */
export type NewsTopicCategory = Exclude<(typeof NEWS_CATEGORIES)[number], { key: 'ÖSSZES' }>;

/** The ten topic categories, without ÖSSZES, in the spec's order. */
export const NEWS_TOPIC_CATEGORIES = /* @__PURE__ */ NEWS_CATEGORIES.slice(1) as readonly NewsTopicCategory[];

/** Other spellings people and old links use, by normalised form (see {@link categoryFromSlug}). */
const SLUG_ALIASES: Readonly<Record<string, NewsCategoryFilterKey>> = { all: 'ÖSSZES' };

/** Lower case, no accents, no separators: `Stock-Market` and `stock_market` → `stockmarket`. */
function normaliseSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/**
 * The category of a URL segment, case-insensitively: `stockmarket`, `stock-market`, `Stock Market`
 * all give Stock Market (docs/product.md#news); `osszes`, `összes` and `all` give ÖSSZES. The key and the
 * Hungarian label are accepted too. Unknown or empty → `undefined`.
 */
export function categoryFromSlug(slug: string | null | undefined): (typeof NEWS_CATEGORIES)[number] | undefined {
  if (typeof slug !== 'string') return undefined;
  let s: string;
  try {
    s = normaliseSlug(decodeURIComponent(slug.trim()));
  } catch {
    s = normaliseSlug(slug.trim());
  }
  if (s === '') return undefined;
  const alias = SLUG_ALIASES[s];
  return NEWS_CATEGORIES.find(
    (c) => c.key === alias || normaliseSlug(c.slug) === s || normaliseSlug(c.key) === s || normaliseSlug(c.label) === s,
  );
}

/** True when `key` is one of the ten topic keys (what a news item's `category` may be). */
export function isNewsCategoryKey(key: unknown): key is NewsCategoryKey {
  return typeof key === 'string' && NEWS_TOPIC_CATEGORIES.some((c) => c.key === key);
}

/** The Hungarian label of a category key; the key itself when unknown. */
export function newsCategoryLabel(key: string): string {
  return NEWS_CATEGORIES.find((c) => c.key === key)?.label ?? key;
}
