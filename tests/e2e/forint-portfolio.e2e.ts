/**
 * The forint investor's portfolio, end to end: a mixed Budapest + US portfolio (OTP, MOL, AAPL, MSFT)
 * optimised in forints from the site's portfolio screen and from the partner embed, against the real
 * portfolio service on the embedded prices and ECB rates.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { open, useSitePage } from '../support/site';
import { useEmbedDemo, until, events } from './embed.helpers';

const base = inject('siteUrl');
const apiUrl = inject('apiUrl');
const MIXED = ['OTP', 'MOL', 'AAPL', 'MSFT'];
const UPDATE = /\/portfolio-opt\/update-portfolio$/;

/** The request the optimiser sends and the service's answer to it. */
async function exchange(page: Page, submit: () => Promise<unknown>) {
  const [request] = await Promise.all([page.waitForRequest((r: Request) => UPDATE.test(r.url())), submit()]);
  const response = await request.response();
  return {
    sent: request.postDataJSON() as Record<string, unknown>,
    answer: (await response!.json()) as Record<string, unknown>,
  };
}

describe('the site', () => {
  const page = useSitePage();

  it('optimises OTP + MOL + AAPL + MSFT in forints from a shared address, and says so', async () => {
    await open(page(), `${base}/kalkulatorok/portfolio-optimalizalas?currency=HUF&tickers=${MIXED.join(',')}`);
    await expect.poll(() => page().getByLabel('Elemzés devizája').inputValue()).toBe('HUF');
    const { sent, answer } = await exchange(page(), () =>
      page().getByRole('button', { name: 'Portfólió frissítése' }).click(),
    );
    expect(sent.currency).toBe('HUF');
    expect((sent.portfolio as { ticker: string }[]).map((p) => p.ticker)).toEqual(MIXED);
    expect(answer.currency).toBe('HUF');
    await page().getByText('(HUF-ban számolva)').waitFor({ timeout: 30_000 });
    // The answer weighs all four (the table lists only weights of at least 1 %); the four chart
    // series are the forint-converted prices, so every ticker has its line.
    const weights = answer.weights as Record<string, number>;
    expect(Object.keys(weights).sort()).toEqual([...MIXED].sort());
    expect(Object.values(weights).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    for (const t of MIXED) expect(Object.keys(answer.timeSeries as Record<string, number[]>)).toContain(t);
    expect(await page().locator('main').textContent()).not.toMatch(/NaN|Infinity/);
  });
});

describe('the partner embed', () => {
  const env = useEmbedDemo();

  it('optimises the same portfolio in forints from a currency="HUF" element', async () => {
    const page = await env.context().newPage();
    // The demo blog has no service of its own: its /api answers come from the real portfolio service.
    await page.route('**/forint-api/**', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: apiUrl + url.pathname.replace(/^\/forint-api/, '') });
      await route.fulfill({ response });
    });
    await page.goto(`${env.demo().url}/widgets.html`);
    const request = page.waitForRequest((r: Request) => UPDATE.test(r.url()));
    await page.evaluate((tickers) => {
      const el = document.createElement('penzugy-portfolio');
      el.id = 'forint';
      el.setAttribute('tickers', tickers);
      el.setAttribute('currency', 'HUF');
      el.setAttribute('backend-url', '/forint-api');
      el.setAttribute('auto-submit', '');
      document.body.prepend(el);
    }, MIXED.join(','));
    const sent = (await request).postDataJSON() as Record<string, unknown>;
    expect(sent.currency).toBe('HUF');
    expect((sent.portfolio as { ticker: string }[]).map((p) => p.ticker)).toEqual(MIXED);
    const [result] = await until(
      () => events(page, 'result', 'forint'),
      (r) => r.length > 0,
      30_000,
    );
    expect(result!.detail.summary).toMatchObject({ tickers: MIXED.join(',') });
    await expect
      .poll(() => page.locator('#forint').evaluate((el) => el.shadowRoot?.textContent ?? ''), { timeout: 20_000 })
      .toContain('(HUF-ban számolva)');
    await page.close();
  });
});
