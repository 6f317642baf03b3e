import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * The published ES modules: one output module per source module (`preserveModules`), as the widgets
 * publish theirs (packages/widgets/vite.build.config.ts). A consumer's bundler can then put each
 * calculator's maths into the chunk that uses it: from one bundled `index.js`, whatever any chunk of
 * an app used landed in the chunk they share (the loan calculator's subsidy and prepayment panels,
 * loaded on demand, brought their maths into its first load; issue 25). Rolldown's library mode
 * resolves the sources' extensionless and directory imports and writes specifiers that Node's ESM
 * loader resolves (`./loan/index.js`), which esbuild's `bundle: false` (tsup) leaves as written and
 * would need a rewrite of its own. The CommonJS build and the declarations stay with tsup
 * (tsup.config.ts); `npm run build` runs both.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');

/** The package has no dependencies: only Node's built-ins (parallel/node.ts) stay imports. */
const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/**
 * `simulateParallel` starts its workers from `new URL('./node-worker.ts' | './browser-worker.ts',
 * import.meta.url)`, the form Node, Vite and webpack understand in source. Published, each worker is
 * its own module beside the one that starts it (`./node-worker.js`), and a consumer's bundler picks
 * the browser one up from that same pattern. The name is hidden from this build's own asset and
 * worker handling (which would inline the TypeScript file) and written back in its final form.
 */
function workerUrl(): Plugin {
  const placeholder = (name: string) => `__PENZUGY_WORKER_${name.toUpperCase()}__`;
  const worker = /'\.\/(node|browser)-worker\.ts'/g;
  return {
    name: 'penzugy-monte-carlo-worker-url',
    enforce: 'pre',
    transform(code, id) {
      if (!/monte-carlo[\\/]parallel[\\/](node|browser)\.ts$/.test(id)) return null;
      return code.replace(worker, (_match, name: string) => placeholder(name));
    },
    renderChunk(code, chunk) {
      const name = /monte-carlo\/parallel\/(node|browser)\.js$/.exec(chunk.fileName)?.[1];
      if (!name) return null;
      if (!code.includes(placeholder(name))) throw new Error(`The worker URL of ${chunk.fileName} was not found.`);
      return { code: code.replace(placeholder(name), `"./${name}-worker.js"`), map: null };
    },
  };
}

export default defineConfig({
  plugins: [workerUrl()],
  build: {
    outDir: 'dist',
    // tsup writes the CommonJS build and the declarations into dist/ after this build.
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    // No source maps: the published JS is unminified, and maps would point at TypeScript sources the
    // package does not ship (or carry them inside, doubling the install).
    sourcemap: false,
    lib: {
      entry: {
        index: path.join(src, 'index.ts'),
        // The `node` export condition: the same API with simulateParallel on worker_threads.
        node: path.join(src, 'node.ts'),
        // Started by URL, not imported: entries, so that they are built.
        'monte-carlo/parallel/node-worker': path.join(src, 'monte-carlo/parallel/node-worker.ts'),
        'monte-carlo/parallel/browser-worker': path.join(src, 'monte-carlo/parallel/browser-worker.ts'),
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => builtins.has(id),
      output: {
        preserveModules: true,
        preserveModulesRoot: src,
        entryFileNames: '[name].js',
      },
    },
  },
});
