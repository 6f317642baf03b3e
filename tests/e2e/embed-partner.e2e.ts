/**
 * The partner embed in Chromium (issue 7): a partner's blog loading the embed from another origin
 * (a CDN) — the calculators' results, inputs, events and accessibility.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatHuf, homeLoan, rentOrBuy } from '@penzugy/finance-core';
import { axeViolations } from '../support/browser';
import { events, mounted, shadowText, type PageLog, typeInto, until, useEmbedDemo } from './embed.helpers';

const env = useEmbedDemo();

describe('partner blog (embed from a CDN origin)', () => {
  let page: Page;
  const requested: string[] = [];

  beforeAll(async () => {
    page = await env.context().newPage();
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${env.demo().url}/`);
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
        return {
          light: el.childNodes.length,
          shadow: el.shadowRoot !== null,
          sections: el.shadowRoot!.querySelectorAll('section').length,
        };
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
    const [result] = await until(
      () => events(page, 'result', 'hitel-kalkulator'),
      (r) => r.length > 0,
    );
    expect(result!.detail).toMatchObject({ widget: 'loan-calculator', calculator: 'home-loan', type: 'result' });
    expect(result!.detail.summary?.monthlyPayment).toBe(expected.monthlyPayment);
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
    const [result] = await until(
      () => events(page, 'result', 'berles-vagy-vasarlas'),
      (r) => r.length > 0,
    );
    expect(result!.detail.summary?.tippingPointRent).toBe(expected.tippingPointRent);
    expect(result!.detail.summary?.monthlyMortgagePayment).toBe(expected.monthlyMortgagePayment);
  });

  it('themes: light and dark, the partner’s accent colour, the page’s fonts and transforms kept out', async () => {
    const look = await page.evaluate(() => {
      const shadow = (id: string) => document.getElementById(id)!.shadowRoot!;
      const submit = [...shadow('hitel-kalkulator').querySelectorAll('button')].find(
        (b) => b.textContent === 'Számítás',
      )!;
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
      const added = Object.getOwnPropertyNames(window).filter(
        (n) => !baseline.includes(n) && !n.startsWith('__penzugy'),
      );
      let reassigned = true;
      try {
        (window as unknown as { Penzugy: unknown }).Penzugy = {};
      } catch {
        reassigned = false;
      }
      return {
        added,
        frozen: Object.isFrozen(api),
        same: (window as unknown as { Penzugy: unknown }).Penzugy === api,
        reassigned,
        version: api.version,
        keys: Object.keys(api).sort(),
      };
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
      (window as unknown as { Penzugy: { mount(el: Element, w: string, s: object): void } }).Penzugy.mount(
        div,
        'monte-carlo',
        { paths: 200, years: 3, loading: 'eager' },
      );
    });
    await mounted(page, '#api-monte-carlo', 'Monte Carlo szimulációs kalkulátor');
    const [result] = await until(
      () => events(page, 'result', 'api-monte-carlo'),
      (r) => r.length > 0,
    );
    expect(result!.detail.summary).toMatchObject({ paths: 200, years: 3, model: 'gbm' });
  });

  it('unmounts every widget on request', async () => {
    await page.evaluate(() => (window as unknown as { Penzugy: { unmountAll(): void } }).Penzugy.unmountAll());
    const left = await page.evaluate(() =>
      ['hitel-kalkulator', 'berles-vagy-vasarlas', 'api-monte-carlo'].map(
        (id) => document.getElementById(id)!.shadowRoot!.childNodes.length,
      ),
    );
    expect(left).toEqual([0, 0, 0]);
  });
});

it('no page of this file logged a CSP refusal', () => {
  expect(env.consoleCsp).toEqual([]);
});
