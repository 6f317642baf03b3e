import { defineConfig } from 'vitest/config';

// Unit tests of the site's pure modules (routing rules, theme, analytics gate, forms). The pages
// themselves are tested end to end in Chromium (tests/e2e).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'vite/**/*.test.ts'],
    environment: 'node',
    // Like the other packages: a test waits on its work, not on a wall clock that a loaded machine
    // misses (rendering four share images took over 5 s on a busy 2-core machine).
    testTimeout: 60_000,
  },
});
