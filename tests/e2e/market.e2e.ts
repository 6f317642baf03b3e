import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../support/browser';
import { open, useSitePage } from '../support/site';

const base = inject('siteUrl');
const api = inject('apiUrl');

describe('dashboard, stock screen and dictionary on real data', () => {
  const current = useSitePage();
  let page: Page;
  beforeEach(() => {
    page = current();
  });

  it('the dashboard works under its overlay: heatmap, tables, login prompt; a tile opens its stock', async () => {
    await open(page, base + '/befektetesek');
    expect(await page.getByRole('heading', { name: 'Hamarosan' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Előzetes megtekintése' }).click();
    await page.locator('a[data-band]').first().waitFor();
    // The tiles are the real S&P 500 constituents of the sample data.
    const heatmap = (await (await fetch(`${api}/market/heatmap?market=sp500`)).json()) as {
      entries: unknown[];
      asOf: string;
    };
    expect(await page.locator('a[data-band]').count()).toBe(heatmap.entries.length);
    expect(await page.getByText('Jelentkezz be a figyelőlista használatához').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: /bejelentkez/i }).count()).toBeGreaterThan(0);
    for (const region of ['Egyesült Államok', 'Európa', 'Magyarország']) {
      expect(await page.getByText(region).count()).toBeGreaterThan(0);
    }
    expect(await page.getByText('BUX').count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('a[data-band][href="/stocks/AAPL"]').click();
    await page.waitForURL(base + '/stocks/AAPL');
    await page.getByRole('heading', { level: 1, name: /Apple/ }).waitFor();
  });

  it('the market select swaps the data and reset restores it', async () => {
    await open(page, base + '/befektetesek');
    await page.getByRole('button', { name: 'Előzetes megtekintése' }).click();
    await page.locator('a[data-band]').first().waitFor();
    const sp500 = await page.locator('a[data-band]').count();
    await page.getByRole('combobox').first().selectOption('dowjones');
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('a[data-band]').length !== n && document.querySelectorAll('a[data-band]').length > 0,
      sp500,
    );
    const dow = await page.locator('a[data-band]').count();
    expect(dow).toBeLessThanOrEqual(30);
    await page.getByRole('button', { name: 'Alaphelyzet' }).click();
    await page.waitForFunction((n) => document.querySelectorAll('a[data-band]').length === n, sp500);
  });

  it('stock ranges change the window, the change and the colour rule', async () => {
    await open(page, base + '/stocks/AAPL');
    const group = page.getByRole('group', { name: 'Időszak' });
    const pressed = () => group.locator('button[aria-pressed="true"]').textContent();
    expect(await pressed()).toMatch(/^1Y/);
    const change = () =>
      page
        .getByText(/\(\s*[+−-][\d\s,]+\s*%\)/)
        .first()
        .textContent();
    const oneYear = await change();
    await group.getByRole('button', { name: /^5Y/ }).click();
    expect(await pressed()).toMatch(/^5Y/);
    expect(await change()).not.toBe(oneYear);
    await group.getByRole('button', { name: /^1N/ }).click();
    // One day: the change equals the day's change (the stat row's 'Napi változás').
    const trend = await page.getByText(/^(Emelkedés|Csökkenés) az időszakban/).textContent();
    expect(trend).toMatch(/1 nap/);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a Budapest share without 2025 prices (Richter) has its stock screen, in forints, up to its last day', async () => {
    await open(page, base + '/stocks/RICHTER');
    await page.getByRole('heading', { level: 1, name: /Richter Gedeon/ }).waitFor();
    expect(await page.getByText('Ehhez a részvényhez nincs adat').count()).toBe(0);
    expect(await page.getByText(/Ft|HUF/).count()).toBeGreaterThan(0);
    await page
      .getByText(/Záróár: 2024\. (december 30\.|12\. 30\.)/)
      .first()
      .waitFor();
  });

  it('an unknown stock says there is no data', async () => {
    await open(page, base + '/stocks/NINCSILYEN');
    expect(await page.locator('main h1').textContent()).toBe('NINCSILYEN');
    await page.getByText('Ehhez a részvényhez nincs adat').waitFor();
  });

  it('dictionary: the letter bar jumps to a letter, "Összes … tétel" lists all, a term page shows its definition', async () => {
    await open(page, base + '/dictionary');
    const nav = page.getByRole('navigation', { name: 'Ugrás betűre' });
    await nav.getByRole('link', { name: 'Sz', exact: true }).click();
    // Focus moves to the letter's section, which scrolls into view.
    await page.waitForFunction(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return false;
      const r = el.getBoundingClientRect();
      return /^Sz\b/.test(el.textContent?.trim() ?? '') && r.top >= 0 && r.top < window.innerHeight;
    });
    await page.getByRole('link', { name: 'Összes A tétel' }).click();
    await page.waitForURL(/\/all-terms\?letter=A$/);
    await page.getByRole('heading', { level: 1, name: 'Összes A tétel' }).waitFor();
    const groups = (await (await fetch(`${base}/api/mpt-all-sources/learning/dictionary_terms.json`)).json()) as {
      letter: string;
      items: unknown[];
    }[];
    const a = groups.find((g) => g.letter === 'A')!;
    expect(await page.locator('main li a[href^="/dictionary/"]').count()).toBe(a.items.length);
    const termLink = page.locator('main li a[href^="/dictionary/"]').first();
    const termName = (await termLink.textContent())!.trim();
    await termLink.click();
    await page.waitForURL(/\/dictionary\/[a-z0-9-]+\?path=/);
    // Wait for the term's own heading: the letter page stays on screen until the term has loaded.
    await page.getByRole('heading', { level: 1, name: termName }).waitFor();
    expect(await page.locator('main p').first().textContent()).toMatch(/\.\s*$/);
  });

  it("a calculator's glossary link by name ('THM') lands on the canonical term page", async () => {
    await open(page, base + '/dictionary/THM');
    await page.waitForURL(/\/dictionary\/teljes-hiteldij-mutato\?path=/);
    await page.getByRole('heading', { level: 1, name: /THM/ }).waitFor();
  });
});
