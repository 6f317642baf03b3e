import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatHuf, homeLoan } from '@penzugy/finance-core';
import { axeViolations, launchChromium } from '../support/browser';

describe('home page', () => {
  let browser: Browser;
  let page: Page;
  const base = inject('siteUrl');

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(async () => browser?.close());

  it('shows the default loan payment computed by finance-core', async () => {
    await page.goto(base + '/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Pénzügyi kalkulátorok');
    const shown = await page.getByTestId('monthly-payment').textContent();
    expect(shown).toBe(formatHuf(homeLoan({}).monthlyPayment));
  });

  it('redirects an unknown path home', async () => {
    await page.goto(base + '/nincs-ilyen-oldal');
    await page.waitForURL(base + '/');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('has no axe violations', async () => {
    await page.goto(base + '/');
    expect(await axeViolations(page)).toEqual([]);
  });
});
