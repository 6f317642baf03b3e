/*
 * The wait for the head's Intl warm-up worker (vite/intl-warmup.ts) before hydration.
 *
 * The worker loads ICU's hu-HU data for the whole renderer process, so that the page's first
 * formatter takes well under a millisecond instead of 40–60 ms at full speed. It usually ends long
 * before the page hydrates, but not always: built while it was still running, the loan calculator's
 * first forint formatter took 55.8 ms in one load of six (Chromium, full speed; four times that in
 * Lighthouse's phone model), a long task of its own in the middle of hydration. A prerendered page is
 * on screen and readable meanwhile (and a form sent early is held, held-submit.ts), so hydration
 * waits for the worker's end, for at most MAX_WAIT_MS.
 */

import { headPromise } from './head-promise';

/** The global the head's starter keeps a promise in: settled when the worker has ended or failed. */
export const INTL_WARM_GLOBAL = '__penzugyIntlWarm';

/**
 * The longest hydration waits. The worker runs 80 ms at full speed (a few hundred on a slow phone);
 * this bounds only a worker that neither answers nor fails.
 */
export const MAX_WAIT_MS = 2000;

/** Settles once the warm-up worker has ended, or at once when there is none (a shell page, a test). */
export function intlWarm(win: Window = window): Promise<void> {
  return headPromise(INTL_WARM_GLOBAL, MAX_WAIT_MS, win);
}
