import { defineConfig } from 'tsup';

/**
 * Declarations only (`npm run build` runs vite.build.config.ts for the JS and CSS first): one
 * `.d.ts` per package entry. @penzugy/market-data's types are written in, as its helpers are built
 * into the JS, so the package does not depend on it; so are @penzugy/content's glossary wire types
 * (type-only imports: nothing of it is in the JS).
 */
export default defineConfig({
  entry: { index: 'src/index.ts', pdf: 'src/pdf.ts', theme: 'src/entries/theme.ts' },
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
