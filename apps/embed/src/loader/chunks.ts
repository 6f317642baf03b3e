/**
 * Loading a version's ES modules only when their bytes are the ones the build published. The build
 * writes `integrity.js` next to the widget files (a module whose default export maps each file to
 * its `sha384-…` hash) and bakes the hash of that list into the loader and the frame page. Each
 * module is first fetched as `<link rel="modulepreload" integrity>`, which the browser checks
 * against the hash and, when it matches, keeps in its module map; only then is it `import()`ed
 * (the same URL is taken from that map, not fetched again). A file that does not match fails to
 * load, and the loader shows its error card. A partner who pins the loader with SRI so pins every
 * file it loads. Module preloads count as scripts for CSP: nothing beyond `script-src` is needed.
 */

import { diagnose } from './diagnose';

/** The list of hashes, next to the widget files. */
export const INTEGRITY_FILE = 'integrity.js';

/** Iframe mode's code on the partner's page (frame/host.ts), loaded only when a widget asks for it. */
export const FRAME_HOST_FILE = 'frame-host.js';

/**
 * An importer of the files under `base` (a version directory): `load('loan-calculator.js')`.
 * `listIntegrity` is the hash of {@link INTEGRITY_FILE}. A failed list is asked for again next time.
 * It rejects with a `Failure` (diagnose.ts): why the file did not load, for the error card of the
 * loader and of the frame page alike (not an Error: the loader's bytes count, and no one reads a
 * stack).
 */
export function verifiedImporter(doc: Document, base: string, listIntegrity: string) {
  const win = doc.defaultView as Window & typeof globalThis;
  let list: Promise<Record<string, string>> | undefined;
  // Failed attempts per file. Browsers before the change of whatwg/html#10327 keep a failed module
  // fetch in the module map for the page's life, so asking for the same URL again fails at once
  // without a request: a retry asks for `file?attempt=N`, a URL the map has not seen (the bytes,
  // and so the integrity check, are the same; its imports resolve to the plain shared files).
  const failures = new Map<string, number>();
  const load = (file: string, integrity: string | undefined) => {
    const attempt = failures.get(file) ?? 0;
    const href = new URL(attempt ? `${file}?attempt=${attempt}` : file, base).href;
    let preloaded = false;
    return new Promise((resolve, reject) => {
      // A file without a published hash is not loaded at all (an empty `integrity` would check nothing).
      if (!integrity) return reject();
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.integrity = integrity;
      link.href = href;
      link.onload = () => resolve((preloaded = true));
      link.onerror = reject;
      doc.head.append(link);
    })
      .then(() => import(/* @vite-ignore */ href))
      .catch(async () => {
        failures.set(file, attempt + 1);
        throw await diagnose(href, win, preloaded);
      });
  };
  return (file: string): Promise<unknown> =>
    (list ??= load(INTEGRITY_FILE, listIntegrity).then((m) => (m as { default: Record<string, string> }).default)).then(
      (hashes) => load(file, hashes[file]),
      (e: unknown) => {
        list = undefined;
        throw e;
      },
    );
}
