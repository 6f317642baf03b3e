import { defineConfig } from 'tsup';

export default defineConfig({
  // The runnable file, the worker pool's task and the health thread; the workspace packages and npm
  // dependencies stay external (node_modules).
  entry: {
    server: 'src/server.ts',
    'solve-worker': 'src/portfolio/solve-worker.ts',
    'health-worker': 'src/health-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
});
