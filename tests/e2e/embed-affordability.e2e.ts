/**
 * The partner embed's affordability calculator (`data-penzugy-widget="affordability"`) on a partner's
 * article (apps/embed/demo/affordability.html, the embed from the "CDN" origin) in Chromium at 1400 and
 * 390 px: the visitor's path of issue 25, the events on the host element, rule notes linking to our
 * methodology page, nothing wider than the screen, no axe violation, nothing the CSP reports.
 */
import { describe, expect, it } from 'vitest';
import { affordability, formatHuf } from '@penzugy/finance-core';
import { axeViolations } from '../support/browser';
import { events, shadowText, typeInto, until, usePartnerArticles } from './embed.helpers';

const HOST = '#mekkora-hitel';
const TITLE = 'Mekkora hitelt kaphatok?';
const article = usePartnerArticles();

for (const width of [1400, 390]) {
  describe(`the affordability embed at ${width} px`, () => {
    it('700 000 Ft, a 10-year fixation: the largest loan and the cliff, told to the host page too', async () => {
      const { page, csp } = await article('affordability.html', width, HOST, TITLE);
      const widget = page.locator(HOST);
      await typeInto(widget.getByRole('textbox', { name: 'Havi nettó jövedelem', exact: true }), '700000');
      await typeInto(widget.getByRole('textbox', { name: 'Kamatfixálás', exact: true }), '10');
      const r = affordability({ monthlyNetIncome: 700_000, fixationYears: 10 });
      const results = await until(
        () => events(page, 'result', 'mekkora-hitel'),
        (list) => list.some((e) => e.detail.summary?.maxLoan === r.maxLoan),
      );
      expect(results.at(-1)!.detail).toMatchObject({ calculator: 'affordability' });
      const interactions = (await events(page, 'calculator_interaction', 'mekkora-hitel')).map((e) => e.detail);
      expect(interactions).toContainEqual(
        expect.objectContaining({ calculator: 'affordability', action: 'change', field: 'fixationYears' }),
      );
      const text = await shadowText(page, HOST);
      expect(text).toContain(formatHuf(r.maxLoan));
      expect(text).toContain(
        `${formatHuf(r.cliff.threshold - 1)} jövedelemmel legfeljebb ${formatHuf(r.cliff.maxLoanBelow)}`,
      );
      expect(text).not.toMatch(/NaN|undefined/);
      // Without a methodology-url the rule notes link to our site's methodology page.
      expect(
        await widget.getByRole('link', { name: 'JTM jövedelemhatár (havi nettó)' }).first().getAttribute('href'),
      ).toBe('https://penzugy.example/modszertan#debtBrake.jtmIncomeThreshold');

      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll).toBeLessThanOrEqual(inner);
      expect(await axeViolations(page)).toEqual([]);
      expect(csp).toEqual([]);
      await page.context().close();
    });

    it('a price out of reach: the own funds and the income missing, and no settings problem on the page', async () => {
      const { page } = await article('affordability.html', width, HOST, TITLE);
      const widget = page.locator(HOST);
      await typeInto(widget.getByRole('textbox', { name: 'Rendelkezésre álló önerő', exact: true }), '12000000');
      await typeInto(widget.getByRole('textbox', { name: 'Ingatlan ára', exact: true }), '60000000');
      const t = affordability({ monthlyNetIncome: 500_000, ownFunds: 12_000_000, price: 60_000_000 }).target!;
      await widget.getByText('Ez a lakás így nem vehető meg.').waitFor();
      const text = await shadowText(page, HOST);
      expect(text).toContain(formatHuf(t.extraOwnFundsNeeded));
      expect(text).toContain(`${formatHuf(t.extraIncomeNeeded!)}-tal több a mostaninál`);
      expect(await events(page, 'error', 'mekkora-hitel')).toEqual([]);
      expect((await events(page, 'ready', 'mekkora-hitel'))[0]!.detail).toMatchObject({ ok: true });
      await page.context().close();
    });
  });
}
