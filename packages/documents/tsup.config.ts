import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  // No source maps: the published JS is unminified, and maps would point at TypeScript sources the
  // package does not ship (or carry them inside).
  sourcemap: false,
  clean: true,
  target: 'es2022',
});
