import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Renders articles/*.md into src/blog/articles.generated.ts before any test imports it.
    globalSetup: ['./vitest.global-setup.ts'],
  },
});
