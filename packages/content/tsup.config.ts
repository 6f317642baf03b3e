import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { generateArticles } from './src/blog/build/generate';

const root = path.dirname(fileURLToPath(import.meta.url));

// The article HTML is generated before bundling (marked runs here, at build time, never in the
// bundle). The two builds below write into the same dist/, so it is cleaned once here rather than
// by each build.
await generateArticles(root);
rmSync(path.join(root, 'dist'), { recursive: true, force: true });

export default defineConfig([
  {
    // The package: browser-safe, ESM + CJS + types, with the articles and the news store inlined.
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: false,
    target: 'es2022',
  },
  {
    // The ingestion command (Node only): `node dist/cli.js --feed …`.
    entry: { cli: 'src/ingest/cli.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    dts: false,
    sourcemap: true,
    clean: false,
  },
]);
