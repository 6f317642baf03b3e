/**
 * The analytics events of docs/product.md#analytics beyond page views, in Chromium against the built site: each
 * event's shape in the dataLayer after consent, and nothing at all before it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useEmulatedSite } from '../support/emulated-site';
import { open, siteContext } from '../support/site';
import { newEmail, signUp } from './accounts.helpers';

const base = inject('siteUrl');
const site = useEmulatedSite();

/** Every gtag call of the page: [command, name, params]. */
function calls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => Array.from(a)),
  );
}

async function events(page: Page, name: string): Promise<unknown[]> {
  return (await calls(page)).filter((c) => c[0] === 'event' && c[1] === name).map((c) => c[2]);
}

/** Keeps the page where it is on link clicks (the site's listeners still see them). */
async function stayOnPage(page: Page): Promise<void> {
  await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault()));
}

describe('after consent', () => {
  it('navigation_click from the header, footer and side menu; outbound click; user_interest', async () => {
    const page = await (await siteContext(site.browser(), { consent: 'granted' })).newPage();
    await open(page, `${base}/kalkulatorok`);
    const setCalls = (await calls(page)).filter((c) => c[0] === 'set' && c[1] === 'user_properties').map((c) => c[2]);
    expect(setCalls).toContainEqual({ current_section: 'calculators', user_interest: 'kalkulatorok' });
    await stayOnPage(page);
    await page.locator('footer').getByRole('link', { name: 'Rólunk' }).first().click();
    await page.locator('header a[href="/"]').first().click();
    await page.locator('footer').getByRole('link', { name: 'Facebook (új lapon)' }).click();
    expect(await events(page, 'navigation_click')).toEqual([
      { nav_area: 'footer', link_url: '/rolunk', link_text: 'Rólunk' },
      { nav_area: 'header', link_url: '/', link_text: expect.any(String) },
    ]);
    expect(await events(page, 'click')).toEqual([
      {
        link_url: expect.stringMatching(/^https:\/\/www\.facebook\.com\//),
        link_domain: 'www.facebook.com',
        link_text: 'Facebook (új lapon)',
        outbound: true,
      },
    ]);
    await page.getByRole('button', { name: 'Menü', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Archívum' }).click();
    expect((await events(page, 'navigation_click')).at(-1)).toEqual({
      nav_area: 'menu',
      link_url: '/hirek/archivum',
      link_text: 'Archívum',
    });
    await page.context().close();
  });

  it("share for a calculator's link copy", async () => {
    const context = await siteContext(site.browser(), { consent: 'granted' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const page = await context.newPage();
    await open(page, `${base}/kalkulatorok/lakas-kamat`);
    await page.getByRole('button', { name: 'Link másolása' }).click();
    await expect
      .poll(() => events(page, 'share'))
      .toEqual([{ method: 'link_copy', content_type: 'calculator', item_id: 'home-loan' }]);
    await context.close();
  });

  it('sign_up and login with the method', async () => {
    const page = await (await siteContext(site.browser(), { consent: 'granted' })).newPage();
    const email = newEmail('esemeny');
    await signUp(page, base, email);
    expect(await events(page, 'sign_up')).toEqual([{ method: 'email' }]);
    await page.context().close();
  });
});

describe('before consent', () => {
  it('sends none of them', async () => {
    const page = await (await siteContext(site.browser(), { consent: 'denied' })).newPage();
    await open(page, `${base}/kalkulatorok/lakas-kamat`);
    await stayOnPage(page);
    await page.getByRole('button', { name: 'Link másolása' }).click();
    await page.locator('footer').getByRole('link', { name: 'Facebook (új lapon)' }).click();
    // Last: the site navigates to its own pages itself.
    await page.locator('footer').getByRole('link', { name: 'Rólunk' }).first().click();
    await page.waitForURL(/\/rolunk$/);
    expect(await calls(page)).toEqual([]);
    await page.context().close();
  });
});
