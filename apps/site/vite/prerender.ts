import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { StaticJsonFiles } from './static-json.ts';
import { breadcrumbs, prerenderPlans, siteOrigin, type PagePlan } from './page-meta.ts';
import { renderShareImage, shareImagePath } from './share-image.ts';
import { ROUTE_ASSETS_MARKER, routeAssetLinks } from './route-preload.ts';

/** What the server entry (src/entry-server.tsx) offers the prerender. */
interface ServerEntry {
  renderPage(
    url: string,
    source: (url: string) => unknown,
  ): Promise<{ html: string; title: string; json: Record<string, unknown> }>;
  renderShell(): Promise<string>;
}

/** The page served for addresses rendered in the browser (stocks, dashboard, accounts, ?letter=…). */
export const APP_SHELL_FILE = 'app-shell.html';

/** The HTML file of a prerendered address: `/` → index.html, `/a/b` → a/b/index.html. */
export function htmlFileOf(urlPath: string): string {
  const clean = decodeURIComponent(urlPath).replace(/^\/+|\/+$/g, '');
  return clean ? `${clean}/index.html` : 'index.html';
}

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * JSON that is safe inside a `<script>` element: `<` is written as \u003c, so no value (an article
 * body, a title) can close the element or open a comment; the JSON parses to the same data.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

interface Head {
  title: string;
  description: string;
  canonical: string;
  image: string;
  ogType: string;
  jsonLd: Record<string, unknown>[];
}

/** The head tags of a page. */
export function headTags(head: Head): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', 'Pénzügy'),
    meta('property', 'og:locale', 'hu_HU'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    ...(head.jsonLd.length
      ? [
          `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': head.jsonLd })}</script>`,
        ]
      : []),
  ].join('\n    ');
}

/** The route-preload plugin's marker and the script after it (route-preload.ts). */
const ROUTE_PRELOAD_BLOCK = new RegExp(`${ROUTE_ASSETS_MARKER}\\s*<script>[\\s\\S]*?</script>`);

/** Puts a page into the built index.html: title, description, head tags, the markup and its data. */
export function fillTemplate(
  template: string,
  page: {
    head?: Head;
    html: string;
    data?: unknown;
    /**
     * The route's own <link> tags (route-preload.ts), for a page prerendered for its address. They
     * take the place of the route-preload script: that script finds an address's route in the
     * browser, which only the shell (served for any address) needs; on a prerendered page it found
     * every file already linked and cost its parse 10–18 ms of regular expressions and queries.
     */
    assets?: string;
    /** Reads a built stylesheet by its URL path, to inline it (see inlineStylesheets). */
    readCss?: (href: string) => string;
  },
): string {
  let out = template;
  if (page.head) {
    out = out
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(page.head.description)}" />`,
      )
      .replace('</head>', `  ${headTags(page.head)}\n  </head>`);
  }
  const assets = page.assets;
  out = assets === undefined ? out.replace(ROUTE_ASSETS_MARKER, '') : out.replace(ROUTE_PRELOAD_BLOCK, () => assets);
  if (page.readCss) out = inlineStylesheets(out, page.readCss);
  const data =
    page.data === undefined
      ? ''
      : `<script type="application/json" id="penzugy-data">${scriptJson(page.data)}</script>`;
  return out.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`);
}

/**
 * Puts the page's stylesheets into the HTML: every `<link rel="stylesheet" href="/assets/….css">`
 * becomes a `<style>` with the file's rules. The first paint then waits for the HTML alone, not for
 * four or five more requests (on slow 4G each costs a round trip; the styles of a page are ~10 KB
 * gzipped, about what the HTML itself weighs). The link stays, `disabled` (browsers do not fetch a
 * disabled stylesheet), so that Vite's loader of lazy chunks, which adds a chunk's CSS unless a
 * `link[href]` for it is there, does not load the file a second time. The CSS has no url()s, whose
 * meaning would change with the base.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  return html.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_, href: string) => {
    const css = readCss(href).replace(/<\/style/gi, '<\\/style');
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
}

/** sitemap.xml of the prerendered addresses. */
export function sitemapXml(origin: string, pages: { path: string; lastmod: string }[]): string {
  const urls = pages.map(
    (p) => `  <url><loc>${escapeHtml(origin + p.path)}</loc><lastmod>${p.lastmod}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Prerenders the site after the browser build: builds src/entry-server.tsx for Node, renders every
 * address of vite/page-meta.ts with its content into the built index.html (title, description,
 * canonical, Open Graph, JSON-LD, the page's data as non-executed JSON), renders each page's share
 * image, and writes sitemap.xml and the shell for client-rendered addresses. The preview server
 * answers an address with its own HTML, else with the shell, as static hosting would.
 */
export function prerender(siteRoot: string, content: StaticJsonFiles): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'penzugy-prerender',
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const dist = path.resolve(siteRoot, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const urlPath = (req.url ?? '/').split('?')[0]!;
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        // Every address without a file extension is a page, whatever the client accepts (curl and
        // link-preview fetchers send */*; Vite's own fallback would answer them with the home page).
        // /api/ stays with the proxy and the static JSON.
        if (urlPath.startsWith('/api/') || /\.[a-z0-9]+$/i.test(urlPath)) return next();
        let file: string;
        try {
          file = path.join(dist, htmlFileOf(urlPath));
        } catch {
          return next();
        }
        if (!file.startsWith(dist + path.sep) || !existsSync(file)) file = path.join(dist, APP_SHELL_FILE);
        if (!existsSync(file)) return next();
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        // Compressed as static hosting does (Vite compresses the assets, not what this answers).
        if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
          res.setHeader('Content-Encoding', 'gzip');
          res.end(gzippedHtml(file));
        } else res.end(readFileSync(file));
      });
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr) return;
        const started = Date.now();
        const dist = path.resolve(siteRoot, config.build.outDir);
        // One server build folder per output folder, so two builds (the tests' and the real one) never share it.
        const ssrOut = path.join(
          siteRoot,
          'node_modules/.prerender',
          path.relative(siteRoot, dist).replace(/[\\/.]+/g, '-'),
        );
        await build({
          configFile: path.join(siteRoot, 'vite.config.ts'),
          root: siteRoot,
          logLevel: 'warn',
          build: {
            ssr: 'src/entry-server.tsx',
            outDir: ssrOut,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
          },
        });
        // Imported without a cache-busting query: the page chunks import the entry by its plain URL, and
        // a second instance of it would keep a second (empty) data store.
        const entry = (await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href)) as ServerEntry;
        const files = content();
        const source = (url: string): unknown => {
          const key = decodeURIComponent(url.split('?')[0]!).replace(/^\//, '');
          if (key in files) return files[key];
          const file = path.join(dist, key);
          return file.startsWith(dist + path.sep) && key.endsWith('.json') && existsSync(file)
            ? JSON.parse(readFileSync(file, 'utf8'))
            : undefined;
        };
        const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
        const cssFiles = new Map<string, string>();
        const readCss = (href: string) => {
          if (!cssFiles.has(href)) cssFiles.set(href, readFileSync(path.join(dist, href), 'utf8'));
          return cssFiles.get(href)!;
        };
        const origin = siteOrigin();
        const today = new Date().toISOString().slice(0, 10);
        const plans = prerenderPlans();
        const images: { file: string; title: string; topic: string }[] = [];
        for (const plan of plans) {
          const page = await entry.renderPage(plan.path, source);
          const url = `${origin}${plan.path}`;
          const imagePath = shareImagePath(plan.path);
          const headline = page.title.replace(/ – Pénzügy$/, '');
          const context = { origin, headline, url, image: `${origin}${imagePath}` };
          const head: Head = {
            title: page.title,
            description: plan.description,
            canonical: url,
            image: context.image,
            ogType: plan.ogType,
            jsonLd: [...plan.jsonLd(context), ...breadcrumbs(plan, context)],
          };
          writeHtml(
            dist,
            htmlFileOf(plan.path),
            fillTemplate(template, {
              head,
              html: page.html,
              data: { path: plan.path, json: page.json },
              assets: routeAssetLinks(plan.path),
              readCss,
            }),
          );
          images.push({ file: imagePath, title: headline, topic: plan.topic });
        }
        writeHtml(dist, APP_SHELL_FILE, fillTemplate(template, { html: await entry.renderShell() }));
        writeFileSync(
          path.join(dist, 'sitemap.xml'),
          sitemapXml(
            origin,
            plans.map((p: PagePlan) => ({ path: p.path, lastmod: p.lastmod ?? today })),
          ),
        );
        await eachLimited(images, 2, async (image) => {
          const file = path.join(dist, image.file);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, await renderShareImage({ title: image.title, topic: image.topic }));
        });
        config.logger.info(
          `prerendered ${plans.length} pages and their share images in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    },
  };
}

/** Gzipped pages by file, as long as the file is unchanged. */
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

function gzippedHtml(file: string): Buffer {
  const { mtimeMs } = statSync(file);
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

function writeHtml(dist: string, file: string, html: string): void {
  const target = path.join(dist, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, html);
}
