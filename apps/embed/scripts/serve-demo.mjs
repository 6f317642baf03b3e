#!/usr/bin/env node
/**
 * Serves the built embed and its demo pages (`npm run embed:demo`):
 *
 *   http://127.0.0.1:4300/              a partner's blog article with two calculators, loading the
 *                                       embed from the "CDN" below (another origin, like a real CDN)
 *   http://127.0.0.1:4300/hostile.html  the hostile page: strict CSP header, aggressive CSS, the
 *                                       script twice, bad settings, late and removed widgets; the
 *                                       embed is self-hosted under /embed/ (CSP 'self')
 *   http://127.0.0.1:4300/iframe.html   iframe mode with automatic height
 *   http://127.0.0.1:4300/widgets.html  the other widgets (heatmap, glossary term, Monte Carlo,
 *                                       portfolio, document viewer) on demo data (/demo-data/)
 *   http://127.0.0.1:4300/affordability.html  a partner's article with the affordability calculator
 *   http://127.0.0.1:4300/state-bonds.html    a partner's article with the state-bond calculator
 *   http://127.0.0.1:4300/column.html         a blog column with the loan calculator on its first
 *                                             screen and a calculator in iframe mode
 *   http://127.0.0.1:4301/              the "CDN": apps/embed/dist with CORS and cache headers
 *
 * The page port is $PORT (default 4300); the CDN listens on the next port. Build first
 * (`npx turbo run build --filter=@penzugy/embed`); this server only reads apps/embed/dist.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';

const EMBED_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WIDGETS_SRC = path.resolve(EMBED_ROOT, '../../packages/widgets/src');

/**
 * The demo data (`/demo-data/…`), as the market service and the site would serve it: the widgets'
 * own fixtures and demo/data/ (see demo/data/README.md).
 * @type {Record<string, (name: string) => string>}
 */
const DEMO_DATA = {
  heatmap: (market) => path.join(WIDGETS_SRC, 'Heatmap/story-data', `heatmap-${market}.json`),
  dictionary: (file) => path.join(EMBED_ROOT, 'demo/data/dictionary', file),
  documents: (file) => path.join(WIDGETS_SRC, 'PdfViewer/__fixtures__', file),
};

/** The strict policy of the hostile page: nothing inline, nothing evaluated, everything from this origin. */
export const HOSTILE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'";

/** firebase.json's rule for the frame page, by its source glob. */
const FRAME_PAGE_RULE = '/embed/**/frame{,.html}';

/**
 * The headers our hosting sends with the frame page (firebase.json, FRAME_PAGE_RULE): its sandbox,
 * so the demo CDN isolates a frame opened or framed without the loader's iframe attribute as
 * production does.
 * @type {Record<string, string>}
 */
const FRAME_PAGE_HEADERS = Object.fromEntries(
  /** @type {{ hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] } }} */ (
    JSON.parse(await readFile(path.resolve(EMBED_ROOT, '../../firebase.json'), 'utf8'))
  ).hosting.headers
    .find((rule) => rule.source === FRAME_PAGE_RULE)
    ?.headers.map(({ key, value }) => [key, value]) ?? [],
);
if (!FRAME_PAGE_HEADERS['Content-Security-Policy']) throw new Error('firebase.json has no policy for frame.html.');

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/**
 * The file under `root` for a URL path, or null when it escapes `root` or does not exist.
 * @param {string} root
 * @param {string} urlPath
 */
function fileIn(root, urlPath) {
  const file = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * Cache policy of a CDN: versioned files never change; the latest loader and the root manifest
 * change with each release, so they are revalidated after five minutes.
 */
function cacheControl(/** @type {string} */ relative) {
  return /^\/?v\d+\.\d+\.\d+\//.test(relative) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
function send(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(body);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 * @param {Record<string, string>} [headers]
 */
function sendFile(res, file, headers = {}) {
  res.writeHead(200, {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  createReadStream(file).pipe(res);
}

/**
 * Starts both servers. `port` 0 picks free ports (the end-to-end tests do).
 * @param {{ port?: number; host?: string; dist?: string }} [options]
 * @returns {Promise<{ siteUrl: string; cdnUrl: string; close(): Promise<void> }>}
 */
export async function startDemoServer({ port = 4300, host = '127.0.0.1', dist = path.join(EMBED_ROOT, 'dist') } = {}) {
  if (!existsSync(path.join(dist, 'embed.js'))) {
    throw new Error(
      `${dist}/embed.js is missing: build the embed first (npx turbo run build --filter=@penzugy/embed).`,
    );
  }
  const demo = path.join(EMBED_ROOT, 'demo');
  let cdnOrigin = '';

  const cdn = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const file = fileIn(dist, pathname);
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': cacheControl(pathname) };
    if (!file) return send(res, 404, 'Nincs ilyen fájl.', headers);
    sendFile(res, file, path.basename(file) === 'frame.html' ? { ...headers, ...FRAME_PAGE_HEADERS } : headers);
  });

  const site = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const page =
      pathname === '/'
        ? 'index.html'
        : /^\/(hostile|iframe|widgets|affordability|state-bonds|column)\.html$/.test(pathname)
          ? pathname.slice(1)
          : null;
    if (page) {
      const html = (await readFile(path.join(demo, page), 'utf8')).replaceAll('{{CDN}}', cdnOrigin);
      /** @type {Record<string, string>} */
      const headers = { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' };
      if (page === 'hostile.html') headers['Content-Security-Policy'] = HOSTILE_CSP;
      res.writeHead(200, headers);
      return res.end(html);
    }
    if (pathname.startsWith('/demo/')) {
      const file = fileIn(demo, pathname.slice('/demo'.length));
      return file && !file.endsWith('.html') ? sendFile(res, file) : send(res, 404, 'Nincs ilyen fájl.');
    }
    const data = /^\/demo-data\/(heatmap|dictionary|documents)\/([a-z0-9][a-z0-9.-]*)$/.exec(pathname);
    if (data) {
      const name = data[1] === 'heatmap' ? data[2].replace(/\.json$/, '') : data[2];
      const file = DEMO_DATA[data[1]](name);
      // Readable from any origin, as a public data server (or an attacker's) would be: the frame
      // page on the CDN origin loads it too.
      const cors = { 'Access-Control-Allow-Origin': '*' };
      return existsSync(file) ? sendFile(res, file, cors) : send(res, 404, 'Nincs ilyen adat.', cors);
    }
    if (pathname.startsWith('/embed/')) {
      // Self-hosted copy, as a partner would serve it from their own origin (the hostile page uses it).
      const relative = pathname.slice('/embed'.length);
      const file = fileIn(dist, relative);
      return file
        ? sendFile(res, file, { 'Cache-Control': cacheControl(relative) })
        : send(res, 404, 'Nincs ilyen fájl.');
    }
    // Browsers ask for it on every page; an empty answer keeps the console clean for the CSP checks.
    if (pathname === '/favicon.ico') return send(res, 204, '');
    send(res, 404, 'Nincs ilyen oldal.');
  });

  /** @returns {Promise<number>} the port it listens on */
  const listen = (/** @type {import('node:http').Server} */ server, /** @type {number} */ p) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, host, () => resolve(/** @type {import('node:net').AddressInfo} */ (server.address()).port));
    });
  const sitePort = await listen(site, port);
  const cdnPort = await listen(cdn, port === 0 ? 0 : sitePort + 1);
  cdnOrigin = `http://${host}:${cdnPort}`;
  /** @returns {Promise<void>} */
  const close = (/** @type {import('node:http').Server} */ server) =>
    new Promise((resolve) => server.close(() => resolve()));
  return {
    siteUrl: `http://${host}:${sitePort}`,
    cdnUrl: cdnOrigin,
    close: async () => {
      site.closeAllConnections();
      cdn.closeAllConnections();
      await Promise.all([close(site), close(cdn)]);
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 4300);
  const { siteUrl, cdnUrl } = await startDemoServer({ port });
  console.log(`Partner blog:   ${siteUrl}/`);
  console.log(`Hostile page:   ${siteUrl}/hostile.html (strict CSP, aggressive CSS, script twice)`);
  console.log(`Iframe mode:    ${siteUrl}/iframe.html`);
  console.log(`All widgets:    ${siteUrl}/widgets.html`);
  console.log(`Affordability:  ${siteUrl}/affordability.html`);
  console.log(`State bonds:    ${siteUrl}/state-bonds.html`);
  console.log(`CDN (dist/):    ${cdnUrl}/embed.js, ${cdnUrl}/manifest.json`);
}
