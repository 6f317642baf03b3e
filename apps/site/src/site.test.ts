import { describe, expect, it } from 'vitest';
import {
  createAnalytics,
  crossedThresholds,
  scrollPercent,
  type AnalyticsParams,
  type ConsentState,
} from './analytics/core';
import { validateContact, EMPTY_CONTACT } from './pages/contact/contact-form';
import { searchVisibleAfterToggle } from './pages/home/useSearchVisibility';
import { themeFromStored } from './shell/theme';
import { documentTitle, PAGE_FILES, pageLoader, SITE_ROUTES } from './routes';

describe('theme rule (docs/product.md#shell)', () => {
  it('is dark by default and for "dark"; anything else means light', () => {
    expect(themeFromStored(null)).toBe('dark');
    expect(themeFromStored('dark')).toBe('dark');
    expect(themeFromStored('light')).toBe('light');
    expect(themeFromStored('')).toBe('light');
    expect(themeFromStored('Dark')).toBe('light');
  });
});

describe('route table', () => {
  it('has every path of docs/product.md#routes and docs/product.md#calculators once, each with a Hungarian title', () => {
    const paths = SITE_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const p of [
      '/',
      '/blog',
      '/hirek',
      '/hirek/kategoria/:category',
      '/hirek/archivum',
      '/befektetesek',
      '/article/:a/:b/:c',
      '/article/:a/:b',
      '/article/:a',
      '/stocks/:id',
      '/signup',
      '/login',
      '/forgot',
      '/dictionary',
      '/dictionary/:properName',
      '/all-terms',
      '/kalkulatorok',
      '/kalkulatorok/portfolio-optimalizalas',
      '/kalkulatorok/lakas-kamat',
      '/kalkulatorok/rent-or-buy',
      '/kalkulatorok/monte-carlo',
      '/oktatas',
      '/rolunk',
      '/kapcsolat',
      '/adatvedelem',
      '/felhasznalasi-feltetelek',
      '/cookie-szabalyzat',
      '/akadalymentesseg',
      '/konyvtar',
    ]) {
      expect(paths).toContain(p);
    }
    for (const r of SITE_ROUTES) expect(r.title.length).toBeGreaterThan(2);
  });
  it('names a page file in every record, and routes every page file', () => {
    const named = new Set(SITE_ROUTES.map((r) => `./${r.module}.tsx`));
    expect([...named].filter((f) => !PAGE_FILES.includes(f))).toEqual([]);
    expect(PAGE_FILES.filter((f) => !named.has(f))).toEqual([]);
    expect(() => pageLoader('pages/news/NoSuchPage')).toThrow(/no page file/);
    // Routes naming one page share its loader (one chunk, one component).
    const loaderOf = (p: string) => SITE_ROUTES.find((r) => r.path === p)!.load;
    expect(loaderOf('/blog')).toBe(loaderOf('/'));
  });
  it('has a parent route for every parent it names, and no prerendered page behind a sign-in', () => {
    for (const r of SITE_ROUTES) {
      if (r.parent !== undefined) expect(SITE_ROUTES.map((p) => p.path)).toContain(r.parent);
      if (r.access === 'signed-in') expect(r.prerender).toBeUndefined();
    }
  });
  it('appends the brand to titles', () => {
    expect(documentTitle('Blog')).toBe('Blog – Pénzügy');
  });
});

describe('analytics consent gate', () => {
  function setup(initial: ConsentState = 'unknown') {
    let consent: ConsentState = initial;
    const sent: [string, AnalyticsParams][] = [];
    const props: AnalyticsParams[] = [];
    const a = createAnalytics({
      sink: () => ({ send: (e, p) => sent.push([e, p]), setUserProperties: (p) => props.push(p) }),
      readConsent: () => consent,
      writeConsent: (s) => {
        consent = s;
      },
    });
    return { a, sent, props };
  }
  it('sends nothing before consent and nothing after a refusal', () => {
    const { a, sent } = setup();
    a.track('page_view', { page_name: 'home' });
    a.track('search', { search_term: 'etf' });
    expect(sent).toEqual([]);
    a.setConsent('denied');
    a.track('search', { search_term: 'etf' });
    expect(sent).toEqual([]);
  });
  it('replays only the current page view on acceptance, then sends everything', () => {
    const { a, sent, props } = setup();
    a.setUserProperties({ current_section: 'blog' });
    a.track('page_view', { page_name: 'home' });
    a.track('page_view', { page_name: 'blog' });
    a.track('search', { search_term: 'x' });
    a.setConsent('granted');
    expect(sent).toEqual([['page_view', { page_name: 'blog' }]]);
    expect(props).toEqual([{ current_section: 'blog' }]);
    a.track('scroll_depth', { percent: 25 });
    expect(sent.at(-1)).toEqual(['scroll_depth', { percent: 25 }]);
  });
  it('reports each scroll depth once, in order', () => {
    const reported = new Set<number>([25]);
    expect(crossedThresholds(80, reported)).toEqual([50, 75]);
    expect(crossedThresholds(100, new Set())).toEqual([25, 50, 75, 90, 100]);
    expect(crossedThresholds(Number.NaN, new Set())).toEqual([]);
    expect(scrollPercent(0, 800, 400)).toBe(100);
    expect(scrollPercent(100, 500, 1200)).toBe(50);
    expect(scrollPercent(0, 500, 0)).toBe(100);
  });
});

describe('contact form', () => {
  it('names every missing field in Hungarian', () => {
    const errors = validateContact(EMPTY_CONTACT);
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(errors.email).toMatch(/e-mail-cím/);
  });
  it('rejects a malformed e-mail and accepts a complete form', () => {
    const ok = { name: 'Kiss Anna', email: 'anna@pelda.hu', subject: 'Kérdés', message: 'Szia!' };
    expect(validateContact(ok)).toEqual({});
    expect(validateContact({ ...ok, email: 'anna@' }).email).toMatch(/formátuma/);
    expect(validateContact({ ...ok, name: '   ' }).name).toMatch(/név/);
  });
});

describe('blog search visibility (docs/product.md#blog)', () => {
  it('flips on narrow screens and forces visible on wide ones', () => {
    expect(searchVisibleAfterToggle(false, 1300)).toBe(true);
    expect(searchVisibleAfterToggle(true, 800)).toBe(false);
    expect(searchVisibleAfterToggle(true, 1301)).toBe(true);
    expect(searchVisibleAfterToggle(false, 1600)).toBe(true);
  });
});
