/**
 * Where the site's document library reads from. By default the files built into the site
 * (public/library, written by @penzugy/documents' build-manifest script); with VITE_DOCUMENTS_BUCKET
 * set at build time, a Google Cloud Storage bucket through its JSON listing API.
 *
 * Build-time variables:
 * - VITE_DOCUMENTS_BUCKET: the bucket's name (its objects under `edgar/{company}/{type}/{file}`);
 * - VITE_DOCUMENTS_API_KEY: an API key for the listing, if the bucket needs one;
 * - VITE_DOCUMENTS_GCS_URL: another host for the API and the objects (e.g. a local emulator).
 */
import { createGcsDocumentSource, createStaticDocumentSource, type DocumentSource } from '@penzugy/documents';

/** The built-in library's manifest and the folder that holds `edgar/`. */
export const LIBRARY_MANIFEST_URL = '/library/manifest.json';
export const LIBRARY_BASE_URL = '/library';

/** `import.meta.env`, or any record of the variables above. */
export type LibraryEnv = Readonly<Record<string, unknown>>;

const setting = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export function createLibrarySource(env: LibraryEnv): DocumentSource {
  const bucket = setting(env.VITE_DOCUMENTS_BUCKET);
  if (!bucket) return createStaticDocumentSource({ manifestUrl: LIBRARY_MANIFEST_URL, baseUrl: LIBRARY_BASE_URL });
  return createGcsDocumentSource({
    bucket,
    apiKey: setting(env.VITE_DOCUMENTS_API_KEY),
    baseUrl: setting(env.VITE_DOCUMENTS_GCS_URL),
  });
}

/** Query parameters that keep the chosen company and document in the address, so a link reopens them. */
export const LIBRARY_QUERY = { company: 'vallalat', document: 'dokumentum' } as const;

/** The search params for a selection, keeping any other parameters as they are. */
export function selectionParams(
  current: URLSearchParams,
  selection: { companyId: string | null; documentId: string | null },
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of [
    [LIBRARY_QUERY.company, selection.companyId],
    [LIBRARY_QUERY.document, selection.companyId ? selection.documentId : null],
  ] as const) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
