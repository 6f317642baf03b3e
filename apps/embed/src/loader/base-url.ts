/**
 * Where the widget chunks are. The loader is built twice with the same code: `v{version}/embed.js`
 * (pinned: its chunks are next to it) and `embed.js` at the root (latest: its chunks are in
 * `v{version}/`). The difference is `versionDir`, baked in at build time; the rest is the URL the
 * loader was itself loaded from, so it works from a CDN path or a partner's own server alike.
 */

/** The URL of the running loader script: `document.currentScript` (async classic scripts have it). */
export function loaderScriptUrl(doc: Document): string | null {
  const current = doc.currentScript as HTMLScriptElement | null;
  if (current?.src) return current.src;
  // Run some other way (a tag manager injecting it): the last script that looks like ours.
  const candidates = doc.querySelectorAll<HTMLScriptElement>('script[src*="embed.js"]');
  return candidates.length > 0 ? candidates[candidates.length - 1].src : null;
}

/** The directory of a version's files: `versionDir` (e.g. 'v0.1.0/' or '') resolved against the loader's URL. */
export function versionBaseUrl(scriptUrl: string, versionDir: string): string {
  return new URL(`./${versionDir}`, scriptUrl).href;
}
