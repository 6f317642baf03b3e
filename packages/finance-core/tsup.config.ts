import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

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

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The `node` export condition: the same API with simulateParallel on worker_threads.
    node: 'src/node.ts',
    'monte-carlo-node-worker': 'src/monte-carlo/parallel/node-worker.ts',
    'monte-carlo-browser-worker': 'src/monte-carlo/parallel/browser-worker.ts',
  },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts', node: 'src/node.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // import.meta.url in the CommonJS build (where the workers are found).
  shims: true,
  esbuildPlugins: [workerUrlPlugin],
});
