/**
 * The loan calculator in a partner blog's column (issue 26 item 5; apps/embed/demo/column.html): the
 * headline right under the form, the details folded and loaded when opened, the page still while
 * the widget arrives (layout shift ≤ 0.05 at 390 px with the widget in view), a reserved place while
 * it loads, events to a frame of the page's own origin without any setting, and an error card that
 * says what failed: the server's CORS, a block, the reader's connection, an error status.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, documentBox, layoutShiftSum, recordLayoutShifts } from '../support/browser';
import { mounted, repoRoot, shadowText, until, usePartnerArticles } from './embed.helpers';

const HOST = '#hitel';
const TITLE = 'Lakáshitel kalkulátor';
const article = usePartnerArticles();
const WIDGET_FILE = /\/v0\.1\.0\/loan-calculator\.js(\?|$)/;

for (const width of [390, 1400]) {
  describe(`the loan calculator in a blog column at ${width} px`, () => {
    it('shows the headline right under the form and folds the details until the reader opens them', async () => {
      const asked: string[] = [];
      const { page, errors } = await article('column.html', width, HOST, TITLE, async (p) => {
        await p.addInitScript(recordLayoutShifts);
        p.on('request', (r) => asked.push(new URL(r.url()).pathname));
      });
      const widget = page.locator(HOST);
      const headline = widget.locator('dl[aria-label="Eredmények"]').first();
      await headline.waitFor();
      const submit = await documentBox(widget.getByRole('button', { name: 'Számítás', exact: true }));
      const head = await documentBox(headline);
      // The result follows the form's button (the stale notice and a gap between them at most).
      expect(head.y - (submit.y + submit.height)).toBeLessThan(200);

      const details = widget.getByRole('button', { name: 'Grafikonok és törlesztési táblázat', exact: true });
      expect(await details.getAttribute('aria-expanded')).toBe('false');
      expect(asked.some((p) => /\/chunks\/on-demand-/.test(p))).toBe(false);
      expect(await shadowText(page, HOST)).not.toContain('Havi bontás');
      // Nothing moved while the widget arrived (the page reserves its place, as the guide says).
      expect(await layoutShiftSum(page)).toBeLessThanOrEqual(0.05);

      await details.click();
      await widget
        .getByRole('table', { name: /Havi bontás/ })
        .first()
        .waitFor({ timeout: 30_000 });
      expect(asked.some((p) => /\/chunks\/on-demand-/.test(p))).toBe(true);
      expect(await details.getAttribute('aria-expanded')).toBe('true');
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
}

describe('the column in the dark theme', () => {
  it('reads well at 390 px: no axe violations with the details open, nothing wider than the column', async () => {
    const { page, errors } = await article('column.html', 390, HOST, TITLE, (p) =>
      // The partner chose the dark theme for both widgets (the guide's `data-theme`), set as the page
      // is parsed. (Not by answering with an edited page: Chromium counts an answer of Playwright's
      // as a public address, and refuses its requests to the loopback CDN.)
      p.addInitScript(() =>
        new MutationObserver(() => {
          for (const el of document.querySelectorAll('.embed:not([data-theme])')) el.setAttribute('data-theme', 'dark');
        }).observe(document, { childList: true, subtree: true }),
      ),
    );
    const widget = page.locator(HOST);
    await widget.getByRole('button', { name: 'Grafikonok és törlesztési táblázat', exact: true }).click();
    await widget
      .getByRole('table', { name: /Havi bontás/ })
      .first()
      .waitFor({ timeout: 30_000 });
    const look = await widget.evaluate((el) => {
      const root = el.shadowRoot!;
      // What spills out of the widget (a wide table scrolls inside its own box, which is fine).
      const top = [...root.children].find((e) => e.localName !== 'style')!;
      const [r, g, b] = getComputedStyle(root.querySelector('h2')!).color.match(/\d+/g)!.map(Number);
      return { spill: top.scrollWidth - top.clientWidth, headingLightness: (r! + g! + b!) / 3 };
    });
    // Light text: the dark theme is on (axe below checks its contrast).
    expect(look.headingLightness).toBeGreaterThan(180);
    expect(look.spill).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the loader’s reserved place', () => {
  it('holds a calculator’s place while it loads, and the calculator fills at least that much', async () => {
    // The widget file waits until the placeholder is measured.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page } = await article(
      'column.html',
      390,
      HOST,
      TITLE,
      (p) => p.route(WIDGET_FILE, async (route) => held.then(() => route.continue())),
      (p) =>
        until(
          () => shadowText(p, HOST),
          (t) => t.includes(`${TITLE} betöltése`),
        ),
    );
    // The loader's own box (the demo page's partner also reserves the host's height in its CSS).
    const placeholder = await page
      .locator(HOST)
      .evaluate((el) => el.shadowRoot!.querySelector('.l')!.getBoundingClientRect().height);
    // RESERVED_HEIGHT of apps/embed/src/catalogue.ts: more than a phone's screen, less than the calculator.
    expect(placeholder).toBe(1200);
    release();
    await mounted(page, HOST, TITLE);
    expect((await documentBox(page.locator(HOST))).height).toBeGreaterThanOrEqual(1200);
    await page.context().close();
  });
});

describe('the error card', () => {
  /** Opens the column with the loan calculator's file answered by `respond`, and returns its card. */
  async function card(respond: Parameters<Page['route']>[1], offline = false): Promise<string> {
    const failed = 'A widget betöltése nem sikerült';
    const { page } = await article(
      'column.html',
      390,
      HOST,
      failed,
      async (p) => {
        await p.route(WIDGET_FILE, respond);
        // The browser's own flag, as it is when the connection drops (the loader itself is cached).
        if (offline) await p.addInitScript(() => Object.defineProperty(navigator, 'onLine', { get: () => false }));
      },
      (p) =>
        until(
          () => shadowText(p, HOST),
          (t) => t.includes(failed),
        ),
    );
    const text = await shadowText(page, HOST);
    await page.context().close();
    return text;
  }

  it('blames a missing CORS header on the site, not on the reader’s connection', async () => {
    // A server of its own that answers without the header (Playwright's own answers add it).
    const server = createServer((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(readFileSync(path.join(repoRoot, 'apps/embed/dist/v0.1.0/loan-calculator.js')));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const text = await card((route) => route.continue({ url: `http://127.0.0.1:${port}/loan-calculator.js` }));
    server.close();
    expect(text).toContain('hiányzó CORS-fejléc');
    expect(text).not.toContain('internetkapcsolat');
  });

  it('says a blocked download was blocked', async () => {
    const text = await card((route) => route.abort('blockedbyclient'));
    expect(text).toContain('letiltotta');
  });

  it('says an error status with its number', async () => {
    const text = await card((route) =>
      route.fulfill({ status: 503, body: '', headers: { 'Access-Control-Allow-Origin': '*' } }),
    );
    expect(text).toContain('HTTP 503');
  });

  it('tells the reader when the browser is offline', async () => {
    const text = await card((route) => route.abort('internetdisconnected'), true);
    expect(text).toContain('Nincs internetkapcsolat');
  });

  it('says the same in iframe mode, from the frame', async () => {
    const { page } = await article('column.html', 390, HOST, TITLE, (p) =>
      p.route(/\/v0\.1\.0\/rent-or-buy\.js(\?|$)/, (route) =>
        route.fulfill({ status: 503, body: '', headers: { 'Access-Control-Allow-Origin': '*' } }),
      ),
    );
    await page.locator('#berles').scrollIntoViewIfNeeded();
    const frameText = async () => {
      const frame = page.frames().find((f) => f.url().includes('/frame.html?widget=rent-or-buy'));
      return (await frame?.evaluate(() => document.body.firstElementChild?.shadowRoot?.textContent ?? '')) ?? '';
    };
    const text = await until(frameText, (t) => t.includes('nem sikerült'));
    expect(text).toContain('HTTP 503');
    await page.context().close();
  });
});

describe('events to a frame of the page’s own origin', () => {
  it('reach a parent of the partner’s own origin with no setting', async () => {
    const { page } = await article('column.html', 390, HOST, TITLE);
    const origin = new URL(page.url()).origin;
    // A page of the partner's own site framing the article (a CMS preview, an AMP-like wrapper).
    await page.goto(`${origin}/demo/blog.css`);
    const received = await page.evaluate(
      (src) =>
        new Promise<{ type: string; widget: string; origin: string }>((resolve) => {
          addEventListener('message', (e: MessageEvent) => {
            const data = e.data as { source?: string; type?: string; widget?: string };
            if (data?.source === 'penzugy-embed' && data.type === 'result')
              resolve({ type: data.type, widget: data.widget!, origin: e.origin });
          });
          const frame = document.createElement('iframe');
          frame.src = src;
          frame.style.cssText = 'width:390px;height:844px';
          document.documentElement.append(frame);
        }),
      `${origin}/column.html`,
    );
    expect(received).toEqual({ type: 'result', widget: 'loan-calculator', origin });
    await page.context().close();
  });
});
