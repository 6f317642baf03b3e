import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Two flat projects (vitest 4 does not expand nested ones, TOOLCHAIN.md): unit tests in jsdom, and
// every story as a test in real Chromium, where addon-a11y fails the story on any axe violation.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./vitest.setup.ts'],
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
