import { createRequire } from 'node:module';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const require = createRequire(import.meta.url);

/** Debian's Chromium, headless, started with the flags of scripts/chromium.mjs (offline, as root). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core (WCAG 2.1 A/AA rules) in the page and returns its violations, once the page's
 * finite animations and transitions have ended: a button that has just become pressed swaps its
 * text colour at once and fades its background over 120 ms, and axe reading the colours in between
 * found a contrast that no settled page has (market.e2e.ts failed so, one run in four).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

export interface DocumentBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The element's box in document coordinates: its viewport rectangle plus the scroll offset, read in
 * one go. Two `boundingBox()` calls are two moments, and the site scrolls smoothly: a page still
 * gliding after a click moved one element against the other between the reads (an affordability
 * headline read 15 px above the form it follows). Document coordinates do not move with scrolling.
 */
export function documentBox(locator: Locator): Promise<DocumentBox> {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height };
  });
}

/**
 * An init script: sums the page's layout shifts from its start, as CLS counts them (none right after
 * an input). Read the sum with {@link layoutShiftSum}.
 */
export function recordLayoutShifts(): void {
  const w = window as unknown as { __cls: number };
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page's layout shifts so far, summed by {@link recordLayoutShifts}. */
export const layoutShiftSum = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);
