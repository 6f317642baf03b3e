/**
 * Keystroke-to-next-paint in each calculator, as Interaction to Next Paint measures it (issue 27:
 * "≤ 100 ms at 4× CPU slowdown"), for scripts/bench-site.mjs.
 *
 * How: the built page loads and hydrates at full speed; then Chromium's CPU is slowed 4× (the
 * DevTools protocol's Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset does), a field
 * of the calculator is focused and a new value is typed key by key, each key its own
 * interaction (a frame painted before the next). An init script's `PerformanceObserver` of type
 * 'event' (Event Timing, `durationThreshold: 16`, the smallest allowed) collects every event of an
 * interaction; an interaction's latency is the longest duration among its events (input delay +
 * processing + presentation delay, rounded by the browser to 8 ms), which is what INP takes. With
 * fewer than 50 interactions INP is the worst one. Interactions under 16 ms are not reported by the
 * browser and count as 16 ms.
 */

/** The target the issue asks for: each keystroke painted within 100 ms at 4× CPU slowdown. */
export const KEYSTROKE_LIMIT_MS = 100;

/**
 * The calculators, the field typed into (the first field of each form, or the one a visitor types
 * most in: the portfolio's stock search) and the value typed.
 */
export const CALCULATOR_ROUTES = [
  { route: '/kalkulatorok/lakas-kamat', field: 'input[name="price"]', typed: '45000000' },
  { route: '/kalkulatorok/rent-or-buy', field: 'input[name="price"]', typed: '45000000' },
  { route: '/kalkulatorok/monte-carlo', field: 'input[id$="-initialValue"]', typed: '12345' },
  { route: '/kalkulatorok/portfolio-optimalizalas', field: 'input[role="combobox"]', typed: 'NVDA' },
  { route: '/kalkulatorok/mekkora-hitelt-kaphatok', field: 'input[name="monthlyNetIncome"]', typed: '850000' },
];

/** Runs in the page before its scripts: the Event Timing observer, longest duration per interaction. */
function observeInteractions() {
  const worst = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      worst.set(e.interactionId, Math.max(worst.get(e.interactionId) ?? 0, e.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  window.__penzugyInteractions = () => [...worst.values()];
}

/** Two animation frames: the key's frame has been painted and its Event Timing entry dispatched. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/**
 * Types `typed` into the field `selector` of the calculator at `url`, key by key at 4× CPU slowdown:
 * `{ keys, latencies }`, the latency of every key in ms.
 */
export async function measureKeystrokes(browser, url, selector, typed) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'hu-HU' });
  try {
    await context.addInitScript(observeInteractions);
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem('penzugy:stale-banner-closed', '1');
      } catch {
        /* no storage */
      }
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, {
      timeout: 60_000,
    });
    await page.waitForLoadState('networkidle');
    const field = page.locator(`main ${selector}`).first();
    await field.waitFor({ state: 'visible', timeout: 60_000 });
    await field.scrollIntoViewIfNeeded();
    await field.focus();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const keys = ['Control+A', 'Backspace', ...typed];
    for (const key of keys) {
      await page.keyboard.press(key);
      await page.evaluate(painted);
    }
    // The last key's entry is dispatched after its frame; one more frame makes sure it was observed.
    await page.evaluate(painted);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const reported = await page.evaluate(() => window.__penzugyInteractions());
    const latencies = [...reported, ...Array(Math.max(0, keys.length - reported.length)).fill(16)];
    return { keys: keys.length, latencies };
  } finally {
    await context.close();
  }
}

/** How many visits the benchmark types into each calculator. */
export const KEYSTROKE_VISITS = 5;

/** The `q`-quantile of `values` by nearest rank (the smallest value with at least q of them at or below it). */
function nearestRank(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}

/**
 * The figures of several visits' keys (`visits`: one list of key latencies per visit): the median key,
 * the worst key of all, and INP as it is assessed: each visit's INP (its worst key, with under 50
 * interactions), then the 75th percentile of the visits' INP, as the Core Web Vitals take it over page
 * loads. One visit's stray slow key (another process taking the machine's two cores) moves the worst
 * key, not the 75th percentile; a slow key that comes back visit after visit moves both.
 */
export function latencySummary(visits) {
  const all = visits.flat();
  return {
    median: nearestRank(all, 0.5),
    worst: Math.max(...all),
    inp: nearestRank(
      visits.map((keys) => Math.max(...keys)),
      0.75,
    ),
  };
}
