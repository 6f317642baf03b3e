import { defineConfig } from 'vitest/config';

// Unit tests of the pure parts; the service against the real emulators is tested end to end in
// tests/e2e (accounts-*.e2e.ts), where the global setup starts the emulators.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
