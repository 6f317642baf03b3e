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

/** The list of hashes, next to the widget files. */
export const INTEGRITY_FILE = 'integrity.js';

/** Iframe mode's code on the partner's page (frame/host.ts), loaded only when a widget asks for it. */
export const FRAME_HOST_FILE = 'frame-host.js';

/**
 * An importer of the files under `base` (a version directory): `load('loan-calculator.js')`.
 * `listIntegrity` is the hash of {@link INTEGRITY_FILE}. A failed list is asked for again next time.
 */
export function verifiedImporter(doc: Document, base: string, listIntegrity: string) {
  let list: Promise<Record<string, string>> | undefined;
  const load = (file: string, integrity: string | undefined) => {
    const href = new URL(file, base).href;
    return new Promise((resolve, reject) => {
      // A file without a published hash is not loaded at all (an empty `integrity` would check nothing).
      if (!integrity) return reject(new Error(file));
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.integrity = integrity;
      link.href = href;
      link.onload = resolve;
      link.onerror = reject;
      doc.head.append(link);
    }).then(() => import(/* @vite-ignore */ href));
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
