import type { Plugin } from 'vite';

/** A JSON document the site serves, by its URL path (no leading slash) and a function producing it. */
export type StaticJsonFiles = () => Record<string, unknown>;

/**
 * Serves content kept in the repository as static JSON, in the shapes the spec's calls read
 * (e.g. GET /api/mpt-all-sources/learning/dictionary_terms.json): emitted into the build, so the
 * site deploys as static files, and answered by the dev server. The content stays out of the
 * JavaScript bundles, so pages load only what they show.
 */
export function staticJson(files: StaticJsonFiles): Plugin {
  let cache: Record<string, unknown> | undefined;
  const all = () => (cache ??= files());
  return {
    name: 'penzugy-static-json',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''));
        const body = all()[path];
        if (body === undefined) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(body));
      });
    },
    generateBundle() {
      for (const [fileName, body] of Object.entries(all())) {
        this.emitFile({ type: 'asset', fileName, source: JSON.stringify(body) });
      }
    },
  };
}
