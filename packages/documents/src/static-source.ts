/**
 * The site's built-in library: a manifest.json listing the files the site serves under the same
 * `edgar/{company}/{type}/{file}` layout as the bucket (written by scripts/build-manifest.mjs).
 */
import { companiesFromObjects } from './derive';
import { DocumentSourceError } from './errors';
import { fetchJson, isRecord, type FetchLike } from './http';
import { createMemoryDocumentSource } from './memory-source';
import { STATIC_MESSAGES } from './strings';
import type { DocumentSource } from './types';

/** The manifest's format. `objects` are object names as a bucket would list them. */
export interface LibraryManifest {
  version: 1;
  /** e.g. `edgar/Apple Inc. (AAPL)/10-K/2024-11-01_10-K.pdf`, sorted. */
  objects: string[];
}

/** Checks a parsed manifest; throws a {@link DocumentSourceError} when it is not one. */
export function parseManifest(value: unknown): LibraryManifest {
  if (
    !isRecord(value) ||
    value.version !== 1 ||
    !Array.isArray(value.objects) ||
    !value.objects.every((o) => typeof o === 'string')
  ) {
    throw new DocumentSourceError(STATIC_MESSAGES.badFormat);
  }
  return { version: 1, objects: value.objects as string[] };
}

export interface StaticDocumentSourceOptions {
  /** URL of manifest.json, e.g. `/library/manifest.json`. */
  manifestUrl: string;
  /** Where the `edgar/` folder is served, e.g. `/library`. */
  baseUrl: string;
  /** The fetch to use. @default globalThis.fetch */
  fetch?: FetchLike;
}

export function createStaticDocumentSource({
  manifestUrl,
  baseUrl,
  fetch,
}: StaticDocumentSourceOptions): DocumentSource {
  let cached: Promise<DocumentSource> | null = null;
  const load = (signal?: AbortSignal) => {
    const attempt = fetchJson(manifestUrl, { fetch, signal, messages: STATIC_MESSAGES }).then((json) =>
      createMemoryDocumentSource({ companies: companiesFromObjects(parseManifest(json).objects, baseUrl) }),
    );
    cached = attempt;
    // A failed read is not kept: the next call (a retry) reads the manifest again.
    attempt.catch(() => {
      if (cached === attempt) cached = null;
    });
    return attempt;
  };
  return {
    async listCompanies(options = {}) {
      // The first page always re-reads the manifest, so "retry" and "reload" mean what they say.
      const source = options.cursor == null || cached === null ? await load(options.signal) : await cached;
      return source.listCompanies(options);
    },
    async getCompany(id, options = {}) {
      const source = cached === null ? await load(options.signal) : await cached;
      return source.getCompany(id, options);
    },
  };
}
