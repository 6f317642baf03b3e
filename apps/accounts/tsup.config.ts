import { defineConfig } from 'tsup';

export default defineConfig({
  // The runnable server; firebase-admin stays external (node_modules). The site's pure validation
  // modules it imports (apps/site/src/…) are bundled, so both sides check with the same code.
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
});
