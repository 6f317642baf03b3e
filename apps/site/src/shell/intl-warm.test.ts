import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARM_GLOBAL, intlWarm, MAX_WAIT_MS } from './intl-warm';
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

describe('the wait for the Intl warm-up before hydration', () => {
  it("reads the promise under the name the head's starter keeps it", () => {
    expect(intlWarmupStarter('/assets/intl-warmup-X.js')).toContain(`window.${INTL_WARM_GLOBAL}=new Promise(`);
  });

  it('settles at once where no worker was started', async () => {
    expect(await settled(intlWarm({} as Window))).toBe(true);
  });

  it('settles when the worker has ended, not before', async () => {
    vi.useFakeTimers();
    let end = () => {};
    const win = { [INTL_WARM_GLOBAL]: new Promise<void>((r) => (end = r)) } as unknown as Window;
    const wait = intlWarm(win);
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    expect(await settled(wait)).toBe(false);
    end();
    expect(await settled(wait)).toBe(true);
  });

  it('gives up on a worker that neither answers nor fails', async () => {
    vi.useFakeTimers();
    const win = { [INTL_WARM_GLOBAL]: new Promise<void>(() => {}) } as unknown as Window;
    const wait = intlWarm(win);
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
  });
});
