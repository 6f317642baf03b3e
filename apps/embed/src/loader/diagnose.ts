/**
 * Why a file of the embed did not load, for the error card (issue 26: a missing CORS header showed a
 * card that blamed the reader's connection). A failed module preload says nothing, so the file is
 * asked for again:
 *
 * - the browser knows it is offline: `offline`;
 * - a CORS request gets an answer: an error status (`http`), or the file arrived and its bytes are
 *   not the published ones (`integrity`);
 * - only a no-cors request gets one: the server answers but does not allow this page (`cors`);
 * - neither: a blocker, the page's CSP or an unreachable server (`blocked`), which a page cannot tell
 *   apart.
 */
export type Failure = { kind: 'offline' | 'blocked' | 'cors' | 'integrity' } | { kind: 'http'; status: number };

export async function diagnose(url: string, win: Window & typeof globalThis = window): Promise<Failure> {
  if (!win.navigator.onLine) return { kind: 'offline' };
  try {
    const response = await win.fetch(url, { cache: 'no-store' });
    return response.ok ? { kind: 'integrity' } : { kind: 'http', status: response.status };
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
