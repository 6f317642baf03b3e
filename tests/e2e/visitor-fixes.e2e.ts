/**
 * What a Hungarian visitor met and should no longer meet, in Chromium at 1400 × 900 and 390 × 844:
 * the coming-soon message in view, pages no wider than the phone, whole words in titles, indices in
 * points, exchanges instead of countries, Hungarian sub-industries and clean names, the portfolio
 * screen's data-end default and reset button, the watchlist with prices, the signup error that
 * goes with the address, and the education link named like its page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { documentBox } from '../support/browser';
import { useEmulatedSite } from '../support/emulated-site';
import { open, siteContext } from '../support/site';
import { storedWatchlist } from '../support/services/emulators';
import { fillSignup, newEmail, PASSWORD, signUp, storedUser } from './accounts.helpers';

const base = inject('siteUrl');
const site = useEmulatedSite();

async function pageAt(width: number): Promise<Page> {
  const context = await siteContext(site.browser(), { width });
  await context.pages()[0]?.close();
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  return page;
}

/** True when the element's box lies inside the viewport. */
async function inView(
  page: Page,
  selector: Parameters<Page['locator']>[0] | ReturnType<Page['locator']>,
): Promise<boolean> {
  const locator = typeof selector === 'string' ? page.locator(selector) : selector;
  const box = await locator.boundingBox();
  const vh = page.viewportSize()!.height;
  return !!box && box.y >= 0 && box.y + box.height <= vh;
}

for (const width of [1400, 390]) {
  describe(`at ${width} px`, () => {
    it('the coming-soon message is in view on the first screen and stays there while scrolling', async () => {
      const page = await pageAt(width);
      for (const [path, title] of [
        ['/befektetesek', 'Hamarosan'],
        ['/oktatas', 'Tudástár Hamarosan'],
      ] as const) {
        await open(page, base + path);
        const heading = page.getByRole('heading', { name: title, exact: true });
        expect(await inView(page, heading), `${path} on load`).toBe(true);
        await page.evaluate(() => window.scrollBy(0, Math.min(600, document.documentElement.scrollHeight / 3)));
        await page.waitForTimeout(100);
        expect(await inView(page, heading), `${path} scrolled`).toBe(true);
      }
      await page.context().close();
    });

    it('the calculators’ coming-soon panel stays inside its dimmed strip', async () => {
      const page = await pageAt(width);
      await open(page, base + '/kalkulatorok');
      const region = page.getByRole('region', { name: 'Hamarosan', exact: true });
      const [panel, strip] = await region.evaluate((r) => [
        r.firstElementChild!.getBoundingClientRect().bottom,
        r.getBoundingClientRect().bottom,
      ]);
      expect(panel).toBeLessThanOrEqual(strip);
      await page.context().close();
    });

    it('the footer’s columns line up with the page’s content', async () => {
      const page = await pageAt(width);
      await open(page, base + '/');
      const [content, footer] = await page.evaluate(() => {
        const main = document.querySelector('main')!;
        const left = main.getBoundingClientRect().left + parseFloat(getComputedStyle(main).paddingLeft);
        return [left, document.querySelector('footer')!.firstElementChild!.getBoundingClientRect().left];
      });
      expect(Math.abs(footer - content)).toBeLessThanOrEqual(1);
      await page.context().close();
    });

    it('the About hero’s text is centred under its title', async () => {
      const page = await pageAt(width);
      await open(page, base + '/rolunk');
      const centre = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.left + r.width / 2;
          });
      const title = await centre('main h1');
      expect(Math.abs((await centre('main h1 + p')) - title)).toBeLessThanOrEqual(1);
      await page.context().close();
    });

    it('the About robot cards keep their width while their text is still arriving', async () => {
      // On a slow connection the browser paints a card before its title and text are parsed (CI saw
      // CLS 0.037 at 390 px): the card's body must not shrink to its drawing and widen afterwards.
      const page = await pageAt(width);
      await open(page, base + '/rolunk');
      const widths = await page
        .locator('main ul li article > div')
        .first()
        .evaluate((body) => {
          const whole = body.getBoundingClientRect();
          // The body as it stood after its first drawing was parsed.
          for (const el of [...body.children].slice(1)) el.remove();
          const partial = body.getBoundingClientRect();
          return { whole: [whole.left, whole.width], partial: [partial.left, partial.width] };
        });
      expect(widths.partial).toEqual(widths.whole);
      await page.context().close();
    });

    it('no page is wider than the screen, and the library title keeps its word whole', async () => {
      const page = await pageAt(width);
      for (const path of ['/cookie-szabalyzat', '/adatvedelem', '/konyvtar', '/kapcsolat', '/']) {
        await open(page, base + path);
        const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
        expect(scroll, path).toBeLessThanOrEqual(inner);
      }
      await open(page, base + '/konyvtar');
      const lines = await page
        .locator('main h1')
        .first()
        .evaluate((h) => {
          const range = document.createRange();
          range.selectNodeContents(h);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
      expect(lines).toBe(1);
      await page.context().close();
    });

    it('the market tables fit their cards: the change in percent shows without scrolling sideways', async () => {
      const page = await pageAt(width);
      await open(page, base + '/befektetesek');
      const tables = page.locator('main [data-region] table');
      await expect.poll(() => tables.count()).toBe(3);
      for (const table of await tables.all()) {
        const fit = () =>
          table.evaluate((t) => {
            const scroller = t.parentElement!;
            const last = t.querySelector('thead th:last-child')!;
            // scrollWidth and clientWidth are whole pixels of fractional boxes: one pixel is rounding.
            const overflow = scroller.scrollWidth - scroller.clientWidth;
            const beyond = last.getBoundingClientRect().right - scroller.getBoundingClientRect().right;
            return { header: last.textContent, fits: overflow <= 1 && beyond <= 1, overflow, beyond };
          });
        // Polled: the tables are laid out again once their rows arrive.
        await expect.poll(fit).toMatchObject({ header: 'Változás (%)', fits: true });
      }
      // The change in points shows where there is room for it.
      const pointsShown = await page
        .locator('main [data-region] thead th:nth-child(3)')
        .first()
        .evaluate((th) => getComputedStyle(th).display !== 'none');
      expect(pointsShown).toBe(width === 1400);
      await page.context().close();
    });

    it('articles come before the table of contents (or beside it) on home and blog', async () => {
      const page = await pageAt(width);
      for (const path of ['/', '/blog']) {
        await open(page, base + path);
        const card = await documentBox(page.locator('main article').first());
        const toc = await documentBox(page.getByRole('heading', { name: 'Tartalomjegyzék' }));
        const beside = toc.x >= card.x + card.width;
        expect(beside || toc.y > card.y + card.height, path).toBe(true);
        if (width === 390) expect(beside, path).toBe(false);
      }
      await page.context().close();
    });

    it("the one-year stock chart's date labels do not overlap, and the last date shows", async () => {
      const page = await pageAt(width);
      await open(page, base + '/stocks/AAPL');
      await page.locator('main svg text').first().waitFor();
      const labels = await page.evaluate(() =>
        [...document.querySelectorAll('main svg text')]
          .filter((t) => /^\d{4}\. \d{2}\. \d{2}\.$/.test(t.textContent!.trim()))
          .map((t) => ({
            text: t.textContent!.trim(),
            left: t.getBoundingClientRect().left,
            right: t.getBoundingClientRect().right,
          }))
          .sort((a, b) => a.left - b.left),
      );
      expect(labels.at(-1)?.text).toBe('2025. 12. 30.');
      for (let i = 1; i < labels.length; i++)
        expect(labels[i]!.left, labels[i]!.text).toBeGreaterThanOrEqual(labels[i - 1]!.right);
      await page.context().close();
    });

    it('BUX is an index in points with no watchlist button; a NYSE share names its exchange; names and sub-industries are Hungarian', async () => {
      const page = await pageAt(width);
      await open(page, base + '/stocks/BUX');
      const main = page.getByRole('main');
      await main.getByText(/pont$/).first().waitFor();
      expect(await main.textContent()).not.toMatch(/\d\s?Ft\b/);
      expect(await main.getByRole('button', { name: 'Hozzáadás a figyelőlistához' }).count()).toBe(0);

      await open(page, base + '/stocks/KO');
      await main.getByText('KO | NYSE').waitFor();
      await open(page, base + '/stocks/A');
      await main.getByText('Záróár', { exact: false }).first().waitFor();
      expect(await main.textContent()).not.toMatch(/USA/);

      await open(page, base + '/stocks/LLY');
      expect(await page.locator('main h1').first().textContent()).toBe('Eli Lilly');
      expect(await main.textContent()).toContain('Gyógyszeripar');
      await open(page, base + '/stocks/UNH');
      await main.getByText('Egészségbiztosítók és egészségügyi ellátásszervezés').first().waitFor();
      expect(await main.textContent()).not.toContain('Managed Health Care');
      await page.context().close();
    });

    it('the monthly payment is in view right after the first field of the loan calculator', async () => {
      const page = await pageAt(width);
      await open(page, base + '/kalkulatorok/lakas-kamat');
      const field = page.getByRole('textbox', { name: 'Ingatlan ára' });
      await field.scrollIntoViewIfNeeded();
      const fieldBox = (await field.boundingBox())!;
      const vh = page.viewportSize()!.height;
      // At 390 px the results stand ~2 000 px below (issue 27 item 12): the bar at the screen's bottom
      // says the figure, under the field; at 1400 px the results stand beside the form.
      const headline =
        width === 390
          ? page.locator('form output')
          : page.getByText('Havi törlesztő', { exact: true }).locator('xpath=..');
      await expect.poll(() => headline.textContent()).toMatch(/Havi törlesztő:?\s*[\d\u00a0]+\u00a0Ft/);
      const box = (await headline.boundingBox())!;
      expect(box.y, 'below the first field').toBeGreaterThanOrEqual(width === 390 ? fieldBox.y + fieldBox.height : 0);
      expect(box.y + box.height, 'within the screen').toBeLessThanOrEqual(vh + 0.5);
      if (width === 1400) expect(await page.locator('form output').isVisible()).toBe(false);
      await page.context().close();
    });

    it('an open stock list lies over the cookie banner on a first visit', async () => {
      const context = await siteContext(site.browser(), { width, consent: null });
      const page = await context.newPage();
      // A laptop's low window at 1400 px: at 900 px the list opened at the top of the page ends
      // above the banner.
      await page.setViewportSize({ width, height: width === 390 ? 844 : 640 });
      await open(page, base + '/kalkulatorok/portfolio-optimalizalas');
      const banner = page.getByRole('region', { name: 'Sütik és látogatottsági statisztika' });
      await banner.waitFor();
      const picker = page.getByRole('combobox', { name: 'Részvény választása' });
      await picker.click();
      const list = page.getByRole('listbox');
      await list.waitFor();
      // The page scrolled until the open list's middle row lies on the banner's top edge.
      const listHeight = (await list.boundingBox())!.height;
      const bannerTop = (await banner.boundingBox())!.y;
      await picker.evaluate(
        (el, y) => window.scrollBy(0, el.getBoundingClientRect().bottom - y),
        bannerTop - listHeight / 2,
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const [b, l] = [(await banner.boundingBox())!, (await list.boundingBox())!];
      const overlap = {
        left: Math.max(b.x, l.x),
        right: Math.min(b.x + b.width, l.x + l.width),
        top: Math.max(b.y, l.y),
        bottom: Math.min(b.y + b.height, l.y + l.height),
      };
      expect(overlap.right - overlap.left, 'the list and the banner share columns').toBeGreaterThan(0);
      expect(overlap.bottom - overlap.top, 'the list reaches down into the banner').toBeGreaterThan(0);
      const hit = await list.evaluate(
        (el, o) => el.contains(document.elementFromPoint((o.left + o.right) / 2, (o.top + o.bottom) / 2)),
        overlap,
      );
      expect(hit, 'the list, not the banner, is under the pointer where they overlap').toBe(true);
      await context.close();
    });

    it('the portfolio screen defaults to the last year of the data, says where they end, and resets', async () => {
      const page = await pageAt(width);
      await open(page, base + '/kalkulatorok/portfolio-optimalizalas');
      await page.getByText(/2025\. december 30\. napjáig tartanak/).waitFor();
      await expect.poll(() => page.getByLabel('Elemzés vége').inputValue()).toBe('2025-12-30');
      expect(await page.getByLabel('Elemzés kezdete').inputValue()).toBe('2024-12-30');
      await page.getByRole('button', { name: 'FAANG' }).click();
      await page.getByRole('button', { name: 'Portfólió frissítése' }).click();
      await page.getByRole('table').first().waitFor({ timeout: 30_000 });
      expect(await page.getByText('A kért időszakra nincs adat').count()).toBe(0);
      // The results fit the screen (at 390 px the CSV button stuck out of its card, the pie's labels
      // past the edge): the charts settle on their width a frame or two after they appear.
      await page.getByRole('img', { name: 'Portfólió súlyok' }).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Alaphelyzet' }).click();
      expect(await page.getByRole('list', { name: 'Kiválasztott részvények' }).count()).toBe(0);
      expect(await page.getByRole('textbox', { name: 'Kockázatmentes hozam' }).inputValue()).toBe('2,5');
      await page.context().close();
    });
  });
}

describe('accounts and the watchlist', () => {
  it('the dashboard watchlist shows a price for AAPL', async () => {
    const page = await pageAt(1400);
    await signUp(page, base, newEmail('arfolyam'));
    await page.goto(base + '/stocks/AAPL');
    await page.getByRole('main').getByRole('button', { name: 'Hozzáadás a figyelőlistához', exact: true }).click();
    await page.getByRole('main').getByRole('button', { name: 'Eltávolítás a figyelőlistáról', exact: true }).waitFor();
    // The button turns at once from Firestore's local cache; the server may confirm the write later.
    // A full page load before that drops the pending write (the site keeps no offline persistence),
    // which is what made this test fail under load: wait until the emulator holds the document.
    const uid = (await storedUser(page))!.uid;
    await expect
      .poll(() => storedWatchlist(site.emulators(), uid), { timeout: 20_000 })
      .toEqual([{ id: 'AAPL', fields: { name: 'AAPL' } }]);
    await open(page, base + '/befektetesek');
    await page.getByRole('button', { name: 'Előzetes megtekintése' }).click();
    // The watchlist's own list (the heatmap's tiles name AAPL too); on failure the message shows what it held.
    const list = page.getByRole('list', { name: 'Figyelőlista' });
    await expect
      .poll(async () => ((await list.count()) ? await list.textContent() : ''), { timeout: 20_000 })
      .toMatch(/AAPL[^]*USD/);
    const item = list.getByRole('listitem').filter({ hasText: 'AAPL' });
    expect(await item.getByText('Nincs árfolyamadat').count()).toBe(0);
    await page.context().close();
  });

  it('a signup error about an address goes away when the address changes', async () => {
    const page = await pageAt(390);
    const email = newEmail('foglalt');
    await signUp(page, base, email);
    const other = await (await siteContext(site.browser(), { width: 390 })).newPage();
    await fillSignup(other, base, email, PASSWORD);
    await other.getByRole('button', { name: 'Regisztráció', exact: true }).click();
    const alert = other.getByRole('alert').filter({ hasText: 'Ezzel az e-mail-címmel már van fiók' });
    await alert.waitFor();
    await other.getByLabel('E-mail-cím').fill(newEmail('masik'));
    expect(await alert.count()).toBe(0);
    await page.context().close();
    await other.context().close();
  });

  it('the header keeps the whole brand name on a 360 px phone, signed out, with the login still named', async () => {
    const page = await pageAt(360);
    await open(page, base + '/');
    const login = page.getByRole('link', { name: 'Bejelentkezés' });
    await login.waitFor();
    const name = page.locator('header a[title="Főoldal"] > span:last-child');
    expect(await name.textContent()).toBe('Pénzügy');
    expect(await name.evaluate((s) => s.scrollWidth <= s.clientWidth)).toBe(true);
    const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(scroll).toBeLessThanOrEqual(inner);
    await page.context().close();
  });

  it("the header's education icon is named like the page it opens", async () => {
    const page = await pageAt(1400);
    await open(page, base + '/');
    await page.getByRole('navigation', { name: 'Fő navigáció' }).getByRole('link', { name: 'Tudástár' }).click();
    await page.waitForURL(/\/oktatas$/);
    await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Tudástár');
    await page.context().close();
  });
});
