import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Where the portfolio/market service listens (apps/api); the dev and preview servers proxy to it. */
const apiTarget = process.env.PENZUGY_API_URL ?? 'http://127.0.0.1:8787';

// Only the service's own prefixes are proxied: /api/mpt-all-sources/… is a static file of the site.
const proxy = Object.fromEntries(
  ['/api/portfolio-opt', '/api/market'].map((prefix) => [
    prefix,
    { target: apiTarget, changeOrigin: true, rewrite: (p: string) => p.replace(/^\/api/, '') },
  ]),
);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: { target: 'es2022', sourcemap: true },
  server: { proxy },
  preview: { proxy },
});
