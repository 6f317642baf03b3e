import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import {
  aliases,
  preactWithoutSuspense,
  pureD3Factories,
  shadowStyles,
  stubs,
  vanillaExtractCompilerPlugins,
} from './build/plugins.mjs';

// The unit tests compile the runtime exactly as the build does — preact/compat, the stubs, the
// style registration — so what they exercise is what ships. DOM tests run in jsdom; the build and
// the loader in a real browser are covered by tests/e2e/embed.e2e.ts.
export default defineConfig({
  plugins: [
    preactWithoutSuspense(),
    stubs(),
    vanillaExtractPlugin({ unstable_pluginFilter: vanillaExtractCompilerPlugins }),
    ...shadowStyles(),
    pureD3Factories(),
  ],
  resolve: { alias: aliases('preact') },
  define: {
    __PENZUGY_VERSION__: JSON.stringify('0.0.0-test'),
    __PENZUGY_VERSION_DIR__: JSON.stringify(''),
    __PENZUGY_INTEGRITY__: JSON.stringify('sha384-test'),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    testTimeout: 60_000,
    // One jsdom per worker, not per file (91 s → 54 s here): no file mocks a module, the one global
    // stub is restored after its test, and the files passed in shuffled orders this way too.
    isolate: false,
    // Process the widgets' stylesheets as the build does (vitest skips CSS by default), so the
    // registered CSS the tests inspect is the adapted CSS that ships.
    css: { include: [/\.vanilla\.css/] },
    // preact/compat through the plugins too (preactWithoutSuspense), as the build compiles it.
    server: { deps: { inline: [/[\\/]preact[\\/]/] } },
  },
});
