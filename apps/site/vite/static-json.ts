import type { Plugin } from 'vite';
import { servedFiles } from './served-files.ts';

/** A JSON document the site serves, by its URL path (no leading slash) and a function producing it. */
export type StaticJsonFiles = () => Record<string, unknown>;

/**
 * Serves content kept in the repository as static JSON, in the shapes the spec's calls read
 * (e.g. GET /api/mpt-all-sources/learning/dictionary_terms.json): emitted into the build, so the
 * site deploys as static files, and answered by the dev server. The content stays out of the
 * JavaScript bundles, so pages load only what they show.
 */
export function staticJson(files: StaticJsonFiles): Plugin {
  return servedFiles(
    'penzugy-static-json',
    () =>
      new Map(
        Object.entries(files()).map(([path, body]) => [
          `/${path}`,
          () => ({ type: 'application/json; charset=utf-8', body: JSON.stringify(body) }),
        ]),
      ),
  );
}
