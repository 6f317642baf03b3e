import { defineConfig } from 'tsup';

export default defineConfig({
  // Two entries: the browser-safe main one and the Node-only sources (`@penzugy/market-data/node`).
  entry: { index: 'src/index.ts', node: 'src/node/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // import.meta.url (used to find data/) in the CommonJS build.
  shims: true,
});
