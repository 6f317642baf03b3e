/**
 * The library read from a Google Cloud Storage bucket through its JSON listing API
 * (https://cloud.google.com/storage/docs/json_api/v1/objects/list), as docs/product.md#library describes:
 *
 * 1. GET {api}/storage/v1/b/{bucket}/o?delimiter=/&prefix=edgar/ — each returned prefix is a company
 *    folder (`edgar/Apple Inc. (AAPL)/`);
 * 2. for each company of the page, GET …/o?prefix=edgar/{company}/ without a delimiter — every
 *    object below it, `edgar/{company}/{type}/{file}`, in one listing instead of one per type folder.
 *
 * Every listing follows `nextPageToken` to its end. The original returned a hard-coded list for one
 * company and swallowed failures into an empty list (docs/product.md#library); here failures are errors the
 * screen shows with a retry button.
 */
import { DEFAULT_GCS_BASE_URL, DEFAULT_LISTING_CONCURRENCY, EDGAR_FOLDER, MAX_LISTING_PAGES } from './constants';
import { compareCompanies, companiesFromObjects, companyId, createCompany, type ListedObject } from './derive';
import { DocumentSourceError } from './errors';
import { fetchJson, isRecord, type FetchLike } from './http';
import { GCS_MESSAGES } from './strings';
import { checkLimit, decodeCursor, fillPage, mapWithConcurrency } from './paging';
import type { Company, DocumentSource } from './types';

export interface GcsDocumentSourceOptions {
  /** The bucket's name. */
  bucket: string;
  /** Host of the JSON API and of public objects. @default 'https://storage.googleapis.com' */
  baseUrl?: string;
  /** An API key, sent as `key=` (docs/product.md#library: "plus a key if configured"). */
  apiKey?: string;
  /** Where documents are downloaded from. @default `${baseUrl}/${bucket}` (public object URLs) */
  documentBaseUrl?: string;
  /** `maxResults` of each listing request; the API's own default (1000) when not given. */
  pageSize?: number;
  /** Company listings run at once. @default 4 */
  concurrency?: number;
  /** The fetch to use. @default globalThis.fetch */
  fetch?: FetchLike;
}

interface ListingPage {
  prefixes: string[];
  items: { name: string; timeCreated?: string }[];
  nextPageToken?: string;
}

/** Checks one page of a listing; anything else is "unreadable" rather than a crash later. */
export function parseListingPage(value: unknown): ListingPage {
  const bad = () => new DocumentSourceError(GCS_MESSAGES.unreadable);
  if (!isRecord(value)) throw bad();
  const { prefixes = [], items = [], nextPageToken } = value;
  if (!Array.isArray(prefixes) || !prefixes.every((p) => typeof p === 'string')) throw bad();
  if (!Array.isArray(items)) throw bad();
  const parsedItems = items.map((item) => {
    if (!isRecord(item) || typeof item.name !== 'string') throw bad();
    return typeof item.timeCreated === 'string'
      ? { name: item.name, timeCreated: item.timeCreated }
      : { name: item.name };
  });
  if (nextPageToken !== undefined && (typeof nextPageToken !== 'string' || nextPageToken === '')) throw bad();
  return { prefixes: prefixes as string[], items: parsedItems, nextPageToken };
}

export function createGcsDocumentSource({
  bucket,
  baseUrl = DEFAULT_GCS_BASE_URL,
  apiKey,
  documentBaseUrl,
  pageSize,
  concurrency = DEFAULT_LISTING_CONCURRENCY,
  fetch,
}: GcsDocumentSourceOptions): DocumentSource {
  const host = baseUrl.replace(/\/+$/, '');
  const listUrl = `${host}/storage/v1/b/${encodeURIComponent(bucket)}/o`;
  const filesBase = documentBaseUrl ?? `${host}/${encodeURIComponent(bucket)}`;
  const rootPrefix = `${EDGAR_FOLDER}/`;

  /** One whole listing, every page of it. */
  async function listAll(params: { prefix: string; delimiter?: string }, signal?: AbortSignal) {
    const prefixes: string[] = [];
    const items: ListedObject[] = [];
    const seenTokens = new Set<string>();
    let pageToken: string | undefined;
    for (let pages = 0; ; pages++) {
      if (pages >= MAX_LISTING_PAGES) throw new DocumentSourceError(GCS_MESSAGES.tooManyPages);
      const query = new URLSearchParams();
      if (params.delimiter !== undefined) query.set('delimiter', params.delimiter);
      query.set('prefix', params.prefix);
      if (pageSize !== undefined) query.set('maxResults', String(pageSize));
      if (pageToken !== undefined) query.set('pageToken', pageToken);
      if (apiKey) query.set('key', apiKey);
      const page = parseListingPage(await fetchJson(`${listUrl}?${query}`, { fetch, signal, messages: GCS_MESSAGES }));
      prefixes.push(...page.prefixes);
      items.push(...page.items);
      if (page.nextPageToken === undefined) return { prefixes, items };
      if (seenTokens.has(page.nextPageToken)) throw new DocumentSourceError(GCS_MESSAGES.pagingLoop);
      seenTokens.add(page.nextPageToken);
      pageToken = page.nextPageToken;
    }
  }

  /** Company folder names, in name order. */
  async function listFolders(signal?: AbortSignal): Promise<string[]> {
    const { prefixes } = await listAll({ prefix: rootPrefix, delimiter: '/' }, signal);
    const names = prefixes
      .filter((p) => p.startsWith(rootPrefix) && p.endsWith('/'))
      .map((p) => p.slice(rootPrefix.length, -1))
      .filter((name) => name.trim() !== '' && !name.includes('/'));
    return [...new Set(names)].sort((a, b) => compareCompanies({ name: a }, { name: b }));
  }

  async function loadCompany(folder: string, signal?: AbortSignal): Promise<Company> {
    const { items } = await listAll({ prefix: `${rootPrefix}${folder}/` }, signal);
    // The listing may hold objects of other folders only if the server ignored the prefix; the
    // shared parser groups by folder, and only this folder's company is kept.
    return companiesFromObjects(items, filesBase).find((c) => c.name === folder) ?? createCompany(folder, []);
  }

  // Folder names of the last first-page listing, for the pages after it.
  let folders: string[] | null = null;

  return {
    async listCompanies({ cursor, limit, signal } = {}) {
      const size = checkLimit(limit);
      if (cursor == null || folders === null) folders = await listFolders(signal);
      const all = folders;
      const offset = decodeCursor(cursor, all.length);
      return fillPage(all, offset, size, (batch) =>
        mapWithConcurrency(batch, concurrency, (folder) => loadCompany(folder, signal)),
      );
    },
    async getCompany(id, { signal } = {}) {
      const all = folders ?? (folders = await listFolders(signal));
      const folder = all.find((name) => companyId(name) === id);
      return folder === undefined ? null : loadCompany(folder, signal);
    },
  };
}
