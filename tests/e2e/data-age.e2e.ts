/**
 * Issue 28 part 4 on screen, at a phone's 390 px and a desktop's 1400 px: the dashboard and the
 * stock screen show the date of the last close and its source (from the shared API's answers), and
 * the site-wide banner names a dataset older than its schedule allows — shown when one is stale,
 * absent when all are fresh. For the banner the test runs an API of its own on a snapshot store of
 * its own, with MARKET_TODAY fixed so the embedded data count as fresh, then makes the ECB rates
 * stale by publishing an old snapshot into that store (the API picks it up without a restart).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatDate } from '@penzugy/finance-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeSnapshot } from '../../packages/data-refresh/src/snapshot';
import { createLocalStore } from '../../packages/data-refresh/src/store/local';
import { publishSnapshot } from '../../packages/data-refresh/src/store/snapshots';
import { freePort } from '../../packages/data-refresh/src/test-support/free-port';
import { axeViolations, launchChromium } from '../support/browser';
import { startApi } from '../support/services/api';
import { startSitePreview } from '../support/services/site';
import type { RunningService } from '../support/services/types';
import { open, siteContext } from '../support/site';

const base = inject('siteUrl');
const api = inject('apiUrl');
const WIDTHS = [390, 1400] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser?.close());

async function pageAt(width: number, staleBanner: 'closed' | 'shown' = 'closed'): Promise<Page> {
  return (await siteContext(browser, { width, staleBanner })).newPage();
}

async function fitsTheScreen(page: Page) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll).toBeLessThanOrEqual(inner);
}

describe('the figures show their date and source', () => {
  for (const width of WIDTHS) {
    it(`dashboard: heatmap, market tables and the stock screen, at ${width} px`, async () => {
      const heatmap = (await (await fetch(`${api}/market/heatmap?market=sp500`)).json()) as {
        asOf: string;
        source: string;
      };
      const page = await pageAt(width);
      await open(page, base + '/befektetesek');
      await page.getByRole('button', { name: 'Előzetes megtekintése' }).click();
      await page.locator('a[data-band]').first().waitFor();
      // The heatmap says which trading day and which source.
      await page.getByText(`Adatok: ${formatDate(heatmap.asOf)} · Forrás: ${heatmap.source}`).waitFor();
      // Each market table its last day, the tables together their source.
      const data = (await (await fetch(`${api}/market/tables`)).json()) as {
        source: string;
        us: { asOf: string }[];
      };
      const usLast = data.us
        .map((r) => r.asOf)
        .sort()
        .at(-1)!;
      const tables = page.getByRole('group', { name: 'Piaci táblázatok' });
      await tables
        .getByText(`Adatok: ${formatDate(usLast)}`)
        .first()
        .waitFor();
      await tables.getByText(`Forrás: ${data.source}`, { exact: true }).waitFor();
      await fitsTheScreen(page);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);

      const stock = (await (await fetch(`${api}/market/stocks/AAPL`)).json()) as {
        quote: { asOf: string };
        source: string;
      };
      await open(page, base + '/stocks/AAPL');
      await page.getByText(`Záróár: ${formatDate(stock.quote.asOf)} · Forrás: ${stock.source}`).waitFor();
      await fitsTheScreen(page);
      await page.context().close();
    });
  }
});

describe('the stale-data banner', () => {
  let dir: string;
  let ownApi: RunningService;
  let ownSite: RunningService;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'penzugy-e2e-stale-'));
    // On 2026-01-02 the embedded prices (to 2025-12-31) are two days old, the other embedded data
    // not older than their schedule allows: nothing is stale.
    ownApi = await startApi(await freePort(), {
      SNAPSHOT_STORE: dir,
      SNAPSHOT_POLL_S: '1',
      MARKET_TODAY: '2026-01-02',
    });
    ownSite = await startSitePreview(ownApi.url, await freePort());
  });
  afterAll(async () => {
    await ownSite?.stop();
    await ownApi?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const banner = (page: Page) => page.getByRole('region', { name: 'Nem friss adatok' });

  it('is absent while every dataset is fresh', async () => {
    const status = (await (await fetch(`${ownApi.url}/market/status`)).json()) as {
      datasets: { dataset: string; asOf: string | null; stale: boolean }[];
    };
    expect(status.datasets.filter((d) => d.stale && d.asOf !== null)).toEqual([]);
    for (const width of WIDTHS) {
      const page = await pageAt(width, 'shown');
      await open(page, ownSite.url + '/befektetesek');
      // The status request is made after hydration: wait for its answer, then for the page to settle.
      await page.waitForLoadState('networkidle');
      expect(await banner(page).count()).toBe(0);
      await page.context().close();
    }
  });

  it('appears, names the stale dataset with its date and source, covers no layout, and closes for the visit', async () => {
    // An ECB snapshot that ends on 2025-12-10: 23 days before "today", its schedule allows 5.
    await publishSnapshot(
      createLocalStore(dir),
      makeSnapshot(
        { dates: ['2025-12-09', '2025-12-10'], columns: { EURHUF: [383.1, 384.0], EURUSD: [1.163, 1.164] } },
        {
          dataset: 'ecb-fx',
          asOf: '2025-12-10',
          fetchedAt: '2025-12-10T15:30:00.000Z',
          sourceUrl: 'https://data-api.ecb.europa.eu',
          source: 'EKB',
          rowCount: 2,
          origin: 'fetched',
        },
      ),
    );
    await expect
      .poll(
        async () => {
          const s = (await (await fetch(`${ownApi.url}/market/status`)).json()) as {
            datasets: { dataset: string; stale: boolean }[];
          };
          return s.datasets.find((d) => d.dataset === 'ecb-fx')?.stale;
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    for (const width of WIDTHS) {
      const page = await pageAt(width, 'shown');
      await open(page, ownSite.url + '/kalkulatorok');
      const main = await page.locator('main').boundingBox();
      await banner(page).waitFor();
      expect(await banner(page).getByRole('listitem').allTextContents()).toEqual([
        'Euró-referenciaárfolyamok (EUR/HUF, EUR/USD): 2025. december 10., forrás: EKB',
      ]);
      // An overlay: the page under it has not moved.
      expect(await page.locator('main').boundingBox()).toEqual(main);
      await fitsTheScreen(page);
      expect(await axeViolations(page)).toEqual([]);
      // Closed, it stays closed on the next page of the visit.
      await banner(page).getByRole('button', { name: 'Bezárás' }).click();
      expect(await banner(page).count()).toBe(0);
      await page.getByRole('link', { name: 'Befektetések' }).first().click();
      await page.waitForURL(/\/befektetesek$/);
      await page.waitForLoadState('networkidle');
      expect(await banner(page).count()).toBe(0);
      await page.context().close();
    }
  });
});
