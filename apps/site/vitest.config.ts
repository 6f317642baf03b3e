import { defineConfig } from 'vitest/config';

// Unit tests of the site's pure modules (routing rules, theme, analytics gate, forms). The pages
// themselves are tested end to end in Chromium (tests/e2e).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'vite/**/*.test.ts'],
    environment: 'node',
  },
});
