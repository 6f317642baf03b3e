/**
 * Why a file of the embed did not load, for the error card (issue 26: a missing CORS header showed a
 * card that blamed the reader's connection). A failed module preload or import says nothing, so the
 * file is asked for again:
 *
 * - the browser knows it is offline: `offline`;
 * - a CORS request gets an answer: an error status (`http`); or the file arrives, and then either its
 *   preload failed, so its bytes are not the published ones (`integrity`), or it was preloaded and
 *   its import failed, so its code stopped while starting (`script`);
 * - only a no-cors request gets one: the server answers but does not allow this page (`cors`);
 * - neither: a blocker, the page's CSP or an unreachable server (`blocked`), which a page cannot tell
 *   apart.
 */
export type Failure =
  { kind: 'offline' | 'blocked' | 'cors' | 'integrity' | 'script' } | { kind: 'http'; status: number };

/** `preloaded`: the file passed its integrity check, and its import is what failed. */
export async function diagnose(url: string, win: Window & typeof globalThis, preloaded = false): Promise<Failure> {
  if (!win.navigator.onLine) return { kind: 'offline' };
  try {
    const response = await win.fetch(url, { cache: 'no-store' });
    if (!response.ok) return { kind: 'http', status: response.status };
    return { kind: preloaded ? 'script' : 'integrity' };
  } catch {
    // Not readable: is the server there at all?
  }
  try {
    await win.fetch(url, { mode: 'no-cors', cache: 'no-store' });
    return { kind: 'cors' };
  } catch {
    return { kind: 'blocked' };
  }
}
