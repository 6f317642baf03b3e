/**
 * A local HTTP server for the tests: answers each path with a fixture file (or any status, headers and
 * body), so adapters are exercised over real HTTP without the network. Routes can be changed between
 * requests; every request is recorded (method, URL, headers, body, arrival time).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../__fixtures__');

/** A fixture file's bytes. */
export const fixture = (name: string): Buffer => readFileSync(path.join(FIXTURES, name));

/** Hungarian text as Windows-1250 bytes (ő and ű differ from Latin-1; the other accented letters agree). */
export function windows1250(text: string): Buffer {
  const wide: Record<string, number> = { ő: 0xf5, ű: 0xfb, Ő: 0xd5, Ű: 0xdb };
  return Buffer.from(
    Array.from(text, (c) => {
      const code = wide[c] ?? c.charCodeAt(0);
      if (code > 0xff) throw new Error(`No Windows-1250 byte for „${c}” in this helper.`);
      return code;
    }),
  );
}

export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export type Route = Answer | ((request: RecordedRequest) => Answer);

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface FixtureServer {
  url: string;
  requests: RecordedRequest[];
  /** Answers for a path (without the query); replaces an earlier route of the same path. */
  route(pathname: string, answer: Route): void;
  close(): Promise<void>;
}

export async function startFixtureServer(routes: Record<string, Route> = {}): Promise<FixtureServer> {
  const table = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      requests.push(recorded);
      const route = table.get(recorded.url.pathname);
      const answer = typeof route === 'function' ? route(recorded) : (route ?? { status: 404, body: 'not found' });
      res.writeHead(answer.status ?? 200, answer.headers ?? {});
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    route: (p, a) => void table.set(p, a),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
