import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A fresh browser context per test file, with cookie consent already answered so the banner does
 * not cover the page (tests of the banner itself use `freshContext`).
 */
export async function siteContext(browser: Browser, opts: { consent?: 'granted' | 'denied' | null; width?: number } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1400, height: 900 }, locale: 'hu-HU' });
  const consent = opts.consent === undefined ? 'denied' : opts.consent;
  if (consent) {
    await context.addInitScript((c) => {
      if (!localStorage.getItem('cookie-consent')) localStorage.setItem('cookie-consent', c);
    }, consent);
  }
  return context;
}

/** Navigates and waits until the route's lazy chunk has rendered the page heading. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
}
