/**
 * The loan app in Chromium: served over HTTP with server-rendered HTML, hydrated, and typed into.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { check } from './support.mjs';

export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

/**
 * Opens a page that flags `<html data-hydrated>` once React has hydrated it, and collects every
 * console error or warning and page error on the way (the caller checks the list is empty).
 * @param {import('playwright-core').Browser} browser @param {string} url
 */
export async function openHydrated(browser, url) {
  const tab = await browser.newPage();
  /** @type {string[]} */
  const problems = [];
  tab.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') {
      problems.push(`console.${m.type()}: ${m.text()} (${m.location().url})`);
    }
  });
  tab.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await tab.goto(url);
  await tab.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
  return { tab, problems };
}

/**
 * Real key presses: Tab from the top of the page to the first filled number field. Its label and
 * value, or null when twenty presses do not reach one.
 * @param {import('playwright-core').Page} tab @returns {Promise<{ label: string, value: string } | null>}
 */
export async function tabToNumberField(tab) {
  for (let i = 0; i < 20; i++) {
    await tab.keyboard.press('Tab');
    const field = await tab.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLInputElement) || el.inputMode !== 'decimal' || el.value === '') return null;
      return { label: el.labels?.[0]?.textContent ?? el.id, value: el.value };
    });
    if (field) return field;
  }
  return null;
}

const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * The loan app in Chromium: `dist` served over HTTP with the calculator's server-rendered HTML in
 * #root (as an SSR framework sends it). The page must hydrate without an error or a React warning,
 * and a number field reached with Tab must take typed digits as its new value.
 * @param {string} distDir @param {string} serverHtml @param {string} name
 */
export async function hydrateAndType(distDir, serverHtml, name) {
  const indexFile = path.join(distDir, 'index.html');
  const page = readFileSync(indexFile, 'utf8');
  if (!page.includes('<div id="root"></div>')) throw new Error(`${indexFile} has no empty #root`);
  writeFileSync(indexFile, page.replace('<div id="root"></div>', `<div id="root">${serverHtml}</div>`));
  const server = createServer((req, res) => {
    const file = path.join(distDir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(distDir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': MIME[/** @type {keyof MIME} */ (path.extname(file))] ?? 'application/octet-stream',
    });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const browser = await launchChromium();
  try {
    const { tab, problems } = await openHydrated(browser, `http://127.0.0.1:${address.port}/index.html`);
    check(
      problems.length === 0,
      `${name}: the server-rendered loan app hydrates in Chromium without an error${problems.length ? `: ${problems.join('; ').slice(0, 300)}` : ''}`,
    );
    const field = await tabToNumberField(tab);
    if (!field) {
      check(false, `${name}: Tab reaches a number field of the loan calculator`);
      return;
    }
    await tab.keyboard.type('5000000');
    const typed = await tab.evaluate(() => /** @type {HTMLInputElement} */ (document.activeElement).value);
    check(
      typed === '5000000',
      `${name}: Tab into "${field.label}" (${field.value}) and typing 5000000 gives 5000000 (got ${typed})`,
    );
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
}
