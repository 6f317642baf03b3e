import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM_GLOBAL, intlWarm, MAX_WAIT_MS } from './intl-warm';
import { ROUTE_CSS_GLOBAL, ROUTE_CSS_MAX_WAIT_MS, routeStylesheets } from './route-css';
import { intlWarmupStarter } from '../../vite/intl-warmup';

afterEach(() => {
  vi.useRealTimers();
});

/** Whether the promise has settled by now (after the microtasks queued so far). */
async function settled(p: Promise<void>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

it("the Intl wait reads the promise under the name the head's starter keeps it", () => {
  expect(intlWarmupStarter('/assets/intl-warmup-X.js')).toContain(`window.${INTL_WARM_GLOBAL}=new Promise(`);
});

// The route-preload script's side (it keeps the promise, the shell page waits for its stylesheets)
// runs in Chromium: tests/e2e/layout-stability.e2e.ts.
describe.each([
  { name: 'the Intl warm-up before hydration', global: INTL_WARM_GLOBAL, maxWait: MAX_WAIT_MS, wait: intlWarm },
  {
    name: "a shell page's stylesheets before the first render",
    global: ROUTE_CSS_GLOBAL,
    maxWait: ROUTE_CSS_MAX_WAIT_MS,
    wait: routeStylesheets,
  },
])('the wait for $name', ({ global, maxWait, wait }) => {
  it('settles at once where the head started nothing', async () => {
    expect(await settled(wait({} as Window))).toBe(true);
  });

  it("settles when the head's work has ended, not before", async () => {
    vi.useFakeTimers();
    let end = () => {};
    const win = { [global]: new Promise<void>((r) => (end = r)) } as unknown as Window;
    const waiting = wait(win);
    await vi.advanceTimersByTimeAsync(maxWait - 1);
    expect(await settled(waiting)).toBe(false);
    end();
    expect(await settled(waiting)).toBe(true);
  });

  it('gives up on work that neither ends nor fails', async () => {
    vi.useFakeTimers();
    const win = { [global]: new Promise<void>(() => {}) } as unknown as Window;
    const waiting = wait(win);
    await vi.advanceTimersByTimeAsync(maxWait - 1);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
