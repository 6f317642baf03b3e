/**
 * The document library at /konyvtar on the built site, in Chromium: browse, search, filter by type,
 * open a PDF (pdf.js with its worker), page through, zoom, search in the document, the download link,
 * an HTML filing, a link that reopens a document, a broken PDF's error and retry, and axe.
 *
 * Expected values come from the files the site serves (apps/site/public/library, built by
 * @penzugy/documents' build-manifest script), read here independently: the manifest for the
 * companies, pdf.js in Node for a PDF's page count, the file itself for the download's bytes.
 */
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { axeViolations, launchChromium } from '../support/browser';
import { open, siteContext } from '../support/site';

const base = inject('siteUrl');
const require = createRequire(import.meta.url);
const libraryDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/site/public/library');

const APPLE_10K = 'edgar/Apple Inc. (AAPL)/10-K/2024-11-01_10-K.pdf';
const TESLA_10Q = 'edgar/Tesla, Inc. (TSLA)/10-Q/2025-07-24_10-Q.pdf';
/** The URL of a file whose path parts need no more than encodeURIComponent (no commas, no '&'). */
const servedPath = (object: string) => `/library/${object.split('/').map(encodeURIComponent).join('/')}`;
/** Route patterns by file name, which is unique in the library, so they do not depend on encoding. */
const byFileName = (object: string) => `**/${object.split('/').pop()}`;

async function pdfPageCount(object: string): Promise<number> {
  const pdfjs = await import(pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href);
  const data = new Uint8Array(await readFile(path.join(libraryDir, object)));
  const doc = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
  const pages = doc.numPages as number;
  await doc.destroy();
  return pages;
}

describe('document library (/konyvtar)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let manifest: { version: number; objects: string[] };
  /** Company folder → number of files, from the manifest. */
  let folders: Map<string, number>;

  beforeAll(async () => {
    manifest = JSON.parse(await readFile(path.join(libraryDir, 'manifest.json'), 'utf8'));
    folders = new Map();
    for (const o of manifest.objects) folders.set(o.split('/')[1]!, (folders.get(o.split('/')[1]!) ?? 0) + 1);
    browser = await launchChromium();
    context = await siteContext(browser);
  });
  afterAll(async () => browser?.close());
  beforeEach(async () => {
    await page?.close();
    page = await context.newPage();
  });

  const companyButtons = () => page.locator('[data-company-id]');
  const pageBox = () => page.getByRole('textbox', { name: 'Oldalszám' });

  async function openLibrary(query = '') {
    await open(page, `${base}/konyvtar${query}`);
    expect(await page.locator('main h1').first().textContent()).toBe('Dokumentumkönyvtár');
  }

  async function openDocument(ticker: string, type: RegExp) {
    await companyButtons().filter({ hasText: ticker }).click();
    await page.locator('[data-document-id]').filter({ hasText: type }).first().click();
  }

  it('lists every company of the manifest with its ticker and document count', async () => {
    await openLibrary();
    await companyButtons().first().waitFor();
    expect(await companyButtons().count()).toBe(folders.size);
    const texts = await companyButtons().allTextContents();
    for (const [folder, count] of folders) {
      const ticker = /\(([^)]+)\)/.exec(folder)![1]!;
      expect(
        texts.some((t) => t.startsWith(ticker) && t.endsWith(`${count} dokumentum`)),
        `${folder}: ${texts.join(' | ')}`,
      ).toBe(true);
    }
    await expect(page.getByText('Válasszon egy dokumentumot').isVisible()).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('searches by name or ticker, shows no match, and clears', async () => {
    await openLibrary();
    const search = page.getByRole('searchbox', { name: 'Vállalat keresése' });
    expect(await search.getAttribute('placeholder')).toBe('Vállalat vagy ticker keresése...');
    await search.fill('nvda');
    expect(await companyButtons().allTextContents()).toEqual(['NVDANVIDIA Corporation2 dokumentum']);
    await search.fill('tesla');
    expect(await companyButtons().count()).toBe(1);
    await search.fill('nincs ilyen cég');
    await page.getByText('Nincs találat a keresési feltételeknek megfelelően').waitFor();
    expect(await companyButtons().count()).toBe(0);
    await page.getByRole('button', { name: 'Keresés törlése' }).click();
    expect(await search.inputValue()).toBe('');
    expect(await companyButtons().count()).toBe(folders.size);
  });

  it('filters a company’s documents by type and goes back', async () => {
    await openLibrary();
    await companyButtons().filter({ hasText: 'AAPL' }).click();
    const filter = page.getByRole('group', { name: 'Dokumentumtípus' });
    expect(await filter.getByRole('radio').count()).toBe(3);
    expect(await filter.getByRole('radio', { name: 'Összes' }).isChecked()).toBe(true);
    expect(await page.locator('[data-document-id]').count()).toBe(2);
    await filter.getByText('10-Q').click();
    expect(await page.locator('[data-document-id]').allTextContents()).toEqual([
      '10-QNegyedéves jelentés 2025PDF2025. augusztus 1.',
    ]);
    await page.getByRole('button', { name: 'Vissza a vállalatokhoz' }).click();
    expect(await companyButtons().count()).toBe(folders.size);
    // Cabot has one type only: no filter row.
    await companyButtons().filter({ hasText: 'CBT' }).click();
    expect(await page.getByRole('group', { name: 'Dokumentumtípus' }).count()).toBe(0);
  });

  it('opens a PDF with its real page count, pages through it, zooms, and searches it', async () => {
    const expectedPages = await pdfPageCount(APPLE_10K);
    await openLibrary();
    await openDocument('AAPL', /^10-K/);
    const title = page.getByRole('heading', { name: 'Éves jelentés 2024' });
    await title.waitFor();
    const panel = page.locator('section').filter({ has: title });
    expect(await panel.locator('dl').textContent()).toBe(
      'Vállalat:Apple Inc. (AAPL)Típus:10-K – Éves jelentésDátum:2024. november 1.',
    );
    await pageBox().waitFor({ timeout: 30_000 });
    expect(await page.getByText(`/ ${expectedPages}`, { exact: true }).isVisible()).toBe(true);
    expect(await pageBox().inputValue()).toBe('1');
    expect(await page.getByRole('button', { name: 'Előző oldal' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Első oldal' }).isDisabled()).toBe(true);
    // Page 1 is drawn on a canvas by pdf.js.
    await page.waitForFunction(
      () => ((document.querySelector('[data-page-number="1"] canvas') as HTMLCanvasElement | null)?.width ?? 0) > 0,
    );

    await page.getByRole('button', { name: 'Következő oldal' }).click();
    expect(await pageBox().inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Utolsó oldal' }).click();
    expect(await pageBox().inputValue()).toBe(String(expectedPages));
    expect(await page.getByRole('button', { name: 'Következő oldal' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Utolsó oldal' }).isDisabled()).toBe(true);
    await pageBox().fill('10');
    await pageBox().press('Enter');
    expect(await pageBox().inputValue()).toBe('10');
    // Only the pages near the view are drawn, not all of them.
    await page.waitForFunction(() => document.querySelector('[data-page-number="10"] canvas') !== null);
    const drawn = await page.locator('[data-page-number] canvas').count();
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(8);

    const width = async () => (await page.locator('[data-page-number="10"]').boundingBox())!.width;
    const before = await width();
    await page.getByRole('button', { name: 'Nagyítás' }).click();
    await page.getByText('Nagyítás mértéke: 110%').waitFor();
    expect((await width()) / before).toBeCloseTo(1.1, 1);
    expect(await pageBox().inputValue()).toBe('10');

    const search = page.getByRole('searchbox', { name: 'Keresés a dokumentumban' });
    await search.fill('iPhone');
    await page.getByText(/^\d+ \/ \d+ találat$/).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-page-number] mark').length > 0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('offers the file as a real download link and keeps the choice in the address', async () => {
    await openLibrary();
    await openDocument('AAPL', /^10-K/);
    const link = page.getByRole('link', { name: 'Letöltés' });
    expect(await link.getAttribute('href')).toBe(servedPath(APPLE_10K));
    expect(await link.getAttribute('download')).toBe('2024-11-01_10-K.pdf');
    const response = await page.request.get(base + servedPath(APPLE_10K));
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBe((await stat(path.join(libraryDir, APPLE_10K))).size);
    expect(await page.getByRole('link', { name: 'Megnyitás új lapon' }).getAttribute('target')).toBe('_blank');

    await page.waitForURL(/vallalat=apple-inc-aapl&dokumentum=10-k-2024-11-01_10-k-pdf$/);
    await page.reload();
    await page.getByRole('heading', { name: 'Éves jelentés 2024' }).waitFor({ timeout: 20_000 });
    await pageBox().waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Bezárás' }).click();
    await page.getByText('Válasszon egy dokumentumot').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('dokumentum'));
  });

  // The size check is what tells the file from the site's page shell, which a static server sends for
  // any path it cannot find.
  it('links every document to its file as the site serves it (not the page shell)', async () => {
    await openLibrary();
    const seen: string[] = [];
    for (let c = 0; c < folders.size; c++) {
      await companyButtons().nth(c).click();
      const items = page.locator('[data-document-id]');
      for (let d = 0; d < (await items.count()); d++) {
        await items.nth(d).click();
        const href = (await page.getByRole('link', { name: 'Letöltés' }).getAttribute('href'))!;
        const response = await page.request.get(base + href);
        expect(response.status(), href).toBe(200);
        const object = decodeURIComponent(href.replace(/^\/library\//, ''));
        expect(manifest.objects, href).toContain(object);
        expect((await response.body()).length, href).toBe((await stat(path.join(libraryDir, object))).size);
        seen.push(object);
      }
      await page.getByRole('button', { name: 'Vissza a vállalatokhoz' }).click();
    }
    expect(seen.sort()).toEqual([...manifest.objects].sort());
  });

  it('shows EDGAR’s HTML filing in a sandboxed frame', async () => {
    await openLibrary();
    await openDocument('FLWS', /HTML/);
    const frame = page.getByTitle('HTML-dokumentum: Rendkívüli jelentés 2023');
    expect(await frame.getAttribute('sandbox')).toBe('');
    const content = page.frameLocator('iframe[sandbox]');
    // The filing itself, not the site's page shell: its cover page names the form.
    await content.getByText('Form 8-K filing').first().waitFor();
    expect(await content.locator('body').textContent()).toMatch(/1-800-FLOWERS\.COM/i);
  });

  it('shows a broken PDF’s error, and loads the document on retry', async () => {
    const expectedPages = await pdfPageCount(TESLA_10Q);
    let failures = 0;
    // The first request for the file gets a cut-off PDF; later ones reach the real file.
    await page.route(byFileName(TESLA_10Q), async (route) => {
      if (failures === 0) {
        failures++;
        await route.fulfill({
          status: 200,
          contentType: 'application/pdf',
          body: '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 o',
        });
      } else await route.continue();
    });
    await openLibrary();
    await openDocument('TSLA', /^10-Q/);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toBe(
      'Hiba történt a PDF betöltése közbenA fájl nem érvényes vagy sérült PDF-dokumentum.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Újrapróbálkozás' }).click();
    await pageBox().waitFor({ timeout: 30_000 });
    expect(await page.getByText(`/ ${expectedPages}`, { exact: true }).isVisible()).toBe(true);
    expect(failures).toBe(1);
  });

  it('shows a missing file as not found', async () => {
    await page.route(byFileName(TESLA_10Q), (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await openLibrary();
    await openDocument('TSLA', /^10-Q/);
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.textContent()).toContain('A fájl nem található (HTTP 404).');
  });

  it('shows the library’s own error with retry when the manifest cannot be read', async () => {
    let failures = 0;
    await page.route('**/library/manifest.json', async (route) => {
      if (failures++ === 0) await route.fulfill({ status: 503, body: '' });
      else await route.continue();
    });
    await openLibrary();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'Hiba történt a vállalatok betöltése közben. A szerver hibát jelzett a dokumentumjegyzék letöltésekor (HTTP 503). Próbálja újra később.',
    );
    await page.getByRole('button', { name: 'Újrapróbálkozás' }).click();
    await companyButtons().first().waitFor();
    expect(await companyButtons().count()).toBe(folders.size);
  });
});
