#!/usr/bin/env node
/**
 * `node tests/consumer/check.mjs`: the widgets as an npm consumer meets them. Packs the published
 * packages (`npm pack`), installs the tarballs into fresh apps in a temporary directory (outside
 * the workspace, no `--legacy-peer-deps`) on React 18.3 and on React 19, and checks:
 *
 * - installing `@penzugy/widgets` brings no pdfjs-dist (it is an optional peer of `/pdf`);
 * - its types check in a strict app with `exactOptionalPropertyTypes` (app/types.tsx), and every
 *   optional prop of every exported component accepts `undefined` (optional-props.mjs);
 * - a Vite app importing only `LoanCalculator` adds at most LOAN_BUDGET_BYTES of gzipped JS over a
 *   bare app of the same React (every JS file each emits), with no pdf.js, no Monte Carlo worker
 *   and none of the other calculators in it, and with its CSS;
 * - `renderToString` of each calculator shows its default result, with no React warning
 *   (React 18 warns for every layout effect met on the server);
 * - the loan app, served with the calculator's server-rendered HTML, hydrates in Chromium without an
 *   error, and a number field reached with the Tab key takes typing as a new value (the browser's
 *   select-all survives the field's focus formatting);
 * - on React 19, a React Server Component importing the widgets runs under
 *   `node --conditions=react-server` with React's RSC loader, the widgets becoming client references.
 *
 * Needs the npm registry (or its cache) for React, its types, Vite, TypeScript and
 * react-server-dom-webpack, and Chromium (scripts/chromium.mjs), nothing else. About a minute.
 * `--markdown` prints the sizes as a BENCHMARKS.md section (scripts/bench.mjs); `--keep` keeps the
 * temporary directory; `--no-build` packs the packages as built (`npm test` has just built them).
 * Exits non-zero when a check fails.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { optionalPropsWithoutUndefined } from './optional-props.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const args = new Set(process.argv.slice(2));

/** Issue 15's budget: what importing LoanCalculator may add to an app, gzipped; 1 KB = 1024 bytes. */
export const LOAN_BUDGET_BYTES = 45 * 1024;
/** The packages a consumer installs: the widgets and the workspace packages they depend on. */
const PACKAGES = ['@penzugy/finance-core', '@penzugy/documents', '@penzugy/widgets'];
const REACT_VERSIONS = [
  { name: 'React 18', range: '^18.3' },
  { name: 'React 19', range: '^19' },
];
/** Text only the other calculators, pdf.js or the worker contain: none may reach the loan app. */
const FOREIGN_CODE = {
  'pdf.js': /GlobalWorkerOptions|pdfjs-dist/,
  'Monte Carlo worker': /simulation\.worker/,
  MonteCarloCalculator: /Monte Carlo szimulációs kalkulátor/,
  PortfolioOptimizer: /Portfólió optimalizálás/,
  RentOrBuyCalculator: /Bérlés vagy vásárlás kalkulátor/,
};

const log = (/** @type {string} */ line) => process.stderr.write(`consumer: ${line}\n`);
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (/** @type {string} */ file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The environment for the consumer's commands: this process's, without what an enclosing `npm run`
 * passes down (its workspace, prefixes, package), so npm in the temporary apps acts as in a fresh
 * project; the cache, registry and user config stay.
 */
const KEPT_NPM_CONFIG =
  /^npm_config_(cache|registry|userconfig|prefer_offline|proxy|https_proxy|noproxy|strict_ssl|cafile)$/i;
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => KEPT_NPM_CONFIG.test(key) || !/^(npm_(config|package|lifecycle)_|INIT_CWD$)/i.test(key),
  ),
);

/** @param {string} cmd @param {string[]} argv @param {string} cwd */
function run(cmd, argv, cwd, extraEnv = {}) {
  try {
    return execFileSync(cmd, argv, {
      cwd,
      encoding: 'utf8',
      env: {
        ...cleanEnv,
        npm_config_update_notifier: 'false',
        npm_config_fund: 'false',
        npm_config_audit: 'false',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    const err = /** @type {{ stdout?: string, stderr?: string }} */ (e);
    throw new Error(`${cmd} ${argv.join(' ')} failed in ${cwd}:\n${err.stderr ?? ''}${err.stdout ?? ''}`);
  }
}

/** @param {string} dir @returns {string[]} every file under dir */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}

/** @param {string} dir */
function dirSize(dir) {
  return filesUnder(dir).reduce((sum, f) => sum + statSync(f).size, 0);
}

const failures = [];
/** @param {boolean} ok @param {string} what */
function check(ok, what) {
  log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

/**
 * Builds the packages (turbo, cached; not with --no-build), packs them and checks what each tarball
 * holds and declares; returns the tarballs' paths.
 */
function pack(/** @type {string} */ dir) {
  if (!args.has('--no-build'))
    run('npx', ['turbo', 'run', 'build', ...PACKAGES.map((p) => `--filter=${p}`)], root, {
      TURBO_TELEMETRY_DISABLED: '1',
    });
  const out = run('npm', ['pack', '--json', '--pack-destination', dir, ...PACKAGES.flatMap((p) => ['-w', p])], root);
  /** @type {{ name: string, filename: string, files: { path: string }[] }[]} */
  const packed = JSON.parse(out);
  for (const p of packed) {
    const files = p.files.map((f) => f.path);
    const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', p.name, 'package.json'), 'utf8'));
    check(
      files.includes('LICENSE') && files.includes('README.md') && manifest.license === 'MIT',
      `${p.name}: the tarball has its LICENSE (MIT) and README`,
    );
    check(
      /github\.com\/penzugy\/penzugy/.test(manifest.repository?.url ?? '') && typeof manifest.homepage === 'string',
      `${p.name}: package.json names its repository and homepage (npm provenance checks the repository)`,
    );
    const maps = files.filter((f) => f.endsWith('.map'));
    check(
      maps.length === 0,
      `${p.name}: no source maps shipped (they would point at sources the package does not ship)${maps.length ? `: ${maps.join(', ')}` : ''}`,
    );
    const internal = Object.entries(manifest.dependencies ?? {}).filter(
      ([name, range]) => name.startsWith('@penzugy/') && !/^[\^~]/.test(String(range)),
    );
    check(
      internal.length === 0,
      `${p.name}: depends on the other @penzugy packages by range${internal.length ? `, not ${internal.map(([n, r]) => `${n}@${r}`).join(', ')}` : ''}`,
    );
    if (p.name === '@penzugy/widgets') {
      const cjs = files.filter((f) => /\.c[jt]s$/.test(f));
      check(
        cjs.length === 0 && !JSON.stringify(manifest.exports).includes('require'),
        `${p.name}: ES modules only, as its README says (no CommonJS files or require condition)`,
      );
      const entries = ['dist/index.js', 'dist/pdf.js'].filter(
        (f) => !readFileSync(path.join(root, 'packages/widgets', f), 'utf8').startsWith('"use client";'),
      );
      check(
        entries.length === 0,
        `${p.name}: its entry modules start with "use client"${entries.length ? `; not ${entries.join(', ')}` : ''}`,
      );
      check(
        !('@penzugy/market-data' in (manifest.dependencies ?? {})) &&
          manifest.peerDependenciesMeta?.['pdfjs-dist']?.optional === true,
        `${p.name}: no market-data dependency; pdfjs-dist an optional peer`,
      );
    }
  }
  return packed.map((p) => path.join(dir, p.filename));
}

/** @param {string} appDir @param {string} outDir */
function jsFiles(appDir, outDir) {
  return filesUnder(path.join(appDir, outDir)).filter((f) => /\.m?js$/.test(f));
}

const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * The loan app in Chromium: `dist` served over HTTP with the calculator's server-rendered HTML in
 * #root (as an SSR framework sends it). The page must hydrate without an error or a React warning,
 * and a number field reached with Tab must take typed digits as its new value.
 * @param {string} distDir @param {string} serverHtml @param {string} name
 */
async function hydrateAndType(distDir, serverHtml, name) {
  const indexFile = path.join(distDir, 'index.html');
  const page = readFileSync(indexFile, 'utf8');
  if (!page.includes('<div id="root"></div>')) throw new Error(`${indexFile} has no empty #root`);
  writeFileSync(indexFile, page.replace('<div id="root"></div>', `<div id="root">${serverHtml}</div>`));
  const server = createServer((req, res) => {
    const file = path.join(distDir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(distDir) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': MIME[/** @type {keyof MIME} */ (path.extname(file))] ?? 'application/octet-stream',
    });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const tab = await browser.newPage();
    /** @type {string[]} */
    const problems = [];
    tab.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
    });
    tab.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await tab.goto(`http://127.0.0.1:${address.port}/index.html`);
    await tab.waitForSelector('html[data-hydrated]', { timeout: 15_000 });
    check(
      problems.length === 0,
      `${name}: the server-rendered loan app hydrates in Chromium without an error${problems.length ? `: ${problems.join('; ').slice(0, 300)}` : ''}`,
    );

    // Real key presses: Tab from the top of the page to the first number field, then digits.
    /** @type {{ label: string, value: string } | null} */
    let field = null;
    for (let i = 0; i < 20 && !field; i++) {
      await tab.keyboard.press('Tab');
      field = await tab.evaluate(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLInputElement) || el.inputMode !== 'decimal' || el.value === '') return null;
        return { label: el.labels?.[0]?.textContent ?? el.id, value: el.value };
      });
    }
    if (!field) {
      check(false, `${name}: Tab reaches a number field of the loan calculator`);
      return;
    }
    await tab.keyboard.type('5000000');
    const typed = await tab.evaluate(() => /** @type {HTMLInputElement} */ (document.activeElement).value);
    check(
      typed === '5000000',
      `${name}: Tab into "${field.label}" (${field.value}) and typing 5000000 gives 5000000 (got ${typed})`,
    );
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  }
}

/**
 * One consumer app on one React version: install, the two client builds, server rendering,
 * hydration in Chromium and, on React 19, the server-component import.
 * @param {{ name: string, range: string }} react @param {string[]} tarballs @param {string} dir
 */
async function consumer(react, tarballs, dir) {
  const appDir = path.join(dir, react.name.replace(/\W+/g, '-').toLowerCase());
  mkdirSync(appDir);
  cpSync(path.join(here, 'app'), appDir, { recursive: true });
  writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({ name: 'consumer-app', private: true, type: 'module' }),
  );
  const npmInstall = (/** @type {string[]} */ specs) =>
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', ...specs], appDir);

  // 1. What `npm install @penzugy/widgets react react-dom` brings.
  npmInstall([`react@${react.range}`, `react-dom@${react.range}`, ...tarballs]);
  const modules = path.join(appDir, 'node_modules');
  const reactVersion = JSON.parse(readFileSync(path.join(modules, 'react/package.json'), 'utf8')).version;
  check(!existsSync(path.join(modules, 'pdfjs-dist')), `${react.name}: installing @penzugy/widgets adds no pdfjs-dist`);
  check(
    !existsSync(path.join(modules, '@penzugy/market-data')),
    `${react.name}: …nor @penzugy/market-data and its sample prices`,
  );
  const installBytes =
    dirSize(modules) - dirSize(path.join(modules, 'react')) - dirSize(path.join(modules, 'react-dom'));

  // 2. The tools: the workspace's Vite and TypeScript, React's types, and React's RSC runtime
  // (React 19 only; there is none for 18).
  const workspaceVersion = (/** @type {string} */ name) =>
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const viteVersion = workspaceVersion('vite');
  const major = reactVersion.split('.')[0];
  const rsc = major === '19';
  npmInstall([
    '-D',
    `vite@${viteVersion}`,
    `typescript@${workspaceVersion('typescript')}`,
    `@types/react@^${major}`,
    `@types/react-dom@^${major}`,
    ...(rsc ? [`react-server-dom-webpack@${reactVersion}`] : []),
  ]);
  const vite = path.join(modules, 'vite/bin/vite.js');

  // Types under strict settings with exactOptionalPropertyTypes (app/types.tsx).
  let typeErrors = '';
  try {
    run('node', [path.join(modules, 'typescript/bin/tsc'), '-p', 'tsconfig.json'], appDir);
  } catch (e) {
    typeErrors = /** @type {Error} */ (e).message;
  }
  check(
    typeErrors === '',
    `${react.name}: the types check under strict + exactOptionalPropertyTypes${typeErrors ? `:\n${typeErrors}` : ''}`,
  );
  const widgetsDist = path.join(modules, '@penzugy/widgets/dist');
  const strictProps = optionalPropsWithoutUndefined(appDir, [
    path.join(widgetsDist, 'index.d.ts'),
    path.join(widgetsDist, 'pdf.d.ts'),
  ]);
  check(
    strictProps.length === 0,
    `${react.name}: every optional prop of every component accepts undefined${strictProps.length ? `; not: ${strictProps.join(', ')}` : ''}`,
  );

  // 3. The bare app and the loan-only app.
  const sizes = {};
  for (const app of ['bare', 'loan']) {
    run('node', [vite, 'build', app, '--outDir', 'dist', '--emptyOutDir'], appDir);
    const js = jsFiles(appDir, `${app}/dist`);
    sizes[app] = { js: js.reduce((sum, f) => sum + gzipSize(f), 0), files: js.length };
  }
  const loanJs = jsFiles(appDir, 'loan/dist');
  const loanCode = loanJs.map((f) => readFileSync(f, 'utf8')).join('\n');
  const added = sizes.loan.js - sizes.bare.js;
  check(
    added <= LOAN_BUDGET_BYTES,
    `${react.name}: LoanCalculator adds ${kb(added)} gz of JS (≤ ${kb(LOAN_BUDGET_BYTES)})`,
  );
  for (const [what, pattern] of Object.entries(FOREIGN_CODE)) {
    check(!pattern.test(loanCode), `${react.name}: no ${what} in the loan app`);
  }
  check(
    !loanJs.some((f) => /worker/i.test(path.basename(f))),
    `${react.name}: no worker file emitted for the loan app`,
  );
  const css = filesUnder(path.join(appDir, 'loan/dist')).filter((f) => f.endsWith('.css'));
  const cssBytes = css.reduce((sum, f) => sum + gzipSize(f), 0);
  check(css.length > 0, `${react.name}: the loan app gets the calculator's CSS from its import alone`);

  // 4. Server rendering of every calculator.
  run('node', [vite, 'build', '--ssr', 'ssr.js', '--outDir', 'dist-ssr'], appDir);
  const ssr = JSON.parse(run('node', ['dist-ssr/ssr.js'], appDir));
  for (const [name, texts] of Object.entries(ssr.expected)) {
    const html = ssr.html[name] ?? '';
    const missing = texts.filter((/** @type {string} */ t) => !html.includes(t));
    check(
      missing.length === 0,
      `${react.name}: renderToString(<${name} />) shows ${texts.join(', ')}${missing.length ? ` — missing ${missing.join(', ')}` : ''}`,
    );
  }
  check(
    ssr.errors.length === 0,
    `${react.name}: server rendering prints no React warning${ssr.errors.length ? `: ${ssr.errors[0].slice(0, 200)}` : ''}`,
  );

  // 5. The loan app hydrating that server HTML in Chromium; a number field reached with Tab.
  await hydrateAndType(path.join(appDir, 'loan/dist'), ssr.html.LoanCalculator ?? '', react.name);

  // 6. React Server Components.
  if (rsc) {
    const payload = run('node', ['--conditions=react-server', '--import', './rsc-loader.mjs', 'rsc.mjs'], appDir);
    const ok =
      /widgets\/dist\/index\.js#LoanCalculator/.test(payload) && /widgets\/dist\/pdf\.js#PdfViewer/.test(payload);
    check(
      ok,
      `${react.name}: a server component imports the widgets under --conditions=react-server (client references)`,
    );
  }
  return {
    react: react.name,
    reactVersion,
    viteVersion,
    installBytes,
    bare: sizes.bare,
    loan: sizes.loan,
    added,
    cssBytes,
  };
}

/** @param {Awaited<ReturnType<typeof consumer>>[]} results */
function markdown(results) {
  return [
    '## @penzugy/widgets as an npm consumer meets it',
    '',
    `From \`tests/consumer/check.mjs\`: the packed tarballs installed into fresh Vite ${results[0]?.viteVersion ?? ''} apps`,
    "(production builds, Vite's defaults); every JS file each app emits, gzip level 9, 1 KB = 1024 bytes.",
    '*Install* is what `npm install @penzugy/widgets` adds besides React and React DOM. Before the',
    'widgets were published per module (issue 15), the same app added 61 KB, plus the Monte Carlo',
    'worker and a 116 KB pdf.js chunk, and the install was about 95 MB.',
    '',
    `| React | bare app JS | LoanCalculator-only app JS | added by LoanCalculator (budget ${kb(LOAN_BUDGET_BYTES)}) | its CSS | install |`,
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.reactVersion} | ${kb(r.bare.js)} | ${kb(r.loan.js)} | ${kb(r.added)} ${r.added <= LOAN_BUDGET_BYTES ? '✅' : '❌'} | ${kb(r.cssBytes)} | ${(r.installBytes / 2 ** 20).toFixed(1)} MB |`,
    ),
    '',
  ].join('\n');
}

const started = Date.now();
const dir = mkdtempSync(path.join(os.tmpdir(), 'penzugy-consumer-'));
try {
  log(`packing ${PACKAGES.join(', ')}…`);
  const tarballs = pack(dir);
  const results = [];
  for (const react of REACT_VERSIONS) {
    log(`${react.name}: installing into ${dir}…`);
    results.push(await consumer(react, tarballs, dir));
  }
  log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (args.has('--markdown')) process.stdout.write(markdown(results));
} finally {
  if (args.has('--keep')) log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
if (failures.length > 0) {
  log(`${failures.length} check(s) failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
