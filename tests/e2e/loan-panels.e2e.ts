/**
 * The loan calculator's issue-25 path on the built site, in Chromium at 1400 and 390 px: a home buyer
 * answers the subsidy questionnaire (a first home, a 60 m² flat for 84 M Ft → Otthon Start open; at
 * 1,62 M Ft/m² → the refusal with its numbers), sees the plan's combined monthly payment, prepays
 * 1 M Ft in month 12 and sees the interest saved and the new end date, finds the goal seek, and
 * follows a rule note's link to its anchor on /modszertan. The panels load their chunks when opened.
 * Every figure is checked against finance-core; nothing is wider than the screen, and axe finds no
 * violation with both panels open.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  financingPlan,
  formatDate,
  formatHuf,
  LOAN_DEFAULTS,
  prepayment,
  subsidyEligibility,
} from '@penzugy/finance-core';
import { axeViolations } from '../support/browser';
import { open, siteContext } from '../support/site';
import { useEmulatedSite } from '../support/emulated-site';

const base = inject('siteUrl');
const site = useEmulatedSite();

const FLAT = { price: 84_000_000, ownFunds: LOAN_DEFAULTS.downPayment, firstHome: true, floorArea: 60 } as const;

/** A headline figure (a dt/dd pair) by its label. */
const stat = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** Replaces a number field's text and leaves it, as a visitor would (the field commits on blur). */
async function retype(field: Locator, text: string) {
  await field.fill(text);
  await field.press('Tab');
}

/** Opens a panel by its heading button and waits for its chunk to draw `ready`. */
async function openPanel(page: Page, name: string, ready: string): Promise<Locator> {
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
  await panel.getByText(ready, { exact: true }).first().waitFor({ timeout: 30_000 });
  return panel;
}

/** Nothing on the page is wider than the window. */
async function fitsTheScreen(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

for (const width of [1400, 390]) {
  describe(`the home buyer's path in the loan calculator at ${width} px`, () => {
    it('questionnaire → Otthon Start and its refusal → the plan → a prepayment → the goal seek', async () => {
      const context = await siteContext(site.browser(), { width });
      const page = await context.newPage();
      await open(page, `${base}/kalkulatorok/lakas-kamat`);

      // ── Támogatott hitelek ──
      const subsidies = await openPanel(page, 'Támogatott hitelek', 'Melyik program vehető igénybe?');
      const firstHome = subsidies.getByRole('group', { name: 'Ez lesz az első saját lakása?' });
      await firstHome.getByRole('radio', { name: 'Igen' }).check();
      await retype(subsidies.getByRole('textbox', { name: 'Alapterület' }), '60');
      const price = subsidies.getByRole('textbox', { name: 'Vételár' });
      await retype(price, '84000000');
      const otthonStart = subsidies.locator('[data-programme="otthonStart"]');
      await expect.poll(() => otthonStart.getAttribute('data-verdict')).toBe('open');

      const plan = financingPlan(FLAT);
      expect(plan.programmes).toContain('otthonStart');
      const payment = stat(subsidies, 'Havi törlesztő összesen');
      await expect.poll(() => payment.textContent()).toBe(formatHuf(plan.monthlyPayment));
      expect(await subsidies.getByRole('table', { name: 'Források' }).textContent()).toContain('Otthon Start');
      if (width === 390) {
        // On a phone the combined payment follows the inputs that change it: a visitor who has just
        // typed the price reaches it by scrolling on, and it is drawn inside the screen's width.
        const [input, figure] = await Promise.all([price.boundingBox(), payment.boundingBox()]);
        expect(figure!.y).toBeGreaterThan(input!.y);
        await payment.scrollIntoViewIfNeeded();
        const box = (await payment.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }

      // 1,62 M Ft/m²: the refusal names the figure and the limit.
      await retype(price, '97200000');
      const refusal = subsidyEligibility({ firstHome: true, floorArea: 60, price: 97_200_000 }).verdicts.find(
        (v) => v.programme === 'otthonStart',
      )!;
      expect(refusal.eligible).toBe(false);
      expect(refusal.reasons[0]!.text).toMatch(/1,62\u00a0M\u00a0Ft\/m²/);
      await expect.poll(() => otthonStart.getAttribute('data-verdict')).toBe('closed');
      expect(await otthonStart.textContent()).toContain(refusal.reasons[0]!.text);
      await retype(price, '84000000');
      await expect.poll(() => otthonStart.getAttribute('data-verdict')).toBe('open');

      // ── Előtörlesztés ──
      const prepay = await openPanel(page, 'Előtörlesztés', 'Adósságmentes ekkorra');
      await retype(prepay.getByRole('textbox', { name: '1. előtörlesztés hónapja' }), '12');
      await retype(prepay.getByRole('textbox', { name: '1. előtörlesztés összege' }), '1000000');
      const expected = prepayment({
        ...LOAN_DEFAULTS,
        price: FLAT.price,
        prepayments: [{ month: 12, amount: 1_000_000 }],
      });
      expect(expected.interestSaved).toBeGreaterThan(0);
      await expect
        .poll(() => stat(prepay, 'Megtakarított kamat').textContent())
        .toBe(formatHuf(expected.interestSaved));
      expect(await stat(prepay, 'Az utolsó törlesztés napja').textContent()).toBe(formatDate(expected.endDate));
      // The goal seek is there, with its own date field.
      await expect.poll(() => prepay.getByLabel('Adósságmentes ekkorra').isVisible()).toBe(true);

      expect(await page.locator('main').textContent()).not.toMatch(/NaN|Infinity|undefined/);
      await fitsTheScreen(page);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    it('a rule note under the debt brake opens /modszertan at the rule’s anchor', async () => {
      const context = await siteContext(site.browser(), { width });
      const page = await context.newPage();
      await open(page, `${base}/kalkulatorok/lakas-kamat`);
      // Without an income the debt brake checks the HFM alone, and names the rule it applied.
      const link = page.getByRole('link', { name: /^HFM: forint jelzáloghitel/ });
      expect(await link.getAttribute('href')).toBe('/modszertan#debtBrake.hfmStandard');
      expect(await link.locator('xpath=..').textContent()).toMatch(/óta/);
      await link.click();
      await page.waitForURL(/\/modszertan#debtBrake\.hfmStandard$/);
      const entry = page.locator('[id="debtBrake.hfmStandard"]');
      await entry.waitFor({ timeout: 20_000 });
      // The browser brings the rule's entry into view.
      await expect.poll(() => entry.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      await fitsTheScreen(page);
      await context.close();
    });
  });
}
