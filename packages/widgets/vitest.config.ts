import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Flat projects (vitest 4 does not expand nested ones): unit tests in jsdom, visual
// regression in Chromium, and every story as a test in real Chromium, where addon-a11y fails the
// story on any axe violation.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // pdfjs-dist is imported on demand, so Vite's dependency scan misses it and optimises it mid-run
  // on a cold cache, reloading the browser and failing whichever story file was loading (seen on a
  // fresh clone). Declaring it avoids that. (The widgets no longer use vanilla-extract's run-time
  // recipes or sprinkles, which needed the same: see src/layout/index.ts.)
  optimizeDeps: { include: ['pdfjs-dist'] },
  test: {
    // Inherited by every project (`extends: true`): a test waits on its conditions, not on a wall
    // clock. Vitest's 5 s default failed 19 of 24 LoanCalculator tests on a loaded two-core machine.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // A hang guard, not a speed budget: the tests wait on conditions (findBy…, waitFor), and a
          // component test that types into a calculator took over the default 5 s on a loaded
          // two-core machine (issue 24). The end-to-end tests allow the same (tests/vitest.config.ts).
          testTimeout: 60_000,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.visual.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          // One jsdom and one module graph per worker, not per file: setting up jsdom for each of the
          // 134 files was 140 of the project's 310 s here (63 s without). Testing Library unmounts
          // after every test (vitest.setup.ts) and no file mocks a module; the files also passed in
          // shuffled orders this way, so none leans on another's leftovers.
          isolate: false,
        },
      },
      {
        // Screenshots of key stories compared with committed baselines (see src/visual/).
        extends: true,
        test: {
          name: 'visual',
          testTimeout: 60_000,
          include: ['src/**/*.visual.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1024, height: 768 },
          },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        test: {
          name: 'storybook',
          // A hang guard, as for the unit project: a calculator story's play function typing into
          // several fields passed 15 s on a loaded machine, and the loan calculator's panel stories
          // (a chunk loaded, a questionnaire answered) passed 60 s.
          testTimeout: 180_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
