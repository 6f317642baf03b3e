import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, launchChromium } from '../support/browser';
import { clearFirebaseEmulators } from '../support/services/emulators';
import { open, siteContext, useSitePage, waitForReact } from '../support/site';
import { lightTokens } from '../../packages/widgets/src/theme/tokens';
import { compareSavings } from '../../packages/finance-core/src/savings';

const base = inject('siteUrl');

/** Every route with the Hungarian text that proves its screen rendered (its h1) and its document title. */
const ROUTES: [path: string, heading: string | RegExp, title: RegExp][] = [
  ['/', 'Pénzügyek érthetően, magyarul', /^Főoldal – Pénzügy$/],
  ['/blog', 'Blog', /^Blog – Pénzügy$/],
  ['/hirek', 'Hírek', /^Hírek – Pénzügy$/],
  ['/hirek/kategoria/crypto', 'Kriptovaluta', /Kriptovaluta – hírek/],
  ['/hirek/archivum', 'Hírarchívum', /Hírarchívum/],
  ['/befektetesek', 'Befektetések', /Befektetések/],
  ['/kalkulatorok', 'Kalkulátorok', /Kalkulátorok/],
  // A calculator's own (spec-verbatim) title is the page's one heading and its document title.
  ['/kalkulatorok/lakas-kamat', 'Lakáshitel kalkulátor', /^Lakáshitel kalkulátor – Pénzügy$/],
  ['/kalkulatorok/rent-or-buy', 'Bérlés vagy vásárlás kalkulátor', /^Bérlés vagy vásárlás kalkulátor – Pénzügy$/],
  ['/kalkulatorok/monte-carlo', 'Monte Carlo szimulációs kalkulátor', /^Monte Carlo szimulációs kalkulátor – Pénzügy$/],
  ['/kalkulatorok/portfolio-optimalizalas', 'Portfólió optimalizálás', /^Portfólió optimalizálás – Pénzügy$/],
  ['/oktatas', 'Tudástár', /Tudástár/],
  ['/rolunk', 'Rólunk', /Rólunk/],
  ['/kapcsolat', 'Kapcsolat', /Kapcsolat/],
  ['/adatvedelem', /Adatvédelmi tájékoztató/, /Adatvédelmi/],
  ['/felhasznalasi-feltetelek', /Felhasználási feltételek/, /Felhasználási feltételek/],
  ['/cookie-szabalyzat', /Cookie/, /Cookie/],
  ['/akadalymentesseg', /Akadálymentességi nyilatkozat/, /Akadálymentességi nyilatkozat/],
  ['/dictionary', 'Pénzügyi szótár', /Pénzügyi szótár/],
  ['/all-terms?letter=A', /A/, /Szótár: A/],
  ['/konyvtar', 'Dokumentumkönyvtár', /Dokumentumkönyvtár/],
  ['/login', /Bejelentkezés/, /Bejelentkezés/],
  ['/signup', /Regisztráció/, /Regisztráció/],
  ['/forgot', /Elfelejtett jelszó/, /Elfelejtett jelszó/],
  ['/stocks/AAPL', /Apple/, /Apple/],
];

describe('site routes', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    context = await siteContext(browser);
    page = await context.newPage();
  });
  afterAll(async () => browser?.close());

  for (const [path, heading, title] of ROUTES) {
    it(`${path} renders its Hungarian heading and title, with zero axe violations`, async () => {
      await open(page, base + path);
      const h1 = page.locator('main h1').first();
      if (typeof heading === 'string') expect(await h1.textContent()).toBe(heading);
      else expect(await h1.textContent()).toMatch(heading);
      await page.waitForFunction((re) => new RegExp(re).test(document.title), title.source, { timeout: 10_000 });
      // Let lazy content (lists, charts) settle before auditing.
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('a calculator page has exactly one h1', async () => {
    for (const path of [
      '/kalkulatorok/lakas-kamat',
      '/kalkulatorok/rent-or-buy',
      '/kalkulatorok/monte-carlo',
      '/kalkulatorok/portfolio-optimalizalas',
    ]) {
      await open(page, base + path);
      expect(await page.locator('h1').count(), path).toBe(1);
    }
  });

  it('the state-bond calculator on a 390 px phone: the default comparison’s headline, nothing wider than the screen', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    try {
      await open(phone, base + '/kalkulatorok/allampapir');
      const headline = phone.getByTestId('state-bonds-headline');
      await headline.waitFor();
      // The page computes with today's rules in Hungary, as compareSavings does here by default.
      const spaces = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();
      expect(spaces(await headline.textContent())).toBe(spaces(compareSavings({}).headline));
      expect(await phone.locator('h1').count()).toBe(1);
      // The chart sizes itself a frame or two after mounting: wait for the page to settle at the screen's width.
      await phone.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, {
        timeout: 10_000,
      });
    } finally {
      await phone.close();
    }
  });

  it('the state-bond calculator at 1400 px: the headline, the chart and the table, nothing wider, no console error', async () => {
    const desktop = await context.newPage();
    await desktop.setViewportSize({ width: 1400, height: 900 });
    const errors: string[] = [];
    desktop.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    desktop.on('pageerror', (e) => errors.push(String(e)));
    try {
      await open(desktop, base + '/kalkulatorok/allampapir');
      const headline = desktop.getByTestId('state-bonds-headline');
      await headline.waitFor();
      const spaces = (t: string | null) => (t ?? '').replace(/\s+/g, ' ').trim();
      expect(spaces(await headline.textContent())).toBe(spaces(compareSavings({}).headline));
      expect(await headline.isVisible()).toBe(true);
      await desktop.getByRole('table', { name: 'Éves bontás lehetőségenként' }).waitFor();
      await desktop.locator('main figure svg').first().waitFor();
      await desktop.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, {
        timeout: 10_000,
      });
      expect(errors).toEqual([]);
    } finally {
      await desktop.close();
    }
  });

  it('redirects unknown paths home', async () => {
    await page.goto(base + '/nincs-ilyen-oldal/sem');
    await page.waitForURL(base + '/');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('opens an article from its card and shows its body', async () => {
    await open(page, base + '/blog');
    const first = page.locator('main article h2 a').first();
    const title = await first.textContent();
    await first.click();
    await page.waitForURL(/\/article\//);
    // The list stays on screen until the article has loaded: wait for the article's own heading.
    await page.getByRole('heading', { level: 1, name: title!.trim() }).waitFor();
    expect(await page.locator('main article div p').count()).toBeGreaterThan(5);
  });
});

describe('shell', () => {
  const current = useSitePage({ width: 800 });
  let page: Page;
  beforeEach(() => {
    page = current();
  });

  it('opens and closes the side menu, locking page scroll while open', async () => {
    await open(page, base + '/blog');
    const menuButton = page.getByRole('button', { name: 'Menü', exact: true });
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: 'Menü' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    // The overlay closes it.
    await page.getByTestId('menu-overlay').click({ position: { x: 700, y: 400 } });
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // A choice closes it and navigates.
    await menuButton.click();
    await dialog.getByRole('link', { name: 'Tőzsde' }).click();
    await page.waitForURL(/\/hirek\/kategoria\/stockmarket$/);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // Escape closes it too.
    await menuButton.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('keeps the theme across reloads, applied before the first paint', async () => {
    await open(page, base + '/');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('switch', { name: 'Sötét mód' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    // The attribute is set by the inline script in <head>, before any module runs.
    const themes: string[] = [];
    await page.exposeFunction('reportTheme', (t: string) => themes.push(t));
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { reportTheme: (t: string) => void }).reportTheme(
            document.documentElement.dataset.theme ?? '',
          );
      });
    });
    await page.reload();
    await waitForReact(page);
    expect(themes[0]).toBe('light');
    // The prerendered switch says dark; the hydrated page re-renders it from the attribute above, in a
    // commit that may come after the shell's hydrated mark, so the test waits for it.
    await page.waitForFunction(
      () => document.querySelector('[role="switch"][aria-label="Sötét mód"]')?.getAttribute('aria-checked') === 'false',
    );
    await page.evaluate(() => localStorage.setItem('theme', 'bármi'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  it('shows a light visitor the sun on the theme switch before the page’s script has run', async () => {
    const early = await page.context().newPage();
    await early.goto(base + '/kapcsolat');
    await early.evaluate(() => localStorage.setItem('theme', 'light'));
    // No module script: what the visitor sees between the first paint and hydration.
    await early.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    await early.reload();
    const shown = () =>
      early.evaluate(() =>
        [...document.querySelectorAll('[role="switch"][aria-label="Sötét mód"] svg')]
          .filter((svg) => getComputedStyle(svg).display !== 'none')
          .map((svg) => svg.getAttribute('data-mode')),
      );
    expect(await early.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await shown()).toEqual(['light']);
    await early.evaluate(() => localStorage.removeItem('theme'));
    await early.reload();
    expect(await shown()).toEqual(['dark']);
    await early.close();
  });

  it('shows category scroll arrows only when the bar overflows, scrolling 200 px a click', async () => {
    await open(page, base + '/hirek');
    const right = page.getByRole('button', { name: 'Kategóriák görgetése jobbra' });
    await right.waitFor();
    await right.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="category-scroller"]')!.scrollLeft >= 150);
    const left = await page.evaluate(() => document.querySelector('[data-testid="category-scroller"]')!.scrollLeft);
    expect(left).toBeLessThanOrEqual(200);
    await page.getByRole('button', { name: 'Kategóriák görgetése balra' }).waitFor();
    await page.setViewportSize({ width: 2400, height: 900 });
    await page.getByRole('button', { name: 'Kategóriák görgetése jobbra' }).waitFor({ state: 'detached' });
  });

  it('has a footer with the current year and the legal links', async () => {
    await open(page, base + '/');
    expect(await page.getByTestId('copyright').textContent()).toContain(String(new Date().getFullYear()));
    for (const name of ['Adatvédelem', 'Felhasználási feltételek', 'Cookie-szabályzat']) {
      expect(await page.getByRole('contentinfo').getByRole('link', { name }).count()).toBe(1);
    }
  });
});

describe('content screens', () => {
  const current = useSitePage();
  let page: Page;
  beforeEach(() => {
    page = current();
  });

  it('blog search filters case-insensitively and the table of contents scrolls to a card', async () => {
    await open(page, base + '/blog');
    await page.locator('main article').first().waitFor();
    const all = await page.locator('main article').count();
    expect(all).toBeGreaterThanOrEqual(12);
    await page.getByPlaceholder('Kereső').fill('MONTE');
    await page.waitForFunction((n) => document.querySelectorAll('main article').length < n, all);
    const titles = await page.locator('main article h2').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((t) => /monte/i.test(t))).toBe(true);
    await page.getByPlaceholder('Kereső').fill('');
    const links = page.getByRole('navigation', { name: 'Tartalomjegyzék' }).getByRole('link');
    expect(await links.count()).toBe(all);
    const last = links.last();
    const target = (await last.getAttribute('href'))!.slice(1);
    await last.click();
    await page.waitForFunction((id) => {
      const r = document.getElementById(id)!.getBoundingClientRect();
      return r.top >= 0 && r.top < window.innerHeight;
    }, target);
  });

  it('hides the blog search at 1300 px and below, with a toggle', async () => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await open(page, base + '/blog');
    await page.locator('main article').first().waitFor();
    expect(await page.getByPlaceholder('Kereső').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Keresés', exact: true }).click();
    expect(await page.getByPlaceholder('Kereső').isVisible()).toBe(true);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.getByPlaceholder('Kereső').waitFor({ state: 'visible' });
  });

  it('card covers follow the colour mode', async () => {
    /** The first card's shown cover: its address, and whether it has loaded. */
    const shownCover = () =>
      page.evaluate(() => {
        const img = [...document.querySelectorAll<HTMLImageElement>('main article img')].find(
          (i) => getComputedStyle(i).display !== 'none',
        )!;
        img.scrollIntoView();
        return { src: new URL(img.src).pathname, loaded: img.complete && img.naturalWidth > 0 };
      });
    for (const path of ['/blog', '/hirek']) {
      await open(page, base + path);
      await page.locator('main article img').first().waitFor({ state: 'attached' });
      expect((await shownCover()).src, path).toMatch(/^\/covers\/(blog|hirek)\//);
      await page.getByRole('switch', { name: 'Sötét mód' }).click();
      await expect.poll(async () => (await shownCover()).loaded, { timeout: 20_000 }).toBe(true);
      const light = await shownCover();
      expect(light.src, path).toMatch(/^\/covers\/light\/(blog|hirek)\//);
      // The picture itself is drawn on the light background.
      const svg = await (await page.request.get(base + light.src)).text();
      expect(svg).toContain(`fill="${lightTokens.color.background}"`);
      await page.getByRole('switch', { name: 'Sötét mód' }).click();
    }
  });

  it('news categories, including the stockmarket alias', async () => {
    for (const slug of ['stockmarket', 'stock-market']) {
      await open(page, `${base}/hirek/kategoria/${slug}`);
      expect(await page.locator('main h1').first().textContent()).toBe('Tőzsde');
      // Its chip is the marked one on the alias address too.
      const bar = page.getByRole('navigation', { name: 'Hírkategóriák' });
      expect(await bar.locator('[aria-current="page"]').allTextContents()).toEqual(['Tőzsde']);
      await page.locator('main article').first().waitFor();
      const labels = await page.locator('main article p span').allTextContents();
      expect(labels.length).toBeGreaterThanOrEqual(2);
      expect(new Set(labels)).toEqual(new Set(['Tőzsde']));
    }
    await open(page, `${base}/hirek/kategoria/nincs-ilyen`);
    expect(await page.locator('main h1').first().textContent()).toBe('Ismeretlen hírkategória');
    await open(page, `${base}/hirek/archivum`);
    await page.locator('main article').first().waitFor();
  });

  it('contact form: submit stays disabled until valid, then clears and acknowledges', async () => {
    // The accounts service allows one message a minute per client, and every browser of these
    // tests is one client (127.0.0.1): start from empty counters, whatever ran before.
    await clearFirebaseEmulators(inject('firebase'));
    await open(page, base + '/kapcsolat');
    const submit = page.getByRole('button', { name: 'Üzenet küldése' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByPlaceholder('A neved').fill('Kovács Péter');
    await page.getByPlaceholder('pelda@email.hu').fill('peter@');
    await page.getByPlaceholder('Az üzenet tárgya').fill('Kérdés');
    await page.getByPlaceholder('pelda@email.hu').blur();
    await page.getByPlaceholder('Írd le az üzenetedet…').fill('Mikor indul a hírlevél?');
    expect(await page.getByText('Az e-mail-cím formátuma nem megfelelő').count()).toBe(1);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByPlaceholder('pelda@email.hu').fill('peter@pelda.hu');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText('Köszönjük, megkaptuk az üzenetedet.').waitFor();
    expect(await page.getByPlaceholder('A neved').inputValue()).toBe('');
    // The address links to a map instead of a loader that never ends; the page speaks informally, like
    // the rest of the site (docs/ui-terms.md#voice), with no formal text left over.
    expect(await page.getByText('Térkép betöltése...').count()).toBe(0);
    const mapLink = page.getByRole('link', { name: /megnyitás térképen/ });
    expect(await mapLink.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
    // No empty grey box standing in for a map: the link's block is about as tall as its text, which
    // does not touch the block's edges.
    const [link, block] = await mapLink.evaluate((a) =>
      [a.getBoundingClientRect(), a.parentElement!.getBoundingClientRect()].map((r) => r.toJSON()),
    );
    expect(block.height).toBeLessThan(link.height + 40);
    expect(link.left - block.left).toBeGreaterThanOrEqual(8);
    expect(block.right - link.right).toBeGreaterThanOrEqual(0);
    expect(link.top - block.top).toBeGreaterThanOrEqual(4);
    expect(await page.getByText('példaadatok').count()).toBe(1);
    expect(await page.locator('main').textContent()).not.toMatch(/Írjon nekünk|Kérdése van|üzenetét|adja meg|Az Ön/);
    expect(await page.locator('main').textContent()).toMatch(/Írj nekünk/);
    expect(await page.locator('details summary').count()).toBe(3);
  });
});

describe('analytics consent', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => browser?.close());

  it('sends nothing before consent; after acceptance page views and scroll depth reach the dataLayer', async () => {
    const page = await (await siteContext(browser, { consent: null })).newPage();
    await open(page, base + '/blog');
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    await page.getByRole('button', { name: 'Elfogadom' }).click();
    const events = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
          .map((a) => Array.from(a))
          .filter((a) => a[0] === 'event')
          .map((a) => [a[1], a[2]]),
      );
    expect((await events()).map((e) => e[0])).toEqual(['page_view']);
    await page.getByRole('link', { name: 'Kapcsolat' }).first().click();
    await page.waitForURL(/kapcsolat/);
    await page.waitForFunction(
      () =>
        (window as unknown as { dataLayer: IArguments[] }).dataLayer.filter((a) => a[1] === 'page_view').length >= 2,
    );
    const views = (await events()).filter((e) => e[0] === 'page_view');
    expect(views[1]).toEqual(['page_view', expect.objectContaining({ page_name: 'contact', page_path: '/kapcsolat' })]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() =>
      (window as unknown as { dataLayer: IArguments[] }).dataLayer.some(
        (a) => a[1] === 'scroll_depth' && (a[2] as { percent: number }).percent === 100,
      ),
    );
  });
});
