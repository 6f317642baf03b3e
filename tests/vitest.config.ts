import { defineConfig } from 'vitest/config';

// End-to-end tests drive Debian's Chromium through playwright-core against the production build of
// the site served by `vite preview` (started once in the global setup).
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
