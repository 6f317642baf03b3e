import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentFiles } from './vite/content-files.ts';
import { staticJson } from './vite/static-json.ts';
import { firebaseEnv } from './vite/firebase-env.ts';
import { intlWarmup } from './vite/intl-warmup.ts';
import { routePreload } from './vite/route-preload.ts';
import { prerender } from './vite/prerender.ts';
import { covers } from './vite/covers.ts';
import { siteFilesPlugin } from './vite/site-files.ts';

/** Where the portfolio/market service listens (apps/api); the dev and preview servers proxy to it. */
const apiTarget = process.env.PENZUGY_API_URL ?? 'http://127.0.0.1:8787';

/** Where the accounts service listens (apps/accounts: newsletter, contact, account deletion). */
const accountsTarget = process.env.PENZUGY_ACCOUNTS_URL ?? 'http://127.0.0.1:8790';

// Only the services' own prefixes are proxied: /api/mpt-all-sources/… is a static file of the site.
const proxy = {
  ...Object.fromEntries(
    ['/api/portfolio-opt', '/api/market'].map((prefix) => [
      prefix,
      { target: apiTarget, changeOrigin: true, rewrite: (p: string) => p.replace(/^\/api/, '') },
    ]),
  ),
  // The accounts service takes its paths with or without the prefix (the Hosting rewrite keeps it).
  '/api/accounts': { target: accountsTarget, changeOrigin: true },
};

/**
 * The site builds the workspace packages from their sources, not their single-file dist bundles:
 * Rollup assigns a whole module to one chunk, so importing `ThemeRoot` from a one-file dist would
 * pull every widget (and, from @penzugy/content, every article) into the first-load chunk. From the
 * sources, each route's chunk gets only the files it uses. The published dists are unchanged.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const workspaceSources = Object.fromEntries(
  ['finance-core', 'market-data', 'content', 'documents', 'widgets'].map((name) => [
    `@penzugy/${name}`,
    path.resolve(here, `../../packages/${name}/src/index.ts`),
  ]),
);
workspaceSources['@penzugy/widgets/pdf'] = path.resolve(here, '../../packages/widgets/src/pdf.ts');
const alias = Object.entries(workspaceSources).map(([find, replacement]) => ({
  find: new RegExp(`^${find.replace('/', '\\/')}$`),
  replacement,
}));

/**
 * The built site runs on Preact's React compatibility layer, as the partner embed does: React DOM
 * is ~58 KB gzipped of every page's first load, Preact with compat ~11 KB, and the components and
 * React Router use only what compat provides. Both the browser bundle and the prerender use it, so
 * the HTML is rendered by the same runtime that hydrates it. The dev server (`npm start`) and the
 * unit and Storybook tests keep React for its development warnings and Fast Refresh; the
 * end-to-end tests run against the build. `SITE_RUNTIME=react npm run build` builds with React.
 */
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

/**
 * React Router's production build. Its package exports only `dist/development` (whose dev warnings and
 * checks run in every visitor's browser: remix-run/react-router#14102), so the site's build names the
 * production files itself; the dev server keeps the development build and its warnings.
 */
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const routerProductionAliases = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'production/dom-export.mjs') },
];

const preactBuild = (command: string) => command === 'build' && process.env.SITE_RUNTIME !== 'react';

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      ...(preactBuild(command) ? preactAliases : []),
      ...(command === 'build' ? routerProductionAliases : []),
      ...alias,
    ],
  },
  // The prerender's server build bundles its dependencies too: left external, React Router and
  // Radix would import React itself in Node, past the aliases, and render nothing with Preact.
  ssr: preactBuild(command) ? { noExternal: true } : {},
  plugins: [
    firebaseEnv(),
    react(),
    vanillaExtractPlugin(),
    staticJson(contentFiles),
    intlWarmup(),
    routePreload(here),
    covers(),
    siteFilesPlugin(),
    prerender(here, contentFiles),
  ],
  build: { target: 'es2022', sourcemap: true, manifest: true },
  server: { proxy },
  preview: { proxy },
}));
