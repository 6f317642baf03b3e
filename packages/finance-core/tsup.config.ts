import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';

/**
 * The CommonJS build and the declarations of both builds (`npm run build` first runs
 * vite.build.config.ts, which writes the ES modules, one per source module, into dist/).
 */

/**
 * `simulateParallel` starts its workers from `new URL('./node-worker.ts' | './browser-worker.ts',
 * import.meta.url)`. The CommonJS bundle starts the ES module workers of the ESM build (a worker is its
 * own module graph, whatever format loaded the code that starts it), so its code must point there.
 */
const WORKER_FILES: Record<string, string> = {
  "'./node-worker.ts'": "'./monte-carlo/parallel/node-worker.js'",
  "'./browser-worker.ts'": "'./monte-carlo/parallel/browser-worker.js'",
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

const entry = {
  index: 'src/index.ts',
  // The `node` export condition: the same API with simulateParallel on worker_threads.
  node: 'src/node.ts',
};

/** What both builds share; dist/ is emptied by the ES module build, which runs first. */
const common = { entry, clean: false, target: 'es2022' } satisfies Options;

export default defineConfig([
  // The declarations of the ES modules (`.d.ts`); their JS is the Vite build's.
  { ...common, format: ['esm'], dts: { only: true } },
  {
    ...common,
    format: ['cjs'],
    dts: true,
    // No source maps: the published JS is unminified, and maps would point at TypeScript sources the
    // package does not ship (or carry them inside, doubling the install).
    sourcemap: false,
    // import.meta.url in the CommonJS build (where the workers are found).
    shims: true,
    esbuildPlugins: [workerUrlPlugin],
  },
]);
