/**
 * The checks made inside one consumer app, with the size budget of the loan app and the code that
 * must not reach it.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hydrateAndType } from './hydrate.mjs';
import { optionalPropsWithoutUndefined } from './optional-props.mjs';
import { check, dirSize, filesUnder, gzipSize, here, jsFiles, kb, root, run } from './support.mjs';

/**
 * What importing LoanCalculator may add to an app's first load, gzipped; 1 KB = 1024 bytes. Issue 15
 * set 45 KB; the debt brake of the day with its dated, cited rules (issue 25) took it to 45.6 KB and
 * the budget to 48 KB; issue 26 asked for 45 KB again, which the panels loaded on demand (subsidised
 * loans, prepayment) and finance-core's ES modules published one per source module
 * (packages/finance-core/vite.build.config.ts) won back: 43.1 KB on React 18 on 2026-11-28.
 */
export const LOAN_BUDGET_BYTES = 45 * 1024;

/**
 * The JS files a page of the app loads at first: its entries and what they import statically, from
 * Vite's manifest (`--manifest`). What they import dynamically (the loan calculator's panels, the
 * table's CSV writer) loads when the visitor opens it, and is not in the budget (issue 25).
 * @param {string} distDir
 */
function firstLoad(distDir) {
  /** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...seen]
    .map((key) => path.join(distDir, /** @type {string} */ (manifest[key]?.file)))
    .filter((f) => /\.m?js$/.test(f));
}

/**
 * Text of the maths only the loan calculator's on-demand panels use (finance-core's
 * subsidies/strings.ts and loan/prepayment-strings.ts): in the loan app, but not in its first load.
 */
const ON_DEMAND_CODE = {
  "the subsidised loans' maths": /Értékbecslés szerinti érték/,
  'the prepayment maths': /tételek listáját adja meg/,
};

/** Text only the other calculators, pdf.js or the worker contain: none may reach the loan app. */
export const FOREIGN_CODE = {
  'pdf.js': /GlobalWorkerOptions|pdfjs-dist/,
  'Monte Carlo worker': /simulation\.worker/,
  MonteCarloCalculator: /Monte Carlo szimulációs kalkulátor/,
  PortfolioOptimizer: /Portfólió optimalizálás/,
  RentOrBuyCalculator: /Bérlés vagy vásárlás kalkulátor/,
};

/**
 * One consumer app on one React version: install, the two client builds, server rendering,
 * hydration in Chromium and, on React 19, the server-component import.
 * @param {{ name: string, range: string }} react @param {string[]} tarballs @param {string} dir
 */
export async function consumer(react, tarballs, dir) {
  const appDir = path.join(dir, react.name.replace(/\W+/g, '-').toLowerCase());
  mkdirSync(appDir);
  cpSync(path.join(here, 'app'), appDir, { recursive: true });
  // One page for the three client apps (each a Vite root of its own, which needs its index.html).
  for (const app of ['bare', 'loan', 'themed']) {
    cpSync(path.join(appDir, 'page.html'), path.join(appDir, app, 'index.html'));
  }
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

  // finance-core's workers as the package ships them (app/finance-core-workers.mjs): its ES modules and
  // its CommonJS build each start the worker module beside their code, and get the main thread's result.
  let workers;
  try {
    workers = JSON.parse(run('node', ['finance-core-workers.mjs'], appDir));
  } catch (e) {
    workers = { error: /** @type {Error} */ (e).message.slice(0, 400) };
  }
  check(
    Number.isFinite(workers.mainThread) && workers.esm === workers.mainThread && workers.cjs === workers.mainThread,
    `${react.name}: finance-core's simulateParallel runs on worker threads from import and from require (${JSON.stringify(workers)})`,
  );

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
    ...(rsc
      ? [
          `react-server-dom-webpack@${reactVersion}`,
          `@vanilla-extract/vite-plugin@${workspaceVersion('@vanilla-extract/vite-plugin')}`,
        ]
      : []),
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
  /** @type {Record<'bare' | 'loan', string[]>} */
  const firstLoadFiles = { bare: [], loan: [] };
  for (const app of /** @type {const} */ (['bare', 'loan'])) {
    run('node', [vite, 'build', app, '--outDir', 'dist', '--emptyOutDir', '--manifest'], appDir);
    const js = firstLoad(path.join(appDir, app, 'dist'));
    firstLoadFiles[app] = js;
    const onDemand = jsFiles(appDir, `${app}/dist`).filter((f) => !js.includes(f));
    sizes[app] = {
      js: js.reduce((sum, f) => sum + gzipSize(f), 0),
      files: js.length,
      onDemand: onDemand.reduce((sum, f) => sum + gzipSize(f), 0),
    };
  }
  const loanJs = jsFiles(appDir, 'loan/dist');
  const loanCode = loanJs.map((f) => readFileSync(f, 'utf8')).join('\n');
  const added = sizes.loan.js - sizes.bare.js;
  check(
    added <= LOAN_BUDGET_BYTES,
    `${react.name}: LoanCalculator adds ${kb(added)} gz of JS to the first load (≤ ${kb(LOAN_BUDGET_BYTES)}; ${kb(sizes.loan.onDemand)} more on demand)`,
  );
  const firstLoadCode = firstLoadFiles.loan.map((f) => readFileSync(f, 'utf8')).join('\n');
  for (const [what, pattern] of Object.entries(ON_DEMAND_CODE)) {
    check(
      pattern.test(loanCode) && !pattern.test(firstLoadCode),
      `${react.name}: ${what} load on demand, not in the first load`,
    );
  }
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

  // A themer's app (app/themed, React 19 only): the vanilla-extract plugin in its build, a brand
  // theme from createTheme(vars, …). It must build, and its CSS set the documented variables.
  if (rsc) {
    let themedError = '';
    try {
      run('node', [vite, 'build', 'themed', '--outDir', 'dist', '--emptyOutDir'], appDir);
    } catch (e) {
      themedError = /** @type {Error} */ (e).message.slice(0, 1500);
    }
    const themedCss = themedError
      ? ''
      : filesUnder(path.join(appDir, 'themed/dist'))
          .filter((f) => f.endsWith('.css'))
          .map((f) => readFileSync(f, 'utf8'))
          .join('\n');
    check(
      /--penzugy-color-accent:\s*#e4007f/.test(themedCss) && /--penzugy-radius-md:\s*0(px)?[;}]/.test(themedCss),
      `${react.name}: with the vanilla-extract plugin in the app's build, createTheme(vars, …) builds and sets --penzugy-color-accent${themedError ? `:\n${themedError}` : ''}`,
    );
  }

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
