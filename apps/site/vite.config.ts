import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentFiles } from './vite/content-files.ts';
import { staticJson } from './vite/static-json.ts';
import { firebaseEnv } from './vite/firebase-env.ts';
import { routePreload } from './vite/route-preload.ts';
import { prerender } from './vite/prerender.ts';
import { covers } from './vite/covers.ts';
import { siteFilesPlugin } from './vite/site-files.ts';

/** Where the portfolio/market service listens (apps/api); the dev and preview servers proxy to it. */
const apiTarget = process.env.PENZUGY_API_URL ?? 'http://127.0.0.1:8787';

// Only the service's own prefixes are proxied: /api/mpt-all-sources/… is a static file of the site.
const proxy = Object.fromEntries(
  ['/api/portfolio-opt', '/api/market'].map((prefix) => [
    prefix,
    { target: apiTarget, changeOrigin: true, rewrite: (p: string) => p.replace(/^\/api/, '') },
  ]),
);

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

export default defineConfig({
  resolve: { alias },
  plugins: [firebaseEnv(), react(), vanillaExtractPlugin(), staticJson(contentFiles), routePreload(here), covers(), siteFilesPlugin(), prerender(here, contentFiles)],
  build: { target: 'es2022', sourcemap: true, manifest: true },
  server: { proxy },
  preview: { proxy },
});
