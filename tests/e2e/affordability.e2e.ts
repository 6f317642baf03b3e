/**
 * "Mekkora hitelt kaphatok?" (docs/product.md#affordability) on the built site in Chromium at 1400 × 900 and
 * 390 × 844: the visitor of issue 25 (700 000 Ft, a 10-year fixation) sees the largest loan under the
 * limit in force today and the cliff to the income threshold; two borrowers; a price out of reach and
 * what it would take; the headline right under the inputs on a phone; rule notes that lead to the
 * methodology; nothing wider than the screen; no axe violation; the analytics events after consent.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { affordability, formatHuf, type AffordabilityInput } from '@penzugy/finance-core';
import { axeViolations, documentBox } from '../support/browser';
import { holdSiteScripts, open, siteContext } from '../support/site';
import { useEmulatedSite } from '../support/emulated-site';

const base = inject('siteUrl');
const site = useEmulatedSite();
const PATH = '/kalkulatorok/mekkora-hitelt-kaphatok';

async function pageAt(width: number, consent?: 'granted'): Promise<Page> {
  const context = await siteContext(site.browser(), { width, ...(consent ? { consent } : {}) });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  return page;
}

/** Types as a person does: select the field's text, type at a human pace, leave the field (the commit). */
async function retype(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.pressSequentially(text, { delay: 30 });
  await field.press('Tab');
}

/** A headline figure (a dt/dd pair) by its label. */
function stat(page: Page, label: string): Locator {
  return page
    .locator('main dt', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');
}

/** The figure once it shows `value` (the answer recomputes as the visitor types). */
async function expectStat(page: Page, label: string, value: string): Promise<void> {
  await expect.poll(() => stat(page, label).textContent()).toBe(value);
}

const expected = (input: AffordabilityInput) => affordability(input);

for (const width of [1400, 390]) {
  describe(`the affordability calculator at ${width} px`, () => {
    it('700 000 Ft with a 10-year fixation: the largest loan under today’s limit and the cliff to the threshold', async () => {
      const page = await pageAt(width);
      await open(page, base + PATH);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mekkora hitelt kaphatok?');
      expect(await page.title()).toBe('Mekkora hitelt kaphatok? – Pénzügy');
      await retype(page, 'Havi nettó jövedelem', '700000');
      await retype(page, 'Kamatfixálás', '10');
      const r = expected({ monthlyNetIncome: 700_000, fixationYears: 10 });
      await expectStat(page, 'Legnagyobb felvehető hitel', formatHuf(r.maxLoan));
      // The JTM limit for a 10-year fixation under the threshold in force (50% below 800 000 Ft since 2026).
      expect(await stat(page, 'JTM-korlát').textContent()).toMatch(new RegExp(`^${r.paymentToIncomeLimitPercent}%`));
      expect(await stat(page, 'Jövedelemhatár').textContent()).toBe(formatHuf(r.cliff.threshold));
      expect(await stat(page, 'Ennyi hiányzik a határig').textContent()).toBe(formatHuf(r.cliff.threshold - 700_000));
      const cliff = page.locator('[data-affordability="cliff"]');
      expect(await cliff.textContent()).toContain(
        `${formatHuf(r.cliff.threshold - 1)} jövedelemmel legfeljebb ${formatHuf(r.cliff.maxLoanBelow)}`,
      );
      expect(await cliff.textContent()).toContain(
        `${formatHuf(r.cliff.threshold)} jövedelemmel legfeljebb ${formatHuf(r.cliff.maxLoanAt)}`,
      );
      expect(await cliff.getByRole('figure').count()).toBe(1);
      // The address carries the inputs (syncUrl), so the result can be shared and reloaded.
      const url = new URL(page.url());
      expect(url.searchParams.get('monthlyNetIncome')).toBe('700000');
      expect(url.searchParams.get('fixationYears')).toBe('10');

      // On a phone the answer comes right after the inputs: nothing between the form and the headline.
      const form = await documentBox(page.getByRole('form', { name: 'Mekkora hitelt kaphatok? – adatok' }));
      const headline = await documentBox(page.locator('[data-affordability="headline"]'));
      if (width === 390) {
        expect(headline.y).toBeGreaterThanOrEqual(form.y + form.height);
        expect(headline.y - (form.y + form.height)).toBeLessThan(64);
      } else {
        // Side by side on a wide screen: the answer is beside the form, at its top.
        expect(headline.x).toBeGreaterThan(form.x + form.width);
        expect(headline.y).toBeLessThan(form.y + 200);
      }

      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll).toBeLessThanOrEqual(inner);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });

    it('an income typed before the page hydrates is the one the answer is computed from once live', async () => {
      const page = await pageAt(width);
      // The site's scripts are held: the prerendered form is on screen, nothing has hydrated it.
      const release = await holdSiteScripts(page);
      await page.goto(base + PATH, { waitUntil: 'commit' });
      const income = page.getByRole('textbox', { name: 'Havi nettó jövedelem', exact: true });
      await income.click();
      await income.press('ControlOrMeta+A');
      await income.pressSequentially('900000', { delay: 30 });
      await income.press('Tab');
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
      release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The field keeps what was typed, and the answer is the one for that income, not the default's.
      expect(await income.inputValue()).toMatch(/^900\s?000$/);
      await expectStat(page, 'A háztartás havi nettó jövedelme', formatHuf(900_000));
      await expectStat(page, 'Legnagyobb felvehető hitel', formatHuf(expected({ monthlyNetIncome: 900_000 }).maxLoan));
      await page.context().close();
    });

    it('two borrowers; a price out of reach says what more own funds or income would buy it', async () => {
      const page = await pageAt(width);
      await open(page, base + PATH);
      await retype(page, 'Havi nettó jövedelem', '600000');
      await retype(page, 'Adóstárs havi nettó jövedelme', '300000');
      await expectStat(page, 'A háztartás havi nettó jövedelme', formatHuf(900_000));
      const two = expected({ monthlyNetIncome: 600_000, coBorrowerMonthlyNetIncome: 300_000 });
      await expectStat(page, 'Legnagyobb felvehető hitel', formatHuf(two.maxLoan));

      await retype(page, 'Rendelkezésre álló önerő', '14000000');
      await retype(page, 'Ingatlan ára', '70000000');
      const t = expected({
        monthlyNetIncome: 600_000,
        coBorrowerMonthlyNetIncome: 300_000,
        ownFunds: 14_000_000,
        price: 70_000_000,
      }).target!;
      // The own funds meet the HFM, the income not the JTM: both more own funds and more income would do.
      expect(t.affordable).toBe(false);
      expect(t.extraIncomeNeeded).toBeGreaterThan(0);
      await page.getByText('Ez a lakás így nem vehető meg.').waitFor();
      await expectStat(page, 'Hiányzó önerő', formatHuf(t.extraOwnFundsNeeded));
      await expectStat(page, 'Szükséges havi nettó jövedelem', formatHuf(t.incomeNeeded!));
      await page.getByText(`${formatHuf(t.extraIncomeNeeded!)}-tal több a mostaninál`).waitFor();
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll).toBeLessThanOrEqual(inner);
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  });
}

it('a rule note leads to the rule on the methodology page; the calculators and the loan page link here', async () => {
  const page = await pageAt(1400);
  await open(page, `${base}/kalkulatorok`);
  await page.getByRole('link', { name: 'Mekkora hitelt kaphatok?' }).first().waitFor();
  await open(page, `${base}/kalkulatorok/lakas-kamat`);
  await page.getByRole('link', { name: 'Előbb nézd meg, mekkora hitelt kaphatsz' }).click();
  await page.waitForURL(`**${PATH}`);
  await page.locator('main h1', { hasText: 'Mekkora hitelt kaphatok?' }).waitFor();
  const rule = page.getByRole('link', { name: 'JTM jövedelemhatár (havi nettó)' }).first();
  expect(await rule.getAttribute('href')).toBe('/modszertan#debtBrake.jtmIncomeThreshold');
  expect(await rule.locator('xpath=..').textContent()).toContain('óta');
  await rule.click();
  await page.waitForURL('**/modszertan#debtBrake.jtmIncomeThreshold');
  await page.locator('[id="debtBrake.jtmIncomeThreshold"]').waitFor();
  await page.context().close();
});

it('reports its interactions as calculator_interaction after consent', async () => {
  const page = await pageAt(1400, 'granted');
  await open(page, base + PATH);
  await retype(page, 'Havi nettó jövedelem', '700000');
  await page.getByText('Haladó beállítások').click();
  const events = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
        .map((a) => Array.from(a))
        .filter((c) => c[0] === 'event' && c[1] === 'calculator_interaction')
        .map((c) => c[2]),
    );
  await expect
    .poll(events)
    .toContainEqual({ calculator: 'affordability', action: 'change', field: 'monthlyNetIncome' });
  await expect.poll(events).toContainEqual({ calculator: 'affordability', action: 'expand', field: 'advanced' });
  await page.context().close();
});
