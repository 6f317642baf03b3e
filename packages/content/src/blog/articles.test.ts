/**
 * The shipped catalogue (articles/*.md as built): every field of docs/product.md#blog, the length rules, the
 * calculator links, internal links and the lookup API.
 */
import { describe, expect, it } from 'vitest';
import { countWords, htmlToText } from '../shared/text';
import { getArticle, listArticles, listLegalPages, resolveArticlePath } from './articles';
import { ARTICLE_TOPICS, ARTICLE_WORD_LIMITS, CALCULATOR_PATHS, LEGAL_ARTICLE_IDS } from './constants';
import { formatArticleDate } from './format';
import { articlePath } from './paths';
import { computeReadTime } from './read-time';
import type { ArticleMeta } from './types';

const blog = listArticles();
const legal = listLegalPages();
const all = [...blog, ...legal];
const full = all.map((a) => getArticle(a.id)!);

/** Site routes an article may link to besides other articles (docs/product.md#blog, docs/product.md#calculators). */
const SITE_ROUTES = new Set<string>([
  ...Object.values(CALCULATOR_PATHS),
  ...LEGAL_ARTICLE_IDS.map((id) => `/${id}`),
  '/kalkulatorok',
  '/blog',
  '/hirek',
  '/dictionary',
]);

function expectValidMeta(a: ArticleMeta): void {
  expect(a.articleId).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  expect(a.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  expect(a.title.trim().length).toBeGreaterThan(5);
  expect(a.description.length).toBeGreaterThanOrEqual(40);
  expect(a.description.length).toBeLessThanOrEqual(300);
  expect(a.imageUrl === '' || a.imageUrl.startsWith('/') || a.imageUrl.startsWith('https://')).toBe(true);
  expect(a.released).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(new Date(a.released).toISOString()).toBe(a.released);
  expect(a.date).toBe(formatArticleDate(a.released));
  expect(Number.isInteger(a.readTime) && a.readTime >= 1).toBe(true);
  expect(a.readTime).toBe(computeReadTime(a.wordCount));
  expect(a.authors.length).toBeGreaterThan(0);
  for (const author of a.authors) expect(author.trim()).not.toBe('');
  expect(a.tags.length).toBeGreaterThan(0);
  expect(ARTICLE_TOPICS.map((t) => t.slug)).toContain(a.topic);
}

describe('the blog catalogue', () => {
  it('has at least 12 articles and exactly the three legal pages', () => {
    expect(blog.length).toBeGreaterThanOrEqual(12);
    expect(legal.map((a) => a.id).sort()).toEqual([...LEGAL_ARTICLE_IDS].sort());
  });

  it('gives every article valid spec fields', () => {
    for (const a of all) expectValidMeta(a);
  });

  it('has unique ids and articleIds', () => {
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.articleId)).size).toBe(all.length);
  });

  it('lists newest first and never lists the legal pages', () => {
    for (let i = 1; i < blog.length; i += 1) expect(blog[i - 1]!.released >= blog[i]!.released).toBe(true);
    expect(blog.some((a) => a.topic === 'jog' || (LEGAL_ARTICLE_IDS as readonly string[]).includes(a.id))).toBe(false);
  });

  it('keeps the legal pages on their fixed ids with the legal topic', () => {
    for (const page of legal) {
      expect(page.articleId).toBe(page.id);
      expect(page.topic).toBe('jog');
    }
  });

  it(`keeps every blog article within ${ARTICLE_WORD_LIMITS.min}–${ARTICLE_WORD_LIMITS.max} words and every legal page at ${ARTICLE_WORD_LIMITS.min} or more`, () => {
    for (const a of full) {
      const counted = countWords(htmlToText(a.html));
      expect(counted, a.id).toBe(a.wordCount);
      expect(counted, a.id).toBeGreaterThanOrEqual(ARTICLE_WORD_LIMITS.min);
      if (a.topic !== 'jog') expect(counted, a.id).toBeLessThanOrEqual(ARTICLE_WORD_LIMITS.max);
    }
  });

  it('has one article on each calculator that links to it', () => {
    const expected: Record<keyof typeof CALCULATOR_PATHS, string> = {
      homeLoan: 'lakashitel-thm',
      rentOrBuy: 'berles-vagy-vasarlas',
      monteCarlo: 'monte-carlo-szimulacio',
      portfolio: 'portfolio-optimalizalas',
    };
    for (const [calculator, id] of Object.entries(expected) as [keyof typeof CALCULATOR_PATHS, string][]) {
      const article = getArticle(id);
      expect(article, id).toBeDefined();
      expect(article!.html, id).toContain(`href="${CALCULATOR_PATHS[calculator]}"`);
    }
  });

  it('links only to articles that exist, by their canonical path, or to known site routes', () => {
    for (const a of full) {
      for (const [, href = ''] of a.html.matchAll(/href="(\/[^"]*)"/g)) {
        if (href.startsWith('/article/')) {
          const target = resolveArticlePath([href]);
          expect(target, `${a.id} → ${href}`).toBeDefined();
          expect(articlePath(target!), `${a.id} → ${href}`).toBe(href);
        } else {
          expect(SITE_ROUTES.has(href), `${a.id} → ${href}`).toBe(true);
        }
      }
    }
  });

  it('renders safe HTML with a table of contents that matches the headings', () => {
    for (const a of full) {
      expect(a.html).not.toMatch(/<script|<iframe|<h1|\son[a-z]+=|javascript:/i);
      expect(a.headings.length, a.id).toBeGreaterThanOrEqual(3);
      expect(new Set(a.headings.map((h) => h.id)).size).toBe(a.headings.length);
      for (const h of a.headings) expect(a.html).toContain(`<h${h.depth} id="${h.id}">`);
    }
  });

  it('writes Hungarian ő and ű, never the õ/û of broken encodings', () => {
    for (const a of full) {
      const text = `${a.title} ${a.description} ${a.authors.join(' ')} ${a.tags.join(' ')} ${htmlToText(a.html)}`;
      expect(text, a.id).not.toMatch(/[õûÕÛôÔ]/);
    }
  });

  it('describes in the legal pages what the site actually stores and uses', () => {
    const cookies = getArticle('cookie-szabalyzat')!.html;
    for (const key of ['theme', 'cookie-consent', 'Google Analytics', 'Firebase', 'Csak a szükségesek'])
      expect(cookies).toContain(key);
    const privacy = getArticle('adatvedelem')!.html;
    for (const fact of [
      'GDPR',
      'Infotv.',
      'NAIH',
      'Firestore',
      'heti hírlevélre iratkozhatsz fel',
      'leiratkozási linkkel',
    ])
      expect(privacy).toContain(fact);
    const terms = getArticle('felhasznalasi-feltetelek')!.html;
    expect(terms).toContain('Nem minősülnek a befektetési vállalkozásokról');
  });
});

describe('getArticle and resolveArticlePath', () => {
  const etf = getArticle('etf-alapok')!;

  it('finds an article by id, articleId and every route form', () => {
    expect(etf.title).toMatch(/ETF/);
    expect(getArticle(etf.articleId)?.id).toBe('etf-alapok');
    expect(getArticle(articlePath(etf))?.id).toBe('etf-alapok');
    expect(resolveArticlePath([etf.topic, etf.released.slice(0, 4), etf.id])?.id).toBe('etf-alapok');
    expect(resolveArticlePath([etf.topic, etf.id])?.id).toBe('etf-alapok');
    expect(resolveArticlePath([etf.id])?.id).toBe('etf-alapok');
  });

  it('round-trips the canonical path of every article', () => {
    for (const a of all) expect(getArticle(articlePath(a))?.id).toBe(a.id);
  });

  it('finds the legal pages by their fixed ids', () => {
    for (const id of LEGAL_ARTICLE_IDS) expect(getArticle(id)?.topic).toBe('jog');
  });

  it('gives undefined for unknown or mismatched paths, never throws', () => {
    expect(getArticle('nincs-ilyen')).toBeUndefined();
    expect(getArticle('')).toBeUndefined();
    expect(getArticle(undefined)).toBeUndefined();
    expect(resolveArticlePath(['hitel', etf.id])).toBeUndefined();
    expect(resolveArticlePath([etf.topic, '1999', etf.id])).toBeUndefined();
    expect(resolveArticlePath(['%E0%A4%A'])).toBeUndefined();
  });

  it('returns copies, so a caller cannot change the catalogue', () => {
    const a = getArticle('etf-alapok')!;
    a.authors.push('Betolakodó');
    a.headings[0]!.text = 'x';
    const again = getArticle('etf-alapok')!;
    expect(again.authors).not.toContain('Betolakodó');
    expect(again.headings[0]!.text).not.toBe('x');
    listArticles()[0]!.tags.length = 0;
    expect(listArticles()[0]!.tags.length).toBeGreaterThan(0);
  });
});
