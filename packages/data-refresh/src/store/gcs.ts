/**
 * The production snapshot store: a Cloud Storage bucket, through the JSON API
 * (https://cloud.google.com/storage/docs/json_api/v1/objects) over fetch:
 *
 *   read     GET  {base}/storage/v1/b/{bucket}/o/{name}?alt=media            (404: none)
 *   create   POST {base}/upload/storage/v1/b/{bucket}/o?uploadType=media&name={name}&ifGenerationMatch=0
 *   replace  POST the same without the precondition (an object write is atomic in Cloud Storage)
 *   list     GET  {base}/storage/v1/b/{bucket}/o?prefix={prefix}[&pageToken=…]
 *   remove   DELETE {base}/storage/v1/b/{bucket}/o/{name}
 *
 * `ifGenerationMatch=0` makes Cloud Storage refuse to overwrite an existing snapshot (412). The
 * Firebase Storage emulator, the local stand-in in the tests, ignores preconditions (firebase-tools
 * 15, lib/emulator/storage/apis/gcloud.js), so `create` also asks whether the object exists first;
 * snapshot names carry their checksum, so two writers of the same name write the same bytes anyway.
 *
 * Credentials: against the emulator (`STORAGE_EMULATOR_HOST`) the token `owner`, which the emulator
 * treats as an administrator; otherwise `GCS_ACCESS_TOKEN` if set (e.g. `gcloud auth
 * print-access-token` on a workstation), else the service account's token from the metadata server
 * (Cloud Run), cached until a minute before it expires.
 */
import { checkKey, type SnapshotStore, StoreConflictError, StoreError } from './types';

export interface GcsStoreOptions {
  bucket: string;
  /** Object name prefix (no leading or trailing slash), e.g. `snapshots`. */
  prefix?: string;
  /** @default https://storage.googleapis.com, or http://{STORAGE_EMULATOR_HOST} */
  baseUrl?: string;
  /** A bearer token provider. @default see the module header */
  token?: () => Promise<string>;
  fetch?: typeof fetch;
  /** Per-request timeout. @default 30 000 ms */
  timeoutMs?: number;
}

const METADATA_TOKEN_URL = 'http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token';

/** The service account's access token from the metadata server, cached until shortly before it expires. */
export function metadataServerToken(doFetch: typeof fetch = globalThis.fetch, url = METADATA_TOKEN_URL) {
  let cached: { token: string; until: number } | undefined;
  return async (): Promise<string> => {
    if (cached && Date.now() < cached.until) return cached.token;
    const res = await doFetch(url, { headers: { 'Metadata-Flavor': 'Google' }, signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new StoreError(`A metaadat-kiszolgáló nem adott hozzáférési tokent (HTTP ${res.status}).`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new StoreError('A metaadat-kiszolgáló válaszában nincs hozzáférési token.');
    cached = { token: body.access_token, until: Date.now() + Math.max(0, (body.expires_in ?? 300) - 60) * 1000 };
    return cached.token;
  };
}

/** The token provider for an environment (see the module header). */
export function defaultGcsToken(env: Record<string, string | undefined>, doFetch?: typeof fetch) {
  if (env.STORAGE_EMULATOR_HOST) return async () => 'owner';
  const fixed = env.GCS_ACCESS_TOKEN?.trim();
  if (fixed) return async () => fixed;
  return metadataServerToken(doFetch);
}

export function createGcsStore(options: GcsStoreOptions): SnapshotStore {
  const { bucket } = options;
  const prefix = (options.prefix ?? '').replace(/^\/+|\/+$/g, '');
  const base = (options.baseUrl ?? 'https://storage.googleapis.com').replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const token = options.token ?? defaultGcsToken(process.env, doFetch);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const name = (key: string) => (prefix ? `${prefix}/${checkKey(key)}` : checkKey(key));
  const objectUrl = (key: string) =>
    `${base}/storage/v1/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(name(key))}`;
  const description = `gs://${bucket}${prefix ? `/${prefix}` : ''}`;

  async function call(what: string, url: string, init: RequestInit = {}): Promise<Response> {
    let res: Response;
    try {
      res = await doFetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${await token()}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      if (e instanceof StoreError) throw e;
      throw new StoreError(`A Cloud Storage (${description}) ${what} nem sikerült: ${(e as Error).message}`);
    }
    return res;
  }

  async function fail(what: string, res: Response): Promise<never> {
    const detail = (await res.text().catch(() => '')).slice(0, 200);
    throw new StoreError(`A Cloud Storage (${description}) ${what} nem sikerült: HTTP ${res.status} ${detail}`.trim());
  }

  async function exists(key: string): Promise<boolean> {
    const res = await call('olvasása', objectUrl(key));
    if (res.status === 404) return false;
    if (!res.ok) return fail('olvasása', res);
    await res.body?.cancel();
    return true;
  }

  async function upload(key: string, text: string, onlyIfNew: boolean): Promise<void> {
    const url = new URL(`${base}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`);
    url.searchParams.set('uploadType', 'media');
    url.searchParams.set('name', name(key));
    if (onlyIfNew) url.searchParams.set('ifGenerationMatch', '0');
    const res = await call('írása', url.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: text,
    });
    if (res.status === 412) throw new StoreConflictError(`Már létezik: ${key}`);
    if (!res.ok) await fail('írása', res);
    await res.body?.cancel();
  }

  return {
    description,
    async read(key) {
      const res = await call('olvasása', `${objectUrl(key)}?alt=media`);
      if (res.status === 404) return undefined;
      if (!res.ok) return fail('olvasása', res);
      return res.text();
    },
    async create(key, text) {
      if (await exists(key)) throw new StoreConflictError(`Már létezik: ${key}`);
      await upload(key, text, true);
    },
    replace: (key, text) => upload(key, text, false),
    async list(keyPrefix) {
      const keys: string[] = [];
      let pageToken: string | undefined;
      const full = name(keyPrefix.replace(/\/$/, '')) + (keyPrefix.endsWith('/') ? '/' : '');
      do {
        const url = new URL(`${base}/storage/v1/b/${encodeURIComponent(bucket)}/o`);
        url.searchParams.set('prefix', full);
        if (pageToken) url.searchParams.set('pageToken', pageToken);
        const res = await call('listázása', url.toString());
        if (!res.ok) await fail('listázása', res);
        const body = (await res.json()) as { items?: { name: string }[]; nextPageToken?: string };
        for (const item of body.items ?? []) keys.push(prefix ? item.name.slice(prefix.length + 1) : item.name);
        pageToken = body.nextPageToken;
      } while (pageToken);
      return keys.sort();
    },
    async remove(key) {
      const res = await call('törlése', objectUrl(key), { method: 'DELETE' });
      if (res.status !== 404 && !res.ok) await fail('törlése', res);
      await res.body?.cancel();
    },
  };
}
