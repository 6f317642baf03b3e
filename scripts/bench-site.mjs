/**
 * Site benchmarks for `npm run bench`: the gzipped JavaScript and CSS each route loads first (from
 * Vite's build manifest: the entry's static imports plus the route chunk's), and Lighthouse's mobile
 * performance score for the home page and a calculator route against the built site.
 */
import { spawn, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeModules } from '../apps/site/vite/route-modules.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';

const kb = (n) => (n / 1024).toFixed(1);

function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** Gzipped first-load bytes per route, from apps/site/dist/.vite/manifest.json and src/routes.ts. */
export function routeSizes(root) {
  const dist = path.join(root, 'apps/site/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const routes = routeModules(readFileSync(path.join(root, 'apps/site/src/routes.ts'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const gz = (file) => gzipSync(readFileSync(path.join(dist, file))).length;
  const entryFiles = closure(manifest, entryKey);
  const rows = routes.map(({ path: p, module }) => {
    const key = Object.keys(manifest).find((k) => k.startsWith(`src/${module}.`));
    const keys = new Set([...entryFiles, ...(key ? closure(manifest, key) : [])]);
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
    'The entry chunk with its static imports plus the route\'s own lazy chunk and its static imports. Content (articles, glossary, news) is JSON fetched by the page and not counted here.',
    '',
    '| route | JS (KB gz) | CSS (KB gz) |',
    '|---|---:|---:|',
    ...rows.map((r) => `| \`${r.path}\` | ${kb(r.js)} | ${kb(r.css)} |`),
    '',
  ].join('\n');
}

async function waitFor(url, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** Lighthouse (mobile, performance only) against `vite preview` of the built site, with the API. */
export async function lighthouse(root) {
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
    await waitFor('http://127.0.0.1:8788/health', 30_000);
    await waitFor('http://127.0.0.1:4180/', 30_000);
    const rows = [];
    for (const route of ['/', '/kalkulatorok/lakas-kamat']) {
      const scores = [];
      for (let i = 0; i < 3; i++) {
        const out = execFileSync(
          'npx',
          [
            'lighthouse',
            `http://127.0.0.1:4180${route}`,
            '--only-categories=performance',
            '--output=json',
            '--quiet',
            `--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run`,
          ],
          { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
        );
        const r = JSON.parse(out);
        scores.push({
          score: r.categories.performance.score,
          fcp: r.audits['first-contentful-paint'].numericValue,
          lcp: r.audits['largest-contentful-paint'].numericValue,
          tbt: r.audits['total-blocking-time'].numericValue,
          cls: r.audits['cumulative-layout-shift'].numericValue,
        });
      }
      scores.sort((a, b) => a.score - b.score);
      const m = scores[1];
      rows.push(
        `| \`${route}\` | ${m.score.toFixed(2)} | ${scores.map((s) => s.score.toFixed(2)).join(' / ')} | ${(m.fcp / 1000).toFixed(2)} s | ${(m.lcp / 1000).toFixed(2)} s | ${m.tbt.toFixed(0)} ms | ${m.cls.toFixed(3)} | ${m.score >= 0.95 ? '✅' : '❌'} |`,
      );
    }
    return [
      '## Site: Lighthouse mobile performance',
      '',
      'Lighthouse 12 default mobile emulation (simulated slow 4G, 4× CPU slowdown) against `vite preview` of the production build; median of 3 runs. Target ≥ 0.95.',
      '',
      '| route | median score | runs | FCP | LCP | TBT | CLS | met |',
      '|---|---:|---|---:|---:|---:|---:|---|',
      ...rows,
      '',
    ].join('\n');
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
