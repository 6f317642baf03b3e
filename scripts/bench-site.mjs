/**
 * Site benchmarks for `npm run bench`: the gzipped JavaScript and CSS each route loads first (from
 * Vite's build manifest: the entry's static imports plus the route chunk's), Lighthouse mobile
 * (performance, accessibility, best practices, SEO) on every route of the prerendered production
 * build, over HTTP/2 with TLS as the site is served and over the preview's plain HTTP/1.1, the
 * layout shift of every route (scripts/layout-shift.mjs) and the calculators' keystroke latency.
 *
 * Alone: `node scripts/bench-site.mjs` prints the size, Lighthouse (HTTP/2) and layout-shift
 * sections (after `npm run build`); `node scripts/bench-site.mjs cls` the layout shift alone.
 */
import { spawn, execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { startEmulators } from './emulators.mjs';
import { CLS_LIMIT, layoutShiftTable, measureRoutes, routeAddresses, sitemapLocPaths } from './layout-shift.mjs';
import {
  CALCULATOR_ROUTES,
  KEYSTROKE_LIMIT_MS,
  KEYSTROKE_VISITS,
  latencySummary,
  measureKeystrokes,
} from './keystroke-latency.mjs';
import { waitForUrl } from './wait-for-url.mjs';

const kb = (n) => (n / 1024).toFixed(1);

function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * Gzipped first-load bytes per route, from apps/site/dist/.vite/manifest.json and the route table as
 * the build wrote it (.vite/route-modules.json, from apps/site/src/route-table.ts): every route.
 */
export function routeSizes(root) {
  const dist = path.join(root, 'apps/site/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const routes = JSON.parse(readFileSync(path.join(dist, '.vite/route-modules.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
  const entryFiles = closure(manifest, entryKey);
  const rows = routes.map(({ path: p, module }) => {
    if (!manifest[module]) throw new Error(`bench: ${p} names ${module}, which the build's manifest lacks`);
    const keys = new Set([...entryFiles, ...closure(manifest, module)]);
    let js = 0;
    let css = 0;
    for (const k of keys) {
      js += gz(manifest[k].file);
      for (const c of manifest[k].css ?? []) css += gz(c);
    }
    return { path: p, js, css };
  });
  return [
    '## Site: first-load size per route (gzip)',
    '',
    "The entry chunk with its static imports plus the route's own lazy chunk and its static imports. Content pages are prerendered: their text arrives in the HTML (with the JSON it was rendered from), not counted here. Target ≤ 80 KB gz on content routes.",
    '',
    '| route | JS (KB gz) | CSS (KB gz) |',
    '|---|---:|---:|',
    ...rows.map((r) => `| \`${r.path}\` | ${kb(r.js)} | ${kb(r.css)} |`),
    '',
  ].join('\n');
}

/**
 * Every route of the route table, one address each (scripts/layout-shift.mjs's routeAddresses: the
 * same pages the layout-shift table measures), from the build's route-modules.json and sitemap.xml.
 */
function builtRouteAddresses(root) {
  const dist = path.join(root, 'apps/site/dist');
  const paths = sitemapLocPaths(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'));
  const routes = JSON.parse(readFileSync(path.join(dist, '.vite/route-modules.json'), 'utf8'));
  return routeAddresses(
    routes.map((r) => r.path),
    paths,
  );
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Runs `fn(siteUrl)` against `vite preview` of the built site on port 4180, with the API (apps/api)
 * behind it on 8788, as the end-to-end tests serve it; stops both afterwards.
 */
async function withSitePreview(root, fn) {
  const procs = [];
  const start = (cmd, args, opts) => {
    const p = spawn(cmd, args, { cwd: root, stdio: 'ignore', detached: true, ...opts });
    procs.push(p);
    return p;
  };
  try {
    start(process.execPath, ['apps/api/dist/server.js'], { env: { ...process.env, PORT: '8788' } });
    start('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', '4180', '--strictPort'], {
      cwd: path.join(root, 'apps/site'),
      env: { ...process.env, PENZUGY_API_URL: 'http://127.0.0.1:8788' },
    });
    await waitForUrl('http://127.0.0.1:8788/health', 30_000);
    await waitForUrl('http://127.0.0.1:4180/', 30_000);
    return await fn('http://127.0.0.1:4180');
  } finally {
    for (const p of procs) {
      try {
        process.kill(-p.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
    }
  }
}

/**
 * `withSitePreview` with the Firebase emulators running (the account pages ask them whether accounts
 * are available); `fn` gets the site's URL and a note for the report when the emulators could not start.
 */
async function withSiteServices(root, fn) {
  const emulators = await startEmulators();
  try {
    const note =
      'unavailable' in emulators
        ? ` Firebase emulators unavailable (${emulators.unavailable}): the account pages show that accounts are unavailable.`
        : '';
    return await withSitePreview(root, (base) => fn(base, note));
  } finally {
    if (!('unavailable' in emulators)) await emulators.stop();
  }
}

/** Runs `fn(browser)` with one headless Chromium, closed afterwards. */
async function withBrowser(fn) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** The checkout's short commit, for the report. */
function commitOf(root) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Where the benchmark's HTTP/2 front (scripts/tls-front.mjs) serves the preview. */
const TLS_FRONT_PORT = 4443;

/**
 * Lighthouse (mobile, all four categories) on every route at `base`, three runs each: the table
 * rows, the median run's figures and the non-performance audits that failed in any run.
 */
function lighthouseRows(root, base, chromeFlags) {
  const rows = [];
  for (const { route, url } of builtRouteAddresses(root)) {
    const scores = [];
    for (let i = 0; i < 3; i++) {
      const out = execFileSync(
        'npx',
        [
          'lighthouse',
          `${base}${url}`,
          `--only-categories=${CATEGORIES.join(',')}`,
          '--output=json',
          '--quiet',
          `--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run ${chromeFlags}`.trim(),
        ],
        {
          cwd: root,
          env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      const r = JSON.parse(out);
      scores.push({
        score: r.categories.performance.score,
        ...Object.fromEntries(CATEGORIES.slice(1).map((c) => [c, r.categories[c].score])),
        failed: CATEGORIES.slice(1).flatMap((c) =>
          r.categories[c].auditRefs
            .filter((a) => a.weight > 0 && r.audits[a.id].score !== null && r.audits[a.id].score < 1)
            .map((a) => a.id),
        ),
        fcp: r.audits['first-contentful-paint'].numericValue,
        lcp: r.audits['largest-contentful-paint'].numericValue,
        tbt: r.audits['total-blocking-time'].numericValue,
        cls: r.audits['cumulative-layout-shift'].numericValue,
      });
    }
    scores.sort((a, b) => a.score - b.score);
    const m = scores[1];
    const med = (c) => scores.map((s) => s[c]).sort((a, b) => a - b)[1];
    const met = m.score >= 0.98 && CATEGORIES.slice(1).every((c) => med(c) === 1);
    const failed = [...new Set(scores.flatMap((s) => s.failed))];
    rows.push(
      `| \`${route}\` | \`${url}\` | ${m.score.toFixed(2)} | ${scores.map((s) => s.score.toFixed(2)).join(' / ')} | ${CATEGORIES.slice(
        1,
      )
        .map((c) => med(c).toFixed(2))
        .join(
          ' | ',
        )} | ${(m.fcp / 1000).toFixed(2)} s | ${(m.lcp / 1000).toFixed(2)} s | ${m.tbt.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${failed.join(', ') || '–'} | ${met ? '✅' : '❌'} |`,
    );
  }
  return [
    '| route | address | performance (median) | runs | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | failing audits | met |',
    '|---|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...rows,
  ];
}

const LIGHTHOUSE_METHOD =
  'Lighthouse 12 default mobile emulation (simulated slow 4G, 4× CPU slowdown) on the prerendered production build with the API and the Firebase emulators, every route of the route table (one address each, as in the layout-shift table); median of 3 runs. Target: performance ≥ 0.98, accessibility, best practices and SEO 1.00. "Failing audits" lists the non-performance audits below 1 in any run.';

/**
 * Lighthouse over TLS and HTTP/2, as browsers reach the site on Firebase Hosting: `vite preview`
 * behind scripts/tls-front.mjs. This is the table the target is read from.
 */
export async function lighthouse(root) {
  return withSiteServices(root, async (base) =>
    withTlsFront(root, base, (front) =>
      [
        '## Site: Lighthouse mobile (HTTP/2 over TLS, as served)',
        '',
        `${LIGHTHOUSE_METHOD} Served as production serves it: over TLS with HTTP/2 (Firebase Hosting's CDN), here \`vite preview\` behind scripts/tls-front.mjs with a self-signed certificate (Chromium started with --ignore-certificate-errors). The same pages over the preview's plain HTTP/1.1 are in the next table.`,
        '',
        ...lighthouseRows(root, front, '--ignore-certificate-errors'),
        '',
      ].join('\n'),
    ),
  );
}

/**
 * Runs `fn(frontUrl)` with scripts/tls-front.mjs serving `base` over HTTP/2 and TLS, in a process of
 * its own: Lighthouse runs synchronously here, and a front in this process could not answer meanwhile.
 */
async function withTlsFront(root, base, fn) {
  const child = spawn(process.execPath, ['scripts/tls-front.mjs', base, String(TLS_FRONT_PORT)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const m = /^listening (\S+)$/m.exec(out);
        if (m) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`tls-front exited (${code}) before listening`)));
    });
    return await fn(url);
  } finally {
    child.kill('SIGTERM');
  }
}

/**
 * Lighthouse over `vite preview`'s plain HTTP/1.1, for comparison with the table above: Lighthouse's
 * simulation (Lantern) gives every request on HTTP/1.1 a round trip of its own on one of six
 * connections and counts every module script that finished loading before the observed first paint
 * as render-blocking (GoogleChrome/lighthouse#17163: module evaluation leaves no EvaluateScript event
 * for it to see that the script ran after the paint), so here a page's score follows the number of
 * its chunks.
 */
export async function lighthouseHttp1(root) {
  return withSiteServices(root, async (base) =>
    [
      '## Site: Lighthouse mobile',
      '',
      `${LIGHTHOUSE_METHOD} Over \`vite preview\`'s plain HTTP/1.1 (not how the site is served; see the table above): Lighthouse's simulation gives each request here a round trip of its own on one of six connections, and counts every module script that finished loading before the observed first paint as render-blocking (GoogleChrome/lighthouse#17163), so a route's figures follow the number of its chunks.`,
      '',
      ...lighthouseRows(root, base, ''),
      '',
    ].join('\n'),
  );
}

/**
 * Layout shift per route (scripts/layout-shift.mjs, as tests/e2e/layout-stability.e2e.ts measures
 * it): every route of the route table at 390 and 1400 px, with and without JavaScript, against the
 * built site with the API and the Firebase emulators (the account pages ask them whether accounts
 * are available).
 */
export async function layoutShift(root) {
  return withSiteServices(root, async (base, emulatorsNote) => {
    const results = await withBrowser((browser) => measureRoutes(browser, base, builtRouteAddresses(root)));
    return [
      '## Site: layout shift (CLS) per route',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} at commit \`${commitOf(root)}\` by scripts/layout-shift.mjs (the same measure as tests/e2e/layout-stability.e2e.ts): the sum of the layout shifts without recent input in Chromium, first visit, dark theme, read once the page has settled (load, hydration, no pending requests, fonts, images in view, a quiet DOM). One address per route of the route table. Limit ≤ ${CLS_LIMIT} (❌ above it).${emulatorsNote}`,
      '',
      layoutShiftTable(results),
      '',
    ].join('\n');
  });
}

/**
 * Keystroke-to-next-paint in each calculator at 4× CPU slowdown (scripts/keystroke-latency.mjs):
 * {@link KEYSTROKE_VISITS} visits per calculator, a new value typed into its first number field key by key.
 */
export async function keystrokeLatency(root) {
  return withSiteServices(root, async (base) => {
    const rows = await withBrowser(async (browser) => {
      const out = [];
      for (const { route, field, typed } of CALCULATOR_ROUTES) {
        const visits = [];
        for (let i = 0; i < KEYSTROKE_VISITS; i++) {
          visits.push((await measureKeystrokes(browser, base + route, field, typed)).latencies);
        }
        const { median, worst, inp } = latencySummary(visits);
        const perVisit = visits.map((keys) => Math.max(...keys)).join(', ');
        out.push(
          `| \`${route}\` | ${visits.flat().length} | ${median} ms | ${perVisit} | ${inp} ms | ${worst} ms | ${inp <= KEYSTROKE_LIMIT_MS ? '✅' : '❌'} |`,
        );
      }
      return out;
    });
    return [
      '## Site: keystroke latency in the calculators',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} at commit \`${commitOf(root)}\` by scripts/keystroke-latency.mjs: the built site at 390 px in Chromium, hydrated at full speed, then the CPU slowed 4× and a new value typed into a field of the calculator key by key (select all, delete, the characters; the first field of each form, the stock search in the portfolio optimiser; ${KEYSTROKE_VISITS} visits). Each key is one interaction; its latency is the longest Event Timing duration among its events (input delay, processing and the next paint), as Interaction to Next Paint takes it. A visit's INP is its worst key (under 50 interactions); INP is then assessed as the 75th percentile of the visits' INP, as the Core Web Vitals assess it over page loads. Target: that ≤ ${KEYSTROKE_LIMIT_MS} ms. The worst single key of all visits is shown beside it.`,
      '',
      '| calculator | keys | median key | INP per visit (ms) | INP (p75 of visits) | worst key | met |',
      '|---|---:|---:|---|---:|---:|---|',
      ...rows,
      '',
    ].join('\n');
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  // `node scripts/bench-site.mjs cls` prints the layout-shift section alone.
  if (process.argv[2] === 'cls') process.stdout.write(`${await layoutShift(root)}\n`);
  else process.stdout.write(`${routeSizes(root)}\n${await lighthouse(root)}\n${await layoutShift(root)}\n`);
}
