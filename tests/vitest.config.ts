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
    // expect.poll waits up to 1 s by default: too short for an emulator write or a re-render on a
    // loaded two-core CI machine (a watchlist of three was seen stored as two after 1 s). A poll
    // still ends as soon as its condition holds, so passing tests are no slower.
    expect: { poll: { timeout: 10_000 } },
  },
});
