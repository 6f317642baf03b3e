import { readFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import type { Plugin } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/**
 * The Monte Carlo runner starts its worker with `new URL('./simulation.worker.ts', import.meta.url)`,
 * which Vite understands in source (Storybook, tests). In the published package the worker is its own
 * entry, `dist/simulation.worker.js`, next to `dist/index.js`, so the bundled runner must point there;
 * a consumer's bundler (Vite, webpack 5, Rollup) then picks the worker up from that same pattern.
 */
const workerUrlPlugin: Plugin = {
  name: 'penzugy-worker-url',
  setup(build) {
    build.onLoad({ filter: /MonteCarloCalculator[\\/]runner\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace("'./simulation.worker.ts'", "'./simulation.worker.js'"),
      loader: 'ts',
    }));
  },
};

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'simulation.worker': 'src/MonteCarloCalculator/simulation.worker.ts',
  },
  format: ['esm', 'cjs'],
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Consumers bring their own React; finance-core and d3 stay dependencies, resolved by their bundler.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // Emits dist/index.css from the .css.ts files, exported as "@penzugy/widgets/style.css".
  esbuildPlugins: [workerUrlPlugin, vanillaExtractPlugin({ identifiers: 'short' })],
});
