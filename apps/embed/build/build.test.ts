// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_NAMES } from '../src/catalogue';
import { BUDGETS } from '../bench/sizes.mjs';
import { FRAME_HOST_FILE as HOST_IN_LOADER, INTEGRITY_FILE as LIST_IN_LOADER } from '../src/loader/chunks';
import { FRAME_HOST_FILE, INTEGRITY_FILE } from './build.mjs';
import { integrity } from './manifest.mjs';

/** The real build (`npm run build`, preact) into a temporary directory: what partners get. */
describe('the embed build', () => {
  let out: string;
  /** The version manifest as the build writes it (the fields these tests read). */
  let manifest: {
    version: string;
    loader: { integrity: string; gzipBytes: number };
    chunks: { file: string; integrity: string }[];
    widgets: Record<
      string,
      { entry: string; integrity: string; gzipBytes: number; files: string[]; onDemand: string[] }
    >;
    integrity: { file: string; integrity: string; gzipBytes: number };
  };
  const version = `v${JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')).version}`;
  const read = (file: string) => readFileSync(path.join(out, file), 'utf8');

  beforeAll(async () => {
    out = mkdtempSync(path.join(os.tmpdir(), 'penzugy-embed-test-'));
    // As turbo runs it, in its own process; NODE_ENV=test as under vitest, which must not matter.
    execFileSync(process.execPath, ['build/build.mjs'], {
      cwd: path.join(__dirname, '..'),
      env: { ...process.env, EMBED_OUT_DIR: out, NODE_ENV: 'test' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    manifest = JSON.parse(read(`${version}/manifest.json`));
    // A hang guard, not a speed budget: the build took over two minutes on a loaded two-core machine.
  }, 600_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('lays out a latest loader, a pinned version and manifests that describe them', () => {
    const files = readdirSync(path.join(out, version));
    for (const widget of WIDGET_NAMES) expect(files).toContain(`${widget}.js`);
    expect(files).toEqual(expect.arrayContaining(['embed.js', 'frame.html', 'frame.js', 'manifest.json']));
    expect(read(`${version}/frame.html`)).toContain(
      `<script type="module" src="./frame.js" integrity="${integrity(readFileSync(path.join(out, version, 'frame.js')))}"></script>`,
    );
    const root = JSON.parse(read('manifest.json'));
    expect(root).toMatchObject({ latest: manifest.version, latestLoader: 'embed.js' });
    expect(root.versions[0]).toEqual({
      version: manifest.version,
      loader: `${version}/embed.js`,
      integrity: manifest.loader.integrity,
      manifest: `${version}/manifest.json`,
    });
    expect(manifest.loader.integrity).toBe(integrity(readFileSync(path.join(out, version, 'embed.js'))));
  });

  it('publishes a hash of every file and makes the loader and the frame page check the widget files against them', () => {
    expect([INTEGRITY_FILE, FRAME_HOST_FILE]).toEqual([LIST_IN_LOADER, HOST_IN_LOADER]);
    for (const chunk of manifest.chunks)
      expect(chunk.integrity, chunk.file).toBe(integrity(readFileSync(path.join(out, chunk.file))));
    for (const [name, w] of Object.entries<{ entry: string; integrity: string }>(manifest.widgets)) {
      expect(w.integrity, name).toBe(integrity(readFileSync(path.join(out, w.entry))));
    }
    // The list the loader reads: every widget file and iframe mode's host, with the manifest's hashes.
    const list = read(`${version}/${INTEGRITY_FILE}`);
    const hashes = JSON.parse(list.replace(/^export default /, '').replace(/;\s*$/, ''));
    // …and the chunks a widget file loads on demand (the loan calculator's panels).
    const onDemand = manifest.chunks
      .map((c) => c.file.slice(version.length + 1))
      .filter((f) => f.startsWith('chunks/'));
    expect(Object.keys(hashes).sort()).toEqual(
      [...WIDGET_NAMES.map((w) => `${w}.js`), FRAME_HOST_FILE, ...onDemand].sort(),
    );
    for (const [file, hash] of Object.entries(hashes))
      expect(hash, file).toBe(integrity(readFileSync(path.join(out, version, file))));
    // …and the list's own hash is baked into both loaders and the frame page's script.
    expect(manifest.integrity).toMatchObject({ file: `${version}/${INTEGRITY_FILE}`, integrity: integrity(list) });
    for (const file of ['embed.js', `${version}/embed.js`, `${version}/frame.js`])
      expect(read(file), file).toContain(integrity(list));
  });

  // 'wasm-unsafe-eval' lets the Monte Carlo widget compile its WebAssembly kernel; it allows no eval of JavaScript.
  it('gives the frame page a Content-Security-Policy: only its own scripts, no plugins, no <base>', () => {
    const csp = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(
      read(`${version}/frame.html`),
    )?.[1];
    expect(csp?.split(/;\s*/)).toEqual(
      expect.arrayContaining(["script-src 'self' 'wasm-unsafe-eval'", "object-src 'none'", "base-uri 'none'"]),
    );
  });

  it('builds the latest and the pinned loader from the same code, differing only in where the chunks are', () => {
    const latest = read('embed.js');
    const pinned = read(`${version}/embed.js`);
    expect(latest).not.toBe(pinned);
    expect(latest.replace(`\`${version}/\``, '``')).toBe(pinned);
  });

  it('keeps the loader to one IIFE: no global but the one it defines at run time', () => {
    const loader = read('embed.js');
    expect(loader.startsWith('(function(){')).toBe(true);
    expect(loader.trimEnd().endsWith('})();')).toBe(true);
  });

  it('ships no stylesheet files and no code a strict CSP refuses', () => {
    const all = readdirSync(path.join(out, version), { recursive: true }).map(String);
    expect(all.filter((f) => f.endsWith('.css'))).toEqual([]);
    // pdf.js (document-viewer.js and its worker) contains an eval path that the viewer switches off
    // (isEvalSupported: false); the end-to-end test runs it under a strict CSP.
    const scripts = all.filter((f) => /\.m?js$/.test(f) && !/document-viewer|pdf\.worker/.test(f));
    for (const file of ['embed.js', ...scripts.map((f) => `${version}/${f}`)]) {
      const code = read(file);
      expect(code, file).not.toMatch(/\bnew Function\s*\(|\beval\s*\(/);
    }
  });

  it('writes nothing into the partner page’s <body>: no Radix focus guards in any file', () => {
    // Radix menus and dialogs put focus guards at the edges of document.body; the embed keeps its
    // portals in the shadow root (src/runtime/radix-portal.tsx) and has no stand-in for the guards,
    // so a widget that brings them in must first get one.
    const all = readdirSync(path.join(out, version), { recursive: true }).map(String);
    for (const file of all.filter((f) => /\.m?js$/.test(f)))
      expect(read(`${version}/${file}`), file).not.toContain('data-radix-focus-guard');
  });

  it('gives the stylesheets and the code one set of theme variables: the short ones of its contract stub', () => {
    // The widgets publish --penzugy-<group>-<token>; the embed builds its stub of the contract
    // (src/stubs/theme-contract.css.ts) into its CSS and its code alike. A stylesheet compiled with
    // the published names would set variables the code never reads (vanillaExtractCompilerPlugins).
    // Only the partner's hooks keep the prefix (src/runtime/theme-overrides.css.ts).
    const hooks = new Set(['--penzugy-accent', '--penzugy-accent-hover', '--penzugy-accent-text', '--penzugy-font']);
    const all = readdirSync(path.join(out, version), { recursive: true }).map(String);
    for (const file of all.filter((f) => /\.m?js$/.test(f))) {
      const names = read(`${version}/${file}`).match(/--penzugy-[\w-]+/g) ?? [];
      expect(
        names.filter((n) => !hooks.has(n)),
        file,
      ).toEqual([]);
    }
    const loan = read(manifest.widgets['loan-calculator']!.entry);
    expect(loan).toContain('var(--penzugy-accent,');
  });

  it('never builds HTML from strings: no innerHTML in the embed’s or the widgets’ source', () => {
    const sources = (dir: string) =>
      readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f))
        .map((f) => path.join(dir, f));
    for (const file of [
      ...sources(path.join(__dirname, '../src')),
      ...sources(path.join(__dirname, '../../../packages/widgets/src')),
    ]) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(
        /innerHTML|dangerouslySetInnerHTML|insertAdjacentHTML|outerHTML\s*=/,
      );
    }
  });

  it('is a production build whatever NODE_ENV the caller has (vitest sets "test")', () => {
    expect(read(`${version}/loan-calculator.js`)).not.toMatch(/lineNumber:\d+,columnNumber:\d+/);
  });

  /** What a partner page fetches for a widget's first view: the loader, the hash list, the widget file (issue 26). */
  const firstLoad = (widget: string) =>
    manifest.loader.gzipBytes + manifest.integrity.gzipBytes + manifest.widgets[widget]!.gzipBytes;

  it('meets the size budgets of issues 7 and 26, the hash list counted', () => {
    expect(manifest.loader.gzipBytes).toBeLessThanOrEqual(BUDGETS.loader);
    // The list is measured from the file the loader fetches.
    expect(manifest.integrity.gzipBytes).toBe(gzipSync(read(`${version}/${INTEGRITY_FILE}`), { level: 9 }).length);
    expect(firstLoad('loan-calculator')).toBeLessThanOrEqual(BUDGETS.loanCalculatorEmbed);
  });

  it('loads the loan calculator’s panels on demand, through the integrity check, and keeps them out of its first load', () => {
    const loan = manifest.widgets['loan-calculator']!;
    const panels = loan.onDemand.filter((f) => /\/chunks\/.+\.js$/.test(f));
    // The subsidised loans in a chunk; the prepayments with the details (charts, sweeps, schedule) in
    // another (src/widgets/loan-calculator/on-demand.ts says why one).
    expect(panels.some((f) => /SubsidyPanel/.test(f))).toBe(true);
    const onDemand = panels.filter((f) => /\/on-demand-/.test(f));
    expect(onDemand).toHaveLength(1);
    const extras = read(onDemand[0]!);
    expect(extras).toContain('Adósságmentes ekkorra');
    expect(extras).toMatch(/export\{[^}]* as LoanDetails\b/);
    // The charts' own texts come with them (the calculator's strings stay in the widget file).
    const chartHint = 'A grafikon billentyűzettel is bejárható';
    expect(panels.some((f) => read(f).includes(chartHint))).toBe(true);
    const code = read(loan.entry);
    // The widget file imports them only through the verified importer the runtime sets at mount…
    expect(code).not.toMatch(/\bimport\(["'`]\.\/chunks\//);
    for (const panel of panels.filter((f) => /(Panel|on-demand)-/.test(f))) {
      // The minifier picks the quotes.
      expect(code).toMatch(new RegExp(`\\$pzImp\\((["'\`])\\./${panel.slice(version.length + 1)}\\1\\)`));
      // What a panel shares with the calculator (preact, strings, maths) it takes from the widget file
      // instance that imported it, loaded and checked already, so the first load stays one file…
      expect(read(panel)).toMatch(
        /^const\[[^\]]+\]=globalThis\[Symbol\.for\("penzugy"\)\]\[new URL\("\.\.\/loan-calculator\.js",import\.meta\.url\)\.href\];\n/,
      );
    }
    // …which registers them, under its own URL without the query, before it imports a chunk.
    expect(code).toMatch(
      /function \$pzImp\(u\)\{\(globalThis\[Symbol\.for\("penzugy"\)\]\?\?=\{\}\)\[import\.meta\.url\.split\("\?"\)\[0\]\]=\[[^\]]+\];const m=import\.meta\.penzugyImport;/,
    );
    // …and their hashes are in the list the loader checks.
    const hashes = read(`${version}/${INTEGRITY_FILE}`);
    for (const panel of panels) expect(hashes).toContain(`"${panel.slice(version.length + 1)}":"sha384-`);
    // Their code is not in the first load: the panels' texts are only in their chunks.
    expect(code).not.toContain('Adósságmentes ekkorra');
    expect(code).not.toContain('Melyik program vehető igénybe?');
    // Nor the details' charts.
    expect(code).not.toContain(chartHint);
    // The folded section that loads them is (src/widgets/loan-calculator/details-on-demand.tsx).
    expect(code).toContain('A vagyon alakulása, az érzékenységvizsgálat és a hónapról');
  });

  it('binds every on-demand chunk to the widget file that loaded it, never to a URL of it (issue 25)', () => {
    // After a failed download the loader loads `<widget>.js?attempt=N` (src/loader/chunks.ts): a chunk
    // importing `../<widget>.js` would get a second, unchecked copy of it (or a failed module).
    const widgetFiles = readdirSync(path.join(out, version)).filter((f) => f.endsWith('.js'));
    const chunkFiles = manifest.chunks
      .map((c) => c.file.slice(version.length + 1))
      .filter((f) => f.startsWith('chunks/'));
    expect(chunkFiles.length).toBeGreaterThan(0);
    for (const chunk of chunkFiles) {
      const code = read(`${version}/${chunk}`);
      for (const entry of widgetFiles)
        expect(code).not.toMatch(new RegExp(`\\b(from|import)\\s*\\(?\\s*["'\`]\\.\\./${entry.replace('.', '\\.')}`));
    }
    // The widget file no longer exports what its chunks read from the registry (50 names before),
    // nor what a chunk's minified code no longer imports: `mount` alone.
    const exported = read(manifest.widgets['loan-calculator']!.entry).match(/\bexport\s*\{([^}]*)\}/g) ?? [];
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatch(/^export\s*\{\s*[\w$]+ as mount\s*\}$/);
  });

  it('leaves the rules’ legal references, links and notes out of the widget files (the site shows them)', () => {
    for (const widget of ['loan-calculator', 'affordability']) {
      const code = read(manifest.widgets[widget]!.entry);
      expect(code).not.toContain('njt.hu');
      // The decree as the rules cite it (the debt-brake panel's own explanation names it shorter).
      expect(code).not.toContain('32/2014. (IX. 10.) MNB rendelet');
      // The rules themselves are there (their ids, for the rule notes' links).
      expect(code).toContain('debtBrake.jtmIncomeThreshold');
    }
  });

  it('gives each widget file only the settings parsers and messages its own settings use (src/config/value-types.ts)', () => {
    const loan = read(manifest.widgets['loan-calculator']!.entry);
    // The loan calculator has no date, list or text setting: none of their messages ride along…
    for (const message of ['ÉÉÉÉ-HH-NN', 'Ismeretlen elem', 'karakter lehet', 'kezdő dátumnál'])
      expect(loan).not.toContain(message);
    // …while the portfolio (dates, a list of tickers) has them, and every widget the common ones.
    const portfolio = read(manifest.widgets.portfolio!.entry);
    for (const message of ['ÉÉÉÉ-HH-NN', 'Ismeretlen elem', 'kezdő dátumnál']) expect(portfolio).toContain(message);
    expect(loan).toContain('Számot adjon meg');
  });

  it('gives the widgets that draw lines only the embed’s d3-path, the portfolio’s pie chart the real one', () => {
    // d3-path's arc refuses a negative radius with this message; the stand-in has no arcs (src/stubs/d3-path.ts).
    expect(read(manifest.widgets['loan-calculator']!.entry)).not.toContain('negative radius');
    expect(read(manifest.widgets.portfolio!.entry)).toContain('negative radius');
  });

  it('leaves preact/compat’s Suspense runtime out of the widget files (preactWithoutSuspense)', () => {
    for (const widget of Object.keys(manifest.widgets)) {
      const code = read(manifest.widgets[widget]!.entry);
      // SuspenseList's ordering and Suspense's suspended-unmount mark.
      expect(code).not.toContain('revealOrder');
      expect(code).not.toContain('.__z=');
    }
  });

  it('keeps the affordability calculator in its own file, within its budget (issue 25)', () => {
    // Its own file, fetched only by a page that shows it: it adds nothing to the loan calculator's.
    expect(manifest.widgets.affordability!.files).toEqual([`${version}/affordability.js`]);
    expect(firstLoad('affordability')).toBeLessThanOrEqual(BUDGETS.affordabilityEmbed);
  });

  it('keeps the state-bond calculator in its own file, within its budget, its chart loaded on demand (issue 29)', () => {
    const bonds = manifest.widgets['state-bonds']!;
    expect(bonds.files).toEqual([`${version}/state-bonds.js`]);
    expect(firstLoad('state-bonds')).toBeLessThanOrEqual(BUDGETS.stateBondsEmbed);
    // The chart is a chunk of its own, fetched through the integrity check (src/widgets/state-bonds/chart-on-demand.tsx)…
    const chart = bonds.onDemand.filter((f) => /\/chunks\/WealthComparisonChart-.+\.js$/.test(f));
    expect(chart).toHaveLength(1);
    const code = read(bonds.entry);
    expect(code).toMatch(new RegExp(`\\$pzImp\\((["'\`])\\./${chart[0]!.slice(version.length + 1)}\\1\\)`));
    expect(read(`${version}/${INTEGRITY_FILE}`)).toContain(`"${chart[0]!.slice(version.length + 1)}":"sha384-`);
    // …with the charts' texts, which are not in the first load; the rules' sources are not in it either.
    const hint = 'A grafikon billentyűzettel is bejárható';
    expect(read(chart[0]!)).toContain(hint);
    expect(code).not.toContain(hint);
    expect(code).not.toContain('infostart.hu');
    expect(code).not.toContain('ÁKK nyilvános ajánlattétel');
  });

  it('lists each widget’s files and leaves on-demand files (workers) out of its size', () => {
    expect(manifest.widgets['loan-calculator']!.files).toEqual([`${version}/loan-calculator.js`]);
    expect(
      manifest.widgets['monte-carlo']!.onDemand.some((f: string) => /assets\/simulation\.worker-.+\.js$/.test(f)),
    ).toBe(true);
    expect(manifest.widgets['document-viewer']!.onDemand).toContain(`${version}/assets/pdf.worker.min.mjs`);
    expect(existsSync(path.join(out, version, 'assets/pdf.worker.min.mjs'))).toBe(true);
  });
});
