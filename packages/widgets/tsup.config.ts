import { defineConfig } from 'tsup';
import { packageEntries } from './vite.build.config';

/**
 * Declarations only (`npm run build` runs vite.build.config.ts for the JS and CSS first): one
 * `.d.ts` per package entry (the list of vite.build.config.ts, from package.json's `exports`). @penzugy/market-data's types are written in, as its helpers are built
 * into the JS, so the package does not depend on it; so are @penzugy/content's glossary wire types
 * (type-only imports: nothing of it is in the JS).
 */
export default defineConfig({
  entry: packageEntries,
  dts: {
    only: true,
    resolve: ['@penzugy/market-data', '@penzugy/content'],
    // From its sources, as the JS build does (its dist declarations split into chunks that would not resolve here).
    compilerOptions: { paths: { '@penzugy/market-data': ['../market-data/src/index.ts'] } },
  },
  format: ['esm'],
  clean: false,
  outDir: 'dist',
});
