/**
 * The partner embed's other widgets in Chromium (heatmap, glossary term, Monte Carlo, portfolio,
 * document viewer), a widget that fails, and iframe mode.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { homeLoan } from '@penzugy/finance-core';
import { axeViolations } from '../support/browser';
import { events, mounted, rentErrorCard, repoRoot, shadowText, until, useEmbedDemo } from './embed.helpers';

const env = useEmbedDemo();

describe('the other widgets (heatmap, glossary term, Monte Carlo, portfolio, document viewer)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await env.context().newPage();
    await page.goto(`${env.demo().url}/widgets.html`);
  });
  afterAll(() => page.close());

  it('draws the heatmap from the market data, tiles linking where stock-url says', async () => {
    const data = JSON.parse(
      readFileSync(path.join(repoRoot, 'packages/widgets/src/Heatmap/story-data/heatmap-nasdaq.json'), 'utf8'),
    ) as {
      entries: { name: string }[];
    };
    const nvda = page.locator('#hoterkep a[href="https://finance.yahoo.com/quote/NVDA"]');
    await nvda.waitFor({ timeout: 20_000 });
    expect(await page.locator('#hoterkep a[href^="https://finance.yahoo.com/quote/"]').count()).toBe(
      data.entries.length,
    );
  });

  it('shows a glossary term with its related terms linked to the partner’s glossary', async () => {
    await page.locator('#fogalom').scrollIntoViewIfNeeded();
    await page
      .locator('#fogalom')
      .getByText('83/2010. (III. 25.) Korm. rendelet', { exact: false })
      .waitFor({ timeout: 20_000 });
    expect(await page.locator('#fogalom a', { hasText: 'Előtörlesztés' }).getAttribute('href')).toBe(
      'https://penzugy.example/dictionary/elotorlesztes',
    );
    expect(await events(page, 'result', 'fogalom')).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ term: 'teljes-hiteldij-mutato', found: true }) }),
    ]);
  });

  it('runs the Monte Carlo simulation of its settings', async () => {
    await page.locator('#monte-carlo').scrollIntoViewIfNeeded();
    const [result] = await until(
      () => events(page, 'result', 'monte-carlo'),
      (r) => r.length > 0,
      30_000,
    );
    expect(result!.detail.summary).toMatchObject({ model: 'jumpDiffusion', paths: 300, years: 10 });
  });

  it('keeps the portfolio optimiser’s stock picker popup inside its shadow root, focus in its combobox', async () => {
    await page.locator('#portfolio').scrollIntoViewIfNeeded();
    await mounted(page, '#portfolio', 'Portfólió optimalizálás');
    // The light DOM's size, less the hidden canvas pdf.js adds to <body> whenever the document
    // viewer further down happens to load (the lazy margin reaches it from here).
    const lightDom = () =>
      page.evaluate(
        () => document.body.innerHTML.replace(/<canvas class="hiddenCanvasElement"[^>]*><\/canvas>/, '').length,
      );
    const before = await lightDom();
    const combobox = page.locator('#portfolio').getByRole('combobox', { name: 'Részvény választása' });
    await combobox.click();
    await page.keyboard.type('nvid');
    await page.locator('#portfolio [role="listbox"] [role="option"]').first().waitFor();
    // The combobox pattern across the shadow boundary: aria-controls and aria-activedescendant are
    // id references, which resolve only inside the same root, so the popup must be portalled there.
    const inside = await page.locator('#portfolio').evaluate((el) => {
      const root = el.shadowRoot!;
      const box = root.querySelector('input[role="combobox"]')!;
      return {
        listbox: root.getElementById(box.getAttribute('aria-controls') ?? '')?.getAttribute('role') ?? null,
        active: root.getElementById(box.getAttribute('aria-activedescendant') ?? '')?.textContent ?? null,
        focused: root.activeElement === box,
      };
    });
    expect(inside).toEqual({ listbox: 'listbox', active: 'NVDA – NVIDIA Corporation', focused: true });
    expect(await lightDom()).toBe(before);
    await page.keyboard.press('Enter');
    await page.locator('#portfolio [role="listbox"]').waitFor({ state: 'detached' });
    expect(await combobox.inputValue()).toBe('NVDA – NVIDIA Corporation');
    expect(await lightDom()).toBe(before);
  });

  it('shows a PDF from another origin (pdf.js runs its worker on the page)', async () => {
    await page.locator('#dokumentum').scrollIntoViewIfNeeded();
    const [result] = await until(
      () => events(page, 'result', 'dokumentum'),
      (r) => r.length > 0,
      30_000,
    );
    expect(result!.detail.pageCount).toBe(20);
  });

  it('has no axe violations with every widget on the page', async () => {
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('a widget that fails', () => {
  it('shows a Hungarian error card with a retry while the other widgets keep working', async () => {
    const page = await env.context().newPage();
    let fail = true;
    const asked: string[] = [];
    // URLs answered with the failure, and the URLs asked for once the file is served again.
    const failed = new Set<string>();
    const askedOnRetry: string[] = [];
    await page.route(/\/v0\.1\.0\/rent-or-buy\.js(\?|$)/, (route) => {
      // The module loads; the error card's diagnosis asks again with fetch (src/loader/diagnose.ts).
      if (route.request().resourceType() === 'fetch')
        return fail ? route.fulfill({ status: 503, body: '' }) : route.continue();
      const search = new URL(route.request().url()).search;
      asked.push(search);
      if (!fail) {
        askedOnRetry.push(search);
        return route.continue();
      }
      failed.add(search);
      return route.fulfill({ status: 503, body: '' });
    });
    const text = await rentErrorCard(page, env.demo().url);
    expect(text).toContain('Újrapróbálkozás');
    await mounted(page, '#loan', 'Lakáshitel kalkulátor');
    fail = false;
    await page.locator('#rent').getByRole('button', { name: 'Újrapróbálkozás' }).click();
    await mounted(page, '#rent', 'Bérlés vagy vásárlás kalkulátor');
    // Every load after a failure asks for a URL the module map has not seen (a browser that keeps
    // failed module fetches, before whatwg/html#10327, would fail the same URL again without a
    // request): nothing asked for on the retry has failed before. (The hostile page reconnects the
    // widget once more on its own; when that comes while the first load is still under way, both
    // ask for the first URL before either has failed, as CI saw: that is not a retry.)
    expect(asked[0]).toBe('');
    expect(askedOnRetry.length).toBeGreaterThan(0);
    expect(askedOnRetry.filter((search) => failed.has(search))).toEqual([]);
    await page.close();
  });
});

describe('the loan calculator’s panels after a retried widget file (issue 25)', () => {
  it('bind to the widget file that loaded on the retry, never fetching a second, unchecked copy', async () => {
    const page = await env.context().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    let failures = 1;
    const asked: string[] = [];
    await page.route(/\/v0\.1\.0\/loan-calculator\.js(\?|$)/, (route) => {
      // The error card's diagnosis (fetch, src/loader/diagnose.ts) is not a load of the module.
      if (route.request().resourceType() === 'fetch') return route.continue();
      asked.push(new URL(route.request().url()).search);
      return failures-- > 0 ? route.fulfill({ status: 503, body: '' }) : route.continue();
    });
    await page.goto(`${env.demo().url}/`);
    const host = '#hitel-kalkulator';
    await page.locator(host).scrollIntoViewIfNeeded();
    await until(
      () => shadowText(page, host),
      (t) => t.includes('A widget betöltése nem sikerült'),
    );
    await page.locator(host).getByRole('button', { name: 'Újrapróbálkozás' }).click();
    await mounted(page, host, 'Lakáshitel kalkulátor');
    // The panel's chunk takes preact and the calculator's code from the instance loaded as
    // `loan-calculator.js?attempt=1`; one importing `../loan-calculator.js` would load the plain URL
    // again (a second preact, unchecked) or, where Chromium keeps the failed fetch, fail.
    await page.locator(host).getByRole('button', { name: 'Támogatott hitelek', exact: true }).click();
    await page.locator(host).getByText('Melyik program vehető igénybe?').first().waitFor({ timeout: 30_000 });
    await page.locator(host).getByRole('button', { name: 'Előtörlesztés', exact: true }).click();
    await page.locator(host).getByText('Adósságmentes ekkorra', { exact: false }).first().waitFor({ timeout: 30_000 });
    expect(asked).toEqual(['', '?attempt=1']);
    expect(await shadowText(page, host)).not.toContain('A panelt nem sikerült betölteni.');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('iframe mode', () => {
  it('sandboxes the frame to what it needs and sends it no referrer', async () => {
    const page = await env.context().newPage();
    await page.goto(`${env.demo().url}/iframe.html`);
    const frameElement = page.locator('#keretes iframe');
    await frameElement.waitFor();
    expect((await frameElement.getAttribute('sandbox'))!.split(' ').sort()).toEqual([
      'allow-downloads',
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-scripts',
    ]);
    expect(await frameElement.getAttribute('referrerpolicy')).toBe('no-referrer');
    const frame = page.frameLocator('#keretes iframe');
    await frame.locator('h2', { hasText: 'Lakáshitel kalkulátor' }).waitFor({ timeout: 20_000 });
    // No origin of its own (issue 23): nothing of the embed's origin — its cookies, its storage, a
    // signed-in session of the site serving it — is within the frame's reach.
    const reach = await frame.locator('body').evaluate(() => {
      const refused = (f: () => unknown) => {
        try {
          f();
          return false;
        } catch (e) {
          return (e as Error).name === 'SecurityError';
        }
      };
      return {
        origin: self.origin,
        cookie: refused(() => document.cookie),
        localStorage: refused(() => localStorage),
        indexedDB: refused(() => indexedDB.open('probe')),
      };
    });
    expect(reach).toEqual({ origin: 'null', cookie: true, localStorage: true, indexedDB: true });
    await page.close();
  });

  it('sizes the iframe to its content and forwards the widget’s events to the host element', async () => {
    const page = await env.context().newPage();
    await page.goto(`${env.demo().url}/iframe.html`);
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
    const [result] = await until(
      () => events(page, 'result', 'keretes'),
      (r) => r.length > 0,
    );
    expect(result!.detail.summary?.monthlyPayment).toBe(expected);
    expect(new URL((await frameElement.getAttribute('src'))!).origin).not.toBe(new URL(env.demo().url).origin);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

it('no page of this file logged a CSP refusal', () => {
  expect(env.consoleCsp).toEqual([]);
});
