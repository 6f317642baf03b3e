import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import pkg from './package.json' with { type: 'json' };

/**
 * The published build: ES modules only, one output module per source module (`preserveModules`),
 * so a consumer's bundler keeps only the components an app imports. Rolldown keeps the entries'
 * `'use client'` directive (src/index.ts, src/pdf.ts, the widget folders' index.ts), which React Server Components frameworks need. Each vanilla-extract
 * `X.css.ts` becomes `X.css.js` plus `X.css`, and the JS imports its CSS (cssImports below), so
 * the styles travel with the component and nothing else. Declarations come from tsup
 * (tsup.config.ts, `--dts-only`).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, 'src');

/** Everything the package declares as a dependency or peer stays an import; the rest is bundled. */
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The package's entries, from its `exports` (the one list of them): `./dist/X.js` is built from
 * `src/X.ts`. Besides the root and `/pdf`, each widget folder is an entry (`/loan-calculator` is
 * `LoanCalculator/index`) whose module starts with `'use client'`, so a React Server Components app
 * that renders one widget bundles that one (issue 26). tsup.config.ts reads the same list.
 */
export const packageEntries: Record<string, string> = Object.fromEntries(
  Object.values(pkg.exports).flatMap((target) => {
    const file = typeof target === 'object' ? /^\.\/dist\/(.+)\.js$/.exec(target.default)?.[1] : undefined;
    return file ? [[file, `src/${file}.ts`]] : [];
  }),
);

/**
 * Vite's library mode writes each chunk's CSS to a file but does not import it from the chunk.
 * This adds `import './X.css'` to the chunk that owns the styles, so importing a component loads
 * exactly its own CSS (the package's `sideEffects` keeps these imports through tree-shaking).
 */
function cssImports(): Plugin {
  return {
    name: 'penzugy-css-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length === 0) continue;
        const dir = path.posix.dirname(chunk.fileName);
        const lines = css.map((file) => {
          const rel = path.posix.relative(dir, file);
          return `import ${JSON.stringify(rel.startsWith('.') ? rel : `./${rel}`)};\n`;
        });
        chunk.code = lines.join('') + chunk.code;
      }
    },
  };
}

/**
 * Marks each top-level `const x = call(…)` (`forwardRef`, `memo`, `createContext`, vanilla-extract's
 * `createRuntimeFn`, frozen defaults) as pure, so a consumer's bundler may drop it when `x` is
 * unused; without the mark it must keep the call, and with it everything the call reaches. The
 * Monte Carlo worker's top level does real work and is left alone.
 */
function pureAnnotations(): Plugin {
  return {
    name: 'penzugy-pure-annotations',
    apply: 'build',
    renderChunk(code, chunk) {
      if (chunk.fileName.endsWith('simulation.worker.js')) return null;
      const marked = code.replace(/^((?:export )?(?:var|const|let) [\w$]+ = )(?=[\w$.]+\()/gm, '$1/* @__PURE__ */ ');
      return marked === code ? null : { code: marked, map: null };
    },
  };
}

/**
 * The Monte Carlo runner starts its worker with `new URL('./simulation.worker.ts', import.meta.url)`,
 * which Vite understands in source (Storybook, tests). Published, the worker is its own module,
 * `MonteCarloCalculator/simulation.worker.js` next to the runner, and the consumer's bundler (Vite,
 * webpack 5, Rollup) picks it up from that same pattern. The specifier is hidden from this build's
 * own worker handling (which would inline the worker) and written back in its final form.
 */
function workerUrl(): Plugin {
  const placeholder = '__PENZUGY_SIMULATION_WORKER__';
  return {
    name: 'penzugy-worker-url',
    enforce: 'pre',
    transform(code, id) {
      if (!/MonteCarloCalculator[\\/]runner\.ts$/.test(id)) return null;
      return code.replace("new URL('./simulation.worker.ts',", `new URL(${placeholder},`);
    },
    renderChunk(code, chunk) {
      if (!chunk.fileName.endsWith('MonteCarloCalculator/runner.js')) return null;
      if (!code.includes(placeholder)) throw new Error('The worker URL of runner.js was not found.');
      return { code: code.replace(placeholder, '"./simulation.worker.js"'), map: null };
    },
  };
}

export default defineConfig({
  plugins: [workerUrl(), vanillaExtractPlugin({ identifiers: 'short' }), pureAnnotations(), cssImports()],
  resolve: {
    // The market widgets use a few pure helpers and types of @penzugy/market-data; they are built
    // in from its sources so that installing the widgets does not install its sample-price files.
    alias: [{ find: /^@penzugy\/market-data$/, replacement: path.resolve(here, '../market-data/src/index.ts') }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    // Maps point at the published JS only; the TypeScript sources are not shipped inside them.
    sourcemap: false,
    cssCodeSplit: true,
    lib: {
      entry: {
        ...Object.fromEntries(Object.entries(packageEntries).map(([name, file]) => [name, path.join(here, file)])),
        'MonteCarloCalculator/simulation.worker': path.join(src, 'MonteCarloCalculator/simulation.worker.ts'),
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: isExternal,
      // Rolldown warns that an entry's `'use client'` may not survive bundling; with preserveModules
      // it does (tests/consumer checks every entry starts with it), so the warning is noise.
      onwarn(warning, warn) {
        const id = (warning.id ?? '').replace(/\\/g, '/');
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && Object.values(packageEntries).some((f) => id.endsWith(f)))
          return;
        warn(warning);
      },
      output: {
        preserveModules: true,
        preserveModulesRoot: src,
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
