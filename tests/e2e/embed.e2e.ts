/**
 * The partner embed in Chromium (issue 7): the built loader and widget chunks served by the demo
 * server (apps/embed/scripts/serve-demo.mjs) — a partner's blog loading the embed from another
 * origin (a CDN), a hostile page with a strict CSP and aggressive CSS, and iframe mode.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { formatHuf, homeLoan, rentOrBuy } from '@penzugy/finance-core';
import { axeViolations, launchChromium } from '../support/browser';
import { startEmbedDemo } from '../support/services/embed-demo';
import type { RunningService } from '../support/services/types';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface LoggedEvent {
  type: string;
  id: string;
  detail: Record<string, unknown> & { summary?: Record<string, number>; problems?: { attribute: string }[] };
}

interface PageLog {
  events: LoggedEvent[];
  csp: string[];
  baseline: string[];
}

/** Records, from before any page script runs: the embed's DOM events, CSP violations, the window's own properties. */
function recordPage() {
  const w = window as unknown as { __penzugyLog: PageLog };
  w.__penzugyLog = { events: [], csp: [], baseline: Object.getOwnPropertyNames(window) };
  // The elements themselves, to inspect them after the page removed them.
  const hosts: Record<string, Element> = {};
  Object.defineProperty(window, '__penzugyHosts', { value: hosts });
  for (const type of ['ready', 'result', 'calculator_interaction', 'error']) {
    document.addEventListener(`penzugy:${type}`, (e) => {
      const target = e.target as Element;
      hosts[target.id] = target;
      w.__penzugyLog.events.push({ type, id: target.id, detail: (e as CustomEvent).detail });
    });
  }
  document.addEventListener('securitypolicyviolation', (e) => w.__penzugyLog.csp.push(`${e.violatedDirective} ${e.blockedURI}`));
}

const log = (page: Page) => page.evaluate(() => (window as unknown as { __penzugyLog: PageLog }).__penzugyLog);

/** Waits until the widget on `host` shows `heading` (inside its shadow root). */
async function mounted(page: Page, host: string, heading: string) {
  await page.locator(`${host} h2`).filter({ hasText: heading }).first().waitFor({ timeout: 20_000 });
}

/** The text of the widget's shadow root. */
const shadowText = (page: Page, host: string) => page.locator(host).evaluate((el) => el.shadowRoot?.textContent ?? '');

const events = async (page: Page, type: string, id: string) => (await log(page)).events.filter((e) => e.type === type && e.id === id);

/**
 * Types into a number field as a person does: click, select all, type at a human pace, leave.
 * Playwright's `fill` selects before the field's focus re-render lands (preact renders a microtask
 * later), and keys faster than a frame lose NumberField's commit under preact (see the embed's
 * README, "Known issues"), which people do not type.
 */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.pressSequentially(text, { delay: 40 });
  await field.press('Tab');
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`Timed out; last value: ${JSON.stringify(value)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('embed', () => {
  let demo: RunningService;
  let browser: Browser;
  let context: BrowserContext;
  /** Console messages about the CSP, from every page of the run. */
  const consoleCsp: string[] = [];

  beforeAll(async () => {
    demo = await startEmbedDemo();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    await context.addInitScript(recordPage);
    context.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) consoleCsp.push(m.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
  });

  describe('partner blog (embed from a CDN origin)', () => {
    let page: Page;
    const requested: string[] = [];

    beforeAll(async () => {
      page = await context.newPage();
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await page.goto(`${demo.url}/`);
      await mounted(page, '#hitel-kalkulator', 'Lakáshitel kalkulátor');
    });
    afterAll(() => page.close());

    it('loads a widget’s chunk only when it comes near the viewport', async () => {
      expect(requested).toContain('/v0.1.0/loan-calculator.js');
      expect(requested).not.toContain('/v0.1.0/rent-or-buy.js');
      expect(await shadowText(page, '#berles-vagy-vasarlas')).toBe('Bérlés vagy vásárlás kalkulátor betöltése…');
      await page.locator('#berles-vagy-vasarlas').scrollIntoViewIfNeeded();
      await mounted(page, '#berles-vagy-vasarlas', 'Bérlés vagy vásárlás kalkulátor');
      expect(requested).toContain('/v0.1.0/rent-or-buy.js');
    });

    it('renders each widget in its own open shadow root, leaving the page’s DOM and styles alone', async () => {
      const state = await page.evaluate(() => ({
        hosts: ['hitel-kalkulator', 'berles-vagy-vasarlas'].map((id) => {
          const el = document.getElementById(id)!;
          return { light: el.childNodes.length, shadow: el.shadowRoot !== null, sections: el.shadowRoot!.querySelectorAll('section').length };
        }),
        sheets: [...document.styleSheets].map((s) => s.href && new URL(s.href).pathname),
        adopted: document.adoptedStyleSheets.length,
        headingFont: getComputedStyle(document.querySelector('h1')!).fontFamily,
      }));
      expect(state.hosts).toEqual([
        { light: 0, shadow: true, sections: 1 },
        { light: 0, shadow: true, sections: 1 },
      ]);
      expect(state.sheets).toEqual(['/demo/blog.css']);
      expect(state.adopted).toBe(0);
      expect(state.headingFont).toContain('Trebuchet MS');
    });

    it('computes the loan with finance-core and reports it as a DOM event', async () => {
      const expected = homeLoan({ price: 45e6, downPayment: 9e6, annualRate: 6.5, years: 25 });
      const result = (await until(() => events(page, 'result', 'hitel-kalkulator'), (r) => r.length > 0))[0]!;
      expect(result.detail).toMatchObject({ widget: 'loan-calculator', calculator: 'home-loan', type: 'result' });
      expect(result.detail.summary?.monthlyPayment).toBe(expected.monthlyPayment);
      expect(await shadowText(page, '#hitel-kalkulator')).toContain(formatHuf(expected.monthlyPayment));
      expect(await events(page, 'ready', 'hitel-kalkulator')).toHaveLength(1);
    });

    it('recomputes on input and reports the interaction', async () => {
      await typeInto(page.locator('#hitel-kalkulator').getByLabel('Ingatlan ára', { exact: true }), '50000000');
      const expected = homeLoan({ price: 50e6, downPayment: 9e6, annualRate: 6.5, years: 25 }).monthlyPayment;
      const results = await until(
        () => events(page, 'result', 'hitel-kalkulator'),
        (r) => r.some((e) => e.detail.summary?.monthlyPayment === expected),
      );
      expect(results.length).toBeGreaterThan(1);
      const interactions = await events(page, 'calculator_interaction', 'hitel-kalkulator');
      expect(interactions.some((e) => e.detail.action === 'change' && e.detail.field === 'price')).toBe(true);
    });

    it('applies a changed attribute to that widget only', async () => {
      const rentResults = (await events(page, 'result', 'berles-vagy-vasarlas')).length;
      await page.locator('#hitel-kalkulator').evaluate((el) => el.setAttribute('data-rate', '5'));
      const expected = homeLoan({ price: 45e6, downPayment: 9e6, annualRate: 5, years: 25 }).monthlyPayment;
      await until(
        () => events(page, 'result', 'hitel-kalkulator'),
        (r) => r.some((e) => e.detail.summary?.monthlyPayment === expected),
      );
      expect(await events(page, 'result', 'berles-vagy-vasarlas')).toHaveLength(rentResults);
      expect(await events(page, 'ready', 'hitel-kalkulator')).toHaveLength(1);
    });

    it('runs the rent-or-buy calculator on its settings', async () => {
      const expected = rentOrBuy({ price: 5e7, rent: 220_000 });
      const result = (await until(() => events(page, 'result', 'berles-vagy-vasarlas'), (r) => r.length > 0))[0]!;
      expect(result.detail.summary?.tippingPointRent).toBe(expected.tippingPointRent);
      expect(result.detail.summary?.monthlyMortgagePayment).toBe(expected.monthlyMortgagePayment);
    });

    it('themes: light and dark, the partner’s accent colour, the page’s fonts and transforms kept out', async () => {
      const look = await page.evaluate(() => {
        const shadow = (id: string) => document.getElementById(id)!.shadowRoot!;
        const submit = [...shadow('hitel-kalkulator').querySelectorAll('button')].find((b) => b.textContent === 'Számítás')!;
        const title = shadow('hitel-kalkulator').querySelector('h2')!;
        const themeOf = (id: string) => shadow(id).querySelector('[data-theme]')!.getAttribute('data-theme');
        return {
          accent: getComputedStyle(submit).backgroundColor,
          transform: getComputedStyle(submit).textTransform,
          font: getComputedStyle(title).fontFamily,
          themes: [themeOf('hitel-kalkulator'), themeOf('berles-vagy-vasarlas')],
        };
      });
      expect(look.accent).toBe('rgb(11, 110, 85)'); // --penzugy-accent: #0b6e55 on #hitel-kalkulator
      expect(look.transform).toBe('none'); // the blog upper-cases its own buttons
      expect(look.font).not.toMatch(/Georgia|Trebuchet/);
      expect(look.themes).toEqual(['light', 'dark']);
    });

    it('adds one global, frozen, and nothing else', async () => {
      const result = await page.evaluate(() => {
        const { baseline } = (window as unknown as { __penzugyLog: PageLog }).__penzugyLog;
        const api = (window as unknown as { Penzugy: Record<string, unknown> }).Penzugy;
        const added = Object.getOwnPropertyNames(window).filter((n) => !baseline.includes(n) && !n.startsWith('__penzugy'));
        let reassigned = true;
        try {
          (window as unknown as { Penzugy: unknown }).Penzugy = {};
        } catch {
          reassigned = false;
        }
        return { added, frozen: Object.isFrozen(api), same: (window as unknown as { Penzugy: unknown }).Penzugy === api, reassigned, version: api.version, keys: Object.keys(api).sort() };
      });
      expect(result.added).toEqual(['Penzugy']);
      expect(result.frozen).toBe(true);
      expect(result.same).toBe(true);
      expect(result.version).toBe('0.1.0');
      expect(result.keys).toEqual(['mount', 'scan', 'unmount', 'unmountAll', 'version', 'widgets']);
    });

    // After the globals check: axe itself adds globals.
    it('has no axe violations, widgets included', async () => {
      expect(await axeViolations(page)).toEqual([]);
    });

    it('mounts widgets through the API: Monte Carlo runs on the page when its worker cannot come from the CDN', async () => {
      await page.evaluate(() => {
        const div = document.createElement('div');
        div.id = 'api-monte-carlo';
        document.querySelector('article')!.append(div);
        (window as unknown as { Penzugy: { mount(el: Element, w: string, s: object): void } }).Penzugy.mount(div, 'monte-carlo', { paths: 200, years: 3, loading: 'eager' });
      });
      await mounted(page, '#api-monte-carlo', 'Monte Carlo szimulációs kalkulátor');
      const result = (await until(() => events(page, 'result', 'api-monte-carlo'), (r) => r.length > 0))[0]!;
      expect(result.detail.summary).toMatchObject({ paths: 200, years: 3, model: 'gbm' });
    });

    it('unmounts every widget on request', async () => {
      await page.evaluate(() => (window as unknown as { Penzugy: { unmountAll(): void } }).Penzugy.unmountAll());
      const left = await page.evaluate(() =>
        ['hitel-kalkulator', 'berles-vagy-vasarlas', 'api-monte-carlo'].map((id) => document.getElementById(id)!.shadowRoot!.childNodes.length),
      );
      expect(left).toEqual([0, 0, 0]);
    });
  });

  describe('hostile page (strict CSP, aggressive CSS, script twice)', () => {
    let page: Page;

    beforeAll(async () => {
      page = await context.newPage();
      const response = await page.goto(`${demo.url}/hostile.html`);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await mounted(page, '#loan', 'Lakáshitel kalkulátor');
    });
    afterAll(() => page.close());

    it('mounts each widget once although the loader ran twice', async () => {
      await page.evaluate(() => document.getElementById('rent')!.scrollIntoView());
      await mounted(page, '#rent', 'Bérlés vagy vásárlás kalkulátor');
      expect(await page.locator('script[src="/embed/embed.js"]').count()).toBe(2);
      for (const id of ['loan', 'rent']) {
        expect(await page.locator(`#${id}`).evaluate((el) => el.shadowRoot!.querySelectorAll('section').length)).toBe(1);
        expect(await events(page, 'ready', id)).toHaveLength(1);
      }
    });

    it('explains bad settings in Hungarian, naming each attribute', async () => {
      await page.evaluate(() => document.getElementById('bad')!.scrollIntoView());
      const text = await until(() => shadowText(page, '#bad'), (t) => t.includes('A widget beállításai hibásak'));
      expect(text).toContain('data-rate="sok" – Számot adjon meg, például 45000000 vagy 7,5.');
      expect(text).toContain('data-years="12,5" – Egész számot adjon meg.');
      expect(text).toContain('data-theme="szivárvány" – Lehetséges értékek: light, dark, auto.');
      const error = (await events(page, 'error', 'bad'))[0]!;
      expect(error.detail.problems?.map((p) => p.attribute)).toEqual(['data-rate', 'data-years', 'data-theme']);
      expect(await shadowText(page, '#unknown')).toContain('Nincs „nincs-ilyen” nevű widget.');
    });

    it('mounts a widget added later and unmounts one removed', async () => {
      await mounted(page, '#late', 'Bérlés vagy vásárlás kalkulátor');
      await until(() => page.evaluate(() => document.getElementById('removed') === null), (gone) => gone);
      const removed = await page.evaluate(() => {
        const { events: all } = (window as unknown as { __penzugyLog: PageLog }).__penzugyLog;
        return all.filter((e) => e.id === 'removed').map((e) => e.type);
      });
      expect(removed).toContain('ready');
      // The loader unmounted it: its React tree is gone and its shadow root is empty.
      const host = await page.evaluate(() => {
        const el = (window as unknown as { __penzugyHosts: Record<string, Element> }).__penzugyHosts.removed!;
        return { connected: el.isConnected, shadowNodes: el.shadowRoot!.childNodes.length };
      });
      expect(host).toEqual({ connected: false, shadowNodes: 0 });
    });

    it('is not broken by the host’s CSS (40px root font, all: unset, global fills)', async () => {
      const look = await page.locator('#loan').evaluate((el) => {
        const shadow = el.shadowRoot!;
        const title = shadow.querySelector('h2')!;
        const path = shadow.querySelector('svg path')!;
        return {
          display: getComputedStyle(el).display,
          titleSize: getComputedStyle(title).fontSize,
          transform: getComputedStyle(title).textTransform,
          spacing: getComputedStyle(title).letterSpacing,
          fill: getComputedStyle(path).fill,
          height: el.getBoundingClientRect().height,
        };
      });
      expect(look.display).toBe('block');
      // …while the page can still hide it the standard way.
      expect(await page.locator('#unknown').evaluate((el) => ((el as HTMLElement).hidden = true, getComputedStyle(el).display))).toBe('none');
      expect(look.titleSize).toBe('24px');
      expect(look.transform).toBe('none');
      expect(look.spacing).toBe('normal');
      expect(look.fill).not.toBe('rgb(255, 105, 180)');
      expect(look.height).toBeGreaterThan(600);
    });

    it('shows a PDF with pdf.js, which must not evaluate code here', async () => {
      await page.evaluate(() => document.getElementById('pdf')!.scrollIntoView());
      const result = (await until(() => events(page, 'result', 'pdf'), (r) => r.length > 0, 30_000))[0]!;
      expect(result.detail.pageCount).toBe(20);
      await page.locator('#pdf canvas').first().waitFor();
    });

    it('causes no CSP violation, and the policy is really enforced', async () => {
      const calc = page.locator('#loan');
      await typeInto(calc.getByLabel('Éves kamat', { exact: true }), '8');
      await calc.getByRole('button', { name: 'Számítás' }).click();
      await page.waitForTimeout(300);
      expect((await log(page)).csp).toEqual([]);
      expect(consoleCsp).toEqual([]);
      // A deliberate inline style is refused and reported, so the empty lists above mean something.
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'body { background: red; }';
        document.head.append(style);
      });
      await until(() => log(page), (l) => l.csp.length > 0);
      expect((await log(page)).csp[0]).toMatch(/^style-src/);
    });
  });

  describe('the other widgets (heatmap, glossary term, Monte Carlo, portfolio, document viewer)', () => {
    let page: Page;

    beforeAll(async () => {
      page = await context.newPage();
      await page.goto(`${demo.url}/widgets.html`);
    });
    afterAll(() => page.close());

    it('draws the heatmap from the market data, tiles linking where stock-url says', async () => {
      const data = JSON.parse(readFileSync(path.join(repoRoot, 'packages/widgets/src/Heatmap/story-data/heatmap-nasdaq.json'), 'utf8')) as {
        entries: { name: string }[];
      };
      const nvda = page.locator('#hoterkep a[href="https://finance.yahoo.com/quote/NVDA"]');
      await nvda.waitFor({ timeout: 20_000 });
      expect(await page.locator('#hoterkep a[href^="https://finance.yahoo.com/quote/"]').count()).toBe(data.entries.length);
    });

    it('shows a glossary term with its related terms linked to the partner’s glossary', async () => {
      await page.locator('#fogalom').scrollIntoViewIfNeeded();
      await page.locator('#fogalom').getByText('83/2010. (III. 25.) Korm. rendelet', { exact: false }).waitFor({ timeout: 20_000 });
      expect(await page.locator('#fogalom a', { hasText: 'Előtörlesztés' }).getAttribute('href')).toBe('https://penzugy.example/dictionary/elotorlesztes');
      expect(await events(page, 'result', 'fogalom')).toEqual([expect.objectContaining({ detail: expect.objectContaining({ term: 'teljes-hiteldij-mutato', found: true }) })]);
    });

    it('runs the Monte Carlo simulation of its settings', async () => {
      await page.locator('#monte-carlo').scrollIntoViewIfNeeded();
      const result = (await until(() => events(page, 'result', 'monte-carlo'), (r) => r.length > 0, 30_000))[0]!;
      expect(result.detail.summary).toMatchObject({ model: 'jumpDiffusion', paths: 300, years: 10 });
    });

    it('keeps the portfolio optimiser’s menu, and Radix’s focus guards, inside its shadow root', async () => {
      await page.locator('#portfolio').scrollIntoViewIfNeeded();
      await mounted(page, '#portfolio', 'Portfólió optimalizálás');
      // The light DOM's size, less the hidden canvas pdf.js adds to <body> whenever the document
      // viewer further down happens to load (the lazy margin reaches it from here).
      const lightDom = () => page.evaluate(() => document.body.innerHTML.replace(/<canvas class="hiddenCanvasElement"[^>]*><\/canvas>/, '').length);
      const before = await lightDom();
      await page.locator('#portfolio').getByRole('button', { name: /Részvény választása/ }).click();
      await page.locator('#portfolio [role="dialog"]').waitFor();
      const inside = await page.locator('#portfolio').evaluate((el) => ({
        menu: el.shadowRoot!.querySelector('[role="dialog"]') !== null,
        guards: el.shadowRoot!.querySelectorAll('[data-radix-focus-guard]').length,
      }));
      expect(inside).toEqual({ menu: true, guards: 2 });
      expect(await lightDom()).toBe(before);
      await page.keyboard.press('Escape');
    });

    it('shows a PDF from another origin (pdf.js runs its worker on the page)', async () => {
      await page.locator('#dokumentum').scrollIntoViewIfNeeded();
      const result = (await until(() => events(page, 'result', 'dokumentum'), (r) => r.length > 0, 30_000))[0]!;
      expect(result.detail.pageCount).toBe(20);
    });

    it('has no axe violations with every widget on the page', async () => {
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  describe('a widget that fails', () => {
    it('shows a Hungarian error card with a retry while the other widgets keep working', async () => {
      const page = await context.newPage();
      let fail = true;
      await page.route('**/v0.1.0/rent-or-buy.js', (route) => (fail ? route.fulfill({ status: 503, body: '' }) : route.continue()));
      await page.goto(`${demo.url}/hostile.html`);
      await page.evaluate(() => document.getElementById('rent')!.scrollIntoView());
      const text = await until(() => shadowText(page, '#rent'), (t) => t.includes('A widget betöltése nem sikerült'));
      expect(text).toContain('Újrapróbálkozás');
      await mounted(page, '#loan', 'Lakáshitel kalkulátor');
      fail = false;
      await page.locator('#rent').getByRole('button', { name: 'Újrapróbálkozás' }).click();
      await mounted(page, '#rent', 'Bérlés vagy vásárlás kalkulátor');
      await page.close();
    });
  });

  describe('hostile data, tampered files, clobbered globals (issue 12)', () => {
    /** Term documents under demo/data/dictionary/ whose calculator link would run script or leave the site. */
    const HOSTILE_TERMS = [
      'hostile-javascript',
      'hostile-mixed-case',
      'hostile-control-prefix',
      'hostile-protocol-relative',
      'hostile-backslash',
      'hostile-tab-path',
      'hostile-data',
      'hostile-vbscript',
    ];

    /** Every href in the shadow roots (and frames) of the page, as written. */
    const allHrefs = (page: Page) =>
      page.evaluate(() => {
        const out: string[] = [];
        const walk = (root: Document | ShadowRoot) => {
          for (const a of root.querySelectorAll('[href]')) out.push(a.getAttribute('href')!);
          for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
        };
        walk(document);
        return out;
      });

    /** True for what the link rule lets through: http(s) URLs, same-origin paths and fragments. */
    // eslint-disable-next-line no-control-regex -- control characters in a link are what is rejected
    const acceptable = (href: string) => /^(https?:\/\/[^/\\\s]|\/(?![/\\])|#)/i.test(href) && !/[\u0000-\u001f]/.test(href);

    it('writes no link from a hostile term document on a page without a CSP, and nothing runs on click', async () => {
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(`${demo.url}/`);
      await mounted(page, '#hitel-kalkulator', 'Lakáshitel kalkulátor');
      await page.evaluate(
        ({ terms, url }) => {
          const api = (window as unknown as { Penzugy: { mount(el: Element, w: string, s: object): void } }).Penzugy;
          for (const term of [...terms, 'teljes-hiteldij-mutato']) {
            const div = document.createElement('div');
            div.id = `t-${term}`;
            document.querySelector('article')!.append(div);
            api.mount(div, 'glossary-term', { term, url: `${url}/demo-data/dictionary/{term}.json`, loading: 'eager' });
          }
        },
        { terms: HOSTILE_TERMS, url: demo.url },
      );
      // The good document shows its calculator link, resolved against the URL the data came from.
      await until(() => shadowText(page, '#t-teljes-hiteldij-mutato'), (t) => t.includes('Számolja ki a lakáshitel-kalkulátorral'));
      expect(await page.locator('#t-teljes-hiteldij-mutato a', { hasText: 'Számolja ki' }).getAttribute('href')).toBe(`${demo.url}/kalkulatorok/lakas-kamat`);
      for (const term of HOSTILE_TERMS) {
        // Refused whole: the widget's error state, with the retry.
        await until(() => shadowText(page, `#t-${term}`), (t) => t.includes('Újrapróbálkozás'));
        expect(await shadowText(page, `#t-${term}`), term).not.toContain('Kalkulátor megnyitása');
      }
      const hrefs = await allHrefs(page);
      expect(hrefs.filter((h) => !acceptable(h))).toEqual([]);
      // Whatever links these widgets do show, clicking them runs nothing.
      for (const term of HOSTILE_TERMS) {
        for (const link of await page.locator(`#t-${term} a`).all()) await link.click({ modifiers: ['ControlOrMeta'] });
      }
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(page.url()).toBe(`${demo.url}/`);
      await page.close();
    });

    it('frame.html opened with someone else’s settings and data: refused, under its own CSP', async () => {
      const page = await context.newPage();
      await page.goto(`${demo.url}/iframe.html`);
      const cdn = new URL((await page.locator('script[src$="embed.js"]').first().getAttribute('src'))!).origin;
      const violations: string[] = [];
      const frameUrl = (settings: Record<string, string>) => {
        const params = new URLSearchParams({ widget: 'glossary-term', kind: 'data' });
        for (const [k, v] of Object.entries(settings)) params.set(`a:data-${k}`, v);
        return `${cdn}/v0.1.0/frame.html?${params}`;
      };
      for (const term of HOSTILE_TERMS) {
        await page.goto(frameUrl({ term, url: `${demo.url}/demo-data/dictionary/{term}.json` }));
        await until(() => page.locator('body > div').evaluate((el) => el.shadowRoot?.textContent ?? ''), (t) => t.includes('Újrapróbálkozás'));
        expect((await allHrefs(page)).filter((h) => !acceptable(h)), term).toEqual([]);
      }
      // Hostile settings are refused before anything is fetched.
      for (const termUrl of ['javascript:window.__pwned=1//{term}', '/\\evil.example/{term}', '//evil.example/{term}']) {
        await page.goto(frameUrl({ term: 'teljes-hiteldij-mutato', url: `${demo.url}/demo-data/dictionary/{term}.json`, 'term-url': termUrl }));
        await until(() => page.locator('body > div').evaluate((el) => el.shadowRoot?.textContent ?? ''), (t) => t.includes('A widget beállításai hibásak'));
        expect((await allHrefs(page)).filter((h) => !acceptable(h)), termUrl).toEqual([]);
      }
      // The policy is the page's own and is enforced: an injected inline script does not run.
      expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain("script-src 'self'");
      page.on('console', (m) => violations.push(m.text()));
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__pwned = 1';
        document.head.append(script);
        await new Promise((r) => setTimeout(r, 100));
        return (window as unknown as { __pwned?: unknown }).__pwned;
      });
      expect(ran).toBeUndefined();
      expect(violations.some((v) => /Content Security Policy/.test(v))).toBe(true);
      await page.close();
    });

    it('refuses a tampered widget file with the error card, and runs none of it', async () => {
      const page = await context.newPage();
      await page.route('**/v0.1.0/rent-or-buy.js', async (route) => {
        const original = await route.fetch();
        await route.fulfill({ response: original, body: `window.__tampered = 1;\n${await original.text()}` });
      });
      await page.goto(`${demo.url}/hostile.html`);
      await page.evaluate(() => document.getElementById('rent')!.scrollIntoView());
      const text = await until(() => shadowText(page, '#rent'), (t) => t.includes('A widget betöltése nem sikerült'));
      expect(text).toContain('Újrapróbálkozás');
      expect(await page.evaluate(() => (window as unknown as { __tampered?: unknown }).__tampered)).toBeUndefined();
      // The untouched widget next to it loads.
      await mounted(page, '#loan', 'Lakáshitel kalkulátor');
      await page.close();
    });

    it('starts although the page has an element with id="Penzugy" (DOM clobbering)', async () => {
      const page = await context.newPage();
      await page.goto(`${demo.url}/hostile.html`);
      await mounted(page, '#loan', 'Lakáshitel kalkulátor');
      const state = await page.evaluate(() => ({
        element: document.getElementById('Penzugy')?.localName,
        api: typeof (window as unknown as { Penzugy: { mount?: unknown } }).Penzugy.mount,
      }));
      expect(state).toEqual({ element: 'div', api: 'function' });
      await page.close();
    });
  });

  describe('iframe mode', () => {
    it('sandboxes the frame to what it needs and sends it no referrer', async () => {
      const page = await context.newPage();
      await page.goto(`${demo.url}/iframe.html`);
      const frameElement = page.locator('#keretes iframe');
      await frameElement.waitFor();
      expect((await frameElement.getAttribute('sandbox'))!.split(' ').sort()).toEqual(
        ['allow-downloads', 'allow-forms', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-same-origin', 'allow-scripts'],
      );
      expect(await frameElement.getAttribute('referrerpolicy')).toBe('no-referrer');
      await page.frameLocator('#keretes iframe').locator('h2', { hasText: 'Lakáshitel kalkulátor' }).waitFor({ timeout: 20_000 });
      await page.close();
    });

    it('sizes the iframe to its content and forwards the widget’s events to the host element', async () => {
      const page = await context.newPage();
      await page.goto(`${demo.url}/iframe.html`);
      const frameElement = page.locator('#keretes iframe');
      await frameElement.waitFor();
      expect(await frameElement.getAttribute('title')).toBe('Lakáshitel kalkulátor');
      const frame = page.frameLocator('#keretes iframe');
      await frame.locator('h2', { hasText: 'Lakáshitel kalkulátor' }).waitFor({ timeout: 20_000 });

      const fits = async () => {
        const outer = await frameElement.evaluate((f) => f.getBoundingClientRect().height);
        const inner = await frame.locator('body').evaluate(() => document.documentElement.scrollHeight);
        return { outer, inner };
      };
      const first = await until(fits, ({ outer, inner }) => Math.abs(outer - inner) <= 1 && outer > 600);
      // A narrower page stacks the form above the results: the frame grows with its content.
      await page.setViewportSize({ width: 560, height: 900 });
      const second = await until(fits, ({ outer, inner }) => Math.abs(outer - inner) <= 1 && outer > first.outer + 200);
      expect(second.outer).toBeGreaterThan(first.outer);

      const expected = homeLoan({ price: 3e7, downPayment: 6e6 }).monthlyPayment;
      const result = (await until(() => events(page, 'result', 'keretes'), (r) => r.length > 0))[0]!;
      expect(result.detail.summary?.monthlyPayment).toBe(expected);
      expect(new URL((await frameElement.getAttribute('src'))!).origin).not.toBe(new URL(demo.url).origin);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    });
  });
});
