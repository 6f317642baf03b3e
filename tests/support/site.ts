import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { HYDRATION_SLICE_MARK } from '../../apps/site/src/shell/HydrationSlice';
import { launchChromium } from './browser';

/**
 * A fresh browser context per test file, with cookie consent already answered so the banner does
 * not cover the page (tests of the banner itself pass `consent: null`). The stale-data banner is
 * closed the same way (the shared API serves the embedded data, stale on the real clock); its own
 * tests pass `staleBanner: 'shown'`.
 */
export async function siteContext(
  browser: Browser,
  opts: { consent?: 'granted' | 'denied' | null; width?: number; staleBanner?: 'closed' | 'shown' } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1400, height: 900 }, locale: 'hu-HU' });
  const consent = opts.consent === undefined ? 'denied' : opts.consent;
  if (consent) {
    await context.addInitScript((c) => {
      if (!localStorage.getItem('cookie-consent')) localStorage.setItem('cookie-consent', c);
    }, consent);
  }
  if (opts.staleBanner !== 'shown') {
    // apps/site/src/data/market-status.ts's BANNER_CLOSED_KEY: closed for the visit, as by its button.
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('penzugy:stale-banner-closed', '1');
      } catch {
        /* about:blank and opaque origins have no storage */
      }
    });
  }
  return context;
}

/**
 * Navigates and waits until the page heading is there and React owns it. A prerendered page shows
 * its heading before its JavaScript runs; clicks and typing before hydration would be lost.
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  await waitForReact(page);
}

/**
 * Holds every script of the site (its /assets/*.js) until the returned `release` is called, so the
 * prerendered page is on screen and nothing has hydrated it: what a visitor does before the page is
 * live can be tried. Call it before navigating.
 */
export async function holdSiteScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The hydration slices of a page, held (see {@link holdHydrationSlices}). */
export interface HeldSlices {
  /** Lets the turns asked for so far go (each hydrates one slice); later ones are held again. Resolves to how many went. */
  step(): Promise<number>;
  /** Lets every turn go, now and from now on. */
  release(): Promise<void>;
  /**
   * Lets the turns go one at a time, each followed by the frames after which a runtime's effects and
   * re-renders have run, until `done` says so. A turn is let go only once the one before has been
   * taken (a slice's turn asks for the next), so no more slices hydrate than it takes.
   */
  stepUntil(done: () => Promise<boolean>): Promise<void>;
  /** Lets the turns go until `count` slices have hydrated (by their performance marks). */
  hydrate(count: number): Promise<void>;
}

/** Waits two animation frames of the page: a runtime's effects and the re-renders they cause have run. */
export function nextFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Holds the prerendered page's hydration slices (apps/site/src/shell/HydrationSlice.tsx), which take
 * their turns by port messages, until the test lets them go: the page stays half hydrated for as
 * long as the test needs. Call it before navigating; it holds every port message of the page's
 * documents.
 */
export async function holdHydrationSlices(page: Page): Promise<HeldSlices> {
  await page.addInitScript(() => {
    const w = window as unknown as { __heldMessages: (() => void)[] | null };
    w.__heldMessages = [];
    const post = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
      const send = () => (post as (...a: unknown[]) => void).apply(this, args);
      if (w.__heldMessages) w.__heldMessages.push(send);
      else send();
    } as typeof MessagePort.prototype.postMessage;
  });
  const letGo = (forGood: boolean) =>
    page.evaluate((stop) => {
      const w = window as unknown as { __heldMessages: (() => void)[] | null };
      const held = w.__heldMessages ?? [];
      w.__heldMessages = stop ? null : [];
      held.forEach((send) => send());
      return held.length;
    }, forGood);
  const step = () => letGo(false);
  const stepUntil = async (done: () => Promise<boolean>) => {
    while (!(await done())) {
      await step();
      await nextFrames(page);
    }
  };
  // One mark per slice's turn.
  const hydrated = () => page.evaluate((mark) => performance.getEntriesByName(mark).length, HYDRATION_SLICE_MARK);
  return {
    step,
    release: async () => void (await letGo(true)),
    stepUntil,
    hydrate: (count) => stepUntil(async () => (await hydrated()) >= count),
  };
}

/**
 * Waits until the site has hydrated (or rendered) the page and its heading is there: the shell's
 * first effect marks <html data-hydrated> (apps/site/src/shell/Layout.tsx), whichever runtime the
 * build uses.
 */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated') && !!document.querySelector('main h1'),
    undefined,
    { timeout: 20_000 },
  );
}

/**
 * One Chromium and one page for a `describe` block: launched before its tests, closed after.
 * Returns a getter, since the page exists only once the hook has run.
 */
export function useSitePage(opts: Parameters<typeof siteContext>[1] = {}): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await (await siteContext(browser, opts)).newPage();
  });
  afterAll(async () => browser?.close());
  return () => page!;
}
