/**
 * The page's head scripts start work before the entry runs (the Intl warm-up worker, a shell page's
 * own stylesheets) and keep, under a global, a promise settled when it is done or has failed. The
 * entry waits for such a promise before it renders, for at most a bound: work that neither ends nor
 * fails must not keep the page from rendering at all.
 */
export function headPromise(global: string, maxWaitMs: number, win: Window = window): Promise<void> {
  const pending = (win as unknown as Record<string, Promise<unknown> | undefined>)[global];
  if (!pending) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxWaitMs);
    void pending.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
