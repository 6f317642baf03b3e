import { defineConfig } from 'tsup';

export default defineConfig({
  // One runnable file; the workspace packages and npm dependencies stay external (node_modules).
  entry: { server: 'src/server.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
});
