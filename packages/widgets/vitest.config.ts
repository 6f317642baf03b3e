import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Flat projects (vitest 4 does not expand nested ones, TOOLCHAIN.md): unit tests in jsdom, visual
// regression in Chromium, and every story as a test in real Chromium, where addon-a11y fails the
// story on any axe violation.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // vanilla-extract's recipe and sprinkles runtimes are imported only by the compiled .css.ts
  // modules, so Vite's dependency scan misses them and optimises them mid-run on a cold cache,
  // reloading the browser and failing whichever story file was loading (seen on a fresh clone and
  // when sprinkles were added). Declaring them avoids that.
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'pdfjs-dist',
    ],
  },
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
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.visual.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        // Screenshots of key stories compared with committed baselines (see src/visual/).
        extends: true,
        test: {
          name: 'visual',
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
