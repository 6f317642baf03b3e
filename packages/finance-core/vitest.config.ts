import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // Vitest runs one worker fewer than the machine has cores, so on CI's two cores these pure,
    // CPU-bound tests ran one file at a time (211 s). They wait on no clock and share no state, and
    // `npm test` runs one package's tests at a time, so both cores are free: 127 s with two workers.
    maxWorkers: 2,
  },
});
