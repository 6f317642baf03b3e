/**
 * Where the widget chunks are. The loader is built twice with the same code: `v{version}/embed.js`
 * (pinned: its chunks are next to it) and `embed.js` at the root (latest: its chunks are in
 * `v{version}/`). The difference is `versionDir`, baked in at build time; the rest is the URL the
 * loader was itself loaded from, so it works from a CDN path or a partner's own server alike.
 */

/**
 * The URL of the running loader script: `document.currentScript` (async classic scripts have it).
 * Run some other way (a tag manager injecting it), the last script that is exactly this loader's
 * file: named `embed.js` (not `my-embed.js`, not a query string that mentions it) and placed so that
 * its version directory is `v{version}/` (the latest copy at the root, the pinned one inside it),
 * since the widget files are loaded from wherever this URL points.
 */
export function loaderScriptUrl(doc: Document, versionDir: string, version: string): string | null {
  const current = doc.currentScript as HTMLScriptElement | null;
  if (current?.src) return current.src;
  let found: string | null = null;
  for (const script of doc.scripts) {
    const file = script.src.split(/[?#]/)[0]!;
    if (file.endsWith('/embed.js') && file.endsWith(`/v${version}/embed.js`) === !versionDir) found = script.src;
  }
  return found;
}

/** The directory of a version's files: `versionDir` (e.g. 'v0.1.0/' or '') resolved against the loader's URL. */
export function versionBaseUrl(scriptUrl: string, versionDir: string): string {
  return new URL(`./${versionDir}`, scriptUrl).href;
}

/** The running loader's version directory (the page's own directory when the loader's URL cannot be found). */
export function loaderVersionBase(doc: Document, versionDir: string, version: string): string {
  return versionBaseUrl(loaderScriptUrl(doc, versionDir, version) ?? doc.baseURI, versionDir);
}
