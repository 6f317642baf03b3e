/**
 * The manifests (pure helpers, build time). Partners pin a version by its directory; the manifests
 * say what each version contains:
 *
 * - `v{version}/manifest.json`: that version's loader (with its Subresource Integrity hash), frame
 *   page and, per widget, the entry chunk and every file it loads, with gzipped sizes;
 * - `manifest.json` at the root: every version present, newest first, and which one `embed.js` is.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Gzipped size in bytes (level 9, as the bench and the 45 KB budget count it). */
export function gzipSize(/** @type {string | Uint8Array} */ content) {
  return gzipSync(content, { level: 9 }).length;
}

/** The `integrity` attribute value of a file: `sha384-…`. */
export function integrity(/** @type {string | Uint8Array} */ content) {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/**
 * @typedef {{ fileName: string; isEntry: boolean; name: string; imports: string[]; code: string }} ChunkInfo
 * @typedef {{ entry: string; files: string[]; gzipBytes: number }} WidgetFiles
 */

/**
 * The files a widget needs, in load order irrelevant: its entry chunk and every chunk it imports
 * statically, transitively (dynamic imports, such as the Monte Carlo worker, load on demand).
 * @param {string} entry
 * @param {Map<string, ChunkInfo>} chunks by file name
 * @returns {string[]}
 */
export function staticClosure(entry, chunks) {
  const seen = new Set();
  const visit = (/** @type {string} */ file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of chunks.get(file)?.imports ?? []) visit(dep);
  };
  visit(entry);
  return [...seen];
}

/** Compares `1.10.0` > `1.9.2` numerically. */
export function compareVersions(/** @type {string} */ a, /** @type {string} */ b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
