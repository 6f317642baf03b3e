/**
 * What the embed's end-to-end files share: the built loader and widget chunks served by the demo
 * server (apps/embed/scripts/serve-demo.mjs) with one Chromium per file, a page recorder for the
 * embed's DOM events and CSP violations, and small waits.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { startEmbedDemo } from '../support/services/embed-demo';
import type { RunningService } from '../support/services/types';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface LoggedEvent {
  type: string;
  id: string;
  detail: Record<string, unknown> & { summary?: Record<string, number>; problems?: { attribute: string }[] };
}

export interface PageLog {
  events: LoggedEvent[];
  csp: string[];
  baseline: string[];
}

/** Records, from before any page script runs: the embed's DOM events, CSP violations, the window's own properties. */
export function recordPage() {
  const w = window as unknown as { __penzugyLog: PageLog };
  w.__penzugyLog = { events: [], csp: [], baseline: Object.getOwnPropertyNames(window) };
  // The elements themselves, to inspect them after the page removed them.
  const hosts: Record<string, Element> = {};
  Object.defineProperty(window, '__penzugyHosts', { value: hosts });
  for (const type of ['ready', 'result', 'calculator_interaction', 'error']) {
    document.addEventListener(`penzugy:${type}`, (e) => {
      const target = e.target as Element;
      hosts[target.id] = target;
      w.__penzugyLog.events.push({ type, id: target.id, detail: (e as CustomEvent).detail });
    });
  }
  document.addEventListener('securitypolicyviolation', (e) =>
    w.__penzugyLog.csp.push(`${e.violatedDirective} ${e.blockedURI}`),
  );
}

export const log = (page: Page) => page.evaluate(() => (window as unknown as { __penzugyLog: PageLog }).__penzugyLog);

/** Waits until the widget on `host` shows `heading` (inside its shadow root). */
export async function mounted(page: Page, host: string, heading: string) {
  await page.locator(`${host} h2`).filter({ hasText: heading }).first().waitFor({ timeout: 20_000 });
}

/** The text of the widget's shadow root. */
export const shadowText = (page: Page, host: string) =>
  page.locator(host).evaluate((el) => el.shadowRoot?.textContent ?? '');

/**
 * Opens the hostile demo page, whose rent-or-buy widget file the caller has made fail, and waits for
 * that widget's error card; returns the card's text.
 */
export async function rentErrorCard(page: Page, demoUrl: string): Promise<string> {
  await page.goto(`${demoUrl}/hostile.html`);
  await page.evaluate(() => document.getElementById('rent')!.scrollIntoView());
  return until(
    () => shadowText(page, '#rent'),
    (t) => t.includes('A widget betöltése nem sikerült'),
  );
}

export const events = async (page: Page, type: string, id: string) =>
  (await log(page)).events.filter((e) => e.type === type && e.id === id);

/**
 * Types into a number field as a person does: click, select all, type at a human pace, leave.
 * Playwright's `fill` selects before the field's focus re-render lands (preact renders a microtask
 * later), and keys faster than a frame lose NumberField's commit under preact (see the embed's
 * README, "Known issues"), which people do not type.
 */
export async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+A');
  await field.pressSequentially(text, { delay: 40 });
  await field.press('Tab');
}

export async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > end) throw new Error(`Timed out; last value: ${JSON.stringify(value)?.slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface EmbedDemo {
  /** The demo server (its `url` is the partner blog's origin). */
  demo(): RunningService;
  /** One browser context for the file's pages, recording every page from its first script. */
  context(): BrowserContext;
  /** Console messages about the CSP, from every page of the file. */
  consoleCsp: string[];
}

/** Starts the demo server and Chromium for a test file, and stops them after it. */
export function useEmbedDemo(): EmbedDemo {
  let demo: RunningService | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const consoleCsp: string[] = [];
  beforeAll(async () => {
    demo = await startEmbedDemo();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    await context.addInitScript(recordPage);
    context.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) consoleCsp.push(m.text());
    });
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
  });
  return { demo: () => demo!, context: () => context!, consoleCsp };
}

/** A partner article of the demo, open in a context of its own, and what its console said. */
export interface Article {
  page: Page;
  /** Console messages about the Content Security Policy. */
  csp: string[];
  /** Console errors and uncaught exceptions. */
  errors: string[];
}

/**
 * Starts the demo server and Chromium for a file of partner-article tests (one context per article,
 * for its own viewport); `article(path, width, host, heading)` opens the demo page `path` at `width`
 * (390: a phone, with a phone's height), scrolls to the widget on `host` and waits until it shows `heading`.
 * `before` runs on the page before it loads (e.g. to route a request).
 */
export function usePartnerArticles() {
  let demo: RunningService | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    demo = await startEmbedDemo();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
  });
  return async function article(
    pagePath: string,
    width: number,
    host: string,
    heading: string,
    before?: (page: Page) => Promise<unknown>,
    /** What to wait for instead of the widget's heading (e.g. its error card). */
    ready: (page: Page) => Promise<unknown> = (p) => mounted(p, host, heading),
  ): Promise<Article> {
    const context = await browser!.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    await context.addInitScript(recordPage);
    const page = await context.newPage();
    const csp: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) csp.push(m.text());
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await before?.(page);
    await page.goto(`${demo!.url}/${pagePath}`);
    await page.locator(host).scrollIntoViewIfNeeded();
    await ready(page);
    return { page, csp, errors };
  };
}
