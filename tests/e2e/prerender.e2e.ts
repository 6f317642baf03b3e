import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { launchChromium, layoutShiftSum, recordLayoutShifts } from '../support/browser';
import { holdHydrationSlices, nextFrames, siteContext, waitForReact } from '../support/site';
import { sitemapPaths } from '../../scripts/layout-shift.mjs';
import { intlWarmupStarter } from '../../apps/site/vite/intl-warmup';
import { INTL_WARM_GLOBAL } from '../../apps/site/src/shell/intl-warm';
import { HYDRATION_SLICE_MARK } from '../../apps/site/src/shell/HydrationSlice';

const base = inject('siteUrl');

const TERM = '/dictionary/annuitas';

/** One address of each kind of prerendered page; an article and a news item are taken from the sitemap. */
const PRERENDERED: (string | { name: string; find: (paths: string[]) => string })[] = [
  '/',
  '/blog',
  { name: 'an article', find: (paths) => paths.find((p) => p.startsWith('/article/'))! },
  '/hirek',
  '/hirek/kategoria/crypto',
  '/hirek/archivum',
  { name: 'a news item', find: (paths) => paths.find((p) => /^\/hirek\/(?!kategoria\/|archivum$)[^/]+$/.test(p))! },
  '/dictionary',
  TERM,
  '/all-terms',
  '/adatvedelem',
  '/rolunk',
  '/kapcsolat',
  '/oktatas',
  '/kalkulatorok',
  '/kalkulatorok/lakas-kamat',
  '/kalkulatorok/rent-or-buy',
  '/kalkulatorok/monte-carlo',
  '/kalkulatorok/portfolio-optimalizalas',
  '/modszertan',
  '/konyvtar',
  '/login',
  '/signup',
  '/forgot',
];

/**
 * Before the site's JavaScript runs (the document is parsed, module scripts not yet executed), keeps
 * the prerendered heading element and the page's colours, so a test can tell whether React adopted
 * the HTML (hydration keeps the very same nodes) and whether the first paint had the right theme.
 */
function recordFirstPaint() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const w = window as unknown as Record<string, unknown>;
    w.__prerenderedHeading = document.querySelector('main h1');
    const shell = document.getElementById('root')?.firstElementChild;
    w.__firstPaint = {
      theme: document.documentElement.getAttribute('data-theme'),
      background: shell ? getComputedStyle(shell).backgroundColor : null,
    };
  });
}

/** Console errors and warnings and uncaught exceptions of a page, from now on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Waits until the page has settled: React has hydrated and no requests are pending. */
async function settle(page: Page): Promise<void> {
  await waitForReact(page);
  await page.waitForLoadState('networkidle');
}

describe('prerendered pages in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let paths: string[] = [];

  beforeAll(async () => {
    paths = await sitemapPaths(base);
    browser = await launchChromium();
    context = await siteContext(browser);
    await context.addInitScript(recordFirstPaint);
  });
  afterAll(async () => browser?.close());

  for (const entry of PRERENDERED) {
    it(`${typeof entry === 'string' ? entry : entry.name} hydrates its prerendered HTML without a console warning or error`, async () => {
      const path = typeof entry === 'string' ? entry : entry.find(paths);
      expect(paths).toContain(path);
      const page = await context.newPage();
      const problems = collectProblems(page);
      const jsonRequests: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.endsWith('.json')) jsonRequests.push(new URL(r.url()).pathname);
      });
      const response = await page.goto(base + path);
      const raw = (await response!.text()) as string;
      expect(raw).toContain('<main');
      expect(raw).toMatch(/<main[^>]*>[\s\S]*<h1/);
      await settle(page);
      // Hydration kept the server's nodes: the heading is the element parsed from the HTML.
      expect(
        await page.evaluate(
          () =>
            document.querySelector('main h1') ===
            (window as unknown as { __prerenderedHeading: Element }).__prerenderedHeading,
        ),
      ).toBe(true);
      // The page's documents came with the HTML: no request for the content it shows.
      expect(
        jsonRequests.filter(
          (p) => p.startsWith('/api/blog/') || p.startsWith('/api/mpt-all-sources/') || p === '/api/news/items.json',
        ),
      ).toEqual([]);
      // No doubled full stop: a long Hungarian date ends in one ('2026. november 28.'), and a
      // sentence ending with it takes no other (the methodology lead had '28..').
      expect(await page.locator('main').innerText()).not.toMatch(/[^.]\.\.(?!\.)/);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  /** The regions of a calculator page: the shell's header, page and footer, the calculator's form and results. */
  const REGIONS = ['header', 'main', 'footer', 'main form', 'main form + div'];

  it('hydrates a calculator page region by region, each in a task of its own, keeping every prerendered node', async () => {
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.addInitScript(
      ({ regions, sliceMark }) => {
        const w = window as unknown as {
          __ticks: number;
          __sliceTicks: number[];
          __regions: Element[];
          __removed: number;
        };
        // Each message a port delivers is a task of its own: counted, a slice's mark says which task
        // it ran in (the slices take their turns by messages).
        w.__ticks = 0;
        w.__sliceTicks = [];
        w.__removed = 0;
        const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
        Object.defineProperty(MessagePort.prototype, 'onmessage', {
          configurable: true,
          get() {
            return onmessage.get!.call(this);
          },
          set(handler: ((e: MessageEvent) => void) | null) {
            onmessage.set!.call(
              this,
              handler &&
                function (this: MessagePort, e: MessageEvent) {
                  w.__ticks++;
                  handler.call(this, e);
                },
            );
          },
        });
        const mark = performance.mark.bind(performance);
        performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
          if (name === sliceMark) w.__sliceTicks.push(w.__ticks);
          return mark(name, options);
        }) as typeof performance.mark;
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          w.__regions = regions.map((selector) => document.querySelector(selector)!);
          // Elements of the prerendered page taken out before it is live: a region redrawn, not adopted.
          new MutationObserver((records) => {
            if (document.documentElement.hasAttribute('data-hydrated')) return;
            for (const r of records) w.__removed += [...r.removedNodes].filter((n) => n.nodeType === 1).length;
          }).observe(document.getElementById('root')!, { childList: true, subtree: true });
        });
      },
      { regions: REGIONS, sliceMark: HYDRATION_SLICE_MARK },
    );
    await page.goto(base + '/kalkulatorok/lakas-kamat');
    await settle(page);
    const seen = await page.evaluate((selectors) => {
      const w = window as unknown as { __sliceTicks: number[]; __regions: Element[]; __removed: number };
      return {
        ticks: w.__sliceTicks,
        // The very elements parsed from the HTML.
        regions: selectors.map(
          (selector, i) => w.__regions[i] !== null && document.querySelector(selector) === w.__regions[i],
        ),
        removed: w.__removed,
        // Ids named by elements drawn after hydration (a chart's plot) exist: the ids a slice
        // numbers in the browser are the prerender's.
        unnamed: [...document.querySelectorAll('[aria-labelledby], [aria-describedby]')].flatMap((el) =>
          `${el.getAttribute('aria-labelledby') ?? ''} ${el.getAttribute('aria-describedby') ?? ''}`
            .split(' ')
            .filter((id) => id && !document.getElementById(id)),
        ),
      };
    }, REGIONS);
    // The header, the page, the footer, the calculator's form and results, and its charts.
    expect(seen.ticks.length).toBeGreaterThanOrEqual(6);
    for (let i = 1; i < seen.ticks.length; i++) expect(seen.ticks[i]).toBeGreaterThan(seen.ticks[i - 1]!);
    expect(seen.regions).toEqual([true, true, true, true, true]);
    expect(seen.removed).toBe(0);
    expect(seen.unnamed).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hydrates the methodology page one rule entry per task, keeping each entry parsed from the HTML', async () => {
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.addInitScript((sliceMark) => {
      const w = window as unknown as { __slices: number; __entries: Element[] };
      w.__slices = 0;
      const mark = performance.mark.bind(performance);
      performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
        if (name === sliceMark) w.__slices++;
        return mark(name, options);
      }) as typeof performance.mark;
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') w.__entries = [...document.querySelectorAll('main article[id]')];
      });
    }, HYDRATION_SLICE_MARK);
    await page.goto(base + '/modszertan');
    await settle(page);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __slices: number; __entries: Element[] };
      const now = [...document.querySelectorAll('main article[id]')];
      return { slices: w.__slices, entries: w.__entries.length, kept: now.every((el, i) => el === w.__entries[i]) };
    });
    expect(seen.entries).toBeGreaterThan(10);
    // The whole list was one task of 120–150 ms at full speed: now the header, the page, the footer
    // and each entry take a turn of their own.
    expect(seen.slices).toBeGreaterThanOrEqual(seen.entries + 3);
    expect(seen.kept).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a slice whose data arrive before its turn hydrates its HTML, then shows the data (the market tables)', async () => {
    const page = await context.newPage();
    const problems = collectProblems(page);
    const slices = await holdHydrationSlices(page);
    await page.addInitScript(() => {
      // The page's fetches of the tables: asked, then answered.
      const w = window as unknown as { __tables: string[] };
      w.__tables = [];
      const fetch = window.fetch;
      window.fetch = (...args: Parameters<typeof fetch>) => {
        const asked = String(args[0] instanceof Request ? args[0].url : args[0]).endsWith('/api/market/tables');
        if (asked) w.__tables.push('asked');
        const answer = fetch(...args);
        if (asked) void answer.then(() => w.__tables.push('answered'));
        return answer;
      };
    });
    const tables = () => page.evaluate(() => (window as unknown as { __tables: string[] }).__tables);
    await page.goto(base + '/befektetesek');
    // One turn at a time until the page has hydrated and asked for the tables (its first effect);
    // the page's own three slices (watchlist, heatmap, tables) are still to come…
    await slices.stepUntil(async () => (await tables()).includes('asked'));
    // …and the answer arrives while the tables' slice waits for its turn: the page renders again
    // with the data, while the slice has yet to hydrate the loading state it was prerendered with.
    await expect.poll(tables).toContain('answered');
    await nextFrames(page);
    expect(await page.locator('main [data-region]').count()).toBe(0);
    await slices.release();
    await settle(page);
    const group = page.getByRole('group', { name: 'Piaci táblázatok' });
    await expect
      .poll(() =>
        group.locator('[data-region]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-region'))),
      )
      .toEqual(['us', 'europe', 'hungary']);
    // Each card its own table, and the loading state gone.
    expect(await group.locator('[data-region] table').count()).toBe(3);
    expect(await group.getByRole('status').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hydrates a prerendered page only once the Intl warm-up worker has ended', async () => {
    // Built before the worker's end, the page's first formatter loads ICU's data on the main thread,
    // a long task in the middle of hydration (src/shell/intl-warm.ts). The worker's script is held
    // until the page has come to wait for it.
    const page = await context.newPage();
    const problems = collectProblems(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/intl-warmup-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(
      ({ name, sliceMark }) => {
        const w = window as unknown as Record<string, unknown> & {
          __warm: { awaited: boolean; ended: boolean; endedAtFirstSlice?: boolean };
        };
        w.__warm = { awaited: false, ended: false };
        let kept: Promise<unknown> | undefined;
        Object.defineProperty(window, name, {
          configurable: true,
          get: () => kept,
          set: (p: Promise<unknown>) => {
            kept = p;
            void p.then(() => (w.__warm.ended = true));
            const then = p.then.bind(p);
            p.then = ((...args: Parameters<typeof then>) => {
              w.__warm.awaited = true;
              return then(...args);
            }) as typeof p.then;
          },
        });
        const mark = performance.mark.bind(performance);
        performance.mark = ((markName: string, options?: PerformanceMarkOptions) => {
          if (markName === sliceMark) w.__warm.endedAtFirstSlice ??= w.__warm.ended;
          return mark(markName, options);
        }) as typeof performance.mark;
      },
      { name: INTL_WARM_GLOBAL, sliceMark: HYDRATION_SLICE_MARK },
    );
    await page.goto(base + '/kalkulatorok/lakas-kamat');
    // The moment the page's script starts waiting, nothing has been hydrated yet.
    const waiting = await page.waitForFunction(
      (sliceMark) => {
        const warm = (window as unknown as { __warm: { awaited: boolean; ended: boolean } }).__warm;
        return (
          warm.awaited && {
            ended: warm.ended,
            hydrated: document.documentElement.hasAttribute('data-hydrated'),
            slices: performance.getEntriesByName(sliceMark).length,
          }
        );
      },
      HYDRATION_SLICE_MARK,
      { polling: 'raf' },
    );
    expect(await waiting.jsonValue()).toEqual({ ended: false, hydrated: false, slices: 0 });
    release();
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { __warm: object }).__warm)).toEqual({
      awaited: true,
      ended: true,
      endedAtFirstSlice: true,
    });
    expect(problems).toEqual([]);
    await page.close();
  });

  it("starts the Intl warm-up worker from the head's first script, and the worker ends itself", async () => {
    // The prerendered page and the shell served for a client-rendered address alike.
    for (const path of ['/kalkulatorok/lakas-kamat', '/stocks/AAPL']) {
      const page = await context.newPage();
      const problems = collectProblems(page);
      let started = '';
      const ended = new Promise<void>((resolve) =>
        page.on('worker', (w) => {
          if (!/\/assets\/intl-warmup-[\w-]+\.js$/.test(w.url())) return;
          started = new URL(w.url()).pathname;
          w.on('close', () => resolve());
        }),
      );
      const raw = await (await page.goto(base + path))!.text();
      await ended;
      await settle(page);
      const head = raw.match(/^<!doctype html>\s*<html[^>]*>\s*<head>\s*<script>(.*?)<\/script>/i);
      expect(head?.[1], path).toBe(intlWarmupStarter(started));
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('a light-theme visitor gets light colours at the first paint, and they stay after hydration', async () => {
    const light = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'hu-HU' });
    await light.addInitScript(() => {
      localStorage.setItem('cookie-consent', 'denied');
      localStorage.setItem('theme', 'light');
    });
    await light.addInitScript(recordFirstPaint);
    const page = await light.newPage();
    const problems = collectProblems(page);
    await page.goto(base + TERM);
    await settle(page);
    const first = await page.evaluate(
      () => (window as unknown as { __firstPaint: { theme: string; background: string } }).__firstPaint,
    );
    const after = await page.evaluate(
      () => getComputedStyle(document.getElementById('root')!.firstElementChild!).backgroundColor,
    );
    expect(first.theme).toBe('light');
    expect(first.background).toBe(after);
    expect(
      await page.evaluate(() => document.getElementById('root')!.firstElementChild!.getAttribute('data-theme')),
    ).toBe('light');

    // The dark default paints another colour: the check above could fail.
    const dark = await context.newPage();
    await dark.goto(base + TERM);
    await settle(dark);
    expect(
      await dark.evaluate(
        () => (window as unknown as { __firstPaint: { background: string } }).__firstPaint.background,
      ),
    ).not.toBe(first.background);
    expect(problems).toEqual([]);
    await light.close();
  });

  it('nothing moves between the first paint and the hydrated page (cumulative layout shift), on a phone and a desktop', async () => {
    const urls = [
      '/',
      '/blog',
      PRERENDERED[2]!,
      TERM,
      '/hirek',
      '/kalkulatorok/lakas-kamat',
      '/kalkulatorok/portfolio-optimalizalas',
    ].map((e) => (typeof e === 'string' ? e : e.find(paths)));
    for (const width of [412, 1400]) {
      const viewport = await browser.newContext({
        viewport: { width, height: width < 800 ? 823 : 900 },
        locale: 'hu-HU',
      });
      // Chromium's layout-shift entries from the start of the navigation, summed as CLS counts them
      // (shifts right after input excluded; there is none here).
      await viewport.addInitScript(recordLayoutShifts);
      const page = await viewport.newPage();
      for (const url of urls) {
        await page.goto(base + url);
        await settle(page);
        await page.waitForTimeout(300);
        expect(await layoutShiftSum(page), `${url} at ${width} px`).toBeLessThan(0.01);
      }
      await viewport.close();
    }
  });

  it('answers a client that accepts anything (curl, link previews) with the page itself, not the home page', async () => {
    const html = await (await fetch(base + TERM, { headers: { accept: '*/*' } })).text();
    expect(html).toMatch(/<title>Annuitás – szótár – Pénzügy<\/title>/);
    expect(html).toContain(`<link rel="canonical" href="`);
    expect(html).not.toMatch(/<title>Főoldal/);
  });

  it('shows the consent banner from the first paint to a visitor who has not answered, and never to one who has', async () => {
    for (const stored of [null, 'denied', 'granted'] as const) {
      const visitor = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'hu-HU' });
      await visitor.addInitScript((c) => {
        if (c) localStorage.setItem('cookie-consent', c);
      }, stored);
      const page = await visitor.newPage();
      // Before hydration: the site's modules never load, only the HTML and its inline script run.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(base + TERM);
      const banner = page.getByRole('region', { name: 'Sütik és látogatottsági statisztika' });
      expect(await banner.isVisible(), `before hydration, stored: ${stored}`).toBe(stored === null);
      // After hydration the stored choice decides, the same way.
      await page.unroute(/\/assets\/.*\.js$/);
      await page.goto(base + TERM);
      await settle(page);
      expect(await banner.isVisible(), `hydrated, stored: ${stored}`).toBe(stored === null);
      await visitor.close();
    }
  });

  it('a click on a site link while the page still hydrates is left to the browser (a page load)', async () => {
    const page = await context.newPage();
    const problems = collectProblems(page);
    const slices = await holdHydrationSlices(page);
    await page.addInitScript(() => {
      const w = window as unknown as { __linkListener: boolean };
      // The shell's link listener (useInternalLinks), known by the selector it looks for.
      w.__linkListener = false;
      const add = Document.prototype.addEventListener;
      Document.prototype.addEventListener = function (
        this: Document,
        type: string,
        listener: unknown,
        ...rest: unknown[]
      ) {
        if (type === 'click' && String(listener).includes('a[href]')) w.__linkListener = true;
        return (add as (...a: unknown[]) => void).call(this, type, listener, ...rest);
      } as typeof Document.prototype.addEventListener;
    });
    await page.goto(base + TERM);
    // The shell listens for clicks, the page's regions have not hydrated.
    await page.waitForFunction(() => (window as unknown as { __linkListener: boolean }).__linkListener);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('footer a[href="/blog"]').click();
    await page.waitForURL(`${base}/blog`);
    await page.waitForFunction(() => document.readyState !== 'loading');
    // A new document: the browser loaded the page, the half-hydrated one drew nothing into itself.
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
    await slices.release();
    await settle(page);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a button pressed while the page still hydrates acts once, when the page is live, even if its region has hydrated', async () => {
    const page = await context.newPage();
    const problems = collectProblems(page);
    const slices = await holdHydrationSlices(page);
    await page.goto(base + TERM);
    // The header's slice (its theme switch live), the page's and the footer's still to come.
    await slices.hydrate(1);
    const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    expect(await theme()).toBe('dark');
    await page.getByRole('switch', { name: 'Sötét mód' }).click();
    // Held: it switched at once and again when pressed once the page was live (back to dark).
    expect(await theme()).toBe('dark');
    await slices.release();
    await settle(page);
    await expect.poll(theme).toBe('light');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('navigates on the client after hydration (no page load) and the new page works', async () => {
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(base + TERM);
    await settle(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('footer a[href="/blog"]').click();
    await page.waitForURL(`${base}/blog`);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    // A link to the page already shown replaces its history entry, as React Router's <Link> did:
    // Back then leaves the page at the first press.
    const entries = await page.evaluate(() => history.length);
    await page.locator('footer a[href="/blog"]').click();
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.locator('main article h2 a').first().click();
    await page.waitForURL(/\/article\//);
    await page.locator('main article div p').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The theme switch works after hydration.
    const before = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    await page.getByRole('switch', { name: 'Sötét mód' }).click();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme'))).not.toBe(before);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('serves a client-rendered address (a stock page) with the shell, then renders it', async () => {
    const page = await context.newPage();
    const problems = collectProblems(page);
    const response = await page.goto(`${base}/stocks/AAPL`);
    const raw = (await response!.text()) as string;
    expect(raw).toContain('<header');
    expect(raw).not.toContain('penzugy-data');
    await page.locator('main h1').filter({ hasText: /Apple/ }).waitFor({ timeout: 20_000 });
    expect(problems).toEqual([]);
    await page.close();
  });
});
