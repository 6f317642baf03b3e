import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * The component tests again, on React 18.3 (`npm run test:react18`, part of `npm test`): the peer
 * range is `^18.3 || ^19` and the workspace itself runs React 19. React 18 is installed on its own in
 * `react18/` (`npm ci` there, pinned by its lockfile), outside the workspace's node_modules, so
 * nothing else in the repository sees it.
 *
 * Every `react` and `react-dom` import is aliased there: the widgets' sources, their JSX runtime, and
 * the packages that import React themselves (Testing Library, Radix, Floating UI), which are inlined
 * so the alias reaches them. React DOM 18, loaded by Node from `react18/node_modules`, finds React 18
 * beside it, so there is one React in the run. The files are the jsdom `unit` project's component
 * tests (`*.test.tsx`); the `.test.ts` files test layout and formatting code that never imports React.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const react18 = path.join(here, 'react18/node_modules');

const version = (() => {
  try {
    return (JSON.parse(readFileSync(path.join(react18, 'react/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    throw new Error(
      'React 18 is not installed in packages/widgets/react18: run `npm run test:react18` (it installs it first).',
    );
  }
})();
if (!version.startsWith('18.')) throw new Error(`packages/widgets/react18 holds React ${version}, not 18.`);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: [
      { find: /^(react|react-dom)(\/.*)?$/, replacement: `${react18}/$1$2` },
      // Its ES module build (the CommonJS main would `require` the workspace's React DOM 19).
      {
        find: /^@testing-library\/react$/,
        replacement: require
          .resolve('@testing-library/react')
          .replace(/dist[\\/]index\.js$/, 'dist/@testing-library/react.esm.js'),
      },
    ],
  },
  test: {
    name: `unit (React ${version})`,
    environment: 'jsdom',
    // A hang guard, not a speed budget, as in vitest.config.ts's unit project.
    testTimeout: 60_000,
    include: ['src/**/*.test.tsx'],
    // One jsdom and one module graph per worker instead of per file, as in vitest.config.ts's unit
    // project: setting up jsdom and re-importing Radix and Testing Library for each of the 52 files
    // took 19 minutes on a loaded two-core machine; without it, 75 s. Testing Library unmounts after
    // every test (vitest.setup.ts), so no rendered tree carries over.
    isolate: false,
    exclude: ['src/**/*.visual.test.tsx'],
    setupFiles: ['./vitest.setup.ts', './vitest.react18.setup.ts'],
    server: { deps: { inline: [/@testing-library\/react/, /@radix-ui\//, /@floating-ui\//] } },
  },
});
