/**
 * The home page's newsletter form in Chromium at both widths against the real emulators and the
 * accounts service: Hungarian errors naming the field (and gone once the field changes), the same
 * answer for a new and a listed address, one entry and one confirmation mail for two sign-ups,
 * the confirmation page and the unsubscribe page behind the mail's links, a form_submit event only
 * after consent, and no axe violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { NEWSLETTER_STRINGS as S } from '../../apps/site/src/newsletter/address';
import { NEWSLETTER_LINK_STRINGS as L } from '../../apps/site/src/pages/newsletter/strings';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from '../../apps/accounts/src/strings';
import { axeViolations } from '../support/browser';
import { useEmulatedSite } from '../support/emulated-site';
import { open, siteContext } from '../support/site';
import { storedDocs } from './personal.helpers';

const base = inject('siteUrl');
const site = useEmulatedSite();

/** The stored entries (address and status), read past the rules as the service does. */
async function entries(): Promise<{ email: string; status: string }[]> {
  return (await storedDocs(site.emulators(), 'newsletter')).map((d) => ({
    email: d.fields.email as string,
    status: d.fields.status as string,
  }));
}

/** The link to `path` in the mails queued to `address` (the emulator's mail collection), on this test's site. */
async function linkIn(address: string, path: string): Promise<string> {
  const mails = (await storedDocs(site.emulators(), 'mail')).filter((m) => m.fields.to === address);
  expect(mails).toHaveLength(1);
  const text = (mails[0]!.fields.message as { mapValue: { fields: { text: { stringValue: string } } } }).mapValue.fields
    .text.stringValue;
  const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}#\\S+`).exec(text);
  if (!match) throw new Error(`no ${path} link in ${text}`);
  return base + match[0].slice(match[0].indexOf(path));
}

async function homeWith(width: number, consent: 'granted' | 'denied'): Promise<Page> {
  const page = await (await siteContext(site.browser(), { width, consent })).newPage();
  await open(page, `${base}/`);
  return page;
}

const form = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: S.title }) });

for (const width of [1400, 390]) {
  describe(`newsletter sign-up at ${width} px`, () => {
    it('names the field in Hungarian, clears a stale error on edit, confirms, and stores the address once', async () => {
      const page = await homeWith(width, 'denied');
      const box = form(page);
      await box.getByRole('button', { name: S.submit }).click();
      await expect.poll(() => box.getByText(S.emailRequired).count()).toBe(1);
      await expect.poll(() => box.getByText(S.consentRequired).count()).toBe(1);
      const email = box.getByRole('textbox', { name: S.emailLabel });
      await email.fill('anna@');
      await box.getByRole('button', { name: S.submit }).click();
      await expect.poll(() => box.getByText(S.emailInvalid).count()).toBe(1);
      await email.fill('Anna@Example.hu');
      // The message was about the previous address.
      expect(await box.getByText(S.emailInvalid).count()).toBe(0);
      await box.getByRole('checkbox').check();
      expect(await box.getByText(S.consentRequired).count()).toBe(0);
      await box.getByRole('button', { name: S.submit }).click();
      await expect
        .poll(() => box.getByRole('status').textContent(), { timeout: 15_000 })
        .toBe(S.done('anna@example.hu'));
      await expect.poll(entries).toEqual([{ email: 'anna@example.hu', status: 'pending' }]);

      // Again, as another visitor would, with a +tag: the same answer, one entry, one mail.
      await email.fill('anna+hirlevel@example.hu');
      await box.getByRole('checkbox').check();
      await box.getByRole('button', { name: S.submit }).click();
      await expect
        .poll(() => box.getByRole('status').textContent(), { timeout: 15_000 })
        .toBe(S.done('anna+hirlevel@example.hu'));
      expect(await entries()).toEqual([{ email: 'anna@example.hu', status: 'pending' }]);
      expect(await axeViolations(page)).toEqual([]);

      // The mail's confirmation link: nothing happens until the button is pressed.
      await open(page, await linkIn('anna@example.hu', CONFIRM_PATH));
      await page.getByRole('heading', { level: 1, name: L.confirm.title }).waitFor();
      expect(await entries()).toEqual([{ email: 'anna@example.hu', status: 'pending' }]);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: L.confirm.button }).click();
      await expect
        .poll(() => page.getByRole('main').getByRole('status').textContent(), { timeout: 15_000 })
        .toBe(L.confirm.done);
      expect(await entries()).toEqual([{ email: 'anna@example.hu', status: 'confirmed' }]);

      // Its unsubscribe link deletes the entry.
      await open(page, await linkIn('anna@example.hu', UNSUBSCRIBE_PATH));
      await page.getByRole('button', { name: L.unsubscribe.button }).click();
      await expect
        .poll(() => page.getByRole('main').getByRole('status').textContent(), { timeout: 15_000 })
        .toBe(L.unsubscribe.done);
      expect(await entries()).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);

      // A link whose token was tampered with says so.
      await open(
        page,
        (await linkIn('anna@example.hu', CONFIRM_PATH)).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      );
      await page.getByRole('button', { name: L.confirm.button }).click();
      await expect
        .poll(() => page.getByRole('main').getByRole('status').textContent(), { timeout: 15_000 })
        .toBe(L.invalid);
      await page.context().close();
    });
  });
}

describe('newsletter analytics', () => {
  it('sends form_submit { form: newsletter } only after consent', async () => {
    for (const consent of ['denied', 'granted'] as const) {
      const page = await homeWith(1400, consent);
      const box = form(page);
      await box.getByRole('textbox', { name: S.emailLabel }).fill(`${consent}@example.hu`);
      await box.getByRole('checkbox').check();
      await box.getByRole('button', { name: S.submit }).click();
      await expect
        .poll(() => box.getByRole('status').textContent(), { timeout: 15_000 })
        .toBe(S.done(`${consent}@example.hu`));
      const events = await page.evaluate(() =>
        ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
          .map((e) => Array.from(e))
          .filter((e) => e[0] === 'event' && e[1] === 'form_submit'),
      );
      expect(events).toEqual(consent === 'granted' ? [['event', 'form_submit', { form: 'newsletter' }]] : []);
      await page.context().close();
    }
  });
});
