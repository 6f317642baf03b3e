import { defineConfig } from 'tsup';

export default defineConfig({
  // The library the API reads snapshots with, and the `npm run refresh` command (the Cloud Run job).
  entry: { index: 'src/index.ts', cli: 'src/bin.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  // import.meta.url finds seed/ from dist/ and from src/.
  shims: false,
});
