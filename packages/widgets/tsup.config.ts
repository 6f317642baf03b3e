import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // Consumers bring their own React; finance-core and d3 stay dependencies, resolved by their bundler.
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // Emits dist/index.css from the .css.ts files, exported as "@penzugy/widgets/style.css".
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
