#!/usr/bin/env node
/**
 * Builds the embed (`npm run build -w @penzugy/embed`) into dist/, or $EMBED_OUT_DIR:
 *
 *   embed.js                    the latest loader: partners who always want the newest use this
 *   manifest.json               the versions in this directory, newest first
 *   v{version}/embed.js         the pinned loader (immutable; has an SRI hash in the manifest)
 *   v{version}/manifest.json    that version's files, gzipped sizes and SRI hashes
 *   v{version}/integrity.js     the widget files' SRI hashes, which the loader checks (src/loader/chunks.ts)
 *   v{version}/frame.html       the iframe-mode page
 *   v{version}/<widget>.js, chunks/…, assets/…   the widget chunks, shared chunks (hashed), the worker
 *
 * Other `v*` directories already in the output directory are kept (and listed in manifest.json),
 * so a deployment that syncs older versions in serves every version it ever published.
 *
 * The widget chunks compile packages/widgets and finance-core from source (module-level
 * tree-shaking: see README.md "Size") against preact/compat, or against React with
 * $EMBED_RUNTIME=react (kept to measure the difference: bench/sizes.mjs).
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compareVersions, gzipSize, integrity, staticClosure } from './manifest.mjs';
import {
  aliases,
  EMBED_ROOT,
  onwarn,
  preactWithoutSuspense,
  pureD3Factories,
  RUNTIMES,
  shadowStyles,
  shortCssIdentifiers,
  staticImports,
  stubs,
  terserMinify,
  vanillaExtractCompilerPlugins,
  verifiedDynamicImports,
} from './plugins.mjs';

/**
 * The list of the loaded files' hashes, and iframe mode's host (src/loader/chunks.ts names them the
 * same; build.test.ts checks).
 */
export const INTEGRITY_FILE = 'integrity.js';
export const FRAME_HOST_FILE = 'frame-host.js';

const pkg = JSON.parse(readFileSync(path.join(EMBED_ROOT, 'package.json'), 'utf8'));

/** The widget folders under src/widgets/ (each one a chunk); `shared.ts` and other files are not widgets. */
export function widgetFolders() {
  return readdirSync(path.join(EMBED_ROOT, 'src/widgets'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(EMBED_ROOT, 'src/widgets', d.name, 'index.tsx')))
    .map((d) => d.name)
    .sort();
}

const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

/**
 * @param {{ runtime?: 'preact' | 'react'; outDir?: string; logLevel?: import('vite').LogLevel }} [options]
 */
export async function buildEmbed({
  runtime = 'preact',
  outDir = path.join(EMBED_ROOT, 'dist'),
  logLevel = 'warn',
} = {}) {
  if (!RUNTIMES.includes(runtime))
    throw new Error(`EMBED_RUNTIME must be one of ${RUNTIMES.join(', ')}, not ${runtime}`);
  // Vite picks the JSX runtime (production or dev, with file names and line numbers) from NODE_ENV;
  // what partners get must not depend on the caller's environment.
  process.env.NODE_ENV = 'production';
  const version = pkg.version;
  const versionDir = `v${version}`;
  const versionOut = path.join(outDir, versionDir);
  const widgets = widgetFolders();
  mkdirSync(outDir, { recursive: true });
  for (const f of ['embed.js', 'manifest.json']) rmSync(path.join(outDir, f), { force: true });

  // 1. One self-contained ES module per widget (what it loads on demand apart), and the frame page's
  // script. No chunks are shared between widgets: a page usually shows one widget, and sharing would make each widget's files
  // carry code only the others need (+5 KB for the loan calculator, measured; README.md "Size").
  rmSync(versionOut, { recursive: true, force: true });
  /** @type {Map<string, import('./manifest.mjs').ChunkInfo>} */
  const chunks = new Map();
  /** @type {Record<string, string[]>} */
  const filesOf = {};
  /** @type {Map<string, string>} */
  const cssByChunk = new Map();
  /** Builds one entry; the frame page's script is built last, with the hash of the widgets' hashes. */
  const buildEntry = async (
    /** @type {string} */ name,
    /** @type {string} */ entry,
    /** @type {Record<string, string>} */ define = production,
  ) => {
    const result = await build({
      configFile: false,
      root: EMBED_ROOT,
      logLevel,
      mode: 'production',
      define,
      resolve: { alias: aliases(runtime) },
      // Minifiers and CSS names: terserMinify and shortCssIdentifiers (plugins.mjs), measured there.
      plugins: [
        preactWithoutSuspense(),
        stubs(name),
        staticImports(name),
        vanillaExtractPlugin({
          identifiers: shortCssIdentifiers(),
          unstable_pluginFilter: vanillaExtractCompilerPlugins,
        }),
        ...shadowStyles(cssByChunk),
        pureD3Factories(),
        terserMinify(),
        verifiedDynamicImports(),
      ],
      worker: {
        format: 'es',
        rolldownOptions: {
          output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
        },
      },
      build: {
        outDir: versionOut,
        emptyOutDir: false,
        copyPublicDir: false,
        target: 'es2022',
        modulePreload: false,
        minify: true,
        sourcemap: true,
        reportCompressedSize: false,
        lib: { entry: { [name]: entry }, formats: ['es'] },
        rolldownOptions: {
          onwarn,
          // Library mode keeps an entry's exports as written ('strict'), so the modules a widget file
          // shares with its on-demand chunks (preact, the loan calculator's strings and maths) went to
          // shared chunks of their own, which the widget file imported: four files and 4 KB more gzipped
          // for the loan calculator (issue 25). Allowing the entry extra exports keeps those modules in
          // the widget file, and the on-demand chunks import them from it (`../loan-calculator.js`,
          // already loaded and checked when a panel opens).
          preserveEntrySignatures: 'allow-extension',
          output: {
            // Lib mode keeps whitespace in ES output; these files are for browsers, not bundlers.
            // Runs after terserMinify's renderChunk (plugins.mjs).
            minify: true,
            // The loader finds `<widget>.js` in the version's directory, which is what makes it
            // immutable; the worker is an asset with a hashed name. What a widget imports on demand
            // (the loan calculator's panels) is its own chunk, loaded when used and checked like the
            // widget file (verifiedDynamicImports).
            entryFileNames: '[name].js',
            chunkFileNames: 'chunks/[name]-[hash].js',
            assetFileNames: 'assets/[name]-[hash][extname]',
          },
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
    filesOf[name] = [];
    for (const o of outputs) {
      if (o.type === 'chunk') {
        chunks.set(o.fileName, {
          fileName: o.fileName,
          isEntry: o.isEntry,
          name: o.name,
          imports: o.imports,
          code: o.code,
        });
        filesOf[name].push(o.fileName);
      } else if (o.fileName.endsWith('.js')) {
        // The Monte Carlo worker: emitted as an asset, started on demand.
        filesOf[name].push(o.fileName);
      }
    }
  };
  for (const w of widgets) await buildEntry(w, `src/widgets/${w}/index.tsx`);
  await buildEntry(FRAME_HOST_FILE.replace(/\.js$/, ''), 'src/frame/host.ts');
  if (widgets.includes('document-viewer')) {
    // pdf.js's worker, next to the chunk (src/widgets/document-viewer/settings.ts): a library build
    // would inline it as a data: URL, which a strict CSP refuses and which would weigh 1 MB.
    const worker = createRequire(import.meta.url).resolve('pdfjs-dist/build/pdf.worker.min.mjs');
    mkdirSync(path.join(versionOut, 'assets'), { recursive: true });
    copyFileSync(worker, path.join(versionOut, 'assets/pdf.worker.min.mjs'));
    (filesOf['document-viewer'] ??= []).push('assets/pdf.worker.min.mjs');
  }

  // The hashes the loader and the frame page check before they import a widget file or a chunk it
  // loads on demand (src/loader/chunks.ts); the hash of this list is baked into both.
  const onDemandChunks = [...chunks.values()].filter((c) => !c.isEntry).map((c) => c.fileName);
  const hashes = Object.fromEntries(
    [...widgets.map((w) => `${w}.js`), FRAME_HOST_FILE, ...onDemandChunks].map((f) => [
      f,
      integrity(readFileSync(path.join(versionOut, f))),
    ]),
  );
  const hashList = `export default ${JSON.stringify(hashes)};\n`;
  writeFileSync(path.join(versionOut, INTEGRITY_FILE), hashList);
  const listIntegrity = JSON.stringify(integrity(hashList));
  await buildEntry('frame', 'src/frame/frame.ts', { ...production, __PENZUGY_INTEGRITY__: listIntegrity });
  writeFileSync(
    path.join(versionOut, 'frame.html'),
    readFileSync(path.join(EMBED_ROOT, 'src/frame/frame.html'), 'utf8')
      .replace('__FRAME_SCRIPT__', './frame.js')
      .replace('__FRAME_INTEGRITY__', integrity(readFileSync(path.join(versionOut, 'frame.js')))),
  );

  // 2. The loader, twice: pinned (chunks next to it) and latest (chunks in v{version}/).
  for (const [dir, chunkDir] of /** @type {const} */ ([
    [versionOut, ''],
    [outDir, `${versionDir}/`],
  ])) {
    await build({
      configFile: false,
      root: EMBED_ROOT,
      logLevel,
      mode: 'production',
      define: {
        ...production,
        __PENZUGY_VERSION__: JSON.stringify(version),
        __PENZUGY_VERSION_DIR__: JSON.stringify(chunkDir),
        __PENZUGY_INTEGRITY__: listIntegrity,
      },
      build: {
        outDir: dir,
        emptyOutDir: false,
        copyPublicDir: false,
        target: 'es2022',
        minify: true,
        sourcemap: false,
        reportCompressedSize: false,
        lib: { entry: 'src/loader/index.ts', formats: ['iife'], name: 'penzugyLoader', fileName: () => 'embed.js' },
        rolldownOptions: { output: { minify: true } },
      },
    });
  }

  // 3. Manifests.
  const loader = readFileSync(path.join(versionOut, 'embed.js'));
  const manifest = {
    name: pkg.name,
    version,
    runtime,
    loader: { file: `${versionDir}/embed.js`, gzipBytes: gzipSize(loader), integrity: integrity(loader) },
    frame: `${versionDir}/frame.html`,
    // Every page with a widget fetches it before the widget file: part of each widget's first load.
    integrity: {
      file: `${versionDir}/${INTEGRITY_FILE}`,
      integrity: JSON.parse(listIntegrity),
      gzipBytes: gzipSize(hashList),
    },
    widgets: Object.fromEntries(
      widgets.map((w) => {
        const files = staticClosure(`${w}.js`, chunks);
        return [
          w,
          {
            tag: `penzugy-${w}`,
            entry: `${versionDir}/${w}.js`,
            integrity: hashes[`${w}.js`],
            files: files.map((f) => `${versionDir}/${f}`),
            // Loaded only when used (the Monte Carlo worker), so not part of the widget's size.
            onDemand: (filesOf[w] ?? []).filter((f) => !files.includes(f)).map((f) => `${versionDir}/${f}`),
            gzipBytes: files.reduce((sum, f) => sum + gzipSize(chunks.get(f)?.code ?? ''), 0),
            // The CSS inside those files (registered as strings), gzipped on its own.
            cssGzipBytes: gzipSize(files.map((f) => cssByChunk.get(f) ?? '').join('\n')),
          },
        ];
      }),
    ),
    chunks: [...chunks.values()].map((c) => ({
      file: `${versionDir}/${c.fileName}`,
      gzipBytes: gzipSize(c.code),
      integrity: integrity(readFileSync(path.join(versionOut, c.fileName))),
    })),
  };
  writeFileSync(path.join(versionOut, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const versions = readdirSync(outDir)
    .filter((d) => /^v\d+\.\d+\.\d+$/.test(d) && existsSync(path.join(outDir, d, 'manifest.json')))
    .map((d) => JSON.parse(readFileSync(path.join(outDir, d, 'manifest.json'), 'utf8')))
    .sort((a, b) => compareVersions(b.version, a.version));
  const root = {
    name: pkg.name,
    latest: version,
    latestLoader: 'embed.js',
    versions: versions.map((m) => ({
      version: m.version,
      loader: m.loader.file,
      integrity: m.loader.integrity,
      manifest: `v${m.version}/manifest.json`,
    })),
  };
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(root, null, 2)}\n`);
  return manifest;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runtime = /** @type {'preact' | 'react'} */ (process.env.EMBED_RUNTIME ?? 'preact');
  const outDir = process.env.EMBED_OUT_DIR ? path.resolve(EMBED_ROOT, process.env.EMBED_OUT_DIR) : undefined;
  const manifest = await buildEmbed({ runtime, outDir });
  const kb = (/** @type {number} */ b) => `${(b / 1024).toFixed(1)} KB`;
  console.log(`@penzugy/embed ${manifest.version} (${runtime}): loader ${kb(manifest.loader.gzipBytes)} gz`);
  for (const [name, w] of Object.entries(manifest.widgets))
    console.log(`  ${name}: ${kb(w.gzipBytes)} gz in ${w.files.length} files`);
}
