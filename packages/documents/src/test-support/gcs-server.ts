/**
 * A local HTTP server that answers like the Cloud Storage JSON API's object listing
 * (GET /storage/v1/b/{bucket}/o with prefix, delimiter, maxResults, pageToken, key) and serves the
 * objects themselves at /{bucket}/{name}, for the source's tests. Listing semantics follow the API:
 * names in lexicographic order, with a delimiter the part after the prefix up to and including the
 * delimiter becomes a prefix entry, `maxResults` counts items and prefixes together, and
 * `nextPageToken` is present exactly when more entries follow.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeObject {
  name: string;
  timeCreated?: string;
  body?: string;
}

/** What the next request gets instead of the real answer. */
export type Fault = { status: number; body?: string } | { destroy: true } | { repeatToken: true };

export interface FakeGcsServer {
  /** e.g. `http://127.0.0.1:41234` */
  url: string;
  /** Every request's URL, in order. */
  requests: URL[];
  /** Only listing requests. */
  listings(): URL[];
  /** Replace the bucket's objects. */
  setObjects(objects: FakeObject[]): void;
  /** Decide per request whether to fail it (return undefined to answer normally). */
  setFault(fault: ((url: URL) => Fault | undefined) | null): void;
  close(): Promise<void>;
}

const DEFAULT_MAX_RESULTS = 1000;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function gcsError(res: ServerResponse, status: number, message: string) {
  json(res, status, { error: { code: status, message, errors: [{ message, domain: 'global', reason: 'fake' }] } });
}

export async function startFakeGcsServer({
  bucket,
  objects: initial = [],
}: {
  bucket: string;
  objects?: FakeObject[];
}): Promise<FakeGcsServer> {
  let objects = [...initial];
  let fault: ((url: URL) => Fault | undefined) | null = null;
  const requests: URL[] = [];
  const listPath = `/storage/v1/b/${encodeURIComponent(bucket)}/o`;

  function list(url: URL, res: ServerResponse, repeatToken: boolean) {
    const prefix = url.searchParams.get('prefix') ?? '';
    const delimiter = url.searchParams.get('delimiter');
    const maxResults = Number(url.searchParams.get('maxResults') ?? DEFAULT_MAX_RESULTS);
    const token = url.searchParams.get('pageToken');
    const after = token === null ? null : Buffer.from(token, 'base64url').toString('utf8');

    const entries = new Map<string, { kind: 'prefix' | 'item'; object?: FakeObject }>();
    for (const o of objects) {
      if (!o.name.startsWith(prefix)) continue;
      const rest = o.name.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (delimiter && cut >= 0) entries.set(prefix + rest.slice(0, cut + delimiter.length), { kind: 'prefix' });
      else entries.set(o.name, { kind: 'item', object: o });
    }
    const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const start = after === null ? 0 : sorted.findIndex(([name]) => name > after);
    const remaining = start < 0 ? [] : sorted.slice(start);
    const page = remaining.slice(0, maxResults);
    const body: Record<string, unknown> = { kind: 'storage#objects' };
    const prefixes = page.filter(([, e]) => e.kind === 'prefix').map(([name]) => name);
    const items = page
      .filter(([, e]) => e.kind === 'item')
      .map(([, e]) => ({
        kind: 'storage#object',
        name: e.object!.name,
        bucket,
        size: String(Buffer.byteLength(e.object!.body ?? '')),
        ...(e.object!.timeCreated ? { timeCreated: e.object!.timeCreated } : {}),
      }));
    if (prefixes.length) body.prefixes = prefixes;
    if (items.length) body.items = items;
    if (remaining.length > page.length) {
      body.nextPageToken = repeatToken && token ? token : Buffer.from(page[page.length - 1]![0]).toString('base64url');
    }
    json(res, 200, body);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const f = fault?.(url);
    if (f && 'destroy' in f) {
      req.socket.destroy();
      return;
    }
    if (f && 'status' in f) {
      res.writeHead(f.status, { 'Content-Type': 'application/json; charset=UTF-8' });
      res.end(f.body ?? '');
      return;
    }
    if (req.method !== 'GET') return gcsError(res, 405, 'Method not allowed');
    if (url.pathname === listPath) return list(url, res, Boolean(f && 'repeatToken' in f));
    if (url.pathname.startsWith('/storage/v1/b/')) return gcsError(res, 404, 'The specified bucket does not exist.');
    const objectPrefix = `/${encodeURIComponent(bucket)}/`;
    if (url.pathname.startsWith(objectPrefix)) {
      const name = decodeURIComponent(url.pathname.slice(objectPrefix.length));
      const o = objects.find((x) => x.name === name);
      if (o) {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
        res.end(o.body ?? '');
        return;
      }
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('No such object');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    listings: () => requests.filter((u) => u.pathname === listPath),
    setObjects: (next) => {
      objects = [...next];
    },
    setFault: (next) => {
      fault = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
