/**
 * The home page's newsletter form in Chromium at both widths against the real emulators: Hungarian
 * errors naming the field (and gone once the field changes), the confirmation, one stored document
 * for two sign-ups of the same address, a form_submit event only after consent, and no axe
 * violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { NEWSLETTER_STRINGS as S } from '../../apps/site/src/newsletter/address';
import { axeViolations } from '../support/browser';
import { useEmulatedSite } from '../support/emulated-site';
import { open, siteContext } from '../support/site';

const base = inject('siteUrl');
const site = useEmulatedSite();

/** The stored sign-ups, read with the emulator's owner token (as the weekly sending would). */
async function subscribers(): Promise<string[]> {
  const res = await fetch(
    `http://${site.emulators().firestoreHost}/v1/projects/${site.emulators().projectId}/databases/(default)/documents/newsletter`,
    {
      headers: { authorization: 'Bearer owner' },
    },
  );
  const body = (await res.json()) as { documents?: { name: string }[] };
  return (body.documents ?? []).map((d) => decodeURIComponent(d.name.split('/').pop()!));
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
      expect(await subscribers()).toEqual(['anna@example.hu']);

      // Again, as another visitor would: the same confirmation, still one document.
      await email.fill('anna@example.hu');
      await box.getByRole('checkbox').check();
      await box.getByRole('button', { name: S.submit }).click();
      await expect
        .poll(() => box.getByRole('status').textContent(), { timeout: 15_000 })
        .toBe(S.done('anna@example.hu'));
      expect(await subscribers()).toEqual(['anna@example.hu']);
      expect(await axeViolations(page)).toEqual([]);
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
