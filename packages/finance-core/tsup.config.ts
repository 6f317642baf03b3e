import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

/**
 * `simulateParallel` starts its workers from `new URL('./node-worker.ts' | './browser-worker.ts',
 * import.meta.url)`, the form Node, Vite and webpack understand in source. In the published package
 * each worker is its own entry next to the main bundles, so the bundled code must point there.
 */
const WORKER_FILES: Record<string, string> = {
  "'./node-worker.ts'": "'./monte-carlo-node-worker.js'",
  "'./browser-worker.ts'": "'./monte-carlo-browser-worker.js'",
};

const workerUrlPlugin: Plugin = {
  name: 'penzugy-monte-carlo-worker-url',
  setup(build) {
    build.onLoad({ filter: /monte-carlo[\\/]parallel[\\/](node|browser)\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      for (const [from, to] of Object.entries(WORKER_FILES)) contents = contents.replace(from, to);
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * The browser `simulateParallel` (parallel/browser.ts, the only module that names the Web Worker) is
 * an ES module of its own, `monte-carlo-browser.js`, which the bundle imports instead of containing
 * it. Vite and webpack emit a worker for every `new Worker(new URL(…))` in a module they keep any part
 * of, so inside the shared bundle the worker reached every app that imported anything from
 * finance-core (3.5 KB gz more for a loan calculator); as its own module (`sideEffects: false`) it is
 * dropped with `simulateParallel` when an app does not use it. The CommonJS build keeps it inside:
 * a second CommonJS file would carry its own copy of the error classes.
 */
const separateBrowserParallel: Plugin = {
  name: 'penzugy-separate-browser-parallel',
  setup(build) {
    build.onResolve({ filter: /^\.\/parallel\/browser$/ }, (args) =>
      /monte-carlo[\\/]index\.ts$/.test(args.importer)
        ? { path: './monte-carlo-browser.js', external: true }
        : undefined,
    );
  },
};

const entry = {
  index: 'src/index.ts',
  // The `node` export condition: the same API with simulateParallel on worker_threads.
  node: 'src/node.ts',
};

// Both builds write into dist/, so it is cleaned once here rather than by each (they run at once).
rmSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist'), { recursive: true, force: true });

/** What the ES module and CommonJS builds share. */
const common = {
  dts: { entry: { index: 'src/index.ts', node: 'src/node.ts' } },
  // No source maps: the published JS is unminified, and maps would point at TypeScript sources the
  // package does not ship (or carry them inside, doubling the install).
  sourcemap: false,
  clean: false,
  target: 'es2022',
} satisfies Options;

export default defineConfig([
  {
    ...common,
    entry: {
      ...entry,
      // The workers are ES modules only: the CommonJS build starts these same files (a worker is
      // its own module graph, whatever format loaded the code that starts it).
      'monte-carlo-node-worker': 'src/monte-carlo/parallel/node-worker.ts',
      'monte-carlo-browser-worker': 'src/monte-carlo/parallel/browser-worker.ts',
      'monte-carlo-browser': 'src/monte-carlo/parallel/browser.ts',
    },
    format: ['esm'],
    esbuildPlugins: [workerUrlPlugin, separateBrowserParallel],
  },
  {
    ...common,
    entry,
    format: ['cjs'],
    // import.meta.url in the CommonJS build (where the workers are found).
    shims: true,
    esbuildPlugins: [workerUrlPlugin],
  },
]);
