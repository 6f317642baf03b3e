/**
 * The partner embed on hostile ground (issues 7 and 12): a page with a strict CSP, aggressive CSS and
 * the script loaded twice; hostile data, tampered files and clobbered globals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  events,
  log,
  mounted,
  rentErrorCard,
  shadowText,
  type PageLog,
  typeInto,
  until,
  useEmbedDemo,
} from './embed.helpers';

const env = useEmbedDemo();

describe('hostile page (strict CSP, aggressive CSS, script twice)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await env.context().newPage();
    const response = await page.goto(`${env.demo().url}/hostile.html`);
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
    const text = await until(
      () => shadowText(page, '#bad'),
      (t) => t.includes('A widget beállításai hibásak'),
    );
    expect(text).toContain('data-rate="sok" – Számot adjon meg, például 45000000 vagy 7,5.');
    expect(text).toContain('data-years="12,5" – Egész számot adjon meg.');
    expect(text).toContain('data-theme="szivárvány" – Lehetséges értékek: light, dark, auto.');
    const [error] = await events(page, 'error', 'bad');
    expect(error!.detail.problems?.map((p) => p.attribute)).toEqual(['data-rate', 'data-years', 'data-theme']);
    expect(await shadowText(page, '#unknown')).toContain('Nincs „nincs-ilyen” nevű widget.');
  });

  it('mounts a widget added later and unmounts one removed', async () => {
    await mounted(page, '#late', 'Bérlés vagy vásárlás kalkulátor');
    await until(
      () => page.evaluate(() => document.getElementById('removed') === null),
      (gone) => gone,
    );
    const removed = await page.evaluate(() => {
      const { events: all } = (window as unknown as { __penzugyLog: PageLog }).__penzugyLog;
      return all.filter((e) => e.id === 'removed').map((e) => e.type);
    });
    expect(removed).toContain('ready');
    // The loader unmounted it: its React tree is gone and its shadow root is empty.
    const host = await page.evaluate(() => {
      const el = (window as unknown as { __penzugyHosts: Record<string, Element> }).__penzugyHosts.removed;
      return { connected: el!.isConnected, shadowNodes: el!.shadowRoot!.childNodes.length };
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
    expect(
      await page
        .locator('#unknown')
        .evaluate((el) => (((el as HTMLElement).hidden = true), getComputedStyle(el).display)),
    ).toBe('none');
    expect(look.titleSize).toBe('24px');
    expect(look.transform).toBe('none');
    expect(look.spacing).toBe('normal');
    expect(look.fill).not.toBe('rgb(255, 105, 180)');
    expect(look.height).toBeGreaterThan(600);
  });

  it('shows a PDF with pdf.js, which must not evaluate code here', async () => {
    await page.evaluate(() => document.getElementById('pdf')!.scrollIntoView());
    const [result] = await until(
      () => events(page, 'result', 'pdf'),
      (r) => r.length > 0,
      30_000,
    );
    expect(result!.detail.pageCount).toBe(20);
    await page.locator('#pdf canvas').first().waitFor();
  });

  it('causes no CSP violation, and the policy is really enforced', async () => {
    const calc = page.locator('#loan');
    await typeInto(calc.getByLabel('Éves kamat', { exact: true }), '8');
    await calc.getByRole('button', { name: 'Számítás' }).click();
    await page.waitForTimeout(300);
    expect((await log(page)).csp).toEqual([]);
    expect(env.consoleCsp).toEqual([]);
    // A deliberate inline style is refused and reported, so the empty lists above mean something.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { background: red; }';
      document.head.append(style);
    });
    await until(
      () => log(page),
      (l) => l.csp.length > 0,
    );
    expect((await log(page)).csp[0]).toMatch(/^style-src/);
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
  const acceptable = (href: string) =>
    // eslint-disable-next-line no-control-regex -- control characters are exactly what the rule rejects
    /^(https?:\/\/[^/\\\s]|\/(?![/\\])|#)/i.test(href) && !/[\u0000-\u001f]/.test(href);

  it('writes no link from a hostile term document on a page without a CSP, and nothing runs on click', async () => {
    const page = await env.context().newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${env.demo().url}/`);
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
      { terms: HOSTILE_TERMS, url: env.demo().url },
    );
    // The good document shows its calculator link, resolved against the URL the data came from.
    await until(
      () => shadowText(page, '#t-teljes-hiteldij-mutato'),
      (t) => t.includes('Számolja ki a lakáshitel-kalkulátorral'),
    );
    expect(await page.locator('#t-teljes-hiteldij-mutato a', { hasText: 'Számolja ki' }).getAttribute('href')).toBe(
      `${env.demo().url}/kalkulatorok/lakas-kamat`,
    );
    for (const term of HOSTILE_TERMS) {
      // Refused whole: the widget's error state, with the retry.
      await until(
        () => shadowText(page, `#t-${term}`),
        (t) => t.includes('Újrapróbálkozás'),
      );
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
    expect(page.url()).toBe(`${env.demo().url}/`);
    await page.close();
  });

  it('frame.html opened with someone else’s settings and data: refused, under its own CSP', async () => {
    const page = await env.context().newPage();
    await page.goto(`${env.demo().url}/iframe.html`);
    const cdn = new URL((await page.locator('script[src$="embed.js"]').first().getAttribute('src'))!).origin;
    const violations: string[] = [];
    const frameUrl = (settings: Record<string, string>) => {
      const params = new URLSearchParams({ widget: 'glossary-term', kind: 'data' });
      for (const [k, v] of Object.entries(settings)) params.set(`a:data-${k}`, v);
      return `${cdn}/v0.1.0/frame.html?${params}`;
    };
    for (const term of HOSTILE_TERMS) {
      await page.goto(frameUrl({ term, url: `${env.demo().url}/demo-data/dictionary/{term}.json` }));
      // Opened as a page of its own, it is still sandboxed by its server: an opaque origin.
      expect(await page.evaluate(() => self.origin)).toBe('null');
      await until(
        () => page.locator('body > div').evaluate((el) => el.shadowRoot?.textContent ?? ''),
        (t) => t.includes('Újrapróbálkozás'),
      );
      expect(
        (await allHrefs(page)).filter((h) => !acceptable(h)),
        term,
      ).toEqual([]);
    }
    // Hostile settings are refused before anything is fetched.
    for (const termUrl of ['javascript:window.__pwned=1//{term}', '/\\evil.example/{term}', '//evil.example/{term}']) {
      await page.goto(
        frameUrl({
          term: 'teljes-hiteldij-mutato',
          url: `${env.demo().url}/demo-data/dictionary/{term}.json`,
          'term-url': termUrl,
        }),
      );
      await until(
        () => page.locator('body > div').evaluate((el) => el.shadowRoot?.textContent ?? ''),
        (t) => t.includes('A widget beállításai hibásak'),
      );
      expect(
        (await allHrefs(page)).filter((h) => !acceptable(h)),
        termUrl,
      ).toEqual([]);
    }
    // The policy is the page's own and is enforced: an injected inline script does not run.
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain(
      "script-src 'self'",
    );
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

  it('frame.html served without its sandbox (on a partner’s own origin) runs no widget and says why', async () => {
    const page = await env.context().newPage();
    // The demo site's self-hosted copy of the files sends no sandbox header, as a partner's server might.
    const params = new URLSearchParams({ widget: 'loan-calculator', kind: 'data' });
    await page.goto(`${env.demo().url}/embed/v0.1.0/frame.html?${params}`);
    expect(await page.evaluate(() => self.origin)).toBe(env.demo().url);
    const text = await until(
      () => page.locator('body > div').evaluate((el) => el.shadowRoot?.textContent ?? ''),
      (t) => t.length > 0,
    );
    expect(text).toBe('A widget keretoldala csak elszigetelten (sandbox) fut: a kiszolgálója nem így adta.');
    expect(await page.locator('body > div').evaluate((el) => el.shadowRoot!.querySelector('h2'))).toBeNull();
    await page.close();
  });

  it('refuses a tampered widget file with the error card, and runs none of it', async () => {
    const page = await env.context().newPage();
    await page.route('**/v0.1.0/rent-or-buy.js', async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `window.__tampered = 1;\n${await original.text()}` });
    });
    const text = await rentErrorCard(page, env.demo().url);
    expect(text).toContain('Újrapróbálkozás');
    // Told apart from a failed download: the file arrived, and its bytes are not the published ones.
    expect(text).toContain('nem egyezik a közzétett ellenőrzőösszeggel');
    expect(await page.evaluate(() => (window as unknown as { __tampered?: unknown }).__tampered)).toBeUndefined();
    // The untouched widget next to it loads.
    await mounted(page, '#loan', 'Lakáshitel kalkulátor');
    await page.close();
  });

  it('starts although the page has an element with id="Penzugy" (DOM clobbering)', async () => {
    const page = await env.context().newPage();
    await page.goto(`${env.demo().url}/hostile.html`);
    await mounted(page, '#loan', 'Lakáshitel kalkulátor');
    const state = await page.evaluate(() => ({
      element: document.getElementById('Penzugy')?.localName,
      api: typeof (window as unknown as { Penzugy: { mount?: unknown } }).Penzugy.mount,
    }));
    expect(state).toEqual({ element: 'div', api: 'function' });
    await page.close();
  });
});
