/**
 * Vite plugins and aliases of the embed build (build.mjs).
 *
 * Styles: vanilla-extract compiles each `.css.ts` to a module that imports its CSS as a virtual
 * `*.vanilla.css` file, which Vite would extract into .css files — files a partner's CSP
 * (`style-src`) would block. `shadowStyles` instead imports each as a string (`?inline`, minified by
 * Vite), adapts it for a shadow root (adapt-css.mjs) and registers it with the runtime's style
 * registry where the module runs; the runtime hands the sheet to every shadow root as a
 * constructable stylesheet (src/runtime/style-registry.ts). Tree-shaking still applies: the CSS of a
 * component that is not bundled is not bundled either.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { minify } from 'terser';
import { adaptCssForShadow } from './adapt-css.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const EMBED_ROOT = path.resolve(here, '..');
export const REPO_ROOT = path.resolve(EMBED_ROOT, '../..');

const REGISTRY = path.join(EMBED_ROOT, 'src/runtime/style-registry.ts');
const VANILLA_CSS_IMPORT = /import\s*(["'])([^"']+\.vanilla\.css)\1;?/g;

/**
 * @param {Map<string, string>} [cssByChunk] filled with the CSS each output chunk carries
 * @returns {import('vite').Plugin[]}
 */
export function shadowStyles(cssByChunk = new Map()) {
  /** @type {Map<string, string>} */
  const cssById = new Map();
  return [
    {
      name: 'penzugy:adapt-shadow-css',
      enforce: 'pre',
      transform(code, id) {
        if (/\.vanilla\.css\?inline$/.test(id)) return { code: adaptCssForShadow(code), map: null };
        return null;
      },
    },
    {
      // Records each stylesheet as it ships (after Vite's minifier), to report the CSS share of
      // every chunk (`cssByChunk`, read by build.mjs for the manifest and the bench).
      name: 'penzugy:measure-css',
      enforce: 'post',
      transform(code, id) {
        if (!/\.vanilla\.css\?inline$/.test(id)) return null;
        const m = /^export default (".*");?\s*$/s.exec(code);
        if (m) cssById.set(id, JSON.parse(/** @type {string} the pattern's one group */ (m[1])));
        return null;
      },
      generateBundle(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          cssByChunk.set(chunk.fileName, chunk.moduleIds.flatMap((id) => cssById.get(id) ?? []).join('\n'));
        }
      },
    },
    {
      name: 'penzugy:register-styles',
      enforce: 'post',
      transform(code, id) {
        if (!code.includes('.vanilla.css') || id.includes('?')) return;
        let n = 0;
        const out = code.replace(VANILLA_CSS_IMPORT, (_, _quote, specifier) => {
          const name = `__penzugyCss${n++}`;
          return `import ${name} from ${JSON.stringify(`${specifier}?inline`)};\n__penzugyRegisterStyle(${name});`;
        });
        if (n === 0) return;
        // vanilla-extract's own output has no source map either (`mappings: ''`).
        return {
          code: `import { registerStyle as __penzugyRegisterStyle } from ${JSON.stringify(REGISTRY)};\n${out}`,
          map: { mappings: '' },
        };
      },
    },
    {
      // A stylesheet that slipped past the rewrite would ship as a .css file nobody loads.
      name: 'penzugy:no-css-files',
      generateBundle(_options, bundle) {
        const css = Object.keys(bundle).filter((f) => f.endsWith('.css'));
        if (css.length > 0)
          this.error(
            `Unexpected CSS files in the embed build (styles must be registered as strings): ${css.join(', ')}`,
          );
      },
    },
  ];
}

/**
 * Modules the embed replaces with stand-ins (src/stubs/): d3 code the widgets' charts pull in through
 * d3-scale but never run — interpolation of colours, strings, dates and objects, and d3's number
 * formatting (the widgets format with Intl). Together 5 KB gzipped of the loan calculator. A stub
 * that is called throws, so a widget that starts to need one fails loudly; then take it off this list.
 */
export const STUBBED_MODULES = /** @type {const} */ ([
  'd3-color',
  'd3-format',
  'd3-interpolate',
  'd3-path',
  'd3-scale',
  'd3-shape',
]);

/**
 * The STUBBED_MODULES a widget needs whole, by widget: d3-path's stub writes lines and areas only
 * (src/stubs/d3-path.ts, 0.6 KB gzipped of the loan calculator), and the portfolio's pie chart
 * draws arcs with d3-shape's `arc` (the stubbed `line` and `area`, src/stubs/d3-shape.ts, always
 * draw into the stub's path).
 */
export const REAL_MODULES_OF = /** @type {Readonly<Record<string, readonly string[]>>} */ ({ portfolio: ['d3-path'] });

/**
 * Workspace source files the embed replaces with stand-ins (src/stubs/), by their path without the
 * extension: finance-core's rule-source shorthands, whose legal references, links and notes only the
 * site shows (src/stubs/rule-sources.ts; 1 145 B gzipped of the loan calculator, 1 063 B of the affordability calculator);
 * the theme contract with short hashed names instead of the published `--penzugy-…` ones, and the
 * widget root without its rules for a widget outside any theme root (src/stubs/theme-contract.css.ts,
 * src/stubs/widget-root.css.ts).
 */
export const STUBBED_FILES = /** @type {const} */ ({
  'packages/finance-core/src/rules/sources': 'src/stubs/rule-sources.ts',
  'packages/widgets/src/theme/contract.css': 'src/stubs/theme-contract.css.ts',
  'packages/widgets/src/theme/widget-root.css': 'src/stubs/widget-root.css.ts',
});

/**
 * Imports one widget file resolves elsewhere, by widget: `source` as `importer` (a workspace file,
 * without the extension) writes it, and its stand-in. The loan calculator's details (its charts and
 * schedule) come folded and on demand (src/widgets/loan-calculator/details-on-demand.tsx: a blog
 * column's compact layout, issue 26). The state-bond calculator's results take the
 * chart loaded on demand (src/widgets/state-bonds/chart-on-demand.tsx; 4.8 KB gzipped of its first
 * load); only that import, since the widgets' index re-exports the charts too.
 */
export const STUBBED_IMPORTS_OF =
  /** @type {Readonly<Record<string, readonly { importer: string; source: string; stub: string }[]>>} */ ({
    'loan-calculator': [
      {
        importer: 'packages/widgets/src/LoanCalculator/LoanCalculator',
        source: './LoanDetails',
        stub: 'src/widgets/loan-calculator/details-on-demand.tsx',
      },
      {
        importer: 'packages/widgets/src/LoanCalculator/LoanCalculator',
        source: './prepayment/PrepaymentPanel',
        stub: 'src/widgets/loan-calculator/on-demand.ts',
      },
    ],
    'state-bonds': [
      {
        importer: 'packages/widgets/src/StateBondCalculator/StateBondResults',
        source: '../charts',
        stub: 'src/widgets/state-bonds/chart-on-demand.tsx',
      },
    ],
  });

/**
 * Dynamic imports one widget file makes static, by widget: `source` as `importer` writes it. Only a
 * widget file may import a chunk on demand (verifiedDynamicImports); the loan calculator's table
 * now travels in its on-demand details and panels, so its CSV writer (Table/export-csv.ts, 0.4 KB)
 * comes with the table there instead of as a chunk of a chunk.
 */
export const STATIC_IMPORTS_OF =
  /** @type {Readonly<Record<string, readonly { importer: string; source: string }[]>>} */ ({
    'loan-calculator': [{ importer: 'packages/widgets/src/Table/Table', source: './export-csv' }],
  });

/**
 * Makes the STATIC_IMPORTS_OF `widget` static: `import('./x')` becomes a promise of a namespace
 * imported at the top of the module. Each must match exactly once, so a rewrite of the importer
 * stops the build here.
 * @param {string} [widget] the widget file being built
 * @returns {import('vite').Plugin}
 */
export function staticImports(widget) {
  const wanted = ((widget && STATIC_IMPORTS_OF[widget]) || []).map((i) => ({
    ...i,
    importer: path.join(REPO_ROOT, i.importer),
  }));
  return {
    name: 'penzugy:static-imports',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]?.replace(/\.[cm]?[jt]sx?$/, '');
      const own = wanted.filter((i) => i.importer === file);
      if (own.length === 0) return;
      let out = code;
      own.forEach(({ source }, n) => {
        const call = `import(${JSON.stringify(source).replaceAll('"', "'")})`;
        if (out.split(call).length !== 2) this.error(`${id}: expected ${call} exactly once (STATIC_IMPORTS_OF)`);
        out = `import * as __pzStatic${n} from ${JSON.stringify(source)};\n${out.replace(call, `Promise.resolve(__pzStatic${n})`)}`;
      });
      return { code: out, map: null };
    },
  };
}

/**
 * The plugins vanilla-extract's compiler (which evaluates each `.css.ts` file in a Vite of its own)
 * runs besides its own: the stubs, so a stylesheet that imports the theme contract gets the stub's,
 * as the code does; without them the CSS would use the published names and the code the stub's.
 * @param {{ name: string }} plugin
 */
export const vanillaExtractCompilerPlugins = ({ name }) => name === 'penzugy:stubs';

/**
 * Resolves the STUBBED_MODULES (but the REAL_MODULES_OF `widget`), the relative imports of the
 * STUBBED_FILES and the STUBBED_IMPORTS_OF `widget` to their stubs, except inside a stub itself
 * (d3-interpolate's stub re-exports the real module).
 * @param {string} [widget] the widget file being built
 * @returns {import('vite').Plugin}
 */
export function stubs(widget) {
  const real = (widget && REAL_MODULES_OF[widget]) || [];
  const ownImports = ((widget && STUBBED_IMPORTS_OF[widget]) || []).map((i) => ({
    ...i,
    importer: path.join(REPO_ROOT, i.importer),
    stub: path.join(EMBED_ROOT, i.stub),
  }));
  /** @type {Map<string, string>} */
  const files = new Map(
    STUBBED_MODULES.filter((name) => !real.includes(name)).map((name) => [
      name,
      path.join(EMBED_ROOT, `src/stubs/${name}.ts`),
    ]),
  );
  /** @type {Map<string, string>} */
  const byPath = new Map(
    Object.entries(STUBBED_FILES).map(([file, stub]) => [path.join(REPO_ROOT, file), path.join(EMBED_ROOT, stub)]),
  );
  const stubFiles = new Set([...files.values(), ...byPath.values(), ...ownImports.map((i) => i.stub)]);
  return {
    name: 'penzugy:stubs',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.split('?')[0] ?? importer;
      if (from && stubFiles.has(from)) return null;
      const bare = from?.replace(/\.[cm]?[jt]sx?$/, '');
      const own = ownImports.find((i) => i.source === source && i.importer === bare);
      const stub =
        own?.stub ??
        files.get(source) ??
        (from && source.startsWith('.') ? byPath.get(path.resolve(path.dirname(from), source)) : undefined);
      return stub ?? null;
    },
  };
}

/**
 * What preactWithoutSuspense cuts from preact/compat's build (dist/compat.module.js of preact
 * 10.29.8, the same as dist/compat.mjs): each `[from, to]` removes the code from `from` up to, not including, `to`. In order: the
 * catchError hook that hands a thrown promise to the nearest Suspense, the unmount hook that marks
 * suspended components, Suspense's methods, and SuspenseList's methods.
 */
export const COMPAT_SUSPENSE_CUTS = /** @type {const} */ ([
  ['e.__e=function(n,t,e,r){if(n.then)', 'var U=e.unmount;'],
  ['e.unmount=function(n){var t=n.__c;t&&(t.__z=!0)', '(P.prototype=new n).__c='],
  ['(P.prototype=new n).__c=', 'var H=function(n,t,e){'],
  ['(B.prototype=new n).__a=', 'var q="undefined"'],
]);

/**
 * preact/compat without its Suspense runtime: the widgets render no Suspense, SuspenseList or lazy
 * component (what they load on demand, LoanCalculator's LazyPanel loads with its own small state),
 * but compat installs Suspense's option hooks and builds its classes' prototypes in top-level
 * statements, which tree-shaking must keep: 0.8 KB gzipped of the loan calculator's first load. This
 * removes them (COMPAT_SUSPENSE_CUTS) and makes Suspense and SuspenseList throw when rendered;
 * `lazy` throws its promise, which without the hook reaches the error boundary. Each cut must match
 * exactly once, so a preact update that changes the file stops the build here (check the cuts against
 * its compat/src/suspense.js and suspense-list.js, and build.test.ts's checks, then update them).
 * build/no-suspense.test.ts checks the cuts on the installed preact.
 * @returns {import('vite').Plugin}
 */
export function preactWithoutSuspense() {
  return {
    name: 'penzugy:preact-without-suspense',
    transform(code, id) {
      // The browser build (compat.module.js) or, under vitest, the same file as compat.mjs.
      if (!/[\\/]preact[\\/]compat[\\/]dist[\\/]compat\.(module\.js|mjs)$/.test(id)) return;
      return { code: withoutSuspense(code), map: null };
    },
  };
}

/**
 * preact/compat's build (dist/compat.module.js) with COMPAT_SUSPENSE_CUTS made; throws when a cut
 * does not match exactly once.
 * @param {string} code
 */
export function withoutSuspense(code) {
  let out = code;
  for (const [from, to] of COMPAT_SUSPENSE_CUTS) {
    const start = out.indexOf(from);
    const end = out.indexOf(to, start);
    if (start < 0 || end < 0 || out.indexOf(from, start + 1) >= 0)
      throw new Error(
        `preact/compat changed: ${JSON.stringify(from)} … ${JSON.stringify(to)} no longer matches once; update COMPAT_SUSPENSE_CUTS in apps/embed/build/plugins.mjs`,
      );
    out = out.slice(0, start) + out.slice(end);
  }
  // Suspense (P) and SuspenseList (B) are function declarations, so hoisted: render throws.
  return `${out}\nP.prototype.render=B.prototype.render=function(){throw Error("[penzugy embed] Suspense is not bundled: see preactWithoutSuspense in apps/embed/build/plugins.mjs")};\n`;
}

/**
 * d3's bundles build their curve and interpolator families with top-level factory calls
 * (`var cardinal = (function custom(tension) { … })(0)`, `var rgbBasis = rgbSpline(basis)`), which a
 * bundler must keep unless told they are pure — they are: each only builds and returns a function.
 * Marking them `#__PURE__` lets tree-shaking drop the curves the widgets never use (Catmull–Rom,
 * cardinal, bundle…: 1.5 KB gzipped of the loan calculator), and d3-array's bisectors, which the
 * embed's linear scale (src/stubs/d3-scale.ts) no longer needs (0.3 KB).
 * @returns {import('vite').Plugin}
 */
export function pureD3Factories() {
  return {
    name: 'penzugy:pure-d3-factories',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]d3-[a-z-]+[\\/]dist[\\/][^\\/]+\.mjs$/.test(id)) return;
      const marked = code
        // A top-level read of a property (`const bisectRight = ascendingBisect.right`,
        // `const bisectCenter = bisector(number).center`): a read may run a getter, so the bundler
        // keeps it, and the object with it, unless told.
        .replace(
          /^((?:var|const) [\w$]+ = )([\w$]+(?:\([\w$, ]*\))?(?:\.[\w$]+)+);$/gm,
          '$1/*#__PURE__*/ (() => $2)();',
        )
        // A top-level constant computed from calls (`const kr = sin(pi / 10) / sin(7 * pi / 10)`,
        // `const k = 1 / sqrt(12)`, d3-shape's symbols): each call marked, so an unused constant drops
        // with its calls, not only those that open the line.
        .replace(
          /^((?:var|const) [\w$]+ = )([-\w$ .*/+()]+;)$/gm,
          (_, head, expr) => head + expr.replace(/(?<![\w$.])([\w$]+\()/g, '/*#__PURE__*/ $1'),
        )
        .replace(/^((?:var|const) [\w$]+ = )(?=\(function |[\w$.]+\()/gm, '$1/*#__PURE__*/');
      return { code: marked, map: null };
    },
  };
}

/**
 * The minifier of the widget files and the frame scripts: terser (three compress passes,
 * ES2022 modules, no comments) on each chunk, then Rolldown's own minifier (`output.minify`), which
 * mangles the names. Measured on the complete loan-calculator embed (loader + chunk, gzip 9):
 * Rolldown alone 47.5 KB (47.4 KB with shortCssIdentifiers); Vite's `build.minify: 'terser'` with
 * three passes 45.3 KB — it keeps every `/* @__PURE__ *\/` annotation in library-mode ES output (255
 * in the loan calculator), for bundlers, but these files go to browsers; this plugin (and the short
 * CSS names) 45.05 KB with terser's mangler, 44.85 KB leaving the names to Rolldown. The loader
 * (build.mjs) keeps Rolldown alone: terser would save 70 B there, but its output no longer keeps
 * the version directory as the one literal in which the latest and the pinned loader differ
 * (build.test.ts checks that). Five passes gain 23 B more; `unsafe`, `unsafe_arrows`,
 * `pure_getters` under 50 B, for assumptions about preact's code nobody checked;
 * terser alone, without Rolldown after it, is 0.7 KB larger.
 * @returns {import('vite').Plugin}
 */
export function terserMinify() {
  return {
    name: 'penzugy:terser',
    async renderChunk(code, _chunk, outputOptions) {
      const result = await minify(code, {
        ecma: 2020,
        module: true,
        compress: { passes: 3 },
        // Names are left to Rolldown's mangler, which runs next: 0.2 KB smaller than terser's.
        mangle: false,
        format: { comments: false },
        sourceMap: outputOptions.sourcemap ? { asObject: true } : false,
      });
      return { code: /** @type {string} */ (result.code), map: /** @type {any} */ (result.map) ?? null };
    },
  };
}

/** vanilla-extract's own file-scope hash (@emotion/hash), resolved from vanilla-extract itself. */
const vanillaHash = createRequire(createRequire(import.meta.url).resolve('@vanilla-extract/css'))(
  '@emotion/hash',
).default;
/** @type {Map<string, string>} */
const cssPrefixOwners = new Map();

/**
 * Shorter class and variable names than vanilla-extract's `short` ones (a 6–7 character hash of the
 * file, `_` before a leading digit, then a counter): 4 characters for the file — a lower-case letter
 * and three base-36 digits of a SHA-256 of the file's path, so the same in every build — then the same
 * counter. `.dldqe30` becomes `.abcd0` and `var(--_1291e0f1d)` `var(--wxyz1d)`; the CSS and the
 * class names in the code together gzip about 0.2 KB smaller. The names only meet inside the widget's
 * own shadow root (the loader's placeholder uses one-letter classes); two files with the same 4
 * characters stop the build instead of sharing names.
 * @returns {(arg: { hash: string; filePath: string; packageName?: string }) => string}
 */
export function shortCssIdentifiers() {
  return ({ hash, filePath, packageName }) => {
    const scope = packageName ? `${packageName}${filePath}` : filePath;
    const fileHash = vanillaHash(scope);
    if (!hash.startsWith(fileHash))
      throw new Error(
        `vanilla-extract identifier ${hash} does not start with its file's hash (${scope}): its scheme changed`,
      );
    const digest = createHash('sha256').update(scope).digest();
    const prefix =
      String.fromCharCode(97 + (digest.readUInt8(0) % 26)) +
      [1, 2, 3].map((i) => (digest.readUInt8(i) % 36).toString(36)).join('');
    const owner = cssPrefixOwners.get(prefix);
    if (owner !== undefined && owner !== scope)
      throw new Error(
        `CSS identifier prefix ${prefix} of ${scope} is also that of ${owner}: lengthen the prefix in shortCssIdentifiers`,
      );
    cssPrefixOwners.set(prefix, scope);
    return prefix + hash.slice(fileHash.length);
  };
}

/** The function the widget files' on-demand imports go through (6 characters, as `import`: see verifiedDynamicImports). */
export const VERIFIED_IMPORT = '$pzImp';

/**
 * A widget's on-demand chunks (the loan calculator's panels, `chunks/…`) load through the same
 * integrity check as the widget file: each `import("./chunks/X.js")` of a widget file becomes
 * `$pzImp("./chunks/X.js")`, and the file ends with `function $pzImp(u){…}`, which hands the chunk and
 * the chunks it imports to `import.meta.penzugyImport` — the verified importer the runtime puts there
 * at mount (src/runtime/verified-import.ts) — or imports it plainly where there is none. The name is
 * as long as `import` and the function comes last, so the source map stays right. The build lists
 * the chunks' hashes in `integrity.js` (build.mjs). A dynamic import of a chunk from anywhere else
 * than a widget file stops the build, since nothing would check it.
 *
 * What a chunk shares with its widget file (preact, strings, maths: `preserveEntrySignatures` in
 * build.mjs) it does not import by URL (`import{…}from"../loan-calculator.js"`): after a failed
 * download the loader loads the widget file as `loan-calculator.js?attempt=N` (src/loader/chunks.ts),
 * and the plain URL would be a second, unchecked copy with its own preact, or a module Chromium
 * keeps as failed (whatwg/html#10327). Instead `$pzImp` registers the widget file's shared bindings
 * before it imports a chunk, under ENTRY_EXPORTS keyed by the widget file's URL without its query (so
 * two versions, or two hosts, on one page do not mix; the loader adds no fragment), and the chunk
 * reads them from there
 * (`const[…]=globalThis[…][new URL("../loan-calculator.js",import.meta.url).href]`, by position): it always binds
 * to the instance that loaded it. The widget file no longer exports those bindings.
 * @returns {import('vite').Plugin}
 */
export function verifiedDynamicImports() {
  const pattern = /\bimport\((["'`])(\.\/chunks\/[^"'`]+)\1\)/g;
  return {
    name: 'penzugy:verified-dynamic-imports',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      /** A chunk's static imports, transitively (its dependencies load before it). */
      const depsOf = (/** @type {string} */ file, seen = new Set()) => {
        const chunk = bundle[file];
        for (const dep of chunk && chunk.type === 'chunk' ? chunk.imports : []) {
          if (seen.has(dep) || !dep.startsWith('chunks/')) continue;
          seen.add(dep);
          depsOf(dep, seen);
        }
        return seen;
      };
      for (const chunk of chunks) {
        if (!chunk.isEntry) {
          const onDemand = /\bimport\((["'`])\.\/[^"'`]+\1\)/.exec(chunk.code);
          if (onDemand)
            this.error(`${chunk.fileName} imports a chunk on demand (${onDemand[0]}), which only a widget file may do`);
          continue;
        }
        if (!chunk.code.match(pattern)) continue;
        if (chunk.code.includes(VERIFIED_IMPORT)) this.error(`${chunk.fileName} already uses ${VERIFIED_IMPORT}`);
        /** The chunks each on-demand chunk imports, where it imports any. */
        /** @type {Record<string, string[]>} */
        const deps = {};
        chunk.code = chunk.code.replace(pattern, (_, quote, file) => {
          const found = [...depsOf(file.slice(2))].map((d) => `./${d}`);
          if (found.length > 0) deps[file] = found;
          return `${VERIFIED_IMPORT}(${quote}${file}${quote})`;
        });
        const files = Object.keys(deps).length > 0 ? `[...(${JSON.stringify(deps)}[u]||[]),u]` : '[u]';
        const shared = bindEntryExports.call(this, chunk, chunks, bundle);
        const register = shared ? `(globalThis[${ENTRY_EXPORTS}]??={})[import.meta.url.split("?")[0]]=${shared};` : '';
        chunk.code += `\nfunction ${VERIFIED_IMPORT}(u){${register}const m=import.meta.penzugyImport;return m?m(${files}):import(u)}\n`;
      }
    },
  };
}

/** Where a widget file puts the bindings its on-demand chunks share with it (verifiedDynamicImports). */
export const ENTRY_EXPORTS = 'Symbol.for("penzugy")';

/**
 * Rewrites every chunk's static import of the widget file `entry` into a lookup of ENTRY_EXPORTS and
 * takes those bindings out of the widget file's exports (keeping the ones its own source exports,
 * `mount`); returns the array literal the widget file registers, or null when no chunk imports it.
 * The import is blanked with spaces and the lookup goes on a line of its own before it, so the
 * chunk's source map only gains an empty first line; the export statement ends the widget file's
 * code line (the map comment follows), so shortening it moves no mapped column.
 * @this {import('rolldown').PluginContext}
 * @param {import('rolldown').OutputChunk} entry
 * @param {import('rolldown').OutputChunk[]} chunks
 * @param {import('rolldown').OutputBundle} bundle
 */
function bindEntryExports(entry, chunks, bundle) {
  const url = `../${entry.fileName}`;
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const importPattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*(["'\`])${escaped}\\2;?`);
  /** @type {Set<string>} */
  const wanted = new Set();
  /** @type {{ chunk: import('rolldown').OutputChunk; found: string; bindings: [string, string][] }[]} */
  const chunkBindings = [];
  for (const chunk of chunks) {
    if (chunk.isEntry || !chunk.code.includes(url)) continue;
    const found = importPattern.exec(chunk.code);
    if (!found) return this.error(`${chunk.fileName} refers to ${url} other than by one named import`);
    const bindings = /** @type {string} */ (found[1])
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean)
      .map((b) => {
        const [imported, local = imported] = b.split(/\s+as\s+/);
        wanted.add(/** @type {string} */ (imported));
        return /** @type {[string, string]} */ ([imported, local]);
      });
    chunkBindings.push({ chunk, found: found[0], bindings });
  }
  if (wanted.size === 0) return null;
  // The registry is an array (shorter than an object with the exported names as keys): the chunks
  // destructure it by position.
  const order = [...wanted];
  for (const { chunk, found, bindings } of chunkBindings) {
    const slots = order.map((name) => bindings.find(([imported]) => imported === name)?.[1] ?? '');
    while (slots.at(-1) === '') slots.pop();
    const lookup = `const[${slots.join(',')}]=globalThis[${ENTRY_EXPORTS}][new URL(${JSON.stringify(url)},import.meta.url).href];\n`;
    const code = chunk.code.replace(found, ' '.repeat(found.length));
    if (code.includes(url)) this.error(`${chunk.fileName} refers to ${url} more than once`);
    chunk.code = lookup + code;
    const map = bundle[`${chunk.fileName}.map`];
    if (map?.type === 'asset' && typeof map.source === 'string') {
      const json = JSON.parse(map.source);
      json.mappings = `;${json.mappings}`;
      map.source = JSON.stringify(json);
    }
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  }
  // The widget file's exports: `export{local as exported,…}`, the last statement before the map comment.
  const exportPattern = /export\s*\{([^}]*)\}\s*;?/g;
  const statements = [...entry.code.matchAll(exportPattern)];
  const last = statements.at(-1);
  if (!last) return this.error(`${entry.fileName} exports nothing its chunks import`);
  const own = new Set(this.getModuleInfo(entry.facadeModuleId ?? '')?.exports ?? entry.exports);
  /** @type {Map<string, string>} */
  const localOf = new Map();
  const kept = [];
  for (const spec of /** @type {string} */ (last[1])
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [local, exported = local] = spec.split(/\s+as\s+/);
    localOf.set(/** @type {string} */ (exported), /** @type {string} */ (local));
    // Only the source's own exports stay: Rolldown exported the rest for the chunks, which now read
    // them from the registry, or which no chunk imports at all (Rolldown's list named a class name
    // that no chunk's minified code imported).
    if (own.has(/** @type {string} */ (exported))) kept.push(spec);
  }
  const missing = [...wanted].filter((n) => !localOf.has(n));
  if (missing.length > 0)
    this.error(`${entry.fileName} does not export ${missing.join(', ')}, which its chunks import`);
  entry.code =
    entry.code.slice(0, last.index) +
    (kept.length > 0 ? `export{${kept.join(',')}};` : '') +
    entry.code.slice(last.index + last[0].length);
  return `[${order.map((n) => localOf.get(n)).join(',')}]`;
}

/** Rolldown warnings that say nothing about our code: Radix's "use client" banners. */
export function onwarn(/** @type {{ code?: string }} */ warning, /** @type {(w: any) => void} */ warn) {
  if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
}

/** The runtimes the widget chunks can be built against. */
export const RUNTIMES = /** @type {const} */ (['preact', 'react']);

/**
 * Module aliases: the workspace packages from source (module-level tree-shaking; measured in
 * README.md), Radix's portal kept inside the widget's shadow root (src/runtime/radix-portal.tsx;
 * no embedded widget uses a Radix part with focus guards, which would need the same) and, for the
 * preact runtime, React replaced by preact/compat.
 * @param {'preact' | 'react'} runtime
 * @returns {import('vite').Alias[]}
 */
export function aliases(runtime) {
  const list = [
    {
      find: /^@penzugy\/(widgets|finance-core|market-data|documents)$/,
      replacement: path.join(REPO_ROOT, 'packages/$1/src/index.ts'),
    },
    { find: /^@penzugy\/widgets\/pdf$/, replacement: path.join(REPO_ROOT, 'packages/widgets/src/pdf.ts') },
    {
      find: /^@penzugy\/widgets\/theme$/,
      replacement: path.join(REPO_ROOT, 'packages/widgets/src/entries/theme.ts'),
    },
    { find: /^@radix-ui\/react-portal$/, replacement: path.join(EMBED_ROOT, 'src/runtime/radix-portal.tsx') },
  ];
  if (runtime === 'preact') {
    list.push(
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
    );
  }
  return list;
}
