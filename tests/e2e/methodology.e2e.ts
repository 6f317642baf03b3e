/**
 * The methodology page (/modszertan) in Chromium at 1400 and 390 px: every rule with its value in force
 * today, its history, its legal source and whether it is confirmed; the day tool answers with the rules
 * of another day; every calculator links to it; no axe violation, nothing wider than the screen.
 */
import { describe, expect, inject, it } from 'vitest';
import { ALL_RULES, todayInHungary } from '@penzugy/finance-core';
import { axeViolations } from '../support/browser';
import { open, siteContext } from '../support/site';
import { useEmulatedSite } from '../support/emulated-site';

const base = inject('siteUrl');
const site = useEmulatedSite();

for (const width of [1400, 390]) {
  describe(`methodology at ${width} px`, () => {
    it('lists every rule by its anchor, with today’s JTM threshold, its history and its source status', async () => {
      const context = await siteContext(site.browser(), { width });
      const page = await context.newPage();
      await open(page, `${base}/modszertan`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Módszertan és jogszabályok');
      for (const rule of ALL_RULES) expect(await page.locator(`[id="${rule.id}"]`).count(), rule.id).toBe(1);
      const threshold = page.locator('[id="debtBrake.jtmIncomeThreshold"]');
      // The page is built and visited the same day in this test; from 2026-01-01 the threshold is 800 000 Ft.
      if (todayInHungary() >= '2026-01-01') {
        await expect.poll(() => threshold.locator('strong').textContent()).toBe('800\u00a0000\u00a0Ft');
        expect(await threshold.textContent()).toContain('2026. január 1. óta');
      }
      const rows = threshold.getByRole('table').locator('tbody tr');
      expect(await rows.count()).toBe(4);
      expect(await rows.first().textContent()).toContain('400\u00a0000\u00a0Ft');
      // Unconfirmed figures say so on screen.
      expect(await threshold.textContent()).toContain('nem megerősített');
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll).toBeLessThanOrEqual(inner);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });

    it('answers with the rules of another day, kept in the address', async () => {
      const context = await siteContext(site.browser(), { width });
      const page = await context.newPage();
      await open(page, `${base}/modszertan`);
      await page.getByLabel('A szabályok napja').fill('2025-12-31');
      const table = page.getByRole('table', { name: /Hatályos szabályok ezen a napon: 2025\. december 31\./ });
      const row = table.getByRole('row', { name: /JTM jövedelemhatár/ });
      await expect.poll(() => row.textContent()).toContain('600\u00a0000\u00a0Ft');
      expect(new URL(page.url()).searchParams.get('nap')).toBe('2025-12-31');
      await page.reload();
      await page.locator('main h1').waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('row', { name: /JTM jövedelemhatár/ })
            .first()
            .textContent(),
        )
        .toContain('600\u00a0000\u00a0Ft');
      await context.close();
    });
  });
}

it('every calculator page and the calculators landing link to the methodology', async () => {
  const context = await siteContext(site.browser());
  const page = await context.newPage();
  for (const path of [
    '/kalkulatorok',
    '/kalkulatorok/lakas-kamat',
    '/kalkulatorok/rent-or-buy',
    '/kalkulatorok/monte-carlo',
    '/kalkulatorok/portfolio-optimalizalas',
  ]) {
    await open(page, base + path);
    expect(await page.getByRole('link', { name: 'Módszertan és jogszabályok' }).getAttribute('href'), path).toBe(
      '/modszertan',
    );
  }
  await context.close();
});
