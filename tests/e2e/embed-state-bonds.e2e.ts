/**
 * The partner embed's state-bond calculator (`data-penzugy-widget="state-bonds"`) on a partner's
 * article (apps/embed/demo/state-bonds.html, the embed from the "CDN" origin, with `data-amount` and
 * `data-years`) in Chromium at 1400 px and in a 390 px column: the result of the partner's settings,
 * typing changes it (told to the host page too), the chart arrives on demand in its place (and says so,
 * with a retry, when its chunk does not), nothing wider than the screen, no axe violation, no console
 * error, nothing the CSP reports.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { compareSavings } from '@penzugy/finance-core';
import { axeViolations } from '../support/browser';
import { events, shadowText, typeInto, until, usePartnerArticles } from './embed.helpers';

const HOST = '#allampapir';
const ID = 'allampapir';
const TITLE = 'Állampapír-kalkulátor';
const CHART_TITLE = 'Adózás után megmaradó érték, forintban';
const CHART_CHUNK = /\/chunks\/WealthComparisonChart-[\w-]+\.js/;
const article = usePartnerArticles();
/** The demo article with the state-bond calculator at `width`. */
const bonds = (width: number, before?: (page: Page) => Promise<unknown>) =>
  article('state-bonds.html', width, HOST, TITLE, before);

const spaces = (t: string | null | undefined) => (t ?? '').replace(/\s+/g, ' ').trim();

/** The best option's rounded net value, as the widget's `result` event reports it. */
function bestNet(input: { amount: number; years: number }): number {
  const r = compareSavings(input);
  return Math.round(r.options.find((o) => o.id === r.best)!.final.net);
}

for (const width of [1400, 390]) {
  describe(`the state-bond embed at ${width} px`, () => {
    it('computes the partner’s 2 000 000 Ft for 5 years, then the reader’s 3 000 000 Ft for 8, told to the host page', async () => {
      const { page, csp, errors } = await bonds(width);
      const widget = page.locator(HOST);
      const headline = widget.getByTestId('state-bonds-headline');
      // The settings' result (the rules of today, as compareSavings' default day).
      const partner = { amount: 2_000_000, years: 5 };
      await until(
        () => events(page, 'result', ID),
        (list) => list.some((e) => e.detail.summary?.bestNet === bestNet(partner)),
      );
      expect(spaces(await headline.textContent())).toBe(spaces(compareSavings(partner).headline));

      await typeInto(widget.getByRole('textbox', { name: 'Befektetett összeg', exact: true }), '3000000');
      await typeInto(widget.getByRole('textbox', { name: 'Befektetési idő', exact: true }), '8');
      const reader = { amount: 3_000_000, years: 8 };
      const results = await until(
        () => events(page, 'result', ID),
        (list) => list.some((e) => e.detail.summary?.bestNet === bestNet(reader)),
      );
      expect(results.at(-1)!.detail).toMatchObject({ calculator: 'state-bonds' });
      await until(
        () => headline.textContent(),
        (t) => spaces(t) === spaces(compareSavings(reader).headline),
      );
      const interactions = (await events(page, 'calculator_interaction', ID)).map((e) => e.detail);
      expect(interactions).toContainEqual(
        expect.objectContaining({ calculator: 'state-bonds', action: 'change', field: 'years' }),
      );

      // The chart, loaded on demand, in its place.
      await widget.getByText(CHART_TITLE).first().waitFor();
      await widget.locator('svg').first().waitFor();
      const text = await shadowText(page, HOST);
      expect(text).not.toContain('A grafikon betöltése');
      expect(text).not.toMatch(/NaN|undefined/);
      // Rule notes link to our site's methodology page.
      const href = await widget.locator('a[href*="/modszertan#"]').first().getAttribute('href');
      expect(href).toMatch(/^https:\/\/penzugy\.example\/modszertan#/);

      // Nothing wider than the screen (the page) or than its column (the widget).
      await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth, null, {
        timeout: 10_000,
      });
      const [hostScroll, hostWidth] = await widget.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(hostScroll).toBeLessThanOrEqual(hostWidth);
      expect(await axeViolations(page)).toEqual([]);
      expect(await events(page, 'error', ID)).toEqual([]);
      expect(errors).toEqual([]);
      expect(csp).toEqual([]);
      await page.context().close();
    });
  });
}

describe('the state-bond embed’s chart chunk', () => {
  it('says so when the chart does not arrive, and draws it on a retry', async () => {
    let blocked = true;
    const { page, errors } = await bonds(390, (p) =>
      p.route(CHART_CHUNK, (route) => (blocked ? route.abort() : route.fallback())),
    );
    const widget = page.locator(HOST);
    await widget.getByText('A grafikon betöltése nem sikerült.', { exact: false }).waitFor();
    // The rest of the result is there without it.
    expect(spaces(await widget.getByTestId('state-bonds-headline').textContent())).toBe(
      spaces(compareSavings({ amount: 2_000_000, years: 5 }).headline),
    );
    blocked = false;
    await widget.getByRole('button', { name: 'Újrapróbálkozás' }).click();
    await widget.locator('svg').first().waitFor();
    expect(await shadowText(page, HOST)).not.toContain('A grafikon betöltése');
    // Only the failed download is an error on the console.
    expect(errors.filter((m) => !/WealthComparisonChart|Failed to load resource/.test(m))).toEqual([]);
    await page.context().close();
  });
});
