/**
 * Every constant of the blog and legal pages, in one place.
 */

/** Topics an article can have: the slug (first segment of the canonical path) and its Hungarian label. */
export const ARTICLE_TOPICS = [
  { slug: 'megtakaritas', label: 'Megtakarítás' },
  { slug: 'befektetes', label: 'Befektetés' },
  { slug: 'nyugdij', label: 'Nyugdíj' },
  { slug: 'hitel', label: 'Hitel és lakás' },
  { slug: 'jog', label: 'Jogi tudnivalók' },
] as const;

/** An article topic slug. */
export type ArticleTopic = (typeof ARTICLE_TOPICS)[number]['slug'];

/** The topic of the legal pages; articles with it are not listed on the blog. */
export const LEGAL_TOPIC = 'jog' satisfies ArticleTopic;

/**
 * The fixed article ids of the legal pages (docs/product.md#blog: "shown through the article page with a
 * fixed article id"); each is also the page's own route, e.g. `/adatvedelem`.
 */
export const LEGAL_ARTICLE_IDS = [
  'adatvedelem',
  'felhasznalasi-feltetelek',
  'cookie-szabalyzat',
  'akadalymentesseg',
] as const;

/** A legal page id. */
export type LegalArticleId = (typeof LEGAL_ARTICLE_IDS)[number];

/** docs/product.md#blog: the reading time when it cannot be computed. */
export const DEFAULT_READ_TIME_MINUTES = 5;

/**
 * Silent reading speed for Hungarian prose. Adult readers manage about 230–250 words a minute in
 * English; Hungarian words are longer (agglutination), so 200 is the usual editorial figure.
 */
export const WORDS_PER_MINUTE = 200;

/** The blog's length rule for articles (not for legal pages): words in the body. */
export const ARTICLE_WORD_LIMITS = { min: 600, max: 1200 } as const;

/** Route prefix of the article page (docs/product.md#blog: `article/{a}/{b}/{c}`). */
export const ARTICLE_ROUTE_PREFIX = '/article';

/** The four calculator routes of docs/product.md#calculators; each has an article that links to it. */
export const CALCULATOR_PATHS = {
  homeLoan: '/kalkulatorok/lakas-kamat',
  rentOrBuy: '/kalkulatorok/rent-or-buy',
  monteCarlo: '/kalkulatorok/monte-carlo',
  portfolio: '/kalkulatorok/portfolio-optimalizalas',
} as const;
